import { describe, expect, it } from 'vitest';
import { parseWith } from '../validation.js';
import { DemoCredentialRequestSchema } from './auth.js';
import { VerifyPaymentRequestSchema, WebhookEventSchema } from './payments.js';
import { SubscribeRequestSchema } from './subscriptions.js';
import { isPlainText } from './text.js';

describe('control characters', () => {
  it('are refused in ids, names and e-mail addresses, naming the field', () => {
    const verify = parseWith(VerifyPaymentRequestSchema, {
      razorpay_order_id: 'order_\u0000',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    });
    expect(verify).toMatchObject({
      ok: false,
      issues: [{ path: 'razorpay_order_id', message: 'razorpay_order_id must not contain control characters.' }],
    });
    const demo = parseWith(DemoCredentialRequestSchema, { name: 'Asha\u0000', email: 'asha@example.in' });
    expect(demo).toMatchObject({
      ok: false,
      issues: [{ path: 'name', message: 'Your name must not contain control characters.' }],
    });
    expect(parseWith(SubscribeRequestSchema, { email: 'a\u001b@example.in' }).ok).toBe(false);
    expect(
      parseWith(WebhookEventSchema, {
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_\u0000' } } },
      }).ok,
    ).toBe(false);
  });

  it('leave printable unicode alone: names in Devanagari, emoji, accents', () => {
    expect(isPlainText('प्रिया शर्मा 🚀 Zoë')).toBe(true);
    expect(parseWith(DemoCredentialRequestSchema, { name: 'प्रिया', email: 'priya@example.in' }).ok).toBe(true);
    for (const control of ['\u0000', '\n', '\t', '\u007f', '\u0085', '\u009f'])
      expect(isPlainText(`a${control}`)).toBe(false);
  });
});
