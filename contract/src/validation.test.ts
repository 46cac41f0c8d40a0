import { describe, expect, it } from 'vitest';
import { GoogleSignInRequestSchema } from './api/auth.js';
import { ErrorBodySchema } from './api/errors.js';
import { CreateOrderRequestSchema, VerifyPaymentRequestSchema } from './api/payments.js';
import { SubscribeRequestSchema } from './api/subscriptions.js';
import { parseWith } from './validation.js';

const validOrder = {
  amount: 49_900,
  currency: 'INR',
  products: [{ productId: 'starter-crm-notion', name: 'Starter CRM for Notion', price: 49_900, quantity: 1 }],
  customer: { name: 'Asha', email: 'asha@example.in' },
};

describe('parseWith', () => {
  it('answers the parsed data of a valid body', () => {
    const result = parseWith(SubscribeRequestSchema, { email: '  Asha@Example.in ' });
    expect(result).toEqual({ ok: true, data: { email: 'Asha@Example.in' } });
  });

  it('lists every broken field of a body with a readable message', () => {
    const result = parseWith(CreateOrderRequestSchema, {
      ...validOrder,
      amount: 499.5,
      currency: 'USD',
      products: [{ productId: 'x', name: 'X', price: 49_900, quantity: 2 }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([
      { path: 'amount', message: 'The amount must be a whole number of paise.' },
      { path: 'currency', message: 'Payments are taken in Indian rupees only: currency must be INR.' },
      { path: 'products.0.quantity', message: 'Each product is sold one unit per line: quantity must be 1.' },
    ]);
    expect(result.message).toContain('currency: Payments are taken in Indian rupees only');
  });

  it('names unknown fields', () => {
    const result = parseWith(SubscribeRequestSchema, { email: 'a@b.in', admin: true });
    expect(result).toMatchObject({ ok: false, issues: [{ path: '', message: 'Unknown field: admin.' }] });
  });

  it('explains a missing or malformed e-mail', () => {
    expect(parseWith(SubscribeRequestSchema, {})).toMatchObject({
      ok: false,
      issues: [{ path: 'email', message: 'Enter your e-mail address.' }],
    });
    expect(parseWith(SubscribeRequestSchema, { email: 'not-an-email' })).toMatchObject({
      ok: false,
      issues: [{ path: 'email', message: 'Enter a valid e-mail address, like name@example.com.' }],
    });
  });

  it('refuses an empty product list with the spec message', () => {
    expect(parseWith(CreateOrderRequestSchema, { ...validOrder, products: [] })).toMatchObject({
      ok: false,
      issues: [{ path: 'products', message: 'Your cart is empty' }],
    });
  });

  it('requires a credential and the three verification fields', () => {
    expect(parseWith(GoogleSignInRequestSchema, {})).toMatchObject({
      ok: false,
      issues: [{ path: 'credential', message: 'A Google credential is required.' }],
    });
    const verify = parseWith(VerifyPaymentRequestSchema, { razorpay_order_id: 'order_1' });
    expect(verify.ok).toBe(false);
    if (!verify.ok) expect(verify.issues.map((i) => i.path)).toEqual(['razorpay_payment_id', 'razorpay_signature']);
  });

  it('explains a missing customer', () => {
    const { customer: _customer, ...withoutCustomer } = validOrder;
    expect(parseWith(CreateOrderRequestSchema, withoutCustomer)).toMatchObject({
      ok: false,
      issues: [{ path: 'customer', message: 'The customer (name and e-mail) is required.' }],
    });
  });

  it('accepts a valid order and error body', () => {
    expect(parseWith(CreateOrderRequestSchema, validOrder).ok).toBe(true);
    expect(
      ErrorBodySchema.safeParse({
        statusCode: 409,
        error: 'Conflict',
        message: 'Prices changed',
        code: 'AMOUNT_MISMATCH',
        currentAmount: 49_900,
      }).success,
    ).toBe(true);
    expect(
      ErrorBodySchema.safeParse({ statusCode: 400, error: 'Bad Request', message: 'x', code: 'NOPE' }).success,
    ).toBe(false);
  });
});
