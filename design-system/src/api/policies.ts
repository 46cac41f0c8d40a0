import { API_PATHS, type GrievanceRequest, type GrievanceResponse, type ShopIdentity } from '@profit/contract';
import { api } from './baseApi';
import { lazySchema } from './lazySchema';

export const policiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Who sells and how to reach them: read once and kept (it changes only when the server restarts). */
    shopIdentity: build.query<ShopIdentity, void>({
      query: () => API_PATHS.shopIdentity,
      responseSchema: lazySchema('ShopIdentitySchema'),
      keepUnusedDataFor: 3600,
    }),
    fileGrievance: build.mutation<GrievanceResponse, GrievanceRequest>({
      query: (body) => ({ url: API_PATHS.grievance, method: 'POST', body }),
      responseSchema: lazySchema('GrievanceResponseSchema'),
    }),
  }),
});

export const { useShopIdentityQuery, useFileGrievanceMutation } = policiesApi;
