import { API_PATHS, type ClientConfig, type Product, type ProductListResponse } from '@profit/contract';
import { api, pathFor } from './baseApi';
import { lazySchema } from './lazySchema';

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    products: build.query<ProductListResponse, void>({
      query: () => API_PATHS.products,
      responseSchema: lazySchema('ProductListResponseSchema'),
      // Stryker disable next-line all: no call invalidates a product's or the list's tag (the catalogue is fixed), so these tags change nothing
      providesTags: (result) => [
        // Stryker disable next-line all: as above
        { type: 'Product', id: 'LIST' },
        // Stryker disable next-line all: as above
        ...(result?.products ?? []).map((product) => ({ type: 'Product' as const, id: product.id })),
      ],
    }),
    product: build.query<Product, string>({
      query: (id) => pathFor(API_PATHS.product, { id }),
      responseSchema: lazySchema('ProductSchema'),
      // Stryker disable next-line all: no call invalidates a product's tag
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    clientConfig: build.query<ClientConfig, void>({
      query: () => API_PATHS.config,
      responseSchema: lazySchema('ClientConfigSchema'),
      // Stryker disable next-line all: no call invalidates the configuration's tag
      providesTags: ['Config'],
    }),
  }),
});

export const { useProductsQuery, useProductQuery, useClientConfigQuery } = catalogueApi;
