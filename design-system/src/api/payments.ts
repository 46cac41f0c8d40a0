import {
  ENDPOINTS,
  type CreateOrderRequestInput,
  type CreateOrderResponse,
  type SimulatedPaymentRequest,
  type SimulatedPaymentResponse,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '@profit/contract';
import { call } from './call';
import { api } from './baseApi';

/**
 * Payment calls. `POST /payments/webhook` has no client endpoint on purpose: Razorpay calls it,
 * signed with a server secret; a browser never does.
 */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<CreateOrderResponse, CreateOrderRequestInput>({
      ...call(ENDPOINTS.createOrder, (body: CreateOrderRequestInput) => ({ body })),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    verifyPayment: build.mutation<VerifyPaymentResponse, VerifyPaymentRequest>({
      ...call(ENDPOINTS.verifyPayment, (body: VerifyPaymentRequest) => ({ body })),
      invalidatesTags: [
        { type: 'Order', id: 'LIST' },
        { type: 'Library', id: 'LIST' },
      ],
    }),
    simulatePayment: build.mutation<SimulatedPaymentResponse, SimulatedPaymentRequest>({
      ...call(ENDPOINTS.simulatePayment, (body: SimulatedPaymentRequest) => ({ body })),
    }),
  }),
});

export const { useCreateOrderMutation, useVerifyPaymentMutation, useSimulatePaymentMutation } = paymentsApi;
