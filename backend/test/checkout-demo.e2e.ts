import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOGUE, LibraryResponseSchema, OrderListResponseSchema } from '@profit/contract';
import { cartOf } from './support/checkout.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The whole demo journey through public endpoints only: demo sign-in, order, simulated payment, verify, library. */
describe('demo checkout journey (demo identity + simulated payments)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it('signs in, pays through simulate + verify, then sees the paid order and downloads the guide', async () => {
    expect(test.config.demoIdentity && test.config.simulatedPayments).toBe(true);
    const credential = await test.app.inject({
      method: 'POST',
      url: '/api/auth/demo/credential',
      payload: { name: 'Priya Nair', email: 'priya@example.in' },
    });
    expect(credential.statusCode).toBe(200);
    const signIn = await test.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      payload: { credential: credential.json().credential },
    });
    expect(signIn.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${signIn.json().token}` };

    const product = CATALOGUE[3]!;
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      headers,
      payload: cartOf([product.id]),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      amount: 49_900,
      currency: 'INR',
      keyId: 'simulated',
      provider: 'simulated',
    });

    const payment = await test.app.inject({
      method: 'POST',
      url: '/api/payments/simulate',
      headers,
      payload: { razorpay_order_id: created.json().id, outcome: 'success' },
    });
    const { outcome: _outcome, ...verifyBody } = payment.json();
    const verified = await test.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers,
      payload: verifyBody,
    });
    expect(verified.json()).toEqual({ success: true, orderId: created.json().orderId });

    const { orders } = OrderListResponseSchema.parse(
      (await test.app.inject({ method: 'GET', url: '/api/orders', headers })).json(),
    );
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      id: created.json().orderId,
      status: 'paid',
      amount: 49_900,
      lines: [{ productId: product.id, title: product.title, price: 49_900 }],
    });

    const { items } = LibraryResponseSchema.parse(
      (await test.app.inject({ method: 'GET', url: '/api/library', headers })).json(),
    );
    expect(items.map((item) => item.product.id)).toEqual([product.id]);
    const download = await test.app.inject({ method: 'GET', url: `/api${items[0]!.downloadPath}`, headers });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
