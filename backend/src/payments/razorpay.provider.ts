import Razorpay from 'razorpay';
import { z } from 'zod';
import {
  PaymentProviderError,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderOrderRequest,
  type ProviderPayment,
  type ProviderRefund,
} from './payment-provider.js';
import {
  razorpayPaymentEvent,
  RazorpayPaymentSchema,
  RazorpayRefundSchema,
  toProviderPayment,
  toProviderRefund,
} from './razorpay-events.js';
import { isValidCheckoutSignature, isValidWebhookSignature } from './signatures.js';

/** How long we wait for Razorpay to answer before giving up (the SDK sets no limit). */
export const RAZORPAY_TIMEOUT_MS = 15_000;

/** Razorpay captures a payment authorised this many minutes after the order by itself (its minimum, 12). */
export const AUTO_CAPTURE_MINUTES = 12;
/** A payment authorised later stays capturable this long (7200 minutes: five days, Razorpay's maximum). */
export const MANUAL_CAPTURE_MINUTES = 7_200;

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  /** Unset: every webhook is refused. */
  webhookSecret: string | undefined;
  /** Whether the Razorpay account captures payments automatically (its dashboard setting). */
  autoCapture?: boolean;
}

/** The SDK's HTTP status for "no answer at all" (set by the interceptor below). */
const UNREACHABLE = 0;

/** The real provider, through the official SDK. */
export class RazorpayProvider implements PaymentProvider {
  readonly kind = 'razorpay' as const;
  readonly keyId: string;
  readonly autoCapture: boolean;
  /** The SDK client. Its axios instance (`client.api.rq`) is what tests point at a fake API. */
  readonly client: Razorpay;

  constructor(private readonly credentials: RazorpayCredentials) {
    this.keyId = credentials.keyId;
    this.autoCapture = credentials.autoCapture ?? true;
    this.client = new Razorpay({ key_id: credentials.keyId, key_secret: credentials.keySecret });
    const http = httpClientOf(this.client);
    http.defaults.timeout = RAZORPAY_TIMEOUT_MS;
    // On a network failure axios has no `response`, and the SDK's error mapper then throws its own
    // "Cannot read properties of undefined (reading 'status')", losing the cause. Give it a
    // response of status 0 that carries the cause, so the failure is told for what it is.
    http.interceptors.response.use(undefined, (error: { response?: unknown; code?: unknown; message?: unknown }) => {
      if (error && typeof error === 'object' && !error.response) {
        const cause = [error.code, error.message].filter((part) => typeof part === 'string' && part).join(' ');
        error.response = {
          status: UNREACHABLE,
          data: { error: { code: 'NETWORK_ERROR', description: cause || 'no answer' } },
        };
      }
      return Promise.reject(error);
    });
  }

  async createOrder(request: ProviderOrderRequest): Promise<ProviderOrder> {
    const order = await this.call('create the order', () =>
      this.client.orders.create({
        amount: request.amount,
        currency: request.currency,
        receipt: request.receipt,
        notes: request.notes,
        // The capture setting travels with each order, so the shop does not depend on the dashboard's.
        payment: this.captureOptions(),
      } as Parameters<Razorpay['orders']['create']>[0]),
    );
    const parsed = z.looseObject({ id: z.string().min(1), amount: z.number(), currency: z.string() }).safeParse(order);
    if (!parsed.success) throw new PaymentProviderError('Razorpay answered without an order id');
    return { id: parsed.data.id, amount: parsed.data.amount, currency: parsed.data.currency };
  }

