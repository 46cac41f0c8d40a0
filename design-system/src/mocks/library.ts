import { HttpResponse } from 'msw';
import {
  pathOf,
  DOWNLOAD_MEDIA_TYPES,
  DownloadQuerySchema,
  ENDPOINTS,
  findProduct,
  LIBRARY_MESSAGES,
  LibraryResponseSchema,
  parseWith,
  ORDER_STATUSES_GRANTING_ACCESS,
  type LibraryItem,
} from '@profit/contract';
import { mockDb } from './db';
import { errorResponse, errorVariants, latency, respond, sessionUser, unauthenticated, handle } from './http';

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
          downloadPath: pathOf(ENDPOINTS.download.path, { productId: product.id }),
        });
      }
    }
  }
  return [...items.values()];
}

const ok = [
  handle(ENDPOINTS.library, async ({ request }) => {
    await latency();
    const user = sessionUser(request);
    if (!user) return unauthenticated(request);
    return respond(LibraryResponseSchema, { items: libraryOf(user.id) });
  }),
  handle(ENDPOINTS.download, async ({ request, params }) => {
    await latency();
    const user = sessionUser(request);
    if (!user) return unauthenticated(request);
    const product = findProduct(String(params.productId));
    if (!product) return errorResponse(404, 'NOT_FOUND', LIBRARY_MESSAGES.unknownProduct);
    if (!libraryOf(user.id).some((candidate) => candidate.product.id === product.id))
      return errorResponse(403, 'NOT_PURCHASED', LIBRARY_MESSAGES.notPurchased(product.title));
    const query = parseWith(DownloadQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    if (!query.ok) return errorResponse(400, 'VALIDATION_FAILED', query.message, { issues: query.issues });
    const { format } = query.data;
    // The server sends the built PDF stamped with the buyer; mock mode has no PDF renderer, so a
    // one-line PDF says what it stands for. The Markdown opens with the title as a heading.
    const body =
      format === 'pdf'
        ? `%PDF-1.4\n% ${product.title} (mock mode): licensed to ${user.name}\n%%EOF\n`
        : `# ${product.title}\n\n${product.description}\n`;
    return new HttpResponse(body, {
      headers: {
        'content-type': DOWNLOAD_MEDIA_TYPES[format],
        'content-disposition': `attachment; filename="${product.id}.${format}"`,
      },
    });
  }),
];

const routes = [ENDPOINTS.library, ENDPOINTS.download] as const;

/** What the caller has bought: `ok`, and each error path of the spec. */
export const libraryHandlers = {
  ok,
  ...errorVariants(routes),
};
