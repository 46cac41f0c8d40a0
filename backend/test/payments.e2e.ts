import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOGUE, CHECKOUT_MESSAGES, ORDER_FAILURE_MESSAGES, PAYMENT_MESSAGES } from '@profit/contract';
import { eq } from 'drizzle-orm';
import { orderLines, orders, payments } from '../src/database/schema.js';
import { PAYMENT_PROVIDER } from '../src/payments/payment-provider.js';
import type { SimulatedProvider } from '../src/payments/simulated/simulated.provider.js';
import { buyAndPay, cartOf, createOrder, hmacHex, payWithSimulator, startCheckoutApp } from './support/checkout.js';
import type { TestApp } from './support/test-app.js';
import { JobsService } from '../src/jobs/jobs.service.js';
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
      const ids = [CATALOGUE[0]!.id, CATALOGUE[3]!.id, CATALOGUE[5]!.id];
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

    it('refuses a product twice in one order with 400 DUPLICATE_PRODUCT, and stores nothing', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const product = CATALOGUE[2]!;
      const response = await post(
        '/api/payments/create-order',
        user,
        cartOf([product.id, CATALOGUE[3]!.id, product.id]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'DUPLICATE_PRODUCT',
        message: CHECKOUT_MESSAGES.duplicateProduct([product.title]),
      });
      expect(await test.database.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(0);
    });

    it('refuses a product the shopper already owns with 409 ALREADY_OWNED, but sells it again once refunded', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const [owned, other] = [CATALOGUE[4]!, CATALOGUE[5]!];
      const paid = await buyAndPay(test.app, user, cartOf([owned.id]));
      const response = await post('/api/payments/create-order', user, cartOf([other.id, owned.id]));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'ALREADY_OWNED',
        message: `You already own "${owned.title}": it is in your library. Please remove it from your cart.`,
        productIds: [owned.id],
      });
      expect(await test.database.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
      const [row] = await test.database.db.select().from(orders).where(eq(orders.id, paid.orderId));
      await provider.refundPayment(row!.paymentId!, 49_900, {});
      await test.database.db
        .update(orders)
        .set({ status: 'refunded', amountRefunded: 49_900 })
        .where(eq(orders.id, paid.orderId));
      expect((await post('/api/payments/create-order', user, cartOf([owned.id]))).statusCode).toBe(201);
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
    it('confirms the payment with the provider and marks the order paid, with the payment id and time', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, user);
      const body = payWithSimulator(provider, created.id);
      const response = await post('/api/payments/verify', user, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, orderId: created.orderId });
      const row = await orderRow(created.orderId);
      expect(row).toMatchObject({ status: 'paid', paymentId: body.razorpay_payment_id, failureReason: null });
      expect(row.paidAt).toBeInstanceOf(Date);
      expect(await test.database.db.select().from(payments).where(eq(payments.orderId, created.orderId))).toEqual([
        expect.objectContaining({
          id: body.razorpay_payment_id,
          amount: 49_900,
          currency: 'INR',
          status: 'captured',
          extra: false,
        }),
      ]);
    });

    it('does not mark paid a genuinely signed payment the provider does not know', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, user);
      const response = await post('/api/payments/verify', user, {
        razorpay_order_id: created.id,
        razorpay_payment_id: 'pay_never_made',
        razorpay_signature: hmacHex(provider.keySecret, `${created.id}|pay_never_made`),
      });
      expect(response.json()).toEqual({
        success: false,
        code: 'PAYMENT_MISMATCH',
        error: PAYMENT_MESSAGES.mismatch,
        orderId: created.orderId,
      });
      expect((await orderRow(created.orderId)).status).toBe('created');
    });

    it('answers a payment authorised but not captured (automatic capture pending) as pending, not paid', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, user);
      const body = payWithSimulator(provider, created.id, 'authorized');
      expect((await post('/api/payments/verify', user, body)).json()).toEqual({
        success: false,
        code: 'PAYMENT_PENDING',
        error: PAYMENT_MESSAGES.pending,
        orderId: created.orderId,
      });
      expect(await orderRow(created.orderId)).toMatchObject({ status: 'attempted', paymentId: null, paidAt: null });
      const download = await test.app.inject({
        method: 'GET',
        url: `/api/library/${CATALOGUE[0]!.id}/download`,
        headers: user.headers,
      });
      expect(download.statusCode).toBe(403);
      // The account captures it: the same verify now pays the order.
      await provider.capturePayment(body.razorpay_payment_id, 49_900, 'INR');
      expect((await post('/api/payments/verify', user, body)).json()).toEqual({
        success: true,
        orderId: created.orderId,
      });
      expect((await orderRow(created.orderId)).status).toBe('paid');
    });

    it('answers success again for the same payment and changes nothing', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, user);
      const body = payWithSimulator(provider, created.id);
      await post('/api/payments/verify', user, body);
      const before = await orderRow(created.orderId);
      const again = await post('/api/payments/verify', user, body);
      expect(again.json()).toEqual({ success: true, orderId: created.orderId });
      expect(await orderRow(created.orderId)).toEqual(before);
    });

    it('records a second genuine payment of a paid order, refunds it in full through the provider, and the order says so', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, user);
      const first = payWithSimulator(provider, created.id);
      const second = payWithSimulator(provider, created.id);
      expect((await post('/api/payments/verify', user, first)).json()).toMatchObject({ success: true });
      const answer = await post('/api/payments/verify', user, second);
      expect(answer.json()).toEqual({
        success: false,
        code: 'SECOND_PAYMENT_REFUNDED',
        error: PAYMENT_MESSAGES.secondPaymentRefunded(49_900),
        orderId: created.orderId,
      });
      // The refund is a job: made after the answer, by the worker.
      expect(await provider.fetchPayment(second.razorpay_payment_id)).toMatchObject({ status: 'captured' });
      await test.app.get(JobsService).runDue();
      expect(await provider.fetchPayment(second.razorpay_payment_id)).toMatchObject({
        status: 'refunded',
        amountRefunded: 49_900,
      });
      expect(await provider.fetchPayment(first.razorpay_payment_id)).toMatchObject({
        status: 'captured',
        amountRefunded: 0,
      });
      expect(await orderRow(created.orderId)).toMatchObject({ status: 'paid', paymentId: first.razorpay_payment_id });
      const order = (
        await test.app.inject({ method: 'GET', url: `/api/orders/${created.orderId}`, headers: user.headers })
      ).json();
      expect(order.extraPayments).toEqual([
        {
          paymentId: second.razorpay_payment_id,
          amount: 49_900,
          status: 'refunded',
          message: 'We received a second payment of Rs 499.00 for this order and refunded it to you in full.',
        },
      ]);
      // Replaying the second payment neither refunds it again nor changes the order.
      expect((await post('/api/payments/verify', user, second)).json()).toMatchObject({
        code: 'SECOND_PAYMENT_REFUNDED',
      });
      expect(await provider.fetchPayment(second.razorpay_payment_id)).toMatchObject({ amountRefunded: 49_900 });
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
      expect(response.json()).toEqual({
        success: false,
        code: 'INVALID_SIGNATURE',
        error: 'Invalid payment signature',
      });
      expect(await orderRow(created.orderId)).toEqual(before);
    });

    it("refuses a genuine signature of another of the caller's orders", async () => {
      const user = await createSignedInUser(test.app, test.database);
      const first = await createOrder(test.app, user);
      const second = await createOrder(test.app, user, cartOf([CATALOGUE[1]!.id]));
      const paid = payWithSimulator(provider, first.id);
      const response = await post('/api/payments/verify', user, { ...paid, razorpay_order_id: second.id });
      expect(response.json()).toMatchObject({ success: false, code: 'INVALID_SIGNATURE' });
      expect((await orderRow(second.orderId)).status).toBe('created');
    });

    it("answers 404 for someone else's order, even with a genuine signature, and leaves it unpaid", async () => {
      const owner = await createSignedInUser(test.app, test.database);
      const intruder = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, owner);
      const response = await post('/api/payments/verify', intruder, payWithSimulator(provider, created.id));
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

    it('answers a declined payment, records a code and message for the shopper apart from the detail, and a later payment still goes through', async () => {
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
        failureCode: 'PAYMENT_DECLINED',
        failureReason: expect.stringMatching(
          /^Payment pay_sim_\S+ failed: Your payment was declined by the bank \(simulated\)\.$/,
        ),
      });
      const order = (
        await test.app.inject({ method: 'GET', url: `/api/orders/${created.orderId}`, headers: user.headers })
      ).json();
      expect(order.failure).toEqual({ code: 'PAYMENT_DECLINED', message: ORDER_FAILURE_MESSAGES.PAYMENT_DECLINED });
      expect(JSON.stringify(order)).not.toContain('simulated');
      const retry = (
        await post('/api/payments/simulate', user, { razorpay_order_id: created.id, outcome: 'success' })
      ).json();
      const { outcome: _outcome, ...verifyBody } = retry;
      expect((await post('/api/payments/verify', user, verifyBody)).json()).toMatchObject({ success: true });
      expect(await orderRow(created.orderId)).toMatchObject({ status: 'paid', failureReason: null, failureCode: null });
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
