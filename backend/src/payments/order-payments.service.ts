import { Inject, Injectable, Logger } from '@nestjs/common';
import { ORDER_STATUSES_GRANTING_ACCESS, ORDER_STATUSES_PAYABLE, type OrderStatus } from '@profit/contract';
import { JobsService } from '../jobs/jobs.service.js';
import type { Executor } from '../database/executor.js';
import type { OrderMatch } from '../orders/order-sql.js';
import { OrdersRepository, type PaidLine } from '../orders/orders.repository.js';
import { PaymentQueue } from './payment-queue.js';
import { PaymentsRepository } from './payments.repository.js';
import {
  PAYMENT_PROVIDER,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment,
} from './payment-provider.js';

/** The payment jobs: every call to the provider that a webhook, verify or reconciliation leads to. */
export const PAYMENT_JOBS = {
  /** `{ paymentId, orderId, amount, currency }`: capture an authorised payment at the order's amount. */
  capture: 'payments.capture',
  /** `{ paymentId, orderId }`: refund in full a second payment of an order already paid. */
  refundExtra: 'payments.refund-extra',
  /**
   * `{ refundId }`: refund a `refunds` row — the lines of an order the shopper already owned, or
   * the lines a merchant refunded from the console (the same provider call, credit note and e-mail).
   */
  refundDuplicate: 'payments.refund-duplicate',
} as const;

interface CaptureJob {
  paymentId: string;
  orderId: string;
  amount: number;
  currency: string;
}

/** What a provider payment did to our order. */
export type PaymentOutcome =
  | { kind: 'paid' | 'already_paid' | 'pending' | 'failed' | 'mismatch' | 'closed'; orderId: string }
  /** A payment for an order already paid by another: recorded, flagged and (once captured) refunded. */
  | { kind: 'extra'; orderId: string; amount: number }
  | { kind: 'unknown_order' };

const capturedOf = (payment: ProviderPayment) => ({
  id: payment.id,
  amount: payment.amount,
  currency: payment.currency,
});
interface TransitionOptions {
  /** Capture an authorised payment even where the account captures by itself (reconciliation). */
  captureAuthorized?: boolean;
  /** `payAlone` has already tried to pay with this payment: the transition does not try again. */
  payingTried?: boolean;
}

const granting = (status: OrderStatus) => (ORDER_STATUSES_GRANTING_ACCESS as readonly OrderStatus[]).includes(status);
const payable = (status: OrderStatus) => (ORDER_STATUSES_PAYABLE as readonly OrderStatus[]).includes(status);

/**
 * Turns a payment in the provider's states into our order's transition — the one rule shared by
 * verify, webhooks and reconciliation: captured at the order's amount and currency → paid;
 * authorised → attempted (then captured by us when the account does not capture by itself, or when
 * reconciliation finds a late authorisation); failed → failed; a second payment of a paid order →
 * recorded as extra and refunded. One net charge per product: when a payment pays an order holding
 * products the shopper already owns through another paid order, their amount is recorded as a
 * refund of reason `duplicate` and refunded (access stays). The transition, the records and the
 * jobs that make the provider calls (capture, refunds) commit in one transaction; the jobs run after.
 */
