import { http } from 'msw';
import { ENDPOINTS, OrderListResponseSchema, OrderSchema } from '@profit/contract';
import { mockDb, publicOrder } from './db';
import { apiUrl, errorResponse, errorVariants, latency, respond, sessionUser, unauthenticated } from './http';

const ok = [
  http.get(apiUrl(ENDPOINTS.orders.path), async ({ request }) => {
    await latency();
    const user = sessionUser(request);
    if (!user) return unauthenticated();
    const orders = mockDb
      .ordersOf(user.id)
      .map(publicOrder)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return respond(OrderListResponseSchema, { orders });
  }),
  http.get(apiUrl(ENDPOINTS.order.path), async ({ request, params }) => {
    await latency();
    const user = sessionUser(request);
    if (!user) return unauthenticated();
    const order = mockDb.ordersOf(user.id).find((candidate) => candidate.id === params.id);
    if (!order) return errorResponse(404, 'NOT_FOUND', 'No order of yours has that id.');
    return respond(OrderSchema, publicOrder(order));
  }),
];

const routes = [
  { method: 'get', path: ENDPOINTS.orders.path },
  { method: 'get', path: ENDPOINTS.order.path },
] as const;

/** The caller's orders: `ok`, and each error path of the spec. */
export const ordersHandlers = {
  ok,
  ...errorVariants(routes, 'Your orders cannot be shown right now.'),
  /** A signed-in shopper who has bought nothing yet. */
  empty: [
    http.get(apiUrl(ENDPOINTS.orders.path), async ({ request }) => {
      await latency();
      if (!sessionUser(request)) return unauthenticated();
      return respond(OrderListResponseSchema, { orders: [] });
    }),
  ],
};
