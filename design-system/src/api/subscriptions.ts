import { ENDPOINTS, SubscribeResponseSchema, type SubscribeRequest, type SubscribeResponse } from '@profit/contract';
import { api } from './baseApi';

export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<SubscribeResponse, SubscribeRequest>({
      query: (body) => ({ url: ENDPOINTS.subscribe.path, method: 'POST', body }),
      responseSchema: SubscribeResponseSchema,
    }),
  }),
});

export const { useSubscribeMutation } = subscriptionsApi;
