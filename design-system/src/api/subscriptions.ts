import {
  API_PATHS,
  type SubscribeRequest,
  type SubscribeResponse,
  type SubscriptionLinkRequest,
  type SubscriptionLinkResponse,
} from '@profit/contract';
import { api } from './baseApi';
import { lazySchema } from './lazySchema';

export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<SubscribeResponse, SubscribeRequest>({
      query: (body) => ({ url: API_PATHS.subscribe, method: 'POST', body }),
      responseSchema: lazySchema('SubscribeResponseSchema'),
    }),
    /** Opens the e-mailed confirmation link: the subscription counts from now. */
    confirmSubscription: build.mutation<SubscriptionLinkResponse, SubscriptionLinkRequest>({
      query: (body) => ({ url: API_PATHS.confirmSubscription, method: 'POST', body }),
      responseSchema: lazySchema('SubscriptionLinkResponseSchema'),
    }),
    /** Opens an e-mail's unsubscribe link. */
    unsubscribe: build.mutation<SubscriptionLinkResponse, SubscriptionLinkRequest>({
      query: (body) => ({ url: API_PATHS.unsubscribe, method: 'POST', body }),
      responseSchema: lazySchema('SubscriptionLinkResponseSchema'),
    }),
  }),
});

export const { useSubscribeMutation, useConfirmSubscriptionMutation, useUnsubscribeMutation } = subscriptionsApi;
