import Razorpay from 'razorpay';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderOrderRequest,
} from './payment-provider.js';
import { isValidCheckoutSignature, isValidWebhookSignature } from './signatures.js';

/** How long we wait for Razorpay to create an order before giving up (the SDK sets no limit). */
export const RAZORPAY_TIMEOUT_MS = 15_000;

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  /** Unset: every webhook is refused. */
  webhookSecret: string | undefined;
}

/** The real provider, through the official SDK. */
export class RazorpayProvider implements PaymentProvider {
  readonly kind = 'razorpay' as const;
  readonly keyId: string;
  /** The SDK client. Its axios instance (`client.api.rq`) is what tests point at a fake API. */
  readonly client: Razorpay;

  constructor(private readonly credentials: RazorpayCredentials) {
    this.keyId = credentials.keyId;
    this.client = new Razorpay({ key_id: credentials.keyId, key_secret: credentials.keySecret });
    httpClientOf(this.client).defaults.timeout = RAZORPAY_TIMEOUT_MS;
  }

  async createOrder(request: ProviderOrderRequest): Promise<ProviderOrder> {
    let order: { id?: unknown; amount?: unknown; currency?: unknown };
    try {
      order = await this.client.orders.create({
        amount: request.amount,
        currency: request.currency,
        receipt: request.receipt,
        notes: request.notes,
      });
    } catch (error) {
      throw new PaymentProviderError(`Razorpay refused to create the order: ${describeSdkError(error)}`);
    }
    if (typeof order?.id !== 'string' || order.id === '')
      throw new PaymentProviderError('Razorpay answered without an order id');
    return { id: order.id, amount: Number(order.amount), currency: String(order.currency) };
  }

  verifySignature(providerOrderId: string, paymentId: string, signature: string): boolean {
    return isValidCheckoutSignature(this.credentials.keySecret, providerOrderId, paymentId, signature);
  }

  verifyWebhookSignature(rawBody: Buffer | string, signature: unknown): boolean {
    if (!this.credentials.webhookSecret) return false;
    return isValidWebhookSignature(this.credentials.webhookSecret, rawBody, signature);
  }
}

/** The SDK's axios instance: the SDK has no option for its host or timeout, so we set them here. */
export function httpClientOf(client: Razorpay): { defaults: { baseURL?: string; timeout?: number } } {
  return (client as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }).api.rq;
}

/** The SDK rejects with `{ statusCode, error: { code, description } }`, or a plain Error when unreachable. */
function describeSdkError(error: unknown): string {
  const sdk = error as { statusCode?: unknown; error?: { code?: unknown; description?: unknown } } | null;
  if (sdk && typeof sdk === 'object' && 'statusCode' in sdk) {
    return `HTTP ${String(sdk.statusCode)} ${String(sdk.error?.code ?? '')} ${String(sdk.error?.description ?? '')}`.trim();
  }
  return error instanceof Error ? error.message : String(error);
}
