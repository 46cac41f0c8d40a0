import { Controller, Get, Header, Param } from '@nestjs/common';
import {
  CATALOGUE,
  findProduct,
  type Product,
  type ProductListResponse,
  UNKNOWN_PRODUCT_MESSAGE,
} from '@profit/contract';
import { ApiError } from '../common/api-error.js';
import { Public } from '../common/public.decorator.js';

/** The catalogue never changes while the service runs: serialized once, sent as is. */
const PRODUCT_LIST_JSON = JSON.stringify({ products: [...CATALOGUE] } satisfies ProductListResponse);

/** The catalogue is part of the contract: the same eight products, prices in paise. */
@Controller('products')
export class CatalogueController {
  @Public()
  @Get()
  @Header('cache-control', 'public, max-age=300')
  @Header('content-type', 'application/json; charset=utf-8')
  list(): string {
    return PRODUCT_LIST_JSON;
  }

  @Public()
  @Get(':id')
  @Header('cache-control', 'public, max-age=300')
  one(@Param('id') id: string): Product {
    const product = findProduct(id);
    if (!product) throw ApiError.notFound(UNKNOWN_PRODUCT_MESSAGE);
    return product;
  }
}
