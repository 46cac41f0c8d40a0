import { http, HttpResponse } from 'msw';
import { ENDPOINTS, findProduct, LibraryResponseSchema, type LibraryItem } from '@profit/contract';
import { pathFor } from '../api/baseApi';
import { mockDb } from './db';
import { apiUrl, errorResponse, errorVariants, latency, respond, sessionUser, unauthenticated } from './http';

function libraryOf(userId: string): LibraryItem[] {
  const items = new Map<string, LibraryItem>();
  for (const order of mockDb.ordersOf(userId)) {
    if (order.status !== 'paid' || !order.paidAt) continue;
    for (const line of order.lines) {
      const product = findProduct(line.productId);
      if (product && !items.has(product.id)) {
        items.set(product.id, {
          product,
          orderId: order.id,
          purchasedAt: order.paidAt,
          downloadPath: pathFor(ENDPOINTS.download.path, { productId: product.id }),
        });
      }
    }
  }
  return [...items.values()];
}

const ok = [
  http.get(apiUrl(ENDPOINTS.library.path), async ({ request }) => {
    await latency();
    const user = sessionUser(request);
    if (!user) return unauthenticated();
    return respond(LibraryResponseSchema, { items: libraryOf(user.id) });
  }),
  http.get(apiUrl(ENDPOINTS.download.path), async ({ request, params }) => {
    await latency();
    const user = sessionUser(request);
    if (!user) return unauthenticated();
    const item = libraryOf(user.id).find((candidate) => candidate.product.id === params.productId);
    if (!item) return errorResponse(403, 'NOT_PURCHASED', 'Buy this product to download it.');
    return new HttpResponse(`${item.product.title}\n\n${item.product.description}\n`, {
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'content-disposition': `attachment; filename="${item.product.id}.txt"`,
      },
    });
  }),
];

const routes = [
  { method: 'get', path: ENDPOINTS.library.path },
  { method: 'get', path: ENDPOINTS.download.path },
] as const;

/** What the caller has bought: `ok`, and each error path of the spec. */
export const libraryHandlers = {
  ok,
  ...errorVariants(routes, 'Your library cannot be shown right now.'),
};
