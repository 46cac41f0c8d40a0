import { http, HttpResponse } from 'msw';
import {
  ENDPOINTS,
  findProduct,
  LIBRARY_MESSAGES,
  LibraryResponseSchema,
  ORDER_STATUSES_GRANTING_ACCESS,
  type LibraryItem,
} from '@profit/contract';
import { pathFor } from '../api/baseApi';
import { mockDb } from './db';
import { apiUrl, errorResponse, errorVariants, latency, respond, sessionUser, unauthenticated } from './http';

function libraryOf(userId: string): LibraryItem[] {
  const items = new Map<string, LibraryItem>();
  for (const order of mockDb.ordersOf(userId)) {
    if (!(ORDER_STATUSES_GRANTING_ACCESS as readonly string[]).includes(order.status) || !order.paidAt) continue;
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
    if (!user) return unauthenticated(request);
    return respond(LibraryResponseSchema, { items: libraryOf(user.id) });
  }),
  http.get(apiUrl(ENDPOINTS.download.path), async ({ request, params }) => {
    await latency();
    const user = sessionUser(request);
    if (!user) return unauthenticated(request);
    const product = findProduct(String(params.productId));
    if (!product) return errorResponse(404, 'NOT_FOUND', LIBRARY_MESSAGES.unknownProduct);
    if (!libraryOf(user.id).some((candidate) => candidate.product.id === product.id))
      return errorResponse(403, 'NOT_PURCHASED', LIBRARY_MESSAGES.notPurchased(product.title));
    // The server sends the product's Markdown file, which opens with its title as a heading.
    return new HttpResponse(`# ${product.title}\n\n${product.description}\n`, {
      headers: {
        'content-type': 'text/markdown; charset=utf-8',
        'content-disposition': `attachment; filename="${product.id}.md"`,
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
  ...errorVariants(routes),
};
