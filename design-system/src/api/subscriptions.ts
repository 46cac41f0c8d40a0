import { API_PATHS, type SubscribeRequest, type SubscribeResponse } from '@profit/contract';
import { api } from './baseApi';
import { lazySchema } from './lazySchema';

export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<SubscribeResponse, SubscribeRequest>({
      query: (body) => ({ url: API_PATHS.subscribe, method: 'POST', body }),
      responseSchema: lazySchema('SubscribeResponseSchema'),
    }),
  }),
});

export const { useSubscribeMutation } = subscriptionsApi;
