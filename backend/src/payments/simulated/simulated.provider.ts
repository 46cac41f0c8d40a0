import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { OnApplicationShutdown } from '@nestjs/common';
import { SIMULATED_DECLINE } from '@profit/contract';
import type { AppConfig } from '../../config/app-config.js';
import {
  PaymentProviderError,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderOrderRequest,
  type ProviderPayment,
  type ProviderRefund,
} from '../payment-provider.js';
import { razorpayPaymentEvent, toProviderPayment, type RazorpayPayment } from '../razorpay-events.js';
import {
  hmacSha256Hex,
  isValidCheckoutSignature,
  isValidWebhookSignature,
  signCheckoutPayment,
} from '../signatures.js';

/** The public key shown in demo mode in place of `rzp_test_…`. */
export const SIMULATED_KEY_ID = 'simulated';

/** Orders the simulator remembers at most (oldest forgotten first): a demo runs for days. */
const MAX_ORDERS = 200_000;
/** Delays before each webhook delivery attempt, in ms (Razorpay also retries a failed delivery). */
const DELIVERY_DELAYS_MS = [0, 500, 2_000, 10_000];

export interface SimulatedProviderOptions {
  /** Defaults to a fresh random secret; a fixed one lets a benchmark sign payments itself. */
  keySecret?: string | undefined;
  webhookSecret?: string | undefined;
  /** As a Razorpay account's capture setting: true captures every authorised payment at once. */
  autoCapture?: boolean;
}

interface SimulatedOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
  payments: string[];
  createdAt: number;
}

/** One webhook delivery: the event's raw body and its id. */
interface Delivery {
  eventId: string;
  event: string;
  body: string;
  attempt: number;
}

/**
 * Demo mode's provider (never in production). It plays Razorpay's part in memory: orders,
 * payments in Razorpay's states (authorised, captured, failed, refunded), capture, refunds and
 * disputes, and it sends Razorpay's webhook events, signed with the webhook secret, to the shop's
 * own webhook route (`webhookUrl`, set once the shop listens). Payments are signed exactly as
 * Checkout signs them, so a demo payment goes through the same `verify` as a real one. Its memory
 * is the provider's side of things: a restart of the shop forgets it, as if Razorpay had lost
 * them, and the shop's reconciliation then expires the orders it cannot confirm.
 */
export class SimulatedProvider implements PaymentProvider, OnApplicationShutdown {
  readonly kind = 'simulated' as const;
  readonly keyId = SIMULATED_KEY_ID;
  readonly keySecret: string;
  /** The webhook secret of demo mode, for tests that post signed events. */
  readonly webhookSecret: string;
  readonly autoCapture: boolean;
  /** Where events are sent (the shop's `/api/payments/webhook`); unset sends none. */
  webhookUrl: string | undefined;

  private readonly orders = new Map<string, SimulatedOrder>();
  private readonly payments = new Map<string, RazorpayPayment & { created_at: number }>();
  private readonly queue = new Set<Promise<void>>();
  private closed = false;

  constructor(options: SimulatedProviderOptions = {}) {
    this.keySecret = options.keySecret ?? randomBytes(32).toString('hex');
    this.webhookSecret = options.webhookSecret ?? randomBytes(32).toString('hex');
    this.autoCapture = options.autoCapture ?? true;
  }

  async createOrder(request: ProviderOrderRequest): Promise<ProviderOrder> {
    const id = `order_sim_${randomBytes(9).toString('base64url')}`;
    if (this.orders.size >= MAX_ORDERS) this.forgetOldestOrder();
    this.orders.set(id, {
      id,
      amount: request.amount,
      currency: request.currency,
      receipt: request.receipt,
      notes: { ...request.notes },
      payments: [],
      createdAt: Date.now(),
    });
    return { id, amount: request.amount, currency: request.currency };
  }

