import { Controller, Header, Param } from '@nestjs/common';
import {
  CATALOGUE,
  findProduct,
  type Product,
  type ProductListResponse,
  UNKNOWN_PRODUCT_MESSAGE,
  ENDPOINTS,
} from '@profit/contract';
import { Route } from '../common/route.decorator.js';
import { ApiError } from '../common/api-error.js';

/** The catalogue never changes while the service runs: serialized once, sent as is. */
const PRODUCT_LIST_JSON = JSON.stringify({ products: [...CATALOGUE] } satisfies ProductListResponse);

/** The catalogue is part of the contract: the same eight products, prices in paise. */
@Controller()
export class CatalogueController {
  @Header('cache-control', 'public, max-age=300')
  @Header('content-type', 'application/json; charset=utf-8')
  @Route(ENDPOINTS.products)
  list(): string {
    return PRODUCT_LIST_JSON;
  }

  @Header('cache-control', 'public, max-age=300')
  @Route(ENDPOINTS.product)
  one(@Param('id') id: string): Product {
    const product = findProduct(id);
    if (!product) throw ApiError.notFound(UNKNOWN_PRODUCT_MESSAGE);
    return product;
  }
}
