import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { orders, payments, webhookEvents } from '../src/database/schema.js';
import { CATALOGUE } from '@profit/contract';
import { PAYMENT_PROVIDER } from '../src/payments/payment-provider.js';
import type { SimulatedProvider } from '../src/payments/simulated/simulated.provider.js';
import { createOrder, hmacHex, signedWebhook, startCheckoutApp } from './support/checkout.js';
import { describeOnPostgres, type DatabaseKind, type TestApp } from './support/test-app.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { createSignedInUser, type TestUser } from './support/users.js';

const paymentEntity = (providerOrderId: string, paymentId: string, extra: object = {}) => ({
  entity: { id: paymentId, entity: 'payment', amount: 49_900, currency: 'INR', order_id: providerOrderId, ...extra },
});
const orderPaid = (providerOrderId: string, paymentId: string) => ({
  entity: 'event',
  event: 'order.paid',
  contains: ['payment', 'order'],
  payload: {
    payment: paymentEntity(providerOrderId, paymentId, { status: 'captured' }),
    order: { entity: { id: providerOrderId, entity: 'order', amount: 49_900, status: 'paid' } },
  },
  created_at: 1_700_000_000,
});
const paymentCaptured = (providerOrderId: string, paymentId: string) => ({
  entity: 'event',
  event: 'payment.captured',
  contains: ['payment'],
  payload: { payment: paymentEntity(providerOrderId, paymentId, { status: 'captured' }) },
});
const paymentAuthorized = (providerOrderId: string, paymentId: string) => ({
  entity: 'event',
  event: 'payment.authorized',
  contains: ['payment'],
  payload: { payment: paymentEntity(providerOrderId, paymentId, { status: 'authorized' }) },
});
const paymentFailed = (providerOrderId: string, paymentId: string, description: string) => ({
  entity: 'event',
  event: 'payment.failed',
  contains: ['payment'],
  payload: {
    payment: paymentEntity(providerOrderId, paymentId, {
      status: 'failed',
      error_code: 'BAD_REQUEST_ERROR',
      error_description: description,
    }),
  },
});

