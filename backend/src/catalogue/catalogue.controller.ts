import { Controller, Get, Header, Param } from '@nestjs/common';
import { CATALOGUE, findProduct, type Product, type ProductListResponse } from '@profit/contract';
import { ApiError } from '../common/api-error.js';
import { Public } from '../common/public.decorator.js';

const PRODUCT_LIST: ProductListResponse = { products: [...CATALOGUE] };

/** The catalogue is part of the contract: the same eight products, prices in paise. */
@Controller('products')
export class CatalogueController {
  @Public()
  @Get()
  @Header('cache-control', 'public, max-age=300')
  list(): ProductListResponse {
    return PRODUCT_LIST;
  }

  @Public()
  @Get(':id')
  @Header('cache-control', 'public, max-age=300')
  one(@Param('id') id: string): Product {
    const product = findProduct(id);
    if (!product) throw ApiError.notFound('There is no product with that id.');
    return product;
  }
}
