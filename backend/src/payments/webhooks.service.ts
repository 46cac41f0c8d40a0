import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { isPlainText, parseWith, WebhookEventSchema } from '@profit/contract';
import { describeForLog } from '../common/database-errors.js';
import { JobsService } from '../jobs/jobs.service.js';
import type { Executor } from '../database/executor.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { PaymentQueue } from './payment-queue.js';
import { PaymentsRepository } from './payments.repository.js';
import { WebhookEventsRepository } from './webhook-events.repository.js';
import { OrderPaymentsService } from './order-payments.service.js';
import { PAYMENT_PROVIDER, type PaymentEvent, type PaymentProvider } from './payment-provider.js';

/** What happened to a webhook delivery. */
export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/** What an event did (kept for operators), the jobs it enqueued, and what the merchant must be told. */
interface Applied {
  outcome: string;
  jobKeys?: string[];
  alert?: string;
}

/**
 * The provider's webhooks, already signature-checked. The provider says what each event means
 * (`PaymentEvent`); this service applies it with the same transitions as verify and
 * reconciliation, checking every amount and currency against the order. Each event id once: the
 * id, the change and the jobs of the provider calls it leads to (capture, refunds) commit together,
 * and the jobs run after the answer — Razorpay wants a 2xx within 5 seconds. A signed event that a
 * table rule refuses (a refund above the payment…) is recorded as refused, logged at error level and
 * acknowledged: a 500 would only make Razorpay send it again for days.
 */
