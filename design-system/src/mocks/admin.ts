import { type HttpHandler } from 'msw';
import {
  ADMIN_ENDPOINTS,
  ADMIN_MESSAGES,
  ADMIN_REFUND_MESSAGES,
  AdminOrderDetailSchema,
  AdminOrderListQuerySchema,
  AdminOrderListResponseSchema,
  AdminRefundRequestSchema,
  AuditLogQuerySchema,
  AuditLogResponseSchema,
  CREDIT_NOTE_PREFIX,
  documentNumber,
  INVOICE_MESSAGES,
  financialYearOf,
  merchantRefundMessage,
  ORDER_MESSAGES,
  ORDER_STATUSES_GRANTING_ACCESS,
  parseWith,
  type AdminOrderDetail,
  type AdminOrderSummary,
  type AdminRefund,
  type AuditEntry,
  type Order,
} from '@profit/contract';
import { isMockMerchant, mockDb, onMockDbReset, publicOrder, type MockUser } from './db';
import { samplePdf } from './orders';
import { errorResponse, errorVariants, latency, readBody, respond, sessionUser, unauthenticated, handle } from './http';

type StoredOrder = Order & { userId: string };

/** The merchant's refunds and their idempotency keys, beside the mock store's orders and reset with it. */
let refunds = new Map<string, AdminRefund[]>();
let keys = new Map<string, { orderId: string; productIds: string[] }>();
let creditNoteCounter = 0;
let audit: AuditEntry[] = [];
onMockDbReset(() => {
  refunds = new Map();
  keys = new Map();
  creditNoteCounter = 0;
  audit = [];
});

/** 401 for a guest, 403 for a shopper, as the server's session and merchant guards answer; the merchant otherwise. */
export function merchantOf(request: Request): { merchant: MockUser } | { response: Response } {
  const user = sessionUser(request);
  if (!user) return { response: unauthenticated(request) };
  if (!isMockMerchant(user)) return { response: errorResponse(403, 'FORBIDDEN', ADMIN_MESSAGES.merchantsOnly) };
  return { merchant: user };
}

const customerOf = (order: StoredOrder) => {
  const user = mockDb.userById(order.userId);
  return { id: order.userId, name: user?.name ?? 'Unknown', email: user?.email ?? 'unknown@example.in' };
};

/** The India-time day of an instant, YYYY-MM-DD. */
const indianDay = (iso: string) => new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10);

function matches(order: StoredOrder, q: string): boolean {
  const needle = q.toLowerCase();
  return (
    order.id === q ||
    order.paymentId === q ||
    order.documents.invoiceNumber === q.toUpperCase() ||
    customerOf(order).email.toLowerCase().includes(needle)
  );
}

export function summaryOf(order: StoredOrder): AdminOrderSummary {
  return {
    id: order.id,
    status: order.status,
    amount: order.amount,
    amountRefunded: order.amountRefunded,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    paymentId: order.paymentId,
    invoiceNumber: order.documents.invoiceNumber,
    customer: customerOf(order),
    titles: order.lines.map((line) => line.title),
  };
}

function detailOf(order: StoredOrder): AdminOrderDetail {
  const customer = customerOf(order);
  const orderRefunds = refunds.get(order.id) ?? [];
  const refunded = new Set(orderRefunds.flatMap((refund) => refund.productIds));
  const granting = (ORDER_STATUSES_GRANTING_ACCESS as readonly string[]).includes(order.status);
  const emails = [
    ...(order.paidAt
      ? [
          {
            id: `${order.id}-receipt`,
            kind: 'receipt' as const,
            to: customer.email,
            subject: `Your receipt: ${order.documents.invoiceNumber ?? order.id}`,
            createdAt: order.paidAt,
            sentAt: null,
          },
        ]
      : []),
    ...orderRefunds.map((refund) => ({
      id: `${refund.id}-notice`,
      kind: 'refund_notice' as const,
      to: customer.email,
      subject: `Your refund: ${order.documents.invoiceNumber ?? order.id}`,
      createdAt: refund.createdAt,
      sentAt: null,
    })),
  ];
  return {
    order: publicOrder(order),
    customer,
    timeline: [
      { at: order.createdAt, kind: 'order' as const, summary: `Order created for ${order.lines.length} product(s)` },
      ...(order.paymentId && order.paidAt
        ? [{ at: order.paidAt, kind: 'payment' as const, summary: `Payment ${order.paymentId}: captured` }]
        : []),
      ...orderRefunds.map((refund) => ({
        at: refund.createdAt,
        kind: 'refund' as const,
        summary: `Refund by ${refund.requestedBy ?? 'the shop'}: ${refund.status}`,
      })),
      ...emails.map((email) => ({
        at: email.createdAt,
        kind: 'email' as const,
        summary: `E-mail “${email.subject}” to ${email.to}: waiting`,
      })),
    ].sort((a, b) => a.at.localeCompare(b.at)),
    emails,
    refunds: orderRefunds,
    refundableProductIds: granting ? order.lines.map((line) => line.productId).filter((id) => !refunded.has(id)) : [],
  };
}

