import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { isPlainText, parseWith, WebhookEventSchema } from '@profit/contract';
import { OrdersRepository } from '../orders/orders.repository.js';

/** What happened to a webhook delivery. */
export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * Razorpay's webhooks, already signature-checked: `order.paid` and `payment.captured` mark the
 * order paid, `payment.failed` records why unless the order is paid. Each event id once.
 */
@Injectable()
export class WebhooksService {
  private readonly logger = new Logger('Webhooks');

  constructor(private readonly orders: OrdersRepository) {}

  async process(rawBody: Buffer, eventIdHeader: string | undefined): Promise<WebhookOutcome> {
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      this.logger.warn('Ignored a signed webhook whose body is not JSON');
      return 'ignored';
    }
    const parsed = parseWith(WebhookEventSchema, json);
    if (!parsed.ok) {
      this.logger.warn(`Ignored a signed webhook of an unexpected shape: ${parsed.message}`);
      return 'ignored';
    }
    const event = parsed.data;
    const payment = event.payload.payment?.entity;
    const providerOrderId = event.payload.order?.entity.id ?? payment?.order_id ?? undefined;
    // Razorpay sends X-Razorpay-Event-Id on every delivery; without it the body itself identifies the event.
    // A header that is not a plausible id (too long, control characters) is not trusted either.
    const eventId =
      eventIdHeader && eventIdHeader.length <= 100 && isPlainText(eventIdHeader)
        ? eventIdHeader
        : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;

    const first = await this.orders.onceForWebhookEvent(eventId, event.event, async (tx) => {
      if (!providerOrderId) return;
      switch (event.event) {
        case 'order.paid':
        case 'payment.captured':
          if (payment?.id) await this.orders.markPaid({ providerOrderId }, payment.id, tx);
          return;
        case 'payment.failed':
          await this.orders.markFailed(
            { providerOrderId },
            `Payment failed: ${payment?.error_description ?? 'Unknown error'}`,
            tx,
          );
          return;
        default:
          return;
      }
    });
    return first ? 'processed' : 'duplicate';
  }
}
