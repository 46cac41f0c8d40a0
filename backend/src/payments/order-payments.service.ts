import { Inject, Injectable, Logger } from '@nestjs/common';
import { ORDER_STATUSES_GRANTING_ACCESS, ORDER_STATUSES_PAYABLE, type OrderStatus } from '@profit/contract';
import { OrdersRepository, type Executor, type OrderMatch } from '../orders/orders.repository.js';
import {
  PAYMENT_PROVIDER,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment,
} from './payment-provider.js';

/** What a provider payment did to our order. */
export type PaymentOutcome =
  | { kind: 'paid' | 'already_paid' | 'pending' | 'failed' | 'mismatch' | 'closed'; orderId: string }
  /** A payment for an order already paid by another: recorded, flagged and (once captured) refunded. */
  | { kind: 'extra'; orderId: string; amount: number }
  | { kind: 'unknown_order' };

/** What must happen after the statement (and outside any transaction): a call to the provider. */
export type FollowUp =
  | { kind: 'capture'; payment: ProviderPayment; match: OrderMatch }
  | { kind: 'refund_extra'; payment: ProviderPayment; orderId: string };

const granting = (status: OrderStatus) => (ORDER_STATUSES_GRANTING_ACCESS as readonly OrderStatus[]).includes(status);
const payable = (status: OrderStatus) => (ORDER_STATUSES_PAYABLE as readonly OrderStatus[]).includes(status);

/**
 * Turns a payment in the provider's states into our order's transition — the one rule shared by
 * verify, webhooks and reconciliation: captured at the order's amount and currency → paid;
 * authorised → attempted (then captured by us when the account does not capture by itself);
 * failed → failed; a second payment of a paid order → recorded as extra and refunded.
 * Provider calls (capture, refund) are follow-ups, made after the statement, never inside a transaction.
 */
@Injectable()
export class OrderPaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly orders: OrdersRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /** Applies the payment and then its follow-up (capture, refund of an extra payment). */
  async confirm(payment: ProviderPayment, match: OrderMatch): Promise<PaymentOutcome> {
    const { outcome, followUp } = await this.apply(payment, match);
    return followUp ? this.follow(followUp, outcome) : outcome;
  }

  /** The transition alone (one guarded statement, or two for a second payment), in `executor`. */
  async apply(
    payment: ProviderPayment,
    match: OrderMatch,
    executor?: Executor,
  ): Promise<{ outcome: PaymentOutcome; followUp?: FollowUp }> {
    const captured = { id: payment.id, amount: payment.amount, currency: payment.currency };
    if (payment.status === 'captured') {
      const paidOrderId = await this.orders.markPaid(match, captured, executor);
      if (paidOrderId) return { outcome: { kind: 'paid', orderId: paidOrderId } };
    }
    const order = await this.orders.state(match, executor);
    if (!order) return { outcome: { kind: 'unknown_order' } };
    const orderId = order.id;
    if (order.paymentId === payment.id)
      return { outcome: { kind: granting(order.status) ? 'already_paid' : 'closed', orderId } };
    if (payment.status === 'failed') {
      await this.orders.markFailed(
        { orderId },
        'PAYMENT_DECLINED',
        `Payment ${payment.id} failed: ${payment.errorDescription ?? 'no reason given'}`,
        executor,
      );
      return { outcome: { kind: 'failed', orderId } };
    }
    if (payment.amount !== order.amount || payment.currency !== order.currency) {
      this.logger.error(
        `Order ${orderId}: refused payment ${payment.id} of ${payment.amount} ${payment.currency}, the order is ${order.amount} ${order.currency}`,
      );
      return { outcome: { kind: 'mismatch', orderId } };
    }
    if (payment.status === 'created') return { outcome: { kind: 'pending', orderId } };
    if (!payable(order.status)) {
      // Paid (or refunded, disputed) by another payment: this one is a second charge of the shopper.
      if (payment.status !== 'captured') return { outcome: { kind: 'extra', orderId, amount: payment.amount } };
      const first = await this.orders.recordExtraPayment(orderId, captured, executor);
      this.logger.warn(
        `Order ${orderId}: already paid by ${order.paymentId ?? '?'}, second payment ${payment.id} to refund`,
      );
      return {
        outcome: { kind: 'extra', orderId, amount: payment.amount },
        ...(first ? { followUp: { kind: 'refund_extra', payment, orderId } } : {}),
      };
    }
    if (payment.status === 'refunded') return { outcome: { kind: 'closed', orderId } };
    if (payment.status === 'captured') {
      // Payable, matching amount, yet not marked: a concurrent transition; the next state decides.
      const paidOrderId = await this.orders.markPaid({ orderId }, captured, executor);
      return { outcome: { kind: paidOrderId ? 'paid' : 'closed', orderId } };
    }
    await this.orders.markAttempted(orderId, captured, executor);
    return {
      outcome: { kind: 'pending', orderId },
      ...(this.provider.autoCapture ? {} : { followUp: { kind: 'capture', payment, match: { orderId } } }),
    };
  }

  /** Makes the provider call a transition asked for, then applies what it changed. */
  async follow(followUp: FollowUp, outcome: PaymentOutcome): Promise<PaymentOutcome> {
    if (followUp.kind === 'capture') {
      let captured: ProviderPayment;
      try {
        captured = await this.provider.capturePayment(
          followUp.payment.id,
          followUp.payment.amount,
          followUp.payment.currency,
        );
      } catch (error) {
        // Already captured (by the account, or by another replica): what the provider says now decides.
        this.logger.warn(`Capture of ${followUp.payment.id}: ${describe(error)}`);
        captured = await this.provider.fetchPayment(followUp.payment.id).catch(() => followUp.payment);
      }
      if (captured.status !== 'captured') return outcome;
      return (await this.apply(captured, followUp.match)).outcome;
    }
    await this.refundExtra(
      followUp.payment.id,
      followUp.orderId,
      followUp.payment.amount - followUp.payment.amountRefunded,
    );
    return outcome;
  }

  /** Refunds an extra payment in full; on failure it stays `captured` and reconciliation tries again. */
  async refundExtra(paymentId: string, orderId: string, amount: number): Promise<void> {
    try {
      const refund = await this.provider.refundPayment(paymentId, amount, {
        orderId,
        reason: 'A second payment for an order that was already paid',
      });
      await this.orders.markExtraPaymentRefund(
        paymentId,
        refund.id,
        refund.status === 'processed' ? 'refunded' : 'refund_pending',
        refund.status === 'processed' ? amount : 0,
      );
      this.logger.log(`Order ${orderId}: second payment ${paymentId} refunded (${refund.id}, ${refund.status})`);
    } catch (error) {
      this.logger.error(`Order ${orderId}: the refund of second payment ${paymentId} failed: ${describe(error)}`);
    }
  }
}

export const describe = (error: unknown): string =>
  error instanceof PaymentProviderError ? error.reason : error instanceof Error ? error.message : String(error);
