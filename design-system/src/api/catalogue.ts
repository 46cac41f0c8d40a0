import { ENDPOINTS, type ClientConfig, type Product, type ProductListResponse } from '@profit/contract';
import { call } from './call';
import { api } from './baseApi';

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    products: build.query<ProductListResponse, void>({
      ...call(ENDPOINTS.products),
      providesTags: (result) => [
        { type: 'Product', id: 'LIST' },
        ...(result?.products ?? []).map((product) => ({ type: 'Product' as const, id: product.id })),
      ],
    }),
    product: build.query<Product, string>({
      ...call(ENDPOINTS.product, (id: string) => ({ params: { id } })),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    clientConfig: build.query<ClientConfig, void>({
      ...call(ENDPOINTS.config),
      providesTags: ['Config'],
    }),
  }),
});

export const { useProductsQuery, useProductQuery, useClientConfigQuery } = catalogueApi;
