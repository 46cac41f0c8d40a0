import { z } from 'zod';
import { formatRupees } from '../../rules/money.js';
import { plainString } from '../text.js';

export const REFUND_NOTE_MAX_LENGTH = 500;

/**
 * `POST /admin/orders/:id/refunds`: refund these lines of a paid order, for this reason.
 * `idempotencyKey` is made once per press of the button: sent twice (a double press, a retry, two
 * merchants sharing one screen's request) it is one refund.
 */
export const AdminRefundRequestSchema = z.strictObject({
  idempotencyKey: z.uuid({ error: 'idempotencyKey must be a UUID made once per refund.' }),
  productIds: z
    .array(z.string().min(1).max(100), { error: 'Choose the products to refund.' })
    .min(1, { error: 'Choose at least one product to refund.' })
    .max(50),
  reason: plainString('The reason', 'Say why you are refunding.')
    .trim()
    .min(3, { error: 'Say why you are refunding, in a few words.' })
    .max(REFUND_NOTE_MAX_LENGTH, { error: `Keep the reason under ${REFUND_NOTE_MAX_LENGTH} characters.` }),
});
export type AdminRefundRequest = z.infer<typeof AdminRefundRequestSchema>;

/** What refusing a refund answers (409 PRECONDITION_FAILED unless said otherwise). */
export const ADMIN_REFUND_MESSAGES = {
  notRefundable: 'This order is not paid, so there is nothing to refund.',
  /** 400: a product id that is not a line of the order. */
  notInOrder: 'Choose products of this order.',
  alreadyRefunded: (titles: readonly string[]) =>
    `${titles.map((title) => `"${title}"`).join(', ')} ${titles.length > 1 ? 'are' : 'is'} already refunded.`,
  /** The same idempotency key was used for another order or other lines. */
  keyReused: 'This refund was already sent with other details. Reload the order and try again.',
} as const;

/** What the merchant's refund tells the shopper on their order page. */
export function merchantRefundMessage(amount: number, status: 'pending' | 'processed' | 'failed' | string): string {
  if (status === 'processed') return `${formatRupees(amount)} refunded by the shop.`;
  if (status === 'failed')
    return `${formatRupees(amount)} to be refunded by the shop. The refund has not gone through yet; we are on it and will write to you.`;
  return `${formatRupees(amount)} being refunded by the shop. Refunds reach your account within 5–7 working days.`;
}
