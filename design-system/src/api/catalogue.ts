import { API_PATHS, type ClientConfig, type Product, type ProductListResponse } from '@profit/contract';
import { api, pathFor } from './baseApi';
import { lazySchema } from './lazySchema';

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    products: build.query<ProductListResponse, void>({
      query: () => API_PATHS.products,
      responseSchema: lazySchema('ProductListResponseSchema'),
      providesTags: (result) => [
        { type: 'Product', id: 'LIST' },
        ...(result?.products ?? []).map((product) => ({ type: 'Product' as const, id: product.id })),
      ],
    }),
    product: build.query<Product, string>({
      query: (id) => pathFor(API_PATHS.product, { id }),
      responseSchema: lazySchema('ProductSchema'),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    clientConfig: build.query<ClientConfig, void>({
      query: () => API_PATHS.config,
      responseSchema: lazySchema('ClientConfigSchema'),
      providesTags: ['Config'],
    }),
  }),
});

export const { useProductsQuery, useProductQuery, useClientConfigQuery } = catalogueApi;
