import { API_PATHS, type ShopIdentity } from '@profit/contract';
import { api } from './baseApi';
import { lazySchema } from './lazySchema';

export const shopIdentityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Who sells and how to reach them: read once and kept (it changes only when the server restarts). */
    shopIdentity: build.query<ShopIdentity, void>({
      query: () => API_PATHS.shopIdentity,
      responseSchema: lazySchema('ShopIdentitySchema'),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useShopIdentityQuery } = shopIdentityApi;
