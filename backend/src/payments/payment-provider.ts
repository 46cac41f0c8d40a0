/** Injection token of the configured `PaymentProvider`. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** What we ask the provider for. `amount` is integer paise: money is never a float. */
export interface ProviderOrderRequest {
  amount: number;
  currency: 'INR';
  /** Our own order id, so the provider's dashboard leads back to our records. */
  receipt: string;
  notes: Record<string, string>;
}

/** The provider's order, as far as we use it. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
}

/** A payment in Razorpay's states, as the provider reports it. Amounts are integer paise. */
export interface ProviderPayment {
  id: string;
  /** The provider order it pays, if any. */
  providerOrderId: string | null;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  amountRefunded: number;
  /** The provider's own failure text: for our logs, never shown to shoppers as is. */
  errorDescription: string | null;
}

/** A refund the provider has accepted (`pending`) or already processed. */
export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

/**
 * What a webhook event means for the shop. The provider turns its own events into these (as
 * Medusa's payment providers do), so the shop's services never name a provider event.
 */
export type PaymentEvent =
  | { kind: 'authorized' | 'captured' | 'failed'; payment: ProviderPayment }
  /** The provider order is paid; `orderAmount` is the order's amount as the provider holds it. */
  | { kind: 'order_paid'; payment: ProviderPayment; orderAmount: number }
  /**
   * A refund of the payment was processed (`refunded`; `payment.amountRefunded` is the total refunded
   * so far) or failed. `refundId` is our own refund's id, when the refund was one of ours (its notes).
   */
  | {
      kind: 'refunded' | 'refund_failed';
      payment: ProviderPayment;
      refund: { id: string; amount: number; currency: string; refundId?: string | undefined };
    }
  | {
      kind: 'dispute_opened' | 'dispute_won' | 'dispute_lost';
      payment: ProviderPayment;
      dispute: { id: string; amount: number; currency: string };
    }
  | { kind: 'ignored'; reason: string };

/**
 * A payment provider: Razorpay in production, a simulated one in demo mode. Both sign payments
 * the same way (HMAC-SHA256 of `order_id|payment_id`), so verification is one code path; both
 * answer payments in Razorpay's states, so confirmation is one code path too. This is all the
 * shop's services need of a provider: what only the simulated one does (demo mode's Checkout,
 * disputes on demand, sending its events) is reached through its own class in `simulated/`,
 * registered only in demo mode, never by asking which provider is configured.
 */
export interface PaymentProvider {
  readonly kind: 'razorpay' | 'simulated';
  /** The public key Checkout opens with. */
  readonly keyId: string;
  /** Whether the account captures authorised payments itself; when false the shop captures them. */
  readonly autoCapture: boolean;
  /** Creates the provider's order; throws `PaymentProviderError` when the provider refuses or is unreachable. */
  createOrder(request: ProviderOrderRequest): Promise<ProviderOrder>;
  /** The payment as the provider knows it now; throws `PaymentProviderError` (`notFound` for an unknown id). */
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /** Every payment made against a provider order. */
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /** Captures an authorised payment at exactly this amount and currency. */
  capturePayment(paymentId: string, amount: number, currency: string): Promise<ProviderPayment>;
  /** Refunds a captured payment in full (or `amount` of it). */
  refundPayment(paymentId: string, amount: number, notes: Record<string, string>): Promise<ProviderRefund>;
  /** Whether a Checkout signature is genuine for this provider order and payment (constant time). */
  verifySignature(providerOrderId: string, paymentId: string, signature: string): boolean;
  /** Whether a webhook's `X-Razorpay-Signature` is genuine for its raw body; false where no webhook secret is set. */
  verifyWebhookSignature(rawBody: Buffer | string, signature: unknown): boolean;
  /** What a signature-checked webhook body means for the shop. */
  toPaymentEvent(body: unknown): PaymentEvent;
}

/**
 * The provider failed us. `reason` is for our records, never shown to clients as is; `unreachable`
 * means no answer came at all (network failure, timeout), `notFound` that it does not know the id.
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly reason: string,
    readonly kind: 'refused' | 'unreachable' | 'not_found' = 'refused',
  ) {
    super(reason);
    this.name = 'PaymentProviderError';
  }
}
