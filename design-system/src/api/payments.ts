import {
  API_PATHS,
  type CreateOrderRequestInput,
  type CreateOrderResponse,
  type SimulatedPaymentRequest,
  type SimulatedPaymentResponse,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '@profit/contract';
import { api } from './baseApi';
import { lazySchema } from './lazySchema';

/**
 * Payment calls. `POST /payments/webhook` has no client endpoint on purpose: Razorpay calls it,
 * signed with a server secret; a browser never does.
 */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<CreateOrderResponse, CreateOrderRequestInput>({
      query: (body) => ({ url: API_PATHS.createOrder, method: 'POST', body }),
      responseSchema: lazySchema('CreateOrderResponseSchema'),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    verifyPayment: build.mutation<VerifyPaymentResponse, VerifyPaymentRequest>({
      query: (body) => ({ url: API_PATHS.verifyPayment, method: 'POST', body }),
      responseSchema: lazySchema('VerifyPaymentResponseSchema'),
      invalidatesTags: [
        { type: 'Order', id: 'LIST' },
        { type: 'Library', id: 'LIST' },
      ],
    }),
    simulatePayment: build.mutation<SimulatedPaymentResponse, SimulatedPaymentRequest>({
      query: (body) => ({ url: API_PATHS.simulatePayment, method: 'POST', body }),
      responseSchema: lazySchema('SimulatedPaymentResponseSchema'),
    }),
  }),
});

export const { useCreateOrderMutation, useVerifyPaymentMutation, useSimulatePaymentMutation } = paymentsApi;
