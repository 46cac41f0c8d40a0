import {
  CreateOrderResponseSchema,
  ENDPOINTS,
  SimulatedPaymentResponseSchema,
  VerifyPaymentResponseSchema,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type SimulatedPaymentRequest,
  type SimulatedPaymentResponse,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '@profit/contract';
import { api } from './baseApi';

/**
 * Payment calls. `POST /payments/webhook` has no client endpoint on purpose: Razorpay calls it,
 * signed with a server secret; a browser never does.
 */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<CreateOrderResponse, CreateOrderRequest>({
      query: (body) => ({ url: ENDPOINTS.createOrder.path, method: 'POST', body }),
      responseSchema: CreateOrderResponseSchema,
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    verifyPayment: build.mutation<VerifyPaymentResponse, VerifyPaymentRequest>({
      query: (body) => ({ url: ENDPOINTS.verifyPayment.path, method: 'POST', body }),
      responseSchema: VerifyPaymentResponseSchema,
      invalidatesTags: [
        { type: 'Order', id: 'LIST' },
        { type: 'Library', id: 'LIST' },
      ],
    }),
    simulatePayment: build.mutation<SimulatedPaymentResponse, SimulatedPaymentRequest>({
      query: (body) => ({ url: ENDPOINTS.simulatePayment.path, method: 'POST', body }),
      responseSchema: SimulatedPaymentResponseSchema,
    }),
  }),
});

export const { useCreateOrderMutation, useVerifyPaymentMutation, useSimulatePaymentMutation } = paymentsApi;
