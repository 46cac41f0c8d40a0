import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOGUE } from '@profit/contract';
import { eq } from 'drizzle-orm';
import { orderLines, orders } from '../src/database/schema.js';
import { PAYMENT_PROVIDER } from '../src/payments/payment-provider.js';
import type { SimulatedProvider } from '../src/payments/simulated.provider.js';
import { cartOf, createOrder, hmacHex, startCheckoutApp } from './support/checkout.js';
import type { TestApp } from './support/test-app.js';
import { createSignedInUser, type TestUser } from './support/users.js';

/** Checkout in demo mode (simulated provider) on embedded PGlite: create-order, verify, simulate. */
describe('payments: create-order, verify and simulate (simulated provider)', () => {
  let test: TestApp;
  let provider: SimulatedProvider;
  const post = (url: string, user: TestUser | undefined, payload: unknown) =>
    test.app.inject({ method: 'POST', url, headers: user?.headers ?? {}, payload: payload as object });
  const orderRow = async (orderId: string) =>
    (await test.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  beforeAll(async () => {
    test = await startCheckoutApp();
    provider = test.app.get(PAYMENT_PROVIDER);
  });
  afterAll(async () => {
    await test.close();
  });

  describe('POST /api/payments/create-order', () => {
    it('prices the order from the catalogue and stores it with its lines, for the signed-in user whatever the body claims', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const ids = [CATALOGUE[0]!.id, CATALOGUE[3]!.id, CATALOGUE[0]!.id];
      const body = cartOf(ids, { name: 'Someone Else', email: 'someone@else.in' });
      body.products[1]!.name = 'A name the client made up';
      const response = await post('/api/payments/create-order', user, body);
      expect(response.statusCode).toBe(201);
      const created = response.json();
      expect(created).toEqual({
        id: expect.stringMatching(/^order_sim_/),
        amount: 149_700,
        currency: 'INR',
        orderId: expect.any(String),
        keyId: 'simulated',
        provider: 'simulated',
      });
      const row = await orderRow(created.orderId);
      expect(row).toMatchObject({
        userId: user.id,
        status: 'created',
        amount: 149_700,
        currency: 'INR',
        provider: 'simulated',
        providerOrderId: created.id,
        paymentId: null,
        paidAt: null,
      });
      const lines = await test.database.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, created.orderId))
        .orderBy(orderLines.position);
      expect(lines.map((l) => [l.productId, l.title, l.price])).toEqual(
        ids.map((id) => [id, CATALOGUE.find((p) => p.id === id)!.title, 49_900]),
      );
    });

    it('refuses a caller without a session (401)', async () => {
      const response = await post('/api/payments/create-order', undefined, cartOf());
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
    });

    it('refuses a lower amount with 409 AMOUNT_MISMATCH, the server total and a message, and stores nothing', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const body = { ...cartOf([CATALOGUE[1]!.id, CATALOGUE[2]!.id]), amount: 100 };
      const response = await post('/api/payments/create-order', user, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        code: 'AMOUNT_MISMATCH',
        currentAmount: 99_800,
        message:
          'Prices have changed since these items were added to your cart. The current total is Rs 998.00; please review your cart and pay again.',
      });
      expect(await test.database.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(0);
    });

    it('refuses a line price different from the catalogue even when the amount adds up (409)', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const body = cartOf([CATALOGUE[1]!.id, CATALOGUE[2]!.id]);
      body.products[0]!.price = 100;
      body.products[1]!.price = 99_700;
      const response = await post('/api/payments/create-order', user, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'AMOUNT_MISMATCH', currentAmount: 99_800 });
    });

    it('refuses an unknown product with 400 UNKNOWN_PRODUCT naming it', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const body = cartOf();
      body.products.push({ productId: 'free-money-course', name: 'Free money', price: 0, quantity: 1 });
      const response = await post('/api/payments/create-order', user, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'UNKNOWN_PRODUCT',
        message: 'We do not sell "free-money-course". Please remove it from your cart.',
      });
    });

    it.each([
      ['an empty cart', { ...cartOf(), products: [] }, 'products: Your cart is empty'],
      [
        'a currency other than INR',
        { ...cartOf(), currency: 'USD' },
        'currency: Payments are taken in Indian rupees only: currency must be INR.',
      ],
      [
        'a quantity other than 1',
        { ...cartOf(), products: [{ ...cartOf().products[0]!, quantity: 2 }] },
        'products.0.quantity: Each product is sold one unit per line: quantity must be 1.',
      ],
      ['a fractional amount', { ...cartOf(), amount: 499.5 }, 'amount: The amount must be a whole number of paise.'],
      [
        'a customer without a name',
        { ...cartOf(), customer: { email: 'a@b.in' } },
        'customer.name: The customer needs a name.',
      ],
    ])('refuses %s with 400 and a message', async (_what, body, message) => {
      const user = await createSignedInUser(test.app, test.database);
      const response = await post('/api/payments/create-order', user, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining(message) });
    });

    it('refuses a body that is not JSON with 400 MALFORMED_JSON', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/payments/create-order',
        headers: { ...user.headers, 'content-type': 'application/json' },
        payload: '{"amount": 49900,',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' });
    });
  });

  describe('POST /api/payments/verify', () => {
    it('marks the order paid for a genuine signature, with the payment id and time', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, user);
      const paymentId = 'pay_genuine_1';
      const response = await post('/api/payments/verify', user, {
        razorpay_order_id: created.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmacHex(provider.keySecret, `${created.id}|${paymentId}`),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, orderId: created.orderId });
      const row = await orderRow(created.orderId);
      expect(row).toMatchObject({ status: 'paid', paymentId, failureReason: null });
      expect(row.paidAt).toBeInstanceOf(Date);
    });

    it('answers success again for the same payment and changes nothing', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, user);
      const body = {
        razorpay_order_id: created.id,
        razorpay_payment_id: 'pay_twice',
        razorpay_signature: hmacHex(provider.keySecret, `${created.id}|pay_twice`),
      };
      await post('/api/payments/verify', user, body);
      const before = await orderRow(created.orderId);
      const again = await post('/api/payments/verify', user, body);
      expect(again.json()).toEqual({ success: true, orderId: created.orderId });
      expect(await orderRow(created.orderId)).toEqual(before);
    });

    it.each([
      ['forged', (good: string) => good.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'))],
      ['truncated', (good: string) => good.slice(0, 40)],
      ['empty', () => ''],
      ['signed with another key', (_good: string, orderId: string) => hmacHex('not-the-secret', `${orderId}|pay_x`)],
    ])('answers success false for a %s signature and changes nothing', async (_what, signatureOf) => {
      const user = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, user);
      const good = hmacHex(provider.keySecret, `${created.id}|pay_x`);
      const before = await orderRow(created.orderId);
      const response = await post('/api/payments/verify', user, {
        razorpay_order_id: created.id,
        razorpay_payment_id: 'pay_x',
        razorpay_signature: signatureOf(good, created.id),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: false, error: 'Invalid payment signature' });
      expect(await orderRow(created.orderId)).toEqual(before);
    });

    it("refuses a genuine signature of another of the caller's orders", async () => {
      const user = await createSignedInUser(test.app, test.database);
      const first = await createOrder(test.app, user);
      const second = await createOrder(test.app, user);
      const response = await post('/api/payments/verify', user, {
        razorpay_order_id: second.id,
        razorpay_payment_id: 'pay_1',
        razorpay_signature: hmacHex(provider.keySecret, `${first.id}|pay_1`),
      });
      expect(response.json()).toEqual({ success: false, error: 'Invalid payment signature' });
      expect((await orderRow(second.orderId)).status).toBe('created');
    });

    it("answers 404 for someone else's order, even with a genuine signature, and leaves it unpaid", async () => {
      const owner = await createSignedInUser(test.app, test.database);
      const intruder = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, owner);
      const response = await post('/api/payments/verify', intruder, {
        razorpay_order_id: created.id,
        razorpay_payment_id: 'pay_i',
        razorpay_signature: hmacHex(provider.keySecret, `${created.id}|pay_i`),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'We could not find that order.' });
      expect((await orderRow(created.orderId)).status).toBe('created');
    });

    it('answers 404 for an unknown order and 400 for a body missing fields', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const unknown = await post('/api/payments/verify', user, {
        razorpay_order_id: 'order_nope',
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'x',
      });
      expect(unknown.statusCode).toBe(404);
      const missing = await post('/api/payments/verify', user, { razorpay_order_id: 'order_nope' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringContaining('razorpay_payment_id is required.'),
      });
    });
  });

  describe('POST /api/payments/simulate (demo mode)', () => {
    it('answers a signed payment that verify accepts', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, user);
      const simulated = await post('/api/payments/simulate', user, {
        razorpay_order_id: created.id,
        outcome: 'success',
      });
      expect(simulated.statusCode).toBe(200);
      const payment = simulated.json();
      expect(payment).toEqual({
        outcome: 'success',
        razorpay_order_id: created.id,
        razorpay_payment_id: expect.stringMatching(/^pay_sim_/),
        razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      const { outcome: _outcome, ...verifyBody } = payment;
      expect((await post('/api/payments/verify', user, verifyBody)).json()).toEqual({
        success: true,
        orderId: created.orderId,
      });
      expect((await orderRow(created.orderId)).status).toBe('paid');
    });

    it('answers a declined payment, records the failure, and a later genuine payment still goes through', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, user);
      const declined = await post('/api/payments/simulate', user, {
        razorpay_order_id: created.id,
        outcome: 'failure',
      });
      expect(declined.json()).toEqual({
        outcome: 'failure',
        error: { code: 'BAD_REQUEST_ERROR', description: 'Your payment was declined by the bank (simulated).' },
      });
      expect(await orderRow(created.orderId)).toMatchObject({
        status: 'failed',
        failureReason: 'BAD_REQUEST_ERROR: Your payment was declined by the bank (simulated).',
      });
      const retry = (
        await post('/api/payments/simulate', user, { razorpay_order_id: created.id, outcome: 'success' })
      ).json();
      const { outcome: _outcome, ...verifyBody } = retry;
      expect((await post('/api/payments/verify', user, verifyBody)).json()).toMatchObject({ success: true });
      expect(await orderRow(created.orderId)).toMatchObject({ status: 'paid', failureReason: null });
    });

    it('never marks a paid order failed', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, user);
      const { outcome: _outcome, ...verifyBody } = (
        await post('/api/payments/simulate', user, { razorpay_order_id: created.id, outcome: 'success' })
      ).json();
      await post('/api/payments/verify', user, verifyBody);
      await post('/api/payments/simulate', user, { razorpay_order_id: created.id, outcome: 'failure' });
      expect((await orderRow(created.orderId)).status).toBe('paid');
    });

    it("answers 404 for someone else's order", async () => {
      const owner = await createSignedInUser(test.app, test.database);
      const intruder = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, owner);
      const response = await post('/api/payments/simulate', intruder, {
        razorpay_order_id: created.id,
        outcome: 'success',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'We could not find that order.' });
    });
  });
});
