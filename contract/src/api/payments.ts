import { z } from 'zod';
import { BillingDetailsRequestSchema } from './billing.js';
import { VERIFY_FAILURE_CODES } from './messages.js';
import { plainString } from './text.js';

const paise = (what: string) =>
  z
    .number({ error: `${what} must be a number of paise.` })
    .int({ error: `${what} must be a whole number of paise.` })
    .nonnegative({ error: `${what} cannot be negative.` });

export const OrderLineRequestSchema = z.strictObject({
  productId: plainString('productId', 'Each product needs a productId.')
    .min(1, { error: 'Each product needs a productId.' })
    .max(100, { error: 'A productId has at most 100 characters.' }),
  name: plainString('A product name', 'Each product needs a name.').max(200),
  price: paise('A product price'),
  quantity: z.literal(1, { error: 'Each product is sold one unit per line: quantity must be 1.' }),
});
export type OrderLineRequest = z.infer<typeof OrderLineRequestSchema>;

export const CreateOrderRequestSchema = z.strictObject({
  amount: paise('The amount').positive({ error: 'The amount must be more than zero.' }),
  currency: z.literal('INR', { error: 'Payments are taken in Indian rupees only: currency must be INR.' }),
  products: z
    .array(OrderLineRequestSchema, { error: 'products must be a list.' })
    .min(1, { error: 'Your cart is empty' })
    .max(100, { error: 'An order holds at most 100 products.' }),
  customer: z.strictObject(
    {
      name: plainString('The customer name', 'The customer needs a name.').max(200),
      email: plainString('The customer e-mail address', 'The customer needs an e-mail address.').max(254),
    },
    { error: 'The customer (name and e-mail) is required.' },
  ),
  /**
   * The buyer's billing details for the tax invoice (the storefront always sends them). Without
   * them the invoice is made out to the account's name, the place of supply being the seller's
   * state (IGST Act s. 12(2)(b): no address of the recipient on record).
   */
  billing: BillingDetailsRequestSchema.optional(),
});
export type CreateOrderRequest = z.output<typeof CreateOrderRequestSchema>;
export type CreateOrderRequestInput = z.input<typeof CreateOrderRequestSchema>;

export const CreateOrderResponseSchema = z.object({
  /** The payment provider's order id, handed to Checkout. */
  id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  /** Our own order id. */
  orderId: z.string(),
  /** The public key Checkout opens with (`rzp_test_…`, or `simulated` in demo mode). */
  keyId: z.string(),
  provider: z.enum(['razorpay', 'simulated']),
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>;

export const VerifyPaymentRequestSchema = z.strictObject({
  razorpay_order_id: plainString('razorpay_order_id').min(1).max(64),
  razorpay_payment_id: plainString('razorpay_payment_id').min(1).max(64),
  razorpay_signature: plainString('razorpay_signature').max(256),
});
export type VerifyPaymentRequest = z.infer<typeof VerifyPaymentRequestSchema>;

/**
 * `success: true` only for an order that is paid (captured at its amount and currency, confirmed
 * with the provider). Otherwise `error` says why in plain words and `code` names it.
 * `code: 'PAYMENT_PENDING'` (with `orderId`) is not a failure: the payment is authorised but not
 * captured yet, still in flight, or the provider could not be asked; the order is paid once the
 * provider settles it, and the storefront watches `GET /orders/:id` meanwhile.
 */
export const VerifyPaymentResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  code: z.enum(VERIFY_FAILURE_CODES).optional(),
  orderId: z.string().optional(),
});
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponseSchema>;

/**
 * A Razorpay webhook event's envelope. The payment provider reads the entities inside
 * (`payload.payment`, `payload.order`, `payload.refund`, `payload.dispute`) and turns the event
 * into one of the shop's transitions; the shop never names a Razorpay event itself.
 */
export const WebhookEventSchema = z.looseObject({
  event: plainString('event').max(100),
  payload: z.looseObject({
    payment: z
      .looseObject({
        entity: z.looseObject({
          id: plainString('payment id').max(64),
          order_id: plainString('order id').max(64).nullish(),
          error_description: z.string().nullish(),
        }),
      })
      .optional(),
    order: z.looseObject({ entity: z.looseObject({ id: plainString('order id').max(64) }) }).optional(),
  }),
});
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;

export const WebhookResponseSchema = z.object({ received: z.literal(true) });

/** Demo mode only: ask the simulated provider to pay (or fail) one of your orders. */
export const SimulatedPaymentRequestSchema = z.strictObject({
  razorpay_order_id: plainString('razorpay_order_id').min(1).max(64),
  /**
   * `success`: authorised and captured as Razorpay does with automatic capture; `authorized`:
   * authorised only (late authorisation, or an account that captures manually); `failure`: declined.
   */
  outcome: z.enum(['success', 'authorized', 'failure']),
});
export type SimulatedPaymentRequest = z.infer<typeof SimulatedPaymentRequestSchema>;

export const SimulatedPaymentResponseSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('success'),
    razorpay_order_id: z.string(),
    razorpay_payment_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({ outcome: z.literal('failure'), error: z.object({ code: z.string(), description: z.string() }) }),
]);
export type SimulatedPaymentResponse = z.infer<typeof SimulatedPaymentResponseSchema>;
