import {
  ClientConfigSchema,
  ENDPOINTS,
  ProductListResponseSchema,
  ProductSchema,
  type ClientConfig,
  type Product,
  type ProductListResponse,
} from '@profit/contract';
import { api, pathFor } from './baseApi';

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    products: build.query<ProductListResponse, void>({
      query: () => ENDPOINTS.products.path,
      responseSchema: ProductListResponseSchema,
      providesTags: (result) => [
        { type: 'Product', id: 'LIST' },
        ...(result?.products ?? []).map((product) => ({ type: 'Product' as const, id: product.id })),
      ],
    }),
    product: build.query<Product, string>({
      query: (id) => pathFor(ENDPOINTS.product.path, { id }),
      responseSchema: ProductSchema,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    clientConfig: build.query<ClientConfig, void>({
      query: () => ENDPOINTS.config.path,
      responseSchema: ClientConfigSchema,
      providesTags: ['Config'],
    }),
  }),
});

export const { useProductsQuery, useProductQuery, useClientConfigQuery } = catalogueApi;
