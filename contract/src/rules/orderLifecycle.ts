import type { OrderStatus } from '../api/orders.js';

/**
 * What happens to an order, as the shop hears of it (from Checkout's verify, a webhook event,
 * reconciliation or the console):
 * - `authorize`: a payment was authorised but not yet captured (a late authorisation included);
 * - `capture`: a payment was captured at exactly the order's amount and currency;
 * - `fail`: the last payment attempt failed (the order may still be paid);
 * - `expire`: no payment came in time;
 * - `refund_in_part` / `refund_in_full`: the order's own payment was refunded, in part or up to its amount
 *   (a duplicate line's refund, a merchant's, or the provider's dashboard);
 * - `open_dispute`, `win_dispute`, `lose_dispute`: a chargeback, and the bank's decision on it.
 *
 * A second captured payment of a paid order is no transition: it is recorded as an extra payment
 * and refunded in full, and the order keeps its state.
 */
export const ORDER_EVENTS = [
  'authorize',
  'capture',
  'fail',
  'expire',
  'refund_in_part',
  'refund_in_full',
  'open_dispute',
  'win_dispute',
  'lose_dispute',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** One allowed change of state: an order in `from` that hears of `event` goes to `to`. */
export interface OrderTransition {
  from: OrderStatus;
  event: OrderEvent;
  to: OrderStatus;
}

const each = (from: readonly OrderStatus[], event: OrderEvent, to: OrderStatus): OrderTransition[] =>
  from.map((state) => ({ from: state, event, to }));

/**
 * Every transition an order may make, and no other. The back end's guarded statements
 * (`... WHERE status IN (...)`) take the states an event may leave from here, so two concurrent
 * callers make at most one transition and a paid order goes back only by a refund or a dispute.
 * Where an event has two targets from one state, the data decides: a dispute won returns the
 * order to `paid`, or to `partially_refunded` when part of it had already been refunded.
 */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  ...each(['created', 'failed', 'expired'], 'authorize', 'attempted'),
  ...each(['created', 'attempted', 'failed', 'expired'], 'capture', 'paid'),
  ...each(['created', 'attempted', 'failed'], 'fail', 'failed'),
  ...each(['created', 'attempted', 'failed'], 'expire', 'expired'),
  { from: 'paid', event: 'refund_in_part', to: 'partially_refunded' },
  { from: 'partially_refunded', event: 'refund_in_part', to: 'partially_refunded' },
  // A refund during a chargeback is recorded; the order stays disputed until the bank decides.
  { from: 'disputed', event: 'refund_in_part', to: 'disputed' },
  ...each(['paid', 'partially_refunded', 'disputed'], 'refund_in_full', 'refunded'),
  ...each(['paid', 'partially_refunded'], 'open_dispute', 'disputed'),
  { from: 'disputed', event: 'win_dispute', to: 'paid' },
  { from: 'disputed', event: 'win_dispute', to: 'partially_refunded' },
  ...each(['disputed', 'paid', 'partially_refunded'], 'lose_dispute', 'refunded'),
];

/** The states an order may be in for `event` to apply to it, each once, in the table's order. */
export function orderStatesAccepting(...events: OrderEvent[]): OrderStatus[] {
  const states = ORDER_TRANSITIONS.filter((transition) => events.includes(transition.event)).map(
    (transition) => transition.from,
  );
  return [...new Set(states)];
}

/** Where `event` may take an order in `from`: empty when the event does not apply to it. */
export function orderStatesAfter(from: OrderStatus, event: OrderEvent): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((transition) => transition.from === from && transition.event === event).map(
    (transition) => transition.to,
  );
}
