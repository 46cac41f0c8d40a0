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

/**
 * A payment provider: Razorpay in production, a simulated one in demo mode. Both sign payments
 * the same way (HMAC-SHA256 of `order_id|payment_id`), so verification is one code path.
 */
export interface PaymentProvider {
  readonly kind: 'razorpay' | 'simulated';
  /** The public key Checkout opens with. */
  readonly keyId: string;
  /** Creates the provider's order; throws `PaymentProviderError` when the provider refuses or is unreachable. */
  createOrder(request: ProviderOrderRequest): Promise<ProviderOrder>;
  /** Whether a Checkout signature is genuine for this provider order and payment (constant time). */
  verifySignature(providerOrderId: string, paymentId: string, signature: string): boolean;
  /** Whether a webhook's `X-Razorpay-Signature` is genuine for its raw body; false where no webhook secret is set. */
  verifyWebhookSignature(rawBody: Buffer | string, signature: unknown): boolean;
}

/** The provider could not create an order. `reason` is for our records, never shown to clients as is. */
export class PaymentProviderError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PaymentProviderError';
  }
}