@Injectable()
export class OrderPaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly orders: OrdersRepository,
    private readonly payments: PaymentsRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly jobs: JobsService,
    private readonly queue: PaymentQueue,
  ) {
    jobs.register<CaptureJob>(PAYMENT_JOBS.capture, (job) => this.captureJob(job));
    jobs.register<{ paymentId: string; orderId: string }>(PAYMENT_JOBS.refundExtra, (job) =>
      this.refundExtraJob(job.paymentId, job.orderId),
    );
    jobs.register<{ refundId: string }>(PAYMENT_JOBS.refundDuplicate, (job) => this.refundDuplicateJob(job.refundId));
  }

  /**
   * Applies the payment; a capture it asks for is tried at once (so verify can answer "paid"), any
   * other job is left to the workers.
   */
  async confirm(
    payment: ProviderPayment,
    match: OrderMatch,
    options: { captureAuthorized?: boolean } = {},
  ): Promise<PaymentOutcome> {
    const { outcome, jobKeys } = await this.apply(payment, match, undefined, options);
    const capture = jobKeys.find((key) => key.startsWith('capture:'));
    if (capture && 'orderId' in outcome && (await this.jobs.runNow(capture))) {
      const order = await this.orders.state({ orderId: outcome.orderId });
      if (order?.paymentId === payment.id && granting(order.status)) return { kind: 'paid', orderId: outcome.orderId };
    }
    if (jobKeys.length > 0) this.jobs.kick();
    return outcome;
  }

  /**
   * The transition alone, in `executor` (a webhook event's transaction, run in the payment's queue
   * by its caller) or, in the payment's queue, as `applyAlone`; answers what it did and the keys of
   * the jobs it enqueued (the caller kicks the workers once that transaction has committed).
   */
  async apply(
    payment: ProviderPayment,
    match: OrderMatch,
    executor?: Executor,
    options: TransitionOptions = {},
  ): Promise<{ outcome: PaymentOutcome; jobKeys: string[] }> {
    if (executor) return this.transition(payment, match, executor, options);
    return this.queue.run(payment.id, () => this.applyAlone(payment, match, options));
  }

  /**
   * The transition outside any transaction of the caller's (who runs it in the payment's queue): a
   * captured payment first tries to pay the order in one call of its own, committed as it ends; any
   * other transition runs in a transaction on PostgreSQL (on PGlite every statement runs alone).
   */
  private async applyAlone(
    payment: ProviderPayment,
    match: OrderMatch,
    options: Pick<TransitionOptions, 'captureAuthorized'> = {},
  ): Promise<{ outcome: PaymentOutcome; jobKeys: string[] }> {
    const paid = await this.payAlone(payment, match);
    if (paid) return paid;
    const rest = { ...options, payingTried: true };
    return this.orders.statementsRunAlone
      ? this.transition(payment, match, this.orders.executor, rest)
      : this.orders.transaction((tx) => this.transition(payment, match, tx, rest));
  }

  /**
   * A captured payment pays its order in one call outside any transaction (`markPaid`), so the
   * shopper's row and the invoice series stay locked only while it runs; answers undefined when it
   * did not pay (not captured, not payable, another amount…).
   */
  async payAlone(
    payment: ProviderPayment,
    match: OrderMatch,
  ): Promise<{ outcome: PaymentOutcome; jobKeys: string[] } | undefined> {
    if (payment.status !== 'captured') return undefined;
    const paid = await this.orders.markPaid(match, capturedOf(payment), PAYMENT_JOBS.refundDuplicate);
    return paid ? this.paid(paid, payment) : undefined;
  }

  private async transition(
    payment: ProviderPayment,
    match: OrderMatch,
    tx: Executor,
    options: TransitionOptions,
  ): Promise<{ outcome: PaymentOutcome; jobKeys: string[] }> {
    const captured = capturedOf(payment);
    if (payment.status === 'captured' && !options.payingTried) {
      const paid = await this.orders.markPaid(match, captured, PAYMENT_JOBS.refundDuplicate, tx);
      if (paid) return this.paid(paid, payment);
    }
    const order = await this.orders.state(match, tx);
    if (!order) return { outcome: { kind: 'unknown_order' }, jobKeys: [] };
    const orderId = order.id;
    const none = (outcome: PaymentOutcome) => ({ outcome, jobKeys: [] as string[] });
    if (order.paymentId === payment.id)
      return none({ kind: granting(order.status) ? 'already_paid' : 'closed', orderId });
    if (payment.status === 'failed') {
      await this.orders.markFailed(
        { orderId },
        'PAYMENT_DECLINED',
        `Payment ${payment.id} failed: ${payment.errorDescription ?? 'no reason given'}`,
        tx,
      );
      return none({ kind: 'failed', orderId });
    }
    if (payment.amount !== order.amount || payment.currency !== order.currency) {
      this.logger.error(
        `Order ${orderId}: refused payment ${payment.id} of ${payment.amount} ${payment.currency}, the order is ${order.amount} ${order.currency}`,
      );
      return none({ kind: 'mismatch', orderId });
    }
    if (payment.status === 'created') return none({ kind: 'pending', orderId });
    if (!payable(order.status)) {
      // Paid (or refunded, disputed) by another payment: this one is a second charge of the shopper.
      const extra: PaymentOutcome = { kind: 'extra', orderId, amount: payment.amount };
      if (payment.status !== 'captured') return none(extra);
      const first = await this.payments.recordExtraPayment(orderId, captured, tx);
      if (!first) return none(extra);
      this.logger.warn(
        `Order ${orderId}: already paid by ${order.paymentId ?? '?'}, second payment ${payment.id} to refund`,
      );
      const key = `refund-extra:${payment.id}`;
      await this.jobs.enqueue({ kind: PAYMENT_JOBS.refundExtra, key, payload: { paymentId: payment.id, orderId } }, tx);
      return { outcome: extra, jobKeys: [key] };
    }
    if (payment.status === 'refunded') return none({ kind: 'closed', orderId });
    if (payment.status === 'captured') {
      // Payable, matching amount, yet not marked: a concurrent transition; the next state decides.
      const paid = await this.orders.markPaid({ orderId }, captured, PAYMENT_JOBS.refundDuplicate, tx);
      return paid ? this.paid(paid, payment) : none({ kind: 'closed', orderId });
    }
    await this.orders.markAttempted(orderId, captured, tx);
    if (this.provider.autoCapture && !options.captureAuthorized) return none({ kind: 'pending', orderId });
    const key = `capture:${payment.id}`;
    const job: CaptureJob = { paymentId: payment.id, orderId, amount: payment.amount, currency: payment.currency };
    await this.jobs.enqueue({ kind: PAYMENT_JOBS.capture, key, payload: job }, tx);
    return { outcome: { kind: 'pending', orderId }, jobKeys: [key] };
  }

  /** Enqueues the refund of a second payment (once per payment); answers whether it was new. */
  async enqueueExtraRefund(paymentId: string, orderId: string): Promise<boolean> {
    const added = await this.jobs.enqueue({
      kind: PAYMENT_JOBS.refundExtra,
      key: `refund-extra:${paymentId}`,
      payload: { paymentId, orderId },
    });
    if (added) this.jobs.kick();
    return added;
  }

  /** The order is paid; the lines the shopper already owned were recorded as a refund, its job enqueued. */
  private paid(
    paid: { orderId: string; lines: PaidLine[]; refundId: string | undefined },
    payment: ProviderPayment,
  ): { outcome: PaymentOutcome; jobKeys: string[] } {
    const outcome: PaymentOutcome = { kind: 'paid', orderId: paid.orderId };
    if (!paid.refundId) return { outcome, jobKeys: [] };
    const owned = paid.lines.filter((line) => line.owned);
    this.logger.warn(
      `Order ${paid.orderId}: paid by ${payment.id} with ${owned.map((line) => line.productId).join(', ')} already owned; refund ${paid.refundId} of ${owned.reduce((sum, line) => sum + line.price, 0)}`,
    );
    return { outcome, jobKeys: [`refund-duplicate:${paid.refundId}`] };
  }

  /** Job: capture an authorised payment (unless it is captured already), then apply what the provider says. */
  private async captureJob(job: CaptureJob): Promise<void> {
    let payment = await this.provider.fetchPayment(job.paymentId);
    if (payment.status === 'authorized') {
      try {
        payment = await this.provider.capturePayment(job.paymentId, job.amount, job.currency);
      } catch (error) {
        // Captured meanwhile (by the account, or another replica): what the provider says now decides.
        payment = await this.provider.fetchPayment(job.paymentId);
        if (payment.status !== 'captured') throw error;
      }
    }
    if (payment.status !== 'captured') return;
    const { jobKeys } = await this.apply(payment, { orderId: job.orderId });
    if (jobKeys.length > 0) this.jobs.kick();
  }

  /** Job: refund a second payment in full — what is left of it to refund, as the provider knows it now. */
  private async refundExtraJob(paymentId: string, orderId: string): Promise<void> {
    const payment = await this.provider.fetchPayment(paymentId);
    const left = payment.amount - payment.amountRefunded;
    if (left <= 0) {
      await this.payments.markExtraPaymentRefund(paymentId, null, 'refunded', payment.amountRefunded);
      return;
    }
    const refund = await this.provider.refundPayment(paymentId, left, {
      orderId,
      reason: 'A second payment for an order that was already paid',
    });
    await this.payments.markExtraPaymentRefund(
      paymentId,
      refund.id,
      refund.status === 'processed' ? 'refunded' : 'refund_pending',
      refund.status === 'processed' ? payment.amountRefunded + left : 0,
    );
    this.logger.log(`Order ${orderId}: second payment ${paymentId} refunded (${refund.id}, ${refund.status})`);
  }

  /**
   * Job: refund the lines of an order the shopper already owned. Idempotent: a refund the provider
   * already holds (its payment's refunded amount covers every refund of ours) is not asked again.
   */
  private async refundDuplicateJob(refundId: string): Promise<void> {
    const refund = await this.payments.duplicateRefund(refundId);
    if (!refund || refund.providerRefundId || refund.status !== 'pending') return;
    const payment = await this.provider.fetchPayment(refund.paymentId);
    const othersOfOurs = await this.payments.recordedRefundsOfPayment(refund.paymentId, refund.id);
    if (payment.amountRefunded >= othersOfOurs + refund.amount) {
      await this.payments.markRefundRequested(refund.id, null, 'processed');
      await this.orders.applyRefund(payment.id, payment.amountRefunded, payment.currency);
      return;
    }
    const made = await this.provider.refundPayment(refund.paymentId, refund.amount, {
      orderId: refund.orderId,
      refundId: refund.id,
      reason: refund.reason,
    });
    await this.payments.markRefundRequested(refund.id, made.id, made.status === 'processed' ? 'processed' : 'pending');
    if (made.status === 'processed')
      await this.orders.applyRefund(payment.id, payment.amountRefunded + refund.amount, payment.currency);
    this.logger.log(
      `Order ${refund.orderId}: ${refund.amount} of ${refund.paymentId} refunded (${refund.reason === 'merchant' ? 'by a merchant' : 'already owned'}, ${made.id})`,
    );
  }
}

export const describe = (error: unknown): string =>
  error instanceof PaymentProviderError ? error.reason : error instanceof Error ? error.message : String(error);
