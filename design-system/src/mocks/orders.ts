import { HttpResponse } from 'msw';
import {
  ENDPOINTS,
  HideOrderResponseSchema,
  INVOICE_MESSAGES,
  ORDER_STATUSES_HIDEABLE,
  ORDER_MESSAGES,
  SAMPLE_DOCUMENT_MARK,
  OrderListQuerySchema,
  OrderListResponseSchema,
  OrderSchema,
  parseWith,
} from '@profit/contract';
import { mockDb, publicOrder, type MockOrder } from './db';
import { errorResponse, errorVariants, latency, respond, sessionUser, unauthenticated, handle } from './http';

const hideable = (order: MockOrder) => (ORDER_STATUSES_HIDEABLE as readonly string[]).includes(order.status);

/** As the server: a hidden order is left out of the list while it stays unpaid. */
const listed = (order: MockOrder) => !order.hidden || !hideable(order);

const ok = [
  handle(ENDPOINTS.hideOrder, async ({ request, params }) => {
    await latency();
    const user = sessionUser(request);
    if (!user) return unauthenticated(request);
    const order = mockDb.ordersOf(user.id).find((candidate) => candidate.id === params.id);
    if (!order) return errorResponse(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);
    if (!hideable(order)) return errorResponse(409, 'ORDER_NOT_HIDEABLE', ORDER_MESSAGES.notHideable);
    order.hidden = true;
    return respond(HideOrderResponseSchema, { id: order.id, hidden: true });
  }),
  handle(ENDPOINTS.orders, async ({ request }) => {
    await latency();
    const user = sessionUser(request);
    if (!user) return unauthenticated(request);
    const query = parseWith(OrderListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    if (!query.ok) return errorResponse(400, 'VALIDATION_FAILED', query.message, { issues: query.issues });
    const all = mockDb
      .ordersOf(user.id)
      .filter(listed)
      .map(publicOrder)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    // The cursor is opaque to clients; the mock's is the last order's id.
    const start = query.data.cursor ? all.findIndex((order) => order.id === query.data.cursor) + 1 : 0;
    if (query.data.cursor && start === 0)
      return errorResponse(400, 'VALIDATION_FAILED', `cursor: ${ORDER_MESSAGES.invalidCursor}`, {
        issues: [{ path: 'cursor', message: ORDER_MESSAGES.invalidCursor }],
      });
    const orders = all.slice(start, start + query.data.limit);
    const nextCursor = start + query.data.limit < all.length ? (orders.at(-1)?.id ?? null) : null;
    return respond(OrderListResponseSchema, { orders, nextCursor });
  }),
  handle(ENDPOINTS.order, async ({ request, params }) => {
    await latency();
    const user = sessionUser(request);
    if (!user) return unauthenticated(request);
    const order = mockDb.ordersOf(user.id).find((candidate) => candidate.id === params.id);
    if (!order) return errorResponse(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);
    return respond(OrderSchema, publicOrder(order));
  }),
  handle(ENDPOINTS.invoicePdf, async ({ request, params }) => {
    await latency();
    const user = sessionUser(request);
    if (!user) return unauthenticated(request);
    const order = mockDb.ordersOf(user.id).find((candidate) => candidate.id === params.id);
    if (!order) return errorResponse(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);
    const number = order.documents.invoiceNumber;
    if (!number) return errorResponse(404, 'NOT_FOUND', INVOICE_MESSAGES.noInvoice);
    return samplePdf('invoice', number);
  }),
  handle(ENDPOINTS.creditNotePdf, async ({ request, params }) => {
    await latency();
    const user = sessionUser(request);
    if (!user) return unauthenticated(request);
    const order = mockDb.ordersOf(user.id).find((candidate) => candidate.id === params.id);
    if (!order) return errorResponse(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);
    const note = order.documents.creditNotes.find((candidate) => String(candidate.n) === String(params.n));
    if (!note) return errorResponse(404, 'NOT_FOUND', INVOICE_MESSAGES.noCreditNote);
    return samplePdf('credit-note', note.number);
  }),
];

/** Mock mode has no PDF renderer: a one-line PDF that says what it stands for, with the server's headers. */
export function samplePdf(kind: 'invoice' | 'credit-note', number: string) {
  return new HttpResponse(`%PDF-1.4\n% ${SAMPLE_DOCUMENT_MARK} (mock mode): ${kind} ${number}\n%%EOF\n`, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${kind}-${number.replace(/\//g, '-')}.pdf"`,
    },
  });
}

const routes = [
  ENDPOINTS.orders,
  ENDPOINTS.order,
  ENDPOINTS.invoicePdf,
  ENDPOINTS.creditNotePdf,
  ENDPOINTS.hideOrder,
] as const;

/** The caller's orders: `ok`, and each error path of the spec. */
export const ordersHandlers = {
  ok,
  ...errorVariants(routes),
  /** A signed-in shopper who has bought nothing yet. */
  empty: [
    handle(ENDPOINTS.orders, async ({ request }) => {
      await latency();
      if (!sessionUser(request)) return unauthenticated(request);
      return respond(OrderListResponseSchema, { orders: [], nextCursor: null });
    }),
  ],
};
