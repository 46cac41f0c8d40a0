import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import {
  hmacSha256Hex,
  isValidCheckoutSignature,
  isValidWebhookSignature,
  signaturesMatch,
  signCheckoutPayment,
} from '../src/payments/signatures.js';
import { SimulatedProvider } from '../src/payments/simulated/simulated.provider.js';

const reference = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

describe('payment signatures', () => {
  it('signs order_id|payment_id as a fixed, independently computed vector', () => {
    // Computed with Python's hmac module: hmac.new(b'test_key_secret', b'order_IluGWxBm9U8zJ8|pay_IluGYxBm9U8zJ9', sha256).
    expect(signCheckoutPayment('test_key_secret', 'order_IluGWxBm9U8zJ8', 'pay_IluGYxBm9U8zJ9')).toBe(
      '3ca80f05011a01a038942e1d9fedca129f69749702916356c05c0a4aecf96147',
    );
    expect(
      isValidCheckoutSignature(
        'test_key_secret',
        'order_IluGWxBm9U8zJ8',
        'pay_IluGYxBm9U8zJ9',
        '3ca80f05011a01a038942e1d9fedca129f69749702916356c05c0a4aecf96147',
      ),
    ).toBe(true);
  });

  it('checks a webhook signature over the raw body as a fixed vector', () => {
    expect(
      isValidWebhookSignature(
        'webhook_secret',
        Buffer.from('{"event":"order.paid"}'),
        '197846be0523a5e6052c0ba951311394b73ccab06818f2c9972de893debc7c7a',
      ),
    ).toBe(true);
    // The same JSON with a space is a different body: its signature does not carry over.
    expect(
      isValidWebhookSignature(
        'webhook_secret',
        Buffer.from('{"event": "order.paid"}'),
        '197846be0523a5e6052c0ba951311394b73ccab06818f2c9972de893debc7c7a',
      ),
    ).toBe(false);
  });

  it('agrees with node:crypto on random secrets and ids', () => {
    for (let i = 0; i < 20; i++) {
      const secret = randomBytes(16).toString('hex');
      const orderId = `order_${randomBytes(7).toString('base64url')}`;
      const paymentId = `pay_${randomBytes(7).toString('base64url')}`;
      const expected = reference(secret, `${orderId}|${paymentId}`);
      expect(hmacSha256Hex(secret, `${orderId}|${paymentId}`)).toBe(expected);
      expect(isValidCheckoutSignature(secret, orderId, paymentId, expected)).toBe(true);
    }
  });

  it('refuses forged, truncated, extended, empty, upper-cased, non-string and other-order signatures', () => {
    const secret = 'k3y';
    const good = reference(secret, 'order_A|pay_1');
    const forged = good.slice(0, -1) + (good.endsWith('0') ? '1' : '0');
    for (const bad of [
      forged,
      good.slice(0, 63),
      good.slice(0, 32),
      `${good}0`,
      '',
      good.toUpperCase(),
      reference(secret, 'order_B|pay_1'),
      reference(secret, 'order_A|pay_2'),
      reference('other', 'order_A|pay_1'),
      undefined,
      null,
      42,
    ]) {
      expect(isValidCheckoutSignature(secret, 'order_A', 'pay_1', bad)).toBe(false);
    }
    expect(signaturesMatch(good, good)).toBe(true);
  });

  it('the simulated provider signs exactly as Razorpay does, with its own key secret', async () => {
    const provider = new SimulatedProvider({ keySecret: 'demo-secret' });
    const order = await provider.createOrder({ amount: 49_900, currency: 'INR', receipt: 'r', notes: {} });
    expect(order.id).toMatch(/^order_sim_/);
    const paid = provider.pay(order.id, 'captured');
    const paymentId = paid.payment.id;
    const signature = paid.signature!;
    expect(paid.payment).toMatchObject({
      status: 'captured',
      amount: 49_900,
      currency: 'INR',
      providerOrderId: order.id,
    });
    expect(paymentId).toMatch(/^pay_sim_/);
    expect(signature).toBe(reference('demo-secret', `${order.id}|${paymentId}`));
    expect(provider.verifySignature(order.id, paymentId, signature)).toBe(true);
    expect(new SimulatedProvider().verifySignature(order.id, paymentId, signature)).toBe(false);
  });
});