  /**
   * The shopper pays an order in the simulated Checkout: `captured` (authorised and captured, as
   * with automatic capture; authorised only when the account captures manually), `authorized`
   * (authorised only: a late authorisation), or `failed` (declined). Answers the payment and,
   * unless it failed, Checkout's signature, and the order's receipt (our order id). Sends the
   * events Razorpay would send. `payer`, when given, must be the order's customer (`notes.customerId`):
   * the simulated Checkout only opens for the shopper who created the order.
   */
  pay(
    providerOrderId: string,
    outcome: 'captured' | 'authorized' | 'failed',
    payer?: string,
  ): { payment: ProviderPayment; signature: string | null; receipt: string } {
    const order = this.orders.get(providerOrderId);
    if (!order || (payer !== undefined && order.notes.customerId !== payer))
      throw new PaymentProviderError(`The simulated provider has no order ${providerOrderId}`, 'not_found');
    const id = `pay_sim_${randomBytes(9).toString('base64url')}`;
    const captured = outcome === 'captured' && this.autoCapture;
    const payment: RazorpayPayment & { created_at: number } = {
      id,
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: outcome === 'failed' ? 'failed' : 'authorized',
      order_id: order.id,
      amount_refunded: 0,
      captured: false,
      method: 'card',
      error_code: outcome === 'failed' ? SIMULATED_DECLINE.code : null,
      error_description: outcome === 'failed' ? SIMULATED_DECLINE.description : null,
      created_at: Math.floor(Date.now() / 1000),
    };
    this.payments.set(id, payment);
    order.payments.push(id);
    if (outcome === 'failed') {
      this.send('payment.failed', { payment });
      return { payment: toProviderPayment(payment), signature: null, receipt: order.receipt };
    }
    this.send('payment.authorized', { payment });
    if (captured) this.capture(payment);
    return {
      payment: toProviderPayment(payment),
      signature: signCheckoutPayment(this.keySecret, order.id, id),
      receipt: order.receipt,
    };
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment> {
    return toProviderPayment(this.paymentOrThrow(paymentId));
  }

  async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    const order = this.orders.get(providerOrderId);
    if (!order) throw new PaymentProviderError(`The simulated provider has no order ${providerOrderId}`, 'not_found');
    return order.payments.map((id) => toProviderPayment(this.paymentOrThrow(id)));
  }

  async capturePayment(paymentId: string, amount: number, currency: string): Promise<ProviderPayment> {
    const payment = this.paymentOrThrow(paymentId);
    if (payment.status !== 'authorized')
      throw new PaymentProviderError(`BAD_REQUEST_ERROR This payment has already been ${payment.status}`);
    if (amount !== payment.amount || currency !== payment.currency)
      throw new PaymentProviderError('BAD_REQUEST_ERROR Capture amount must be equal to the amount authorized');
    this.capture(payment);
    return toProviderPayment(payment);
  }

  async refundPayment(paymentId: string, amount: number, notes: Record<string, string>): Promise<ProviderRefund> {
    const payment = this.paymentOrThrow(paymentId);
    const refundable = payment.amount - (payment.amount_refunded ?? 0);
    if (payment.status !== 'captured' && payment.status !== 'refunded')
      throw new PaymentProviderError('BAD_REQUEST_ERROR Only a captured payment can be refunded');
    if (amount <= 0 || amount > refundable)
      throw new PaymentProviderError('BAD_REQUEST_ERROR The refund amount exceeds what is left to refund');
    payment.amount_refunded = (payment.amount_refunded ?? 0) + amount;
    if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
    payment.refund_status = payment.status === 'refunded' ? 'full' : 'partial';
    const refund = {
      id: `rfnd_sim_${randomBytes(9).toString('base64url')}`,
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes,
      status: 'processed' as const,
      created_at: Math.floor(Date.now() / 1000),
    };
    this.send('refund.processed', { refund, payment });
    return { id: refund.id, paymentId: payment.id, amount, status: 'processed' };
  }

  /** A dispute on a captured payment, as the customer's bank would raise it (demo and tests). */
  openDispute(paymentId: string, amount?: number): string {
    const payment = this.paymentOrThrow(paymentId);
    const dispute = this.disputeOf(payment, amount, 'open');
    this.send('payment.dispute.created', { payment, dispute });
    return dispute.id;
  }

  /** The bank's decision on a dispute: `won` keeps the money, `lost` gives it back to the customer. */
  resolveDispute(paymentId: string, disputeId: string, outcome: 'won' | 'lost', amount?: number): void {
    const payment = this.paymentOrThrow(paymentId);
    const dispute = { ...this.disputeOf(payment, amount, outcome), id: disputeId };
    this.send(`payment.dispute.${outcome}`, { payment, dispute });
  }

  verifySignature(providerOrderId: string, paymentId: string, signature: string): boolean {
    return isValidCheckoutSignature(this.keySecret, providerOrderId, paymentId, signature);
  }

