import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { parseWith, WebhookEventSchema } from '@profit/contract';
import { OrdersRepository, type Executor } from '../orders/orders.repository.js';
import { OrderPaymentsService, type FollowUp } from './order-payments.service.js';
import { PAYMENT_PROVIDER, type PaymentEvent, type PaymentProvider } from './payment-provider.js';

/** What happened to a webhook delivery. */
export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * The provider's webhooks, already signature-checked. The provider says what each event means
 * (`PaymentEvent`); this service applies it with the same transitions as verify and
 * reconciliation, checking every amount and currency against the order. Each event id once: the
 * id and the change commit together. Provider calls an event leads to (capture, refund of a
 * second payment) are made after the commit.
 */
@Injectable()
export class WebhooksService {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly orders: OrdersRepository,
    private readonly orderPayments: OrderPaymentsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
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
    const eventId = eventIdHeader || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;

    let followUp: FollowUp | undefined;
    const first = await this.orders.onceForWebhookEvent(eventId, envelope.data.event, async (tx) => {
      const applied = await this.apply(event, tx);
      followUp = applied.followUp;
      if (applied.outcome.startsWith('refused'))
        this.logger.warn(`Event ${eventId} (${envelope.data.event}): ${applied.outcome}`);
      return applied.outcome;
    });
    if (followUp) await this.orderPayments.follow(followUp, { kind: 'unknown_order' });
    return first ? 'processed' : 'duplicate';
  }

  /** One event's transition, inside the event's transaction; answers what it did (kept for operators). */
  private async apply(event: PaymentEvent, tx: Executor): Promise<{ outcome: string; followUp?: FollowUp }> {
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
        const { outcome, followUp } = await this.orderPayments.apply(
          payment,
          { providerOrderId: payment.providerOrderId },
          tx,
        );
        if (outcome.kind === 'unknown_order') return { outcome: 'refused: unknown order' };
        if (outcome.kind === 'mismatch') return { outcome: 'refused: amount or currency differs from the order' };
        return { outcome: outcome.kind, ...(followUp ? { followUp } : {}) };
      }
      case 'refunded': {
        const { refund } = event;
        if (refund.currency !== payment.currency)
          return { outcome: `refused: refund in ${refund.currency} of a payment in ${payment.currency}` };
        if (await this.orders.applyRefund(payment.id, payment.amountRefunded, payment.currency, tx))
          return { outcome: 'refunded' };
        const fully = payment.amountRefunded >= payment.amount;
        if (
          await this.orders.markExtraPaymentRefund(
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
