import {
  ClientConfigSchema,
  ENDPOINTS,
  HealthResponseSchema,
  ProductListResponseSchema,
  ProductSchema,
  type ClientConfig,
  type HealthResponse,
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
    health: build.query<HealthResponse, void>({
      query: () => ENDPOINTS.health.path,
      responseSchema: HealthResponseSchema,
    }),
  }),
});

export const { useProductsQuery, useProductQuery, useClientConfigQuery, useHealthQuery } = catalogueApi;