@Injectable()
export class WebhooksService {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly orders: OrdersRepository,
    private readonly payments: PaymentsRepository,
    private readonly webhookEvents: WebhookEventsRepository,
    private readonly orderPayments: OrderPaymentsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly jobs: JobsService,
    private readonly queue: PaymentQueue,
  ) {}

  async process(rawBody: Buffer, eventIdHeader: string | undefined): Promise<WebhookOutcome> {
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      this.logger.warn('Ignored a signed webhook whose body is not JSON');
      return 'ignored';
    }
    const envelope = parseWith(WebhookEventSchema, json);
    if (!envelope.ok) {
      this.logger.warn(`Ignored a signed webhook of an unexpected shape: ${envelope.message}`);
      return 'ignored';
    }
    const event = this.provider.toPaymentEvent(json);
    // Razorpay sends X-Razorpay-Event-Id on every delivery; without it the body itself identifies the event.
    // A header that is not a plausible id (too long, control characters) is not trusted either.
    const eventId =
      eventIdHeader && eventIdHeader.length <= 100 && isPlainText(eventIdHeader)
        ? eventIdHeader
        : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;

    if (event.kind === 'ignored') return this.record(event, eventId, envelope.data.event);
    // After this payment's verify or earlier events in this process: the order may be paid by now.
    return this.queue.run(event.payment.id, () => this.record(event, eventId, envelope.data.event));
  }

  /** Applies the event once per event id and records it with what it did. */
  private async record(event: PaymentEvent, eventId: string, eventName: string): Promise<WebhookOutcome> {
    // Set once `payAlone` has tried to pay: the event's transaction below then does not try again.
    let payingTried = false;
    if (settlesNothing(event)) {
      const recorded = await this.webhookEvents.recordSettledPaymentEvent(eventId, eventName, {
        id: event.payment.id,
        providerOrderId: event.payment.providerOrderId,
      });
      if (recorded !== 'unsettled') return recorded === 'recorded' ? 'processed' : 'duplicate';
      // A captured payment pays in a call of its own, committed before the event is recorded, so
      // the shopper's row and the invoice series are not held locked across the event's round trips.
      const paid = await this.orderPayments
        .payAlone(event.payment, { providerOrderId: event.payment.providerOrderId })
        .then(
          (outcome) => ((payingTried = true), outcome),
          // Refused by a table rule: the full path below meets it again and records the event as refused.
          (error: unknown) => (breaksTableRule(error) ? undefined : Promise.reject(error)),
        );
      if (paid) {
        const first = await this.webhookEvents.recordAppliedEvent(
          eventId,
          eventName,
          event.payment.id,
          paid.outcome.kind,
        );
        if (paid.jobKeys.length > 0) this.jobs.kick();
        return first ? 'processed' : 'duplicate';
      }
    }

    let applied: Applied | undefined;
    let first: boolean;
    try {
      const paymentId = event.kind === 'ignored' ? null : event.payment.id;
      first = await this.webhookEvents.onceForWebhookEvent(eventId, eventName, paymentId, async (tx) => {
        applied = await this.apply(event, tx, payingTried);
        return applied.outcome;
      });
    } catch (error) {
      if (!breaksTableRule(error)) throw error;
      const why = describeForLog(error);
      this.logger.error(
        `Event ${eventId} (${eventName}) breaks a table rule and was not applied: ${JSON.stringify(why)}`,
      );
      await this.webhookEvents.onceForWebhookEvent(
        eventId,
        eventName,
        event.kind === 'ignored' ? null : event.payment.id,
        async () => 'refused: breaks a table rule',
      );
      return 'ignored';
    }
    if (!first) return 'duplicate';
    // Told once the event's transaction has committed: a duplicate's run was rolled back.
    if (applied?.alert) this.logger.error(applied.alert);
    else if (applied?.outcome.startsWith('refused'))
      this.logger.warn(`Event ${eventId} (${eventName}): ${applied.outcome}`);
    if (applied?.jobKeys?.length) this.jobs.kick();
    return 'processed';
  }

  /** One event's transition, inside the event's transaction; answers what it did (kept for operators). */
  private async apply(event: PaymentEvent, tx: Executor, payingTried = false): Promise<Applied> {
    if (event.kind === 'ignored') return { outcome: `ignored: ${event.reason}` };
    const { payment } = event;
    switch (event.kind) {
      case 'authorized':
      case 'captured':
      case 'failed':
      case 'order_paid': {
        if (!payment.providerOrderId) return { outcome: 'refused: the payment is not for an order' };
        if (event.kind === 'order_paid' && event.orderAmount !== payment.amount)
          return {
            outcome: `refused: the order's amount ${event.orderAmount} differs from the payment's ${payment.amount}`,
          };
        const { outcome, jobKeys } = await this.orderPayments.apply(
          payment,
          { providerOrderId: payment.providerOrderId },
          tx,
          { payingTried },
        );
        if (outcome.kind === 'unknown_order') return { outcome: 'refused: unknown order' };
        if (outcome.kind === 'mismatch') return { outcome: 'refused: amount or currency differs from the order' };
        return { outcome: outcome.kind, jobKeys };
      }
      case 'refunded': {
        const { refund } = event;
        if (refund.currency !== payment.currency)
          return { outcome: `refused: refund in ${refund.currency} of a payment in ${payment.currency}` };
        const ours = await this.payments.settleRefund(
          { refundId: refund.refundId, providerRefundId: refund.id },
          'processed',
          tx,
        );
        if (await this.orders.applyRefund(payment.id, payment.amountRefunded, payment.currency, tx))
          return { outcome: ours ? 'refunded (already owned)' : 'refunded' };
        if (ours) return { outcome: 'refunded (already owned), already applied' };
        const fully = payment.amountRefunded >= payment.amount;
        if (
          await this.payments.markExtraPaymentRefund(
            payment.id,
            refund.id,
            fully ? 'refunded' : 'refund_pending',
            payment.amountRefunded,
            tx,
          )
        )
          return { outcome: 'second payment refunded' };
        const order = await this.orders.stateByPayment(payment.id, tx);
        return {
          outcome: order
            ? 'refused: refund larger than the order, in another currency, or already applied'
            : 'refused: unknown payment',
        };
      }
      case 'refund_failed': {
        const { refund } = event;
        const ours = await this.payments.settleRefund(
          { refundId: refund.refundId, providerRefundId: refund.id },
          'failed',
          tx,
        );
        // Access stays as it is: the shopper keeps what was bought; the merchant must refund by hand.
        return {
          outcome: ours ? 'refund failed (already owned)' : 'refund failed',
          alert: ours
            ? `Refund ${ours.id} of order ${ours.orderId} (${ours.amount}, ${refund.id} of ${payment.id}) FAILED at the provider: refund it by hand`
            : `Refund ${refund.id} of payment ${payment.id} (${refund.amount} ${refund.currency}) FAILED at the provider`,
        };
      }
      case 'dispute_opened':
      case 'dispute_won':
      case 'dispute_lost': {
        const order = await this.orders.stateByPayment(payment.id, tx);
        if (!order) return { outcome: 'refused: unknown payment' };
        const { dispute } = event;
        if (dispute.currency !== order.currency || dispute.amount <= 0 || dispute.amount > order.amount)
          return {
            outcome: `refused: dispute of ${dispute.amount} ${dispute.currency} on an order of ${order.amount} ${order.currency}`,
          };
        const changed =
          event.kind === 'dispute_opened'
            ? await this.orders.markDisputed(payment.id, tx)
            : event.kind === 'dispute_won'
              ? await this.orders.markDisputeWon(payment.id, tx)
              : await this.orders.markDisputeLost(payment.id, tx);
        return { outcome: changed ? event.kind : `${event.kind}: no change (order is ${order.status})` };
      }
    }
  }
}

/**
 * A payment event that may find its order already paid by this very payment (then it changes
 * nothing and is only recorded, in one statement instead of a transaction): authorised, captured or
 * order-paid events of a payment for an order, the order's amount being the payment's.
 */
function settlesNothing(event: PaymentEvent): event is Extract<
  PaymentEvent,
  { kind: 'authorized' | 'captured' | 'order_paid' }
> & {
  payment: { providerOrderId: string };
} {
  if (event.kind !== 'authorized' && event.kind !== 'captured' && event.kind !== 'order_paid') return false;
  if (event.kind === 'order_paid' && event.orderAmount !== event.payment.amount) return false;
  return event.payment.providerOrderId !== null;
}

/** A database refusal of the event's values (SQLSTATE class 22 or 23: a CHECK, a range…), not an outage. */
function breaksTableRule(error: unknown): boolean {
  for (let link = error, depth = 0; link && depth < 5; depth++) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code)) return true;
    link = (link as { cause?: unknown }).cause;
  }
  return false;
}
