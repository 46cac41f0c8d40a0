import { formatRupees } from '../rules/money.js';

/**
 * What the shopper is told about payments and orders: the server answers these words and the
 * MSW mocks answer the same ones. Internal details (the provider's own error text) never appear
 * here; the server keeps them for its logs and operators.
 */

// The cart's own words, in a module of their own: every page's first script needs them, and
// the payment messages below only the checkout's code, which loads later.
export { CART_MESSAGES } from './cartMessages.js';

/** Why an order is not paid. */
export const ORDER_FAILURE_CODES = [
  'PAYMENT_DECLINED',
  'PROVIDER_UNREACHABLE',
  'PROVIDER_REFUSED',
  'PAYMENT_NOT_CAPTURED',
  'EXPIRED',
] as const;

export const ORDER_FAILURE_MESSAGES = {
  PAYMENT_DECLINED: 'Your payment did not go through and you have not been charged. You can try again.',
  PROVIDER_UNREACHABLE:
    'We could not reach our payment provider, so this payment did not start. You have not been charged; please try again in a moment.',
  PROVIDER_REFUSED:
    'Our payment provider could not start this payment. You have not been charged; please try again in a moment.',
  PAYMENT_NOT_CAPTURED:
    'Your bank authorised this payment but it was not completed. Any amount held is released by your bank; please pay again.',
  EXPIRED: 'This order expired before a payment was received. Add the products to your cart again to buy them.',
} as const satisfies Record<(typeof ORDER_FAILURE_CODES)[number], string>;

/** Why `POST /payments/verify` answered `success: false` (beside its `error` message). */
export const VERIFY_FAILURE_CODES = [
  'INVALID_SIGNATURE',
  'PAYMENT_PENDING',
  'PAYMENT_FAILED',
  'PAYMENT_MISMATCH',
  'SECOND_PAYMENT_REFUNDED',
  'ORDER_CLOSED',
] as const;

export const PAYMENT_MESSAGES = {
  /** The Checkout signature is not genuine (the client prefixes 'Payment verification failed: '). */
  invalidSignature: 'Invalid payment signature',
  /** Authorised but not captured yet: the order is confirmed when it is. */
  pending:
    'Your bank has authorised the payment and we are waiting for it to be confirmed. Your order will show as paid within a few minutes; there is no need to pay again.',
  failed: 'The payment did not go through and you have not been charged. Please try again.',
  /** The provider's payment is not for this order's amount, currency or order. */
  mismatch:
    'This payment does not match your order, so it was not accepted. If you were charged, the amount is refunded; please contact support.',
  /** The order is refunded or under dispute: a replayed payment does not reopen it. */
  orderClosed: 'This order has been refunded or is under review, so it cannot be paid again.',
  /** Verify could not ask the provider about a genuinely signed payment: answered as PAYMENT_PENDING. */
  providerUnreachable:
    'We could not reach our payment provider to confirm your payment. If you were charged, your order will be confirmed within a few minutes; there is no need to pay again.',
  /** A genuine payment for an order that was already paid: recorded and refunded in full. */
  secondPaymentRefunded: (amount: number) =>
    `This order was already paid, so this second payment of ${formatRupees(amount)} is being refunded to you in full. Refunds reach your account within 5–7 working days.`,
} as const;

/** What the order page says about a payment received after the order was paid, by its state. */
export function extraPaymentMessage(
  amount: number,
  status: 'captured' | 'refund_pending' | 'refunded' | string,
): string {
  if (status === 'refunded')
    return `We received a second payment of ${formatRupees(amount)} for this order and refunded it to you in full.`;
  return `We received a second payment of ${formatRupees(amount)} for this order and are refunding it to you in full. Refunds reach your account within 5–7 working days.`;
}

/**
 * What the order says about the overlapping amount refunded because the shopper already owned those
 * products through another paid order, e.g. "Rs 499.00 refunded: you already owned Founder Metrics Dashboard".
 */
export function duplicateRefundMessage(
  amount: number,
  titles: readonly string[],
  status: 'pending' | 'processed' | 'failed' | string,
): string {
  const owned = `you already owned ${titles.join(', ')}`;
  if (status === 'processed') return `${formatRupees(amount)} refunded: ${owned}.`;
  if (status === 'failed')
    return `${formatRupees(amount)} to be refunded: ${owned}. The refund has not gone through yet; we are on it and will write to you.`;
  return `${formatRupees(amount)} being refunded: ${owned}. Refunds reach your account within 5–7 working days.`;
}

/** Messages of create-order's refusals (each with its own error code). */
export const CHECKOUT_MESSAGES = {
  /** 409 AMOUNT_MISMATCH: the client's total or one of its line prices is not the server's. */
  amountMismatch: (currentAmount: number) =>
    `Prices have changed since these items were added to your cart. The current total is ${formatRupees(currentAmount)}; please review your cart and pay again.`,
  /** 400 UNKNOWN_PRODUCT, naming the ids the catalogue does not hold. */
  unknownProduct: (productIds: readonly string[]) =>
    `We do not sell ${productIds.map((id) => `"${id}"`).join(', ')}. Please remove ${productIds.length > 1 ? 'them' : 'it'} from your cart.`,
  alreadyOwned: (titles: readonly string[]) =>
    `You already own ${titles.map((t) => `"${t}"`).join(', ')}: ${titles.length > 1 ? 'they are' : 'it is'} in your library. Please remove ${titles.length > 1 ? 'them' : 'it'} from your cart.`,
  duplicateProduct: (titles: readonly string[]) =>
    `${titles.map((t) => `"${t}"`).join(', ')} ${titles.length > 1 ? 'are' : 'is'} in your cart more than once. Each product is bought once; please remove the extra ${titles.length > 1 ? 'copies' : 'copy'}.`,
} as const;

/** What the order routes (and verify and simulate, for an order that is not the caller's) answer. */
export const ORDER_MESSAGES = {
  /** 404 NOT_FOUND: no order of the caller's has that id (someone else's is not found either). */
  notFound: 'We could not find that order.',
  /** 400 VALIDATION_FAILED on `GET /orders?cursor=`: the issue's message (the body's is `cursor: …`). */
  invalidCursor: 'cursor must be the nextCursor of a previous page.',
  /** 409 ORDER_NOT_HIDEABLE on `POST /orders/:id/hide`: the order was paid, or its payment is in flight. */
  notHideable: 'Only a checkout that was never paid can be hidden.',
} as const;

/** What the library and its downloads answer. */
export const LIBRARY_MESSAGES = {
  /** 404 NOT_FOUND: the product id of a download is not in the catalogue. */
  unknownProduct: 'We do not sell a product with that id.',
  /** 403 NOT_PURCHASED: the caller has not paid for the product. */
  notPurchased: (title: string) =>
    `Buy "${title}" to download it. Once your payment is confirmed it appears in your library.`,
} as const;

/**
 * What the demo mode's simulated Checkout reports for a declined payment, in Razorpay's shape
 * (`error.code`, `error.description`); the storefront shows 'Payment failed: ' and the description.
 */
export const SIMULATED_DECLINE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Your payment was declined by the bank (simulated).',
} as const;