function webhookSuite(kind: DatabaseKind) {
  let test: TestApp;
  let secret: string;
  const deliver = (
    event: object,
    eventId: string = `evt_${randomUUID()}`,
    sign: (payload: string) => string | undefined = (p) => hmacHex(secret, p),
  ) => {
    const payload = JSON.stringify(event);
    const signature = sign(payload);
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-razorpay-event-id': eventId };
    if (signature !== undefined) headers['x-razorpay-signature'] = signature;
    return test.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload });
  };
  const orderRow = async (orderId: string) =>
    (await test.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const newOrder = async () => createOrder(test.app, await createSignedInUser(test.app, test.database));

  beforeAll(async () => {
    test = await startCheckoutApp({ database: kind });
    secret = test.app.get<SimulatedProvider>(PAYMENT_PROVIDER).webhookSecret;
  });
  afterAll(async () => {
    await test.close();
  });

  it('marks the order paid on order.paid, without a session', async () => {
    const created = await newOrder();
    const response = await deliver(orderPaid(created.id, 'pay_wh_1'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'paid', paymentId: 'pay_wh_1' });
  });

  it('marks the order paid on payment.captured', async () => {
    const created = await newOrder();
    await deliver(paymentCaptured(created.id, 'pay_wh_2'));
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'paid', paymentId: 'pay_wh_2' });
  });

  it('records the reason of payment.failed, and a paid order never goes back', async () => {
    const created = await newOrder();
    await deliver(paymentFailed(created.id, 'pay_wh_3', 'Your payment has been cancelled.'));
    expect(await orderRow(created.orderId)).toMatchObject({
      status: 'failed',
      failureReason: expect.stringMatching(/^Payment pay_wh_3 failed: Your payment has been cancelled\.$/),
    });
    await deliver(orderPaid(created.id, 'pay_wh_4'));
    expect((await orderRow(created.orderId)).status).toBe('paid');
    await deliver(paymentFailed(created.id, 'pay_wh_5', 'Late failure'));
    expect(await orderRow(created.orderId)).toMatchObject({
      status: 'paid',
      paymentId: 'pay_wh_4',
      failureReason: null,
    });
  });

  it('processes an event id once: a replay (even with another signed body) changes nothing', async () => {
    const created = await newOrder();
    const eventId = `evt_${randomUUID()}`;
    expect((await deliver(paymentFailed(created.id, 'pay_r1', 'First reason'), eventId)).statusCode).toBe(200);
    const before = await orderRow(created.orderId);
    expect((await deliver(paymentFailed(created.id, 'pay_r1', 'First reason'), eventId)).statusCode).toBe(200);
    expect((await deliver(orderPaid(created.id, 'pay_r2'), eventId)).statusCode).toBe(200);
    expect(await orderRow(created.orderId)).toEqual(before);
    expect(await test.database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId))).toHaveLength(
      1,
    );
  });

  it("records, once each, the events of a payment that has already paid its order; another payment's capture is still a second charge", async () => {
    const created = await newOrder();
    await deliver(orderPaid(created.id, 'pay_settled'));
    const paid = await orderRow(created.orderId);
    const capturedId = `evt_${randomUUID()}`;
    const authorizedId = `evt_${randomUUID()}`;
    const authorized = paymentAuthorized(created.id, 'pay_settled');
    for (let i = 0; i < 2; i++) {
      expect((await deliver(paymentCaptured(created.id, 'pay_settled'), capturedId)).statusCode).toBe(200);
      expect((await deliver(authorized, authorizedId)).statusCode).toBe(200);
    }
    expect(await orderRow(created.orderId)).toEqual(paid);
    const recorded = await test.database.db
      .select({ eventId: webhookEvents.eventId, event: webhookEvents.event, outcome: webhookEvents.outcome })
      .from(webhookEvents)
      .where(eq(webhookEvents.paymentId, 'pay_settled'));
    expect(recorded).toEqual(
      expect.arrayContaining([
        { eventId: capturedId, event: 'payment.captured', outcome: 'already_paid' },
        { eventId: authorizedId, event: 'payment.authorized', outcome: 'already_paid' },
      ]),
    );
    expect(recorded).toHaveLength(3);

    // The same order's capture by another payment is not "settled": it is recorded as a second charge.
    await deliver(paymentCaptured(created.id, 'pay_other'));
    const [other] = await test.database.db
      .select({ outcome: webhookEvents.outcome })
      .from(webhookEvents)
      .where(eq(webhookEvents.paymentId, 'pay_other'));
    expect(other?.outcome).toBe('extra');
    expect(await test.database.db.select().from(payments).where(eq(payments.id, 'pay_other'))).toHaveLength(1);
  });

  it("applies a payment's authorised, captured and order-paid events arriving at once, for many orders (no deadlock)", async () => {
    const created = await Promise.all(Array.from({ length: 24 }, () => newOrder()));
    const answers = await Promise.all(
      created.flatMap(({ id }, i) => [
        deliver(paymentAuthorized(id, `pay_race_${i}`)),
        deliver(paymentCaptured(id, `pay_race_${i}`)),
        deliver(orderPaid(id, `pay_race_${i}`)),
      ]),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(answers.length).fill(200));
    for (const [i, { orderId }] of created.entries())
      expect(await orderRow(orderId)).toMatchObject({ status: 'paid', paymentId: `pay_race_${i}` });
  });

  it('processes 20 concurrent deliveries of one event id exactly once', async () => {
    const created = await newOrder();
    const eventId = `evt_${randomUUID()}`;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => deliver(paymentFailed(created.id, 'pay_dup', 'Declined'), eventId)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await test.database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId))).toHaveLength(
      1,
    );
    expect(await orderRow(created.orderId)).toMatchObject({
      status: 'failed',
      failureReason: 'Payment pay_dup failed: Declined',
      failureCode: 'PAYMENT_DECLINED',
    });
  });

  it('acknowledges a genuine event for an unknown order and changes nothing', async () => {
    const countBefore = (await test.database.db.select().from(orders)).length;
    const response = await deliver(orderPaid('order_unknown123', 'pay_u'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const after = await test.database.db.select().from(orders);
    expect(after).toHaveLength(countBefore);
    expect(after.some((row) => row.paymentId === 'pay_u')).toBe(false);
  });

  it.each([
    ['missing', () => undefined],
    ['empty', () => ''],
    ['signed with another secret', (payload: string) => hmacHex('not-the-webhook-secret', payload)],
    ['signed over another body', (payload: string) => hmacHex('x', `${payload} `)],
    ['truncated', (payload: string) => hmacHex(secret, payload).slice(0, 63)],
  ])('refuses a %s signature with 400 and changes nothing', async (_what, sign) => {
    const created = await newOrder();
    const eventId = `evt_${randomUUID()}`;
    const response = await deliver(orderPaid(created.id, 'pay_forged'), eventId, sign);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_SIGNATURE',
      message: 'The webhook signature is missing or does not match the body.',
    });
    expect((await orderRow(created.orderId)).status).toBe('created');
    expect(await test.database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId))).toHaveLength(
      0,
    );
  });

  it('checks the signature over the raw bytes, not re-serialised JSON', async () => {
    const created = await newOrder();
    const compact = JSON.stringify(orderPaid(created.id, 'pay_raw'));
    const spaced = JSON.stringify(orderPaid(created.id, 'pay_raw'), null, 2);
    const headers = { 'content-type': 'application/json', 'x-razorpay-event-id': `evt_${randomUUID()}` };
    const refused = await test.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { ...headers, 'x-razorpay-signature': hmacHex(secret, compact) },
      payload: spaced,
    });
    expect(refused.statusCode).toBe(400);
    const accepted = await test.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { ...headers, 'x-razorpay-signature': hmacHex(secret, spaced) },
      payload: spaced,
    });
    expect(accepted.statusCode).toBe(200);
    expect((await orderRow(created.orderId)).status).toBe('paid');
  });

  it.each([
    ['a smaller amount', { amount: 100 }],
    ['another currency', { currency: 'USD' }],
    ['a smaller amount in another currency', { amount: 100, currency: 'USD' }],
  ])(
    'refuses a signed payment.captured of %s: acknowledged, the order stays unpaid, the refusal kept',
    async (_what, change) => {
      const created = await newOrder();
      const eventId = `evt_${randomUUID()}`;
      const event = paymentCaptured(created.id, 'pay_tampered');
      Object.assign(event.payload.payment.entity, change);
      const response = await deliver(event, eventId);
      expect(response.statusCode).toBe(200);
      expect(await orderRow(created.orderId)).toMatchObject({ status: 'created', paymentId: null });
      const [kept] = await test.database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId));
      expect(kept?.outcome).toBe('refused: amount or currency differs from the order');
    },
  );

  it('refuses an order.paid whose order amount differs from its payment', async () => {
    const created = await newOrder();
    const event = orderPaid(created.id, 'pay_wh_odd');
    event.payload.order.entity.amount = 100;
    await deliver(event);
    expect((await orderRow(created.orderId)).status).toBe('created');
  });

  it('payment.authorized makes the order attempted, not paid', async () => {
    const created = await newOrder();
    await deliver({
      entity: 'event',
      event: 'payment.authorized',
      payload: { payment: paymentEntity(created.id, 'pay_auth', { status: 'authorized' }) },
    });
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'attempted', paymentId: null, paidAt: null });
  });

  describe('refunds and disputes of a paid order', () => {
    const download = (user: TestUser, productId: string) =>
      test.app.inject({ method: 'GET', url: `/api/library/${productId}/download`, headers: user.headers });
    const paidOrder = async () => {
      const user = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, user);
      await deliver(orderPaid(created.id, `pay_${randomUUID().slice(0, 8)}`));
      const row = await orderRow(created.orderId);
      expect(row.status).toBe('paid');
      expect((await download(user, CATALOGUE[0]!.id)).statusCode).toBe(200);
      return { user, created, paymentId: row.paymentId! };
    };
    const refundProcessed = (
      providerOrderId: string,
      paymentId: string,
      amount: number,
      totalRefunded: number,
      currency = 'INR',
    ) => ({
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: {
        refund: {
          entity: {
            id: `rfnd_${randomUUID().slice(0, 8)}`,
            entity: 'refund',
            amount,
            currency,
            payment_id: paymentId,
            status: 'processed',
          },
        },
        payment: paymentEntity(providerOrderId, paymentId, {
          status: totalRefunded >= 49_900 ? 'refunded' : 'captured',
          amount_refunded: totalRefunded,
          currency,
        }),
      },
    });
    const disputeEvent = (
      name: string,
      providerOrderId: string,
      paymentId: string,
      amount = 49_900,
      currency = 'INR',
    ) => ({
      entity: 'event',
      event: `payment.dispute.${name}`,
      contains: ['payment', 'dispute'],
      payload: {
        payment: paymentEntity(providerOrderId, paymentId, { status: 'captured' }),
        dispute: { entity: { id: 'disp_1', entity: 'dispute', payment_id: paymentId, amount, currency, status: name } },
      },
    });

    it('a full refund makes the order refunded and takes back the download', async () => {
      const { user, created, paymentId } = await paidOrder();
      await deliver(refundProcessed(created.id, paymentId, 49_900, 49_900));
      expect(await orderRow(created.orderId)).toMatchObject({ status: 'refunded', amountRefunded: 49_900 });
      expect((await download(user, CATALOGUE[0]!.id)).statusCode).toBe(403);
      expect((await test.app.inject({ method: 'GET', url: '/api/library', headers: user.headers })).json()).toEqual({
        items: [],
      });
    });

    it('a partial refund keeps the download; a replay of the same total (new event id) changes nothing; the rest refunds it', async () => {
      const { user, created, paymentId } = await paidOrder();
      await deliver(refundProcessed(created.id, paymentId, 10_000, 10_000));
      expect(await orderRow(created.orderId)).toMatchObject({ status: 'partially_refunded', amountRefunded: 10_000 });
      expect((await download(user, CATALOGUE[0]!.id)).statusCode).toBe(200);
      await deliver(refundProcessed(created.id, paymentId, 10_000, 10_000));
      expect(await orderRow(created.orderId)).toMatchObject({ status: 'partially_refunded', amountRefunded: 10_000 });
      await deliver(refundProcessed(created.id, paymentId, 39_900, 49_900));
      expect(await orderRow(created.orderId)).toMatchObject({ status: 'refunded', amountRefunded: 49_900 });
    });

    it('refuses a refund in another currency', async () => {
      const { created, paymentId } = await paidOrder();
      await deliver(refundProcessed(created.id, paymentId, 49_900, 49_900, 'USD'));
      expect((await orderRow(created.orderId)).status).toBe('paid');
    });

    it('a dispute suspends the download; won gives it back, and a paid order never goes back otherwise', async () => {
      const { user, created, paymentId } = await paidOrder();
      await deliver(disputeEvent('created', created.id, paymentId));
      expect((await orderRow(created.orderId)).status).toBe('disputed');
      expect((await download(user, CATALOGUE[0]!.id)).statusCode).toBe(403);
      await deliver(paymentFailed(created.id, paymentId, 'late failure'));
      expect((await orderRow(created.orderId)).status).toBe('disputed');
      await deliver(disputeEvent('won', created.id, paymentId));
      expect((await orderRow(created.orderId)).status).toBe('paid');
      expect((await download(user, CATALOGUE[0]!.id)).statusCode).toBe(200);
    });

    it('a lost dispute refunds the order and takes back the download', async () => {
      const { user, created, paymentId } = await paidOrder();
      await deliver(disputeEvent('created', created.id, paymentId));
      await deliver(disputeEvent('lost', created.id, paymentId));
      expect(await orderRow(created.orderId)).toMatchObject({ status: 'refunded', amountRefunded: 49_900 });
      expect((await download(user, CATALOGUE[0]!.id)).statusCode).toBe(403);
    });

    it('refuses a dispute larger than the order or in another currency', async () => {
      const { created, paymentId } = await paidOrder();
      await deliver(disputeEvent('created', created.id, paymentId, 99_800));
      await deliver(disputeEvent('created', created.id, paymentId, 49_900, 'USD'));
      expect((await orderRow(created.orderId)).status).toBe('paid');
    });

    it('a second captured payment of a paid order is recorded as extra and refunded through the provider', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const created = await createOrder(test.app, user);
      const provider = test.app.get<SimulatedProvider>(PAYMENT_PROVIDER);
      const first = provider.pay(created.id, 'captured').payment;
      const second = provider.pay(created.id, 'captured').payment;
      await deliver(orderPaid(created.id, first.id));
      await deliver(paymentCaptured(created.id, second.id));
      expect(await orderRow(created.orderId)).toMatchObject({ status: 'paid', paymentId: first.id });
      // The webhook answered before any call to the provider: the refund is a job.
      expect(await provider.fetchPayment(second.id)).toMatchObject({ status: 'captured', amountRefunded: 0 });
      await test.app.get(JobsService).runDue();
      expect(await provider.fetchPayment(second.id)).toMatchObject({ status: 'refunded', amountRefunded: 49_900 });
      const [extra] = await test.database.db.select().from(payments).where(eq(payments.id, second.id));
      expect(extra).toMatchObject({ extra: true, status: 'refunded', amountRefunded: 49_900 });
    });
  });

  it('acknowledges a genuine event of a kind it does not handle', async () => {
    const { payload, headers } = signedWebhook(
      secret,
      { entity: 'event', event: 'refund.created', payload: {} },
      `evt_${randomUUID()}`,
    );
    const response = await test.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload });
    expect(response.statusCode).toBe(200);
  });
}

describe('POST /api/payments/webhook', () => webhookSuite('pglite'));
describeOnPostgres('POST /api/payments/webhook', () => webhookSuite('postgres'));