  /**
   * The Orders API's `payment` capture options: `automatic` captures what is authorised within
   * AUTO_CAPTURE_MINUTES, and a late authorisation stays capturable by the shop (reconciliation
   * captures it) for MANUAL_CAPTURE_MINUTES, Razorpay's five days; `manual` (RAZORPAY_CAPTURE=manual)
   * leaves every capture to the shop.
   */
  captureOptions(): {
    capture: 'automatic' | 'manual';
    capture_options: { automatic_expiry_period?: number; manual_expiry_period: number; refund_speed: 'normal' };
  } {
    return this.autoCapture
      ? {
          capture: 'automatic',
          capture_options: {
            automatic_expiry_period: AUTO_CAPTURE_MINUTES,
            manual_expiry_period: MANUAL_CAPTURE_MINUTES,
            refund_speed: 'normal',
          },
        }
      : {
          capture: 'manual',
          capture_options: { manual_expiry_period: MANUAL_CAPTURE_MINUTES, refund_speed: 'normal' },
        };
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment> {
    return this.payment(
      'fetch the payment',
      await this.call('fetch the payment', () => this.client.payments.fetch(paymentId)),
    );
  }

  async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    const answer = await this.call("fetch the order's payments", () =>
      this.client.orders.fetchPayments(providerOrderId),
    );
    const parsed = z.looseObject({ items: z.array(RazorpayPaymentSchema) }).safeParse(answer);
    if (!parsed.success)
      throw new PaymentProviderError("Razorpay answered the order's payments in an unexpected shape");
    return parsed.data.items.map(toProviderPayment);
  }

  async capturePayment(paymentId: string, amount: number, currency: string): Promise<ProviderPayment> {
    return this.payment(
      'capture the payment',
      await this.call('capture the payment', () => this.client.payments.capture(paymentId, amount, currency)),
    );
  }

  async refundPayment(paymentId: string, amount: number, notes: Record<string, string>): Promise<ProviderRefund> {
    const refund = await this.call('refund the payment', () =>
      this.client.payments.refund(paymentId, { amount, speed: 'normal', notes }),
    );
    const parsed = RazorpayRefundSchema.safeParse(refund);
    if (!parsed.success) throw new PaymentProviderError('Razorpay answered the refund in an unexpected shape');
    return toProviderRefund(parsed.data);
  }

  verifySignature(providerOrderId: string, paymentId: string, signature: string): boolean {
    return isValidCheckoutSignature(this.credentials.keySecret, providerOrderId, paymentId, signature);
  }

  verifyWebhookSignature(rawBody: Buffer | string, signature: unknown): boolean {
    if (!this.credentials.webhookSecret) return false;
    return isValidWebhookSignature(this.credentials.webhookSecret, rawBody, signature);
  }

  toPaymentEvent(body: unknown): PaymentEvent {
    return razorpayPaymentEvent(body);
  }

  private payment(what: string, answer: unknown): ProviderPayment {
    const parsed = RazorpayPaymentSchema.safeParse(answer);
    if (!parsed.success) throw new PaymentProviderError(`Razorpay answered "${what}" in an unexpected shape`);
    return toProviderPayment(parsed.data);
  }

  /** One SDK call; its failure becomes a `PaymentProviderError` that says whether Razorpay answered at all. */
  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      const sdk = error as { statusCode?: unknown; error?: { code?: unknown; description?: unknown } } | null;
      if (sdk && typeof sdk === 'object' && typeof sdk.statusCode === 'number') {
        const detail = `${String(sdk.error?.code ?? '')} ${String(sdk.error?.description ?? '')}`.trim();
        if (sdk.statusCode === UNREACHABLE)
          throw new PaymentProviderError(`Razorpay could not be reached to ${what}: ${detail}`, 'unreachable');
        const notFound = sdk.statusCode === 404 || /does not exist/i.test(detail);
        throw new PaymentProviderError(
          `Razorpay refused to ${what}: HTTP ${sdk.statusCode} ${detail}`,
          notFound ? 'not_found' : 'refused',
        );
      }
      const message = error instanceof Error ? error.message : String(error);
      throw new PaymentProviderError(`Razorpay could not be reached to ${what}: ${message}`, 'unreachable');
    }
  }
}

interface SdkHttpClient {
  defaults: { baseURL?: string; timeout?: number };
  interceptors: { response: { use(onFulfilled: undefined, onRejected: (error: never) => unknown): number } };
}

/** The SDK's axios instance: the SDK has no option for its host or timeout, so we set them here. */
export function httpClientOf(client: Razorpay): SdkHttpClient {
  return (client as unknown as { api: { rq: SdkHttpClient } }).api.rq;
}
