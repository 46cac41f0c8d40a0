import { ENDPOINTS, OrderListResponseSchema, OrderSchema, type Order, type OrderListResponse } from '@profit/contract';
import { api, pathFor } from './baseApi';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    orders: build.query<OrderListResponse, void>({
      query: () => ENDPOINTS.orders.path,
      responseSchema: OrderListResponseSchema,
      providesTags: (result) => [
        { type: 'Order', id: 'LIST' },
        ...(result?.orders ?? []).map((order) => ({ type: 'Order' as const, id: order.id })),
      ],
    }),
    order: build.query<Order, string>({
      query: (id) => pathFor(ENDPOINTS.order.path, { id }),
      responseSchema: OrderSchema,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
  }),
});

export const { useOrdersQuery, useOrderQuery } = ordersApi;
