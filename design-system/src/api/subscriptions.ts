import {
  ENDPOINTS,
  type SubscribeRequest,
  type SubscribeResponse,
  type SubscriptionLinkRequest,
  type SubscriptionLinkResponse,
} from '@profit/contract';
import { call } from './call';
import { api } from './baseApi';

export const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<SubscribeResponse, SubscribeRequest>({
      ...call(ENDPOINTS.subscribe, (body: SubscribeRequest) => ({ body })),
    }),
    /** Opens the e-mailed confirmation link: the subscription counts from now. */
    confirmSubscription: build.mutation<SubscriptionLinkResponse, SubscriptionLinkRequest>({
      ...call(ENDPOINTS.confirmSubscription, (body: SubscriptionLinkRequest) => ({ body })),
    }),
    /** Opens an e-mail's unsubscribe link. */
    unsubscribe: build.mutation<SubscriptionLinkResponse, SubscriptionLinkRequest>({
      ...call(ENDPOINTS.unsubscribe, (body: SubscriptionLinkRequest) => ({ body })),
    }),
  }),
});

export const { useSubscribeMutation, useConfirmSubscriptionMutation, useUnsubscribeMutation } = subscriptionsApi;
