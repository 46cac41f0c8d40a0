import { randomBytes } from 'node:crypto';
import type { PaymentProvider, ProviderOrder, ProviderOrderRequest } from './payment-provider.js';
import { isValidCheckoutSignature, isValidWebhookSignature, signCheckoutPayment } from './signatures.js';

/** The public key shown in demo mode in place of `rzp_test_…`. */
export const SIMULATED_KEY_ID = 'simulated';

export interface SimulatedSecrets {
  /** Defaults to a fresh random secret; a fixed one lets a benchmark sign payments itself. */
  keySecret?: string | undefined;
  webhookSecret?: string | undefined;
}

/**
 * Demo mode's provider (never in production): creates order ids itself and signs payments with a
 * local secret exactly as Razorpay does, so a demo payment goes through the same `verify`.
 */
export class SimulatedProvider implements PaymentProvider {
  readonly kind = 'simulated' as const;
  readonly keyId = SIMULATED_KEY_ID;
  readonly keySecret: string;
  /** The webhook secret of demo mode, for tests that post signed events. */
  readonly webhookSecret: string;

  constructor(secrets: SimulatedSecrets = {}) {
    this.keySecret = secrets.keySecret ?? randomBytes(32).toString('hex');
    this.webhookSecret = secrets.webhookSecret ?? randomBytes(32).toString('hex');
  }

  async createOrder(request: ProviderOrderRequest): Promise<ProviderOrder> {
    return {
      id: `order_sim_${randomBytes(9).toString('base64url')}`,
      amount: request.amount,
      currency: request.currency,
    };
  }

  /** A successful payment of a provider order, signed as Checkout would sign it. */
  signPayment(providerOrderId: string): { paymentId: string; signature: string } {
    const paymentId = `pay_sim_${randomBytes(9).toString('base64url')}`;
    return { paymentId, signature: signCheckoutPayment(this.keySecret, providerOrderId, paymentId) };
  }

  verifySignature(providerOrderId: string, paymentId: string, signature: string): boolean {
    return isValidCheckoutSignature(this.keySecret, providerOrderId, paymentId, signature);
  }

  verifyWebhookSignature(rawBody: Buffer | string, signature: unknown): boolean {
    return isValidWebhookSignature(this.webhookSecret, rawBody, signature);
  }
}
