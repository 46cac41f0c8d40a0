import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOGUE } from '@profit/contract';
import { eq } from 'drizzle-orm';
import { orders, webhookEvents } from '../src/database/schema.js';
import { PAYMENT_PROVIDER } from '../src/payments/payment-provider.js';
import { ReconciliationService } from '../src/payments/reconciliation.service.js';
import type { SimulatedProvider } from '../src/payments/simulated/simulated.provider.js';
import { cartOf, createOrder, startCheckoutApp, verify } from './support/checkout.js';
import { describeOnPostgres, type DatabaseKind, type TestApp } from './support/test-app.js';
import { createSignedInUser, type TestUser } from './support/users.js';

/**
 * Demo mode end to end: the simulated provider speaks Razorpay's states and sends its signed
 * events over HTTP to the shop's own webhook route, so every payment path runs without Razorpay.
 */
function simulatedProviderSuite(kind: DatabaseKind, capture: 'auto' | 'manual') {
  let test: TestApp;
  let provider: SimulatedProvider;
  const orderRow = async (orderId: string) =>
    (await test.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const simulate = (user: TestUser, providerOrderId: string, outcome: 'success' | 'authorized' | 'failure') =>
    test.app.inject({
      method: 'POST',
      url: '/api/payments/simulate',
      headers: user.headers,
      payload: { razorpay_order_id: providerOrderId, outcome },
    });
  const download = (user: TestUser, productId: string) =>
    test.app.inject({ method: 'GET', url: `/api/library/${productId}/download`, headers: user.headers });

  beforeAll(async () => {
    test = await startCheckoutApp({ database: kind, env: { RAZORPAY_CAPTURE: capture } });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    provider = test.app.get(PAYMENT_PROVIDER);
    const { port } = test.app.getHttpServer().address() as { port: number };
    provider.webhookUrl = `http://127.0.0.1:${port}/api/payments/webhook`;
  });
  afterAll(async () => {
    await provider.settled();
    await test.close();
  });

  if (capture === 'auto') {
    it("pays an order by the provider's signed events alone, when the shopper's verify never comes", async () => {
      const user = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, user);
      const paid = await simulate(user, created.id, 'success');
      await provider.settled();
      const row = await orderRow(created.orderId);
      expect(row).toMatchObject({ status: 'paid', paymentId: paid.json().razorpay_payment_id });
      const events = await test.database.db.select().from(webhookEvents);
      const mine = events.filter((e) => e.eventId.startsWith('evt_sim_'));
      expect(mine.map((e) => e.event)).toEqual(
        expect.arrayContaining(['payment.authorized', 'payment.captured', 'order.paid']),
      );
      expect((await download(user, CATALOGUE[0]!.id)).statusCode).toBe(200);
    });

    it('a payment authorised only leaves the order attempted until the account captures it', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, user);
      const body = (await simulate(user, created.id, 'authorized')).json();
      await provider.settled();
      expect((await orderRow(created.orderId)).status).toBe('attempted');
      await provider.capturePayment(body.razorpay_payment_id, 49_900, 'INR');
      await provider.settled();
      expect((await orderRow(created.orderId)).status).toBe('paid');
    });

    it('a refund made at the provider reaches the shop by its event and takes back the download', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, user, cartOf([CATALOGUE[3]!.id]));
      const { outcome: _outcome, ...body } = (await simulate(user, created.id, 'success')).json();
      expect((await verify(test.app, user, body)).json()).toMatchObject({ success: true });
      await provider.refundPayment(body.razorpay_payment_id, 49_900, {});
      await provider.settled();
      expect(await orderRow(created.orderId)).toMatchObject({ status: 'refunded', amountRefunded: 49_900 });
      expect((await download(user, CATALOGUE[3]!.id)).statusCode).toBe(403);
    });

    it('a dispute raised and lost at the provider refunds the order', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, user, cartOf([CATALOGUE[5]!.id]));
      const { outcome: _outcome, ...body } = (await simulate(user, created.id, 'success')).json();
      await provider.settled();
      const dispute = provider.openDispute(body.razorpay_payment_id);
      await provider.settled();
      expect((await orderRow(created.orderId)).status).toBe('disputed');
      provider.resolveDispute(body.razorpay_payment_id, dispute, 'lost');
      await provider.settled();
      expect((await orderRow(created.orderId)).status).toBe('refunded');
    });

    it('reconciles an order paid while the events could not be delivered and the verify never came', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, user, cartOf([CATALOGUE[6]!.id]));
      const url = provider.webhookUrl;
      provider.webhookUrl = undefined;
      try {
        await simulate(user, created.id, 'success');
      } finally {
        provider.webhookUrl = url;
      }
      expect((await orderRow(created.orderId)).status).toBe('created');
      await test.app.get(ReconciliationService).runOnce({ afterMinutes: 0 });
      expect((await orderRow(created.orderId)).status).toBe('paid');
    });
  } else {
    it('captures an authorised payment itself when the account does not, and pays the order once', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, user);
      const { outcome: _outcome, ...body } = (await simulate(user, created.id, 'success')).json();
      expect(await provider.fetchPayment(body.razorpay_payment_id)).toMatchObject({ status: 'authorized' });
      expect((await verify(test.app, user, body)).json()).toEqual({ success: true, orderId: created.orderId });
      expect(await provider.fetchPayment(body.razorpay_payment_id)).toMatchObject({ status: 'captured' });
      await provider.settled();
      expect(await orderRow(created.orderId)).toMatchObject({ status: 'paid', paymentId: body.razorpay_payment_id });
    });
  }
}

describe('simulated provider, automatic capture', () => simulatedProviderSuite('pglite', 'auto'));
describe('simulated provider, manual capture', () => simulatedProviderSuite('pglite', 'manual'));
describeOnPostgres('simulated provider, automatic capture', () => simulatedProviderSuite('postgres', 'auto'));
