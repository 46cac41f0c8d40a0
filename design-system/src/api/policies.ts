import { ENDPOINTS, type ShopIdentity } from '@profit/contract';
import { call } from './call';
import { api } from './baseApi';

export const shopIdentityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Who sells and how to reach them: read once and kept (it changes only when the server restarts). */
    shopIdentity: build.query<ShopIdentity, void>({
      ...call(ENDPOINTS.shopIdentity),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useShopIdentityQuery } = shopIdentityApi;
