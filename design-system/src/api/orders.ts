import { API_PATHS, type Order, type OrderListQuery, type OrderListResponse } from '@profit/contract';
import { api, pathFor } from './baseApi';
import { lazySchema } from './lazySchema';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the caller's orders, newest first: pass the previous page's `nextCursor` for the next. */
    orders: build.query<OrderListResponse, OrderListQuery | void>({
      query: (page) => ({ url: API_PATHS.orders, params: page ?? undefined }),
      responseSchema: lazySchema('OrderListResponseSchema'),
      providesTags: (result) => [
        { type: 'Order', id: 'LIST' },
        ...(result?.orders ?? []).map((order) => ({ type: 'Order' as const, id: order.id })),
      ],
    }),
    order: build.query<Order, string>({
      query: (id) => pathFor(API_PATHS.order, { id }),
      responseSchema: lazySchema('OrderSchema'),
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
  }),
});

export const { useOrdersQuery, useOrderQuery } = ordersApi;