  verifyWebhookSignature(rawBody: Buffer | string, signature: unknown): boolean {
    return isValidWebhookSignature(this.webhookSecret, rawBody, signature);
  }

  toPaymentEvent(body: unknown): PaymentEvent {
    return razorpayPaymentEvent(body);
  }

  /** Resolves once every event sent so far has been delivered (or given up on). */
  async settled(): Promise<void> {
    while (this.queue.size > 0) await Promise.all([...this.queue]);
  }

  /** Stops sending events (the shop is shutting down). */
  close(): void {
    this.closed = true;
  }

  onApplicationShutdown(): void {
    this.close();
  }

  private capture(payment: RazorpayPayment): void {
    payment.status = 'captured';
    payment.captured = true;
    this.send('payment.captured', { payment });
    const order = payment.order_id ? this.orders.get(payment.order_id) : undefined;
    if (order)
      this.send('order.paid', { payment, order: { ...order, entity: 'order', status: 'paid', payments: undefined } });
  }

  private disputeOf(payment: RazorpayPayment, amount: number | undefined, status: string) {
    return {
      id: `disp_sim_${randomBytes(9).toString('base64url')}`,
      entity: 'dispute',
      payment_id: payment.id,
      amount: amount ?? payment.amount,
      currency: payment.currency,
      amount_deducted: status === 'lost' ? (amount ?? payment.amount) : 0,
      reason_code: 'chargeback',
      status,
    };
  }

  private paymentOrThrow(paymentId: string) {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new PaymentProviderError(`The id provided does not exist: ${paymentId}`, 'not_found');
    return payment;
  }

  private forgetOldestOrder(): void {
    const oldest = this.orders.keys().next();
    if (oldest.done) return;
    for (const paymentId of this.orders.get(oldest.value)?.payments ?? []) this.payments.delete(paymentId);
    this.orders.delete(oldest.value);
  }

  /** Queues a Razorpay event (a snapshot of its entities now) for delivery to the shop. */
  private send(event: string, entities: Record<string, object>): void {
    if (!this.webhookUrl || this.closed) return;
    const payload = Object.fromEntries(
      Object.entries(entities).map(([name, value]) => [name, { entity: JSON.parse(JSON.stringify(value)) }]),
    );
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_simulated',
      event,
      contains: Object.keys(entities),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    this.deliver({ eventId: `evt_sim_${randomBytes(9).toString('base64url')}`, event, body, attempt: 0 });
  }

  private deliver(delivery: Delivery): void {
    const url = this.webhookUrl;
    if (!url || this.closed) return;
    const attempt = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        post(url, delivery.body, {
          'x-razorpay-signature': hmacSha256Hex(this.webhookSecret, delivery.body),
          'x-razorpay-event-id': delivery.eventId,
        }).then((delivered) => {
          const next = delivery.attempt + 1;
          if (!delivered && next < DELIVERY_DELAYS_MS.length) this.deliver({ ...delivery, attempt: next });
          resolve();
        });
      }, DELIVERY_DELAYS_MS[delivery.attempt]);
      timer.unref?.();
    });
    this.queue.add(attempt);
    void attempt.then(() => this.queue.delete(attempt));
  }
}

/**
 * Demo mode's provider from the configuration: a lone RAZORPAY_KEY_SECRET / RAZORPAY_WEBHOOK_SECRET
 * fixes its secrets (benchmarks, crash test), RAZORPAY_CAPTURE its capture setting.
 */
export function createSimulatedProvider(config: AppConfig): SimulatedProvider {
  const { RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, RAZORPAY_CAPTURE } = config.env;
  return new SimulatedProvider({
    keySecret: RAZORPAY_KEY_SECRET,
    webhookSecret: RAZORPAY_WEBHOOK_SECRET,
    autoCapture: RAZORPAY_CAPTURE === 'auto',
  });
}

/** Keeps the connections to the shop's webhook route open between events. */
const deliveryAgent = new Agent({ keepAlive: true, maxSockets: 16 });

/**
 * POSTs one event to the shop over plain `node:http` (the shop's own loopback address); answers
 * whether it was accepted (2xx). Lighter than `fetch`, which costs more CPU than the event does.
 */
function post(url: string, body: string, headers: Record<string, string>): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: deliveryAgent,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve((response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300));
        response.on('error', () => resolve(false));
      },
    );
    req.on('error', () => resolve(false));
    req.end(body);
  });
}
