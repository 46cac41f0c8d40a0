import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  ORDER_STATUSES_AWAITING_PAYMENT,
  ORDER_STATUSES_GRANTING_ACCESS,
  ORDER_STATUSES_PAYABLE,
} from '../api/orders.js';
import { ORDER_EVENTS, ORDER_TRANSITIONS, orderStatesAccepting, orderStatesAfter } from './orderLifecycle.js';

describe('the order lifecycle', () => {
  it('lists each transition once, between known states, for known events', () => {
    const keys = ORDER_TRANSITIONS.map(({ from, event, to }) => `${from} ${event} ${to}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { from, event, to } of ORDER_TRANSITIONS) {
      expect(ORDER_STATUSES).toContain(from);
      expect(ORDER_STATUSES).toContain(to);
      expect(ORDER_EVENTS).toContain(event);
    }
  });

  it('pays an order awaiting payment, or an expired one a late payment reached, and nothing else', () => {
    expect(orderStatesAccepting('capture')).toEqual([...ORDER_STATUSES_PAYABLE]);
    for (const state of ORDER_STATUSES_PAYABLE) expect(orderStatesAfter(state, 'capture')).toEqual(['paid']);
    for (const state of ['paid', 'partially_refunded', 'refunded', 'disputed'] as const)
      expect(orderStatesAfter(state, 'capture')).toEqual([]);
  });

  it('fails or expires only an order still awaiting payment', () => {
    expect(orderStatesAccepting('fail')).toEqual([...ORDER_STATUSES_AWAITING_PAYMENT]);
    expect(orderStatesAccepting('expire')).toEqual([...ORDER_STATUSES_AWAITING_PAYMENT]);
  });

  it('records an authorisation for an order not yet attempted, a failed or an expired one', () => {
    expect(orderStatesAccepting('authorize')).toEqual(['created', 'failed', 'expired']);
    expect(orderStatesAfter('attempted', 'authorize')).toEqual([]);
    expect(orderStatesAfter('paid', 'authorize')).toEqual([]);
  });

  it('never takes an order that grants access back to awaiting payment', () => {
    for (const { from, to } of ORDER_TRANSITIONS)
      if ((ORDER_STATUSES_GRANTING_ACCESS as readonly string[]).includes(from))
        expect([...ORDER_STATUSES_AWAITING_PAYMENT, 'expired']).not.toContain(to);
  });

  it('refunds in part while paid, partly refunded or disputed; a dispute stays open until the bank decides', () => {
    expect(orderStatesAccepting('refund_in_part')).toEqual(['paid', 'partially_refunded', 'disputed']);
    expect(orderStatesAfter('paid', 'refund_in_part')).toEqual(['partially_refunded']);
    expect(orderStatesAfter('disputed', 'refund_in_part')).toEqual(['disputed']);
    expect(orderStatesAccepting('refund_in_full')).toEqual(['paid', 'partially_refunded', 'disputed']);
    expect(orderStatesAfter('created', 'refund_in_part')).toEqual([]);
  });

  it('opens a dispute on money held, and the bank decides it either way', () => {
    expect(orderStatesAccepting('open_dispute')).toEqual(['paid', 'partially_refunded']);
    expect(orderStatesAfter('disputed', 'win_dispute')).toEqual(['paid', 'partially_refunded']);
    expect(orderStatesAccepting('lose_dispute')).toEqual(['disputed', 'paid', 'partially_refunded']);
    expect(orderStatesAfter('refunded', 'open_dispute')).toEqual([]);
  });

  it('leaves a refunded order where it is', () => {
    for (const event of ORDER_EVENTS) expect(orderStatesAfter('refunded', event)).toEqual([]);
  });

  it('answers the states accepting any of several events once each', () => {
    expect(orderStatesAccepting('refund_in_part', 'refund_in_full')).toEqual([
      'paid',
      'partially_refunded',
      'disputed',
    ]);
  });
});
