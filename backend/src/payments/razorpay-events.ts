import { z } from 'zod';
import type { PaymentEvent, ProviderPayment, ProviderRefund } from './payment-provider.js';

/** Razorpay's payment entity, as far as the shop reads it (the API's and the webhooks' alike). */
export const RazorpayPaymentSchema = z.looseObject({
  id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: z.string().nullish(),
  amount_refunded: z.number().int().nullish(),
  error_description: z.string().nullish(),
});
export type RazorpayPayment = z.infer<typeof RazorpayPaymentSchema>;

export const RazorpayRefundSchema = z.looseObject({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string().optional(),
  status: z.enum(['pending', 'processed', 'failed']),
});

const entity = <S extends z.ZodType>(schema: S) => z.looseObject({ entity: schema });
const AmountEntity = z.looseObject({ id: z.string().min(1), amount: z.number().int(), currency: z.string() });

const EventSchema = z.looseObject({
  event: z.string(),
  payload: z.looseObject({
    payment: entity(RazorpayPaymentSchema).optional(),
    order: entity(z.looseObject({ id: z.string(), amount: z.number().int() })).optional(),
    refund: entity(
      AmountEntity.extend({ notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish() }),
    ).optional(),
    dispute: entity(AmountEntity).optional(),
  }),
});

export function toProviderPayment(payment: RazorpayPayment): ProviderPayment {
  return {
    id: payment.id,
    providerOrderId: payment.order_id ?? null,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    amountRefunded: payment.amount_refunded ?? 0,
    errorDescription: payment.error_description ?? null,
  };
}

export function toProviderRefund(refund: z.infer<typeof RazorpayRefundSchema>): ProviderRefund {
  return { id: refund.id, paymentId: refund.payment_id, amount: refund.amount, status: refund.status };
}

/** Razorpay's dispute events and what each means for the order; under_review and action_required change nothing. */
const DISPUTE_OUTCOMES: Record<string, 'dispute_opened' | 'dispute_won' | 'dispute_lost'> = {
  'payment.dispute.created': 'dispute_opened',
  'payment.dispute.won': 'dispute_won',
  'payment.dispute.closed': 'dispute_won',
  'payment.dispute.lost': 'dispute_lost',
};

/**
 * Razorpay's webhook events as the shop's payment events: the one place that knows their names.
 * `payment.authorized` / `payment.captured` / `payment.failed`, `order.paid`, `refund.processed`, `refund.failed`
 * and the `payment.dispute.*` events; anything else is acknowledged and ignored.
 */
export function razorpayPaymentEvent(body: unknown): PaymentEvent {
  const parsed = EventSchema.safeParse(body);
  if (!parsed.success) return { kind: 'ignored', reason: `unexpected shape: ${parsed.error.issues[0]?.message ?? ''}` };
  const { event, payload } = parsed.data;
  const payment = payload.payment ? toProviderPayment(payload.payment.entity) : undefined;
  const without = (what: string): PaymentEvent => ({ kind: 'ignored', reason: `${event} without ${what}` });
  switch (event) {
    case 'payment.authorized':
    case 'payment.captured':
    case 'payment.failed': {
      if (!payment) return without('a payment');
      const kind = event === 'payment.authorized' ? 'authorized' : event === 'payment.captured' ? 'captured' : 'failed';
      return { kind, payment };
    }
    case 'order.paid': {
      if (!payment || !payload.order) return without('its payment and order');
      return {
        kind: 'order_paid',
        payment: { ...payment, providerOrderId: payment.providerOrderId ?? payload.order.entity.id },
        orderAmount: payload.order.entity.amount,
      };
    }
    case 'refund.processed':
    case 'refund.failed': {
      if (!payment || !payload.refund) return without('its refund and payment');
      const { id, amount, currency, notes } = payload.refund.entity;
      const refundId =
        notes && !Array.isArray(notes) && typeof notes['refundId'] === 'string' ? notes['refundId'] : undefined;
      return {
        kind: event === 'refund.processed' ? 'refunded' : 'refund_failed',
        payment,
        refund: { id, amount, currency, refundId },
      };
    }
    default: {
      const kind = DISPUTE_OUTCOMES[event];
      if (!kind) return { kind: 'ignored', reason: `${event} is not an event the shop acts on` };
      if (!payment || !payload.dispute) return without('its dispute and payment');
      const { id, amount, currency } = payload.dispute.entity;
      return { kind, payment, dispute: { id, amount, currency } };
    }
  }
}
