import { z } from 'zod';
import { BillingDetailsSchema } from './billing.js';
import { ProductSchema } from './catalogue.js';
import { OrderDocumentsSchema } from './invoices.js';
import { ORDER_FAILURE_CODES } from './messages.js';

/**
 * An order's states, as Razorpay defines them (`created`, `attempted`, `paid`) and after:
 * `partially_refunded` / `refunded` once refunds are processed, `disputed` while a chargeback is
 * open, `failed` when the last payment attempt failed (it may still be paid), `expired` when no
 * payment came in time. The one list: the database's CHECK constraint is built from it.
 */
export const ORDER_STATUSES = [
  'created',
  'attempted',
  'paid',
  'partially_refunded',
  'refunded',
  'disputed',
  'failed',
  'expired',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** The states whose products the library opens: paid, and paid with part of the money refunded. */
export const ORDER_STATUSES_GRANTING_ACCESS = ['paid', 'partially_refunded'] as const satisfies readonly OrderStatus[];

/** The states in which an order still waits for a payment (reconciliation looks at these). */
export const ORDER_STATUSES_AWAITING_PAYMENT = [
  'created',
  'attempted',
  'failed',
] as const satisfies readonly OrderStatus[];

/** The states a captured payment at the order's amount may turn into `paid` (a late payment of an expired order included). */
export const ORDER_STATUSES_PAYABLE = [
  ...ORDER_STATUSES_AWAITING_PAYMENT,
  'expired',
] as const satisfies readonly OrderStatus[];

/**
 * A payment the shop has recorded against one of its orders, in Razorpay's payment states
 * (`authorized`, `captured`, `failed`, `refunded`) plus `refund_pending` between asking for a
 * refund and its being processed. The one list, as for orders.
 */
export const PAYMENT_STATUSES = ['authorized', 'captured', 'failed', 'refund_pending', 'refunded'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const OrderLineSchema = z.object({
  productId: z.string(),
  title: z.string(),
  /** Integer paise, as charged. */
  price: z.number().int(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderFailureCodeSchema = z.enum(ORDER_FAILURE_CODES);
export type OrderFailureCode = z.infer<typeof OrderFailureCodeSchema>;

/** Why an order is not paid, for the shopper: a stable code and a plain message from the contract. */
export const OrderFailureSchema = z.object({ code: OrderFailureCodeSchema, message: z.string() });
export type OrderFailure = z.infer<typeof OrderFailureSchema>;

/** A payment for an order that was already paid: recorded, flagged and refunded in full. */
export const ExtraPaymentSchema = z.object({
  paymentId: z.string(),
  /** Integer paise. */
  amount: z.number().int(),
  status: PaymentStatusSchema,
  /** What the shopper is told about it, from the contract. */
  message: z.string(),
});
export type ExtraPayment = z.infer<typeof ExtraPaymentSchema>;

/**
 * Why the shop gave money back: `duplicate`, on its own, a product the shopper already owned through
 * another paid order (the overlapping amount of the order paid later is refunded); `merchant`, the
 * shop's owner refunded lines from the console.
 */
export const REFUND_REASONS = ['duplicate', 'merchant'] as const;
export const RefundReasonSchema = z.enum(REFUND_REASONS);
export type RefundReason = z.infer<typeof RefundReasonSchema>;

/** A refund's state: asked of the provider (`pending`), `processed`, or `failed` (the shop retries by hand). */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export const RefundStatusSchema = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof RefundStatusSchema>;

/** A refund the shop made of part of an order's payment, and what the shopper is told about it. */
export const OrderRefundSchema = z.object({
  /** Integer paise. */
  amount: z.number().int().positive(),
  reason: RefundReasonSchema,
  status: RefundStatusSchema,
  /** The products it is for (those the shopper already owned, or the merchant refunded). */
  productIds: z.array(z.string()),
  /** What the shopper is told, from the contract (`duplicateRefundMessage`, `merchantRefundMessage`). */
  message: z.string(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

/**
 * The states of a checkout that was never paid and has no payment in flight: the shopper may pay
 * it again or hide it from their orders. A hidden order that is paid after all shows again.
 */
export const ORDER_STATUSES_HIDEABLE = ['created', 'failed', 'expired'] as const satisfies readonly OrderStatus[];

/** `POST /orders/:id/hide`: the order is hidden from the caller's list (`GET /orders`) while it stays unpaid. */
export const HideOrderResponseSchema = z.object({ id: z.string(), hidden: z.literal(true) });
export type HideOrderResponse = z.infer<typeof HideOrderResponseSchema>;

export const OrderSchema = z.object({
  id: z.string(),
  status: OrderStatusSchema,
  amount: z.number().int(),
  currency: z.literal('INR'),
  providerOrderId: z.string().nullable(),
  /** The payment the order is paid by. */
  paymentId: z.string().nullable(),
  /** Why the order is not paid (declined, provider unreachable, expired…), or null. */
  failure: OrderFailureSchema.nullable(),
  /** Integer paise refunded so far (refunds and lost disputes). */
  amountRefunded: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  lines: z.array(OrderLineSchema),
  /** Payments received after the order was already paid, each refunded. */
  extraPayments: z.array(ExtraPaymentSchema),
  /** Refunds the shop made on its own (a product already owned), each with its message. */
  refunds: z.array(OrderRefundSchema),
  /** The billing details given at checkout (the next checkout's form starts from the last order's), or null. */
  billing: BillingDetailsSchema.nullable(),
  /** Its tax invoice and credit notes, for download. */
  documents: OrderDocumentsSchema,
});
export type Order = z.infer<typeof OrderSchema>;

/** `GET /orders` pages: 20 orders unless `limit` says otherwise, at most 100. */
export const ORDER_PAGE_DEFAULT_LIMIT = 20;
export const ORDER_PAGE_MAX_LIMIT = 100;

/** The query of `GET /orders`: how many, and where the previous page ended (`nextCursor`). */
export const OrderListQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${ORDER_PAGE_MAX_LIMIT}.` })
    .int({ error: `limit must be a whole number from 1 to ${ORDER_PAGE_MAX_LIMIT}.` })
    .min(1, { error: `limit must be a whole number from 1 to ${ORDER_PAGE_MAX_LIMIT}.` })
    .max(ORDER_PAGE_MAX_LIMIT, { error: `limit must be a whole number from 1 to ${ORDER_PAGE_MAX_LIMIT}.` })
    .default(ORDER_PAGE_DEFAULT_LIMIT)
    .describe(`How many orders per page: 1 to ${ORDER_PAGE_MAX_LIMIT}, ${ORDER_PAGE_DEFAULT_LIMIT} by default.`),
  cursor: z
    .string()
    .min(1, { error: 'cursor must be the nextCursor of a previous page.' })
    .max(200, { error: 'cursor must be the nextCursor of a previous page.' })
    .optional()
    .describe("The previous page's nextCursor; absent for the first page (the newest orders)."),
});
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;

/** One page of the caller's orders, newest first; `nextCursor` is null on the last page. */
export const OrderListResponseSchema = z.object({
  orders: z.array(OrderSchema),
  nextCursor: z.string().nullable(),
});
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

export const LibraryItemSchema = z.object({
  product: ProductSchema,
  orderId: z.string(),
  purchasedAt: z.iso.datetime(),
  /** Path under the API base, e.g. `/library/{productId}/download`. */
  downloadPath: z.string(),
});
export type LibraryItem = z.infer<typeof LibraryItemSchema>;

export const LibraryResponseSchema = z.object({ items: z.array(LibraryItemSchema) });
export type LibraryResponse = z.infer<typeof LibraryResponseSchema>;
