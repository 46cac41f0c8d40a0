import { ENDPOINTS, type ClientConfig, type Product, type ProductListResponse } from '@profit/contract';
import { call } from './call';
import { api } from './baseApi';

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    products: build.query<ProductListResponse, void>({
      ...call(ENDPOINTS.products),
      // Stryker disable next-line all: no call invalidates a product's or the list's tag (the catalogue is fixed), so these tags change nothing
      providesTags: (result) => [
        // Stryker disable next-line all: as above
        { type: 'Product', id: 'LIST' },
        // Stryker disable next-line all: as above
        ...(result?.products ?? []).map((product) => ({ type: 'Product' as const, id: product.id })),
      ],
    }),
    product: build.query<Product, string>({
      ...call(ENDPOINTS.product, (id: string) => ({ params: { id } })),
      // Stryker disable next-line all: no call invalidates a product's tag
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    clientConfig: build.query<ClientConfig, void>({
      ...call(ENDPOINTS.config),
      // Stryker disable next-line all: no call invalidates the configuration's tag
      providesTags: ['Config'],
    }),
  }),
});

export const { useProductsQuery, useProductQuery, useClientConfigQuery } = catalogueApi;
