import { z } from 'zod';
import { OrderSchema, OrderStatusSchema, RefundStatusSchema } from '../orders.js';

/** `GET /admin/orders` pages: 25 orders unless `limit` says otherwise, at most 100. */
export const ADMIN_ORDER_PAGE_DEFAULT_LIMIT = 25;
export const ADMIN_ORDER_PAGE_MAX_LIMIT = 100;

const limitError = `limit must be a whole number from 1 to ${ADMIN_ORDER_PAGE_MAX_LIMIT}.`;
const dayError = 'Give dates as YYYY-MM-DD.';
const day = z.iso.date({ error: dayError });

/** The query of `GET /admin/orders`: a page, and the filters the merchant narrowed it by. */
export const AdminOrderListQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: limitError })
    .int({ error: limitError })
    .min(1, { error: limitError })
    .max(ADMIN_ORDER_PAGE_MAX_LIMIT, { error: limitError })
    .default(ADMIN_ORDER_PAGE_DEFAULT_LIMIT)
    .describe(
      `How many orders per page: 1 to ${ADMIN_ORDER_PAGE_MAX_LIMIT}, ${ADMIN_ORDER_PAGE_DEFAULT_LIMIT} by default.`,
    ),
  cursor: z
    .string()
    .min(1, { error: 'cursor must be the nextCursor of a previous page.' })
    .max(200, { error: 'cursor must be the nextCursor of a previous page.' })
    .optional()
    .describe("The previous page's nextCursor; absent for the first page (the newest orders)."),
  status: OrderStatusSchema.optional().describe('Only orders in this state.'),
  from: day.optional().describe('Only orders created on or after this day (India time), YYYY-MM-DD.'),
  to: day.optional().describe('Only orders created on or before this day (India time), YYYY-MM-DD.'),
  q: z
    .string()
    .trim()
    .max(200, { error: 'Search for at most 200 characters.' })
    .optional()
    .describe("A buyer's e-mail (or part of it), an order id, a payment id or an invoice number."),
});
export type AdminOrderListQuery = z.input<typeof AdminOrderListQuerySchema>;

/** A row of the merchant's order list. Amounts are integer paise. */
export const AdminOrderSummarySchema = z.object({
  id: z.string(),
  status: OrderStatusSchema,
  amount: z.number().int(),
  amountRefunded: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  paymentId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** The products' titles, in the order's order. */
  titles: z.array(z.string()),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const AdminOrderListResponseSchema = z.object({
  orders: z.array(AdminOrderSummarySchema),
  nextCursor: z.string().nullable(),
});
export type AdminOrderListResponse = z.infer<typeof AdminOrderListResponseSchema>;

/** What happened to an order, oldest first: its creation, payments, provider webhooks, refunds, documents, e-mails. */
export const TIMELINE_EVENT_KINDS = ['order', 'payment', 'webhook', 'refund', 'document', 'email'] as const;
export const AdminTimelineEventSchema = z.object({
  at: z.iso.datetime(),
  kind: z.enum(TIMELINE_EVENT_KINDS),
  /** One line for people, e.g. "Webhook payment.captured: paid". */
  summary: z.string(),
});
export type AdminTimelineEvent = z.infer<typeof AdminTimelineEventSchema>;

/** An e-mail of the order in the outbox: `sentAt` null while it waits for delivery. */
export const AdminOrderEmailSchema = z.object({
  id: z.string(),
  kind: z.enum(['receipt', 'refund_notice']),
  to: z.string(),
  subject: z.string(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type AdminOrderEmail = z.infer<typeof AdminOrderEmailSchema>;

/** Every refund of the order, the shop's own (`duplicate`) and the merchant's, with who asked and why. */
export const AdminRefundSchema = z.object({
  id: z.string(),
  amount: z.number().int().positive(),
  reason: z.enum(['duplicate', 'merchant']),
  status: RefundStatusSchema,
  productIds: z.array(z.string()),
  /** The merchant's words (a refund the shop made on its own says why in the contract's words). */
  note: z.string(),
  /** The merchant who asked, or null for the shop's own. */
  requestedBy: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

/** An order as the merchant sees it: the shopper's view of it, who bought it, and everything that happened to it. */
export const AdminOrderDetailSchema = z.object({
  order: OrderSchema,
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  timeline: z.array(AdminTimelineEventSchema),
  emails: z.array(AdminOrderEmailSchema),
  refunds: z.array(AdminRefundSchema),
  /** The product ids still refundable (paid for and not refunded yet); empty when the order cannot be refunded. */
  refundableProductIds: z.array(z.string()),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;