/** A merchant's refund, processed at once as the simulated provider does: the order, its credit note and e-mail follow. */
function refundLines(order: StoredOrder, productIds: string[], reason: string, merchant: MockUser, key: string) {
  const lines = order.lines.filter((line) => productIds.includes(line.productId));
  const amount = lines.reduce((sum, line) => sum + line.price, 0);
  const refund: AdminRefund = {
    id: mockDb.nextUuid(),
    amount,
    reason: 'merchant',
    status: 'processed',
    productIds: lines.map((line) => line.productId),
    note: reason,
    requestedBy: merchant.email,
    providerRefundId: `rfnd_sim_${mockDb.nextId('mock')}`,
    createdAt: new Date().toISOString(),
  };
  refunds.set(order.id, [...(refunds.get(order.id) ?? []), refund]);
  audit.push({
    id: mockDb.nextUuid(),
    at: refund.createdAt,
    actorEmail: merchant.email,
    action: 'refund',
    subject: order.id,
    details: { refundId: refund.id, amount, productIds: refund.productIds, reason },
  });
  keys.set(key, { orderId: order.id, productIds });
  const amountRefunded = order.amountRefunded + amount;
  creditNoteCounter += 1;
  Object.assign(order, {
    amountRefunded,
    status: amountRefunded >= order.amount ? 'refunded' : 'partially_refunded',
    refunds: [
      ...order.refunds,
      {
        amount,
        reason: 'merchant',
        status: 'processed',
        productIds: refund.productIds,
        message: merchantRefundMessage(amount, 'processed'),
      },
    ],
    documents: order.documents.invoiceNumber
      ? {
          ...order.documents,
          creditNotes: [
            ...order.documents.creditNotes,
            {
              n: order.documents.creditNotes.length + 1,
              number: documentNumber(CREDIT_NOTE_PREFIX, financialYearOf(new Date()), creditNoteCounter),
              amount,
            },
          ],
        }
      : order.documents,
  });
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** The merchant's PDF downloads of any order's invoice and credit notes (the same in every variant). */
const documentHandlers: HttpHandler[] = [
  handle(ADMIN_ENDPOINTS.adminInvoicePdf, async ({ request, params }) => {
    await latency();
    const who = merchantOf(request);
    if ('response' in who) return who.response;
    const order = mockDb.allOrders().find((candidate) => candidate.id === params.id);
    if (!order) return errorResponse(404, 'NOT_FOUND', ADMIN_MESSAGES.orderNotFound);
    const number = order.documents.invoiceNumber;
    if (!number) return errorResponse(404, 'NOT_FOUND', INVOICE_MESSAGES.noInvoice);
    return samplePdf('invoice', number);
  }),
  handle(ADMIN_ENDPOINTS.adminCreditNotePdf, async ({ request, params }) => {
    await latency();
    const who = merchantOf(request);
    if ('response' in who) return who.response;
    const order = mockDb.allOrders().find((candidate) => candidate.id === params.id);
    if (!order) return errorResponse(404, 'NOT_FOUND', ADMIN_MESSAGES.orderNotFound);
    const note = order.documents.creditNotes.find((candidate) => String(candidate.n) === String(params.n));
    if (!note) return errorResponse(404, 'NOT_FOUND', INVOICE_MESSAGES.noCreditNote);
    return samplePdf('credit-note', note.number);
  }),
];

const ok: HttpHandler[] = [
  handle(ADMIN_ENDPOINTS.adminOrders, async ({ request }) => {
    await latency();
    const who = merchantOf(request);
    if ('response' in who) return who.response;
    const query = parseWith(AdminOrderListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    if (!query.ok) return errorResponse(400, 'VALIDATION_FAILED', query.message, { issues: query.issues });
    const { limit, cursor, status, from, to, q } = query.data;
    const all = mockDb
      .allOrders()
      .filter((order) => !status || order.status === status)
      .filter((order) => !from || indianDay(order.createdAt) >= from)
      .filter((order) => !to || indianDay(order.createdAt) <= to)
      .filter((order) => !q || matches(order, q))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    // The cursor is opaque to clients; the mock's is the last order's id.
    const start = cursor ? all.findIndex((order) => order.id === cursor) + 1 : 0;
    if (cursor && start === 0)
      return errorResponse(400, 'VALIDATION_FAILED', `cursor: ${ORDER_MESSAGES.invalidCursor}`, {
        issues: [{ path: 'cursor', message: ORDER_MESSAGES.invalidCursor }],
      });
    const page = all.slice(start, start + limit);
    const nextCursor = start + limit < all.length ? (page.at(-1)?.id ?? null) : null;
    return respond(AdminOrderListResponseSchema, { orders: page.map(summaryOf), nextCursor });
  }),
  handle(ADMIN_ENDPOINTS.adminOrder, async ({ request, params }) => {
    await latency();
    const who = merchantOf(request);
    if ('response' in who) return who.response;
    const order = mockDb.allOrders().find((candidate) => candidate.id === params.id);
    if (!order) return errorResponse(404, 'NOT_FOUND', ADMIN_MESSAGES.orderNotFound);
    return respond(AdminOrderDetailSchema, detailOf(order));
  }),
  handle(ADMIN_ENDPOINTS.adminRefund, async ({ request, params }) => {
    await latency();
    const who = merchantOf(request);
    if ('response' in who) return who.response;
    const body = await readBody(request, AdminRefundRequestSchema);
    if ('response' in body) return body.response;
    const order = mockDb.allOrders().find((candidate) => candidate.id === params.id);
    if (!order) return errorResponse(404, 'NOT_FOUND', ADMIN_MESSAGES.orderNotFound);
    const { idempotencyKey, productIds, reason } = body.data;
    const earlier = keys.get(idempotencyKey);
    if (earlier) {
      if (earlier.orderId !== order.id || !sameSet(earlier.productIds, productIds))
        return errorResponse(409, 'PRECONDITION_FAILED', ADMIN_REFUND_MESSAGES.keyReused);
      return respond(AdminOrderDetailSchema, detailOf(order));
    }
    if (!(ORDER_STATUSES_GRANTING_ACCESS as readonly string[]).includes(order.status) || !order.paymentId)
      return errorResponse(409, 'PRECONDITION_FAILED', ADMIN_REFUND_MESSAGES.notRefundable);
    const inOrder = order.lines.filter((line) => productIds.includes(line.productId));
    if (inOrder.length !== new Set(productIds).size)
      return errorResponse(400, 'VALIDATION_FAILED', ADMIN_REFUND_MESSAGES.notInOrder, {
        issues: [{ path: 'productIds', message: ADMIN_REFUND_MESSAGES.notInOrder }],
      });
    const taken = new Set((refunds.get(order.id) ?? []).flatMap((refund) => refund.productIds));
    const again = inOrder.filter((line) => taken.has(line.productId));
    if (again.length > 0)
      return errorResponse(
        409,
        'PRECONDITION_FAILED',
        ADMIN_REFUND_MESSAGES.alreadyRefunded(again.map((line) => line.title)),
      );
    refundLines(order, productIds, reason, who.merchant, idempotencyKey);
    return respond(AdminOrderDetailSchema, detailOf(order));
  }),
  ...documentHandlers,
  handle(ADMIN_ENDPOINTS.adminAuditLog, async ({ request }) => {
    await latency();
    const who = merchantOf(request);
    if ('response' in who) return who.response;
    const query = parseWith(AuditLogQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
    if (!query.ok) return errorResponse(400, 'VALIDATION_FAILED', query.message, { issues: query.issues });
    const all = [...audit].sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
    const start = query.data.cursor ? all.findIndex((entry) => entry.id === query.data.cursor) + 1 : 0;
    if (query.data.cursor && start === 0)
      return errorResponse(400, 'VALIDATION_FAILED', `cursor: ${ORDER_MESSAGES.invalidCursor}`, {
        issues: [{ path: 'cursor', message: ORDER_MESSAGES.invalidCursor }],
      });
    const entries = all.slice(start, start + query.data.limit);
    const nextCursor = start + query.data.limit < all.length ? (entries.at(-1)?.id ?? null) : null;
    return respond(AuditLogResponseSchema, { entries, nextCursor });
  }),
];

/** Appends entries to the mock's audit log (the stories' many-rows state, and the other console mocks' actions). */
export function seedAuditLog(entries: AuditEntry[]) {
  audit.push(...entries);
}

const routes = [
  ADMIN_ENDPOINTS.adminOrders,
  ADMIN_ENDPOINTS.adminOrder,
  ADMIN_ENDPOINTS.adminRefund,
  ADMIN_ENDPOINTS.adminInvoicePdf,
  ADMIN_ENDPOINTS.adminCreditNotePdf,
  ADMIN_ENDPOINTS.adminAuditLog,
] as const;

/** The merchant console's routes: `ok` (merchants only, as on the server), and each error path. */
export const adminHandlers = {
  ok,
  ...errorVariants(routes),
  /** A shop with no orders yet. */
  empty: [
    handle(ADMIN_ENDPOINTS.adminOrders, async ({ request }) => {
      await latency();
      const who = merchantOf(request);
      if ('response' in who) return who.response;
      return respond(AdminOrderListResponseSchema, { orders: [], nextCursor: null });
    }),
    ...documentHandlers,
    handle(ADMIN_ENDPOINTS.adminAuditLog, async ({ request }) => {
      await latency();
      const who = merchantOf(request);
      if ('response' in who) return who.response;
      return respond(AuditLogResponseSchema, { entries: [], nextCursor: null });
    }),
  ],
};

/** The merchant guard of the mocks, for the console's other handler modules. */
export const adminMerchantOf = merchantOf;

/** Every merchant refund the mock recorded, for the overview's figures (`adminOverview.ts`). */
export const mockMerchantRefunds = (): AdminRefund[] => [...refunds.values()].flat();

/** Records refunds of an order as made at their `createdAt` (the overview stories' trade). */
export function seedMerchantRefunds(orderId: string, made: AdminRefund[]) {
  refunds.set(orderId, [...(refunds.get(orderId) ?? []), ...made]);
}
