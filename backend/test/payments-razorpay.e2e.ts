import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOGUE, ORDER_FAILURE_MESSAGES, PAYMENT_MESSAGES } from '@profit/contract';
import { eq } from 'drizzle-orm';
import { orders } from '../src/database/schema.js';
import { PAYMENT_PROVIDER } from '../src/payments/payment-provider.js';
import { httpClientOf, RazorpayProvider } from '../src/payments/razorpay.provider.js';
import { cartOf, createOrder, hmacHex, startCheckoutApp, verify } from './support/checkout.js';
import { ReconciliationService } from '../src/payments/reconciliation.service.js';
import { describeOnPostgres, type DatabaseKind, type TestApp } from './support/test-app.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { createSignedInUser } from './support/users.js';

const KEY_ID = 'rzp_test_checkout1234';
const KEY_SECRET = 'razorpay-test-key-secret';

/** A payment as Razorpay's API answers it. */
type FakePayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  amount_refunded: number;
  captured: boolean;
  error_description: string | null;
};

/** What the fake received, and how it should answer. */
interface FakeRazorpay {
  server: Server;
  url: string;
  received: { method: string; url: string; authorization: string | undefined; body: Record<string, unknown> }[];
  nextFailure: { status: number; body: object } | null;
  /** The next capture request answers this (a Razorpay outage between fetch and capture). */
  failCapture: { status: number; body: object } | null;
  orders: Map<string, { id: string; amount: number; currency: string }>;
  payments: Map<string, FakePayment>;
  /** A payment made at Razorpay's Checkout for an order (as the shopper would), at the order's amount unless told. */
  pay(orderId: string, status: FakePayment['status'], change?: Partial<FakePayment>): FakePayment;
}

const notFound = { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } };

/**
 * A loopback stand-in for Razorpay's API, answered like Razorpay with basic auth: POST /v1/orders,
 * GET /v1/orders/:id/payments, GET /v1/payments/:id, POST /v1/payments/:id/capture and /refund.
 */
async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const fake: FakeRazorpay = {
    server: undefined as unknown as Server,
    url: '',
    received: [],
    nextFailure: null,
    failCapture: null,
    orders: new Map(),
    payments: new Map(),
    pay(orderId, status, change = {}) {
      const order = fake.orders.get(orderId)!;
      const payment: FakePayment = {
        id: `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
        entity: 'payment',
        amount: order.amount,
        currency: order.currency,
        status,
        order_id: orderId,
        amount_refunded: 0,
        captured: status === 'captured',
        error_description: null,
        ...change,
      };
      fake.payments.set(payment.id, payment);
      return payment;
    },
  };
  const readJson = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  };
  fake.server = createServer((request, response) => {
    void (async () => {
      const send = (status: number, body: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const body = await readJson(request);
      const url = (request.url ?? '').split('?')[0]!;
      fake.received.push({ method: request.method ?? '', url, authorization: request.headers.authorization, body });
      if (request.headers.authorization !== `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`) {
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      }
      if (fake.nextFailure) {
        const failure = fake.nextFailure;
        fake.nextFailure = null;
        return send(failure.status, failure.body);
      }
      let match: RegExpExecArray | null;
      if (request.method === 'POST' && url === '/v1/orders') {
        const id = `order_${fake.received.length}Fake${Date.now()}`;
        fake.orders.set(id, { id, amount: body.amount as number, currency: body.currency as string });
        return send(200, {
          id,
          entity: 'order',
          amount: body.amount,
          amount_paid: 0,
          amount_due: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          status: 'created',
          attempts: 0,
          notes: body.notes,
          created_at: Math.floor(Date.now() / 1000),
        });
      }
      if (request.method === 'GET' && (match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url))) {
        if (!fake.orders.has(match[1]!)) return send(400, notFound);
        const items = [...fake.payments.values()].filter((p) => p.order_id === match![1]);
        return send(200, { entity: 'collection', count: items.length, items });
      }
      if ((match = /^\/v1\/payments\/([^/]+)(\/capture|\/refund)?$/.exec(url))) {
        const payment = fake.payments.get(match[1]!);
        if (!payment) return send(400, notFound);
        if (request.method === 'GET' && !match[2]) return send(200, payment);
        if (request.method === 'POST' && match[2] === '/capture' && fake.failCapture) {
          const failure = fake.failCapture;
          fake.failCapture = null;
          return send(failure.status, failure.body);
        }
        if (request.method === 'POST' && match[2] === '/capture') {
          if (payment.status !== 'authorized')
            return send(400, {
              error: { code: 'BAD_REQUEST_ERROR', description: 'This payment has already been captured' },
            });
          if (body.amount !== payment.amount || body.currency !== payment.currency)
            return send(400, {
              error: {
                code: 'BAD_REQUEST_ERROR',
                description: 'Capture amount must be equal to the amount authorized',
              },
            });
          Object.assign(payment, { status: 'captured', captured: true });
          return send(200, payment);
        }
        if (request.method === 'POST' && match[2] === '/refund') {
          const amount = (body.amount as number | undefined) ?? payment.amount - payment.amount_refunded;
          payment.amount_refunded += amount;
          if (payment.amount_refunded >= payment.amount) payment.status = 'refunded';
          return send(200, {
            id: `rfnd_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
            entity: 'refund',
            amount,
            currency: payment.currency,
            payment_id: payment.id,
            status: 'processed',
          });
        }
      }
      send(404, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
      });
    })();
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  return fake;
}

function razorpaySuite(kind: DatabaseKind) {
  let test: TestApp;
  let fake: FakeRazorpay;
  const orderRow = async (orderId: string) =>
    (await test.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  beforeAll(async () => {
    fake = await startFakeRazorpay();
    test = await startCheckoutApp({
      database: kind,
      env: {
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: 'whsec',
        // The account captures manually: the shop captures authorised payments itself.
        RAZORPAY_CAPTURE: 'manual',
      },
    });
    httpClientOf(test.app.get<RazorpayProvider>(PAYMENT_PROVIDER).client).defaults.baseURL = fake.url;
  });
  afterAll(async () => {
    await test.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  it('creates the Razorpay order with amount, currency, our order id as receipt and notes, and stores its id', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await createOrder(test.app, user, cartOf([CATALOGUE[4]!.id, CATALOGUE[5]!.id]));
    expect(created).toMatchObject({
      id: expect.stringMatching(/^order_\d+Fake/),
      amount: 99_800,
      currency: 'INR',
      keyId: KEY_ID,
      provider: 'razorpay',
    });
    const sent = fake.received.filter((r) => r.url === '/v1/orders').at(-1)!;
    expect(sent.body).toEqual({
      amount: 99_800,
      currency: 'INR',
      receipt: created.orderId,
      notes: { orderId: created.orderId, customerId: user.id, customerEmail: user.email, customerName: user.name },
      // RAZORPAY_CAPTURE=manual: every capture is the shop's, for up to five days.
      payment: { capture: 'manual', capture_options: { manual_expiry_period: 7_200, refund_speed: 'normal' } },
    });
    expect(await orderRow(created.orderId)).toMatchObject({
      status: 'created',
      provider: 'razorpay',
      providerOrderId: created.id,
      userId: user.id,
    });
  });

  it('asks Razorpay for automatic capture with each order when the account captures automatically (the default)', async () => {
    const automatic = new RazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: undefined });
    httpClientOf(automatic.client).defaults.baseURL = fake.url;
    await automatic.createOrder({ amount: 49_900, currency: 'INR', receipt: 'r-auto', notes: {} });
    const sent = fake.received.filter((r) => r.url === '/v1/orders').at(-1)!;
    expect(sent.body['payment']).toEqual({
      capture: 'automatic',
      capture_options: { automatic_expiry_period: 12, manual_expiry_period: 7_200, refund_speed: 'normal' },
    });
  });

  const checkoutBody = (providerOrderId: string, paymentId: string) => ({
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: hmacHex(KEY_SECRET, `${providerOrderId}|${paymentId}`),
  });

  it('verifies the Checkout signature, then fetches the payment from Razorpay: captured at the amount pays the order', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await createOrder(test.app, user);
    const payment = fake.pay(created.id, 'captured');
    const response = await verify(test.app, user, checkoutBody(created.id, payment.id));
    expect(response.json()).toEqual({ success: true, orderId: created.orderId });
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'paid', paymentId: payment.id });
    expect(fake.received.some((r) => r.method === 'GET' && r.url === `/v1/payments/${payment.id}`)).toBe(true);
  });

  it('captures an authorised payment through Razorpay at the order amount and currency, then marks it paid', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await createOrder(test.app, user);
    const payment = fake.pay(created.id, 'authorized');
    const response = await verify(test.app, user, checkoutBody(created.id, payment.id));
    expect(response.json()).toEqual({ success: true, orderId: created.orderId });
    const capture = fake.received.find((r) => r.url === `/v1/payments/${payment.id}/capture`);
    expect(capture?.body).toEqual({ amount: 49_900, currency: 'INR' });
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'paid', paymentId: payment.id });
  });

  it.each([
    ['a smaller amount', { amount: 100 }],
    ['another currency', { currency: 'USD' }],
  ])('does not mark paid a genuine payment of %s', async (_what, change) => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await createOrder(test.app, user);
    const payment = fake.pay(created.id, 'captured', change);
    const response = await verify(test.app, user, checkoutBody(created.id, payment.id));
    expect(response.json()).toMatchObject({
      success: false,
      code: 'PAYMENT_MISMATCH',
      error: PAYMENT_MESSAGES.mismatch,
    });
    expect((await orderRow(created.orderId)).status).toBe('created');
  });

  it('answers a failed payment as failed, with a plain message', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await createOrder(test.app, user);
    const payment = fake.pay(created.id, 'failed', {
      error_description: 'Payment processing failed due to error at bank',
    });
    const response = await verify(test.app, user, checkoutBody(created.id, payment.id));
    expect(response.json()).toMatchObject({ success: false, code: 'PAYMENT_FAILED', error: PAYMENT_MESSAGES.failed });
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'failed', failureCode: 'PAYMENT_DECLINED' });
  });

  it('refunds a second payment of a paid order through Razorpay, in full', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await createOrder(test.app, user);
    const [first, second] = [fake.pay(created.id, 'captured'), fake.pay(created.id, 'captured')];
    await verify(test.app, user, checkoutBody(created.id, first.id));
    const answer = await verify(test.app, user, checkoutBody(created.id, second.id));
    expect(answer.json()).toMatchObject({ success: false, code: 'SECOND_PAYMENT_REFUNDED' });
    await test.app.get(JobsService).runDue();
    const refunds = fake.received.filter((r) => r.url === `/v1/payments/${second.id}/refund`);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.body).toMatchObject({ amount: 49_900 });
    expect(fake.received.some((r) => r.url === `/v1/payments/${first.id}/refund`)).toBe(false);
  });

  it('answers pending (not a failure) when Razorpay cannot be reached to confirm a signed payment; the order is paid once it answers', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await createOrder(test.app, user);
    const payment = fake.pay(created.id, 'captured');
    const client = httpClientOf(test.app.get<RazorpayProvider>(PAYMENT_PROVIDER).client);
    client.defaults.baseURL = 'http://127.0.0.1:9';
    try {
      const response = await verify(test.app, user, checkoutBody(created.id, payment.id));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: false,
        code: 'PAYMENT_PENDING',
        error: PAYMENT_MESSAGES.providerUnreachable,
        orderId: created.orderId,
      });
    } finally {
      client.defaults.baseURL = fake.url;
    }
    expect((await orderRow(created.orderId)).status).toBe('created');
    // What the storefront polls meanwhile: the order, unpaid, then paid once Razorpay answers again.
    const order = () =>
      test.app.inject({ method: 'GET', url: `/api/orders/${created.orderId}`, headers: user.headers });
    expect((await order()).json()).toMatchObject({ id: created.orderId, status: 'created', failure: null });
    await test.app.get(ReconciliationService).runOnce({ afterMinutes: 0 });
    expect((await order()).json()).toMatchObject({ status: 'paid', paymentId: payment.id });
  });

  it('answers pending for a payment still in flight at Razorpay, then paid once it is captured', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await createOrder(test.app, user);
    const payment = fake.pay(created.id, 'created');
    const body = checkoutBody(created.id, payment.id);
    expect((await verify(test.app, user, body)).json()).toEqual({
      success: false,
      code: 'PAYMENT_PENDING',
      error: PAYMENT_MESSAGES.pending,
      orderId: created.orderId,
    });
    Object.assign(payment, { status: 'captured', captured: true });
    expect((await verify(test.app, user, body)).json()).toEqual({ success: true, orderId: created.orderId });
  });

  it('answers pending when Razorpay fails to capture an authorised payment for now, and pays it when the capture goes through', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await createOrder(test.app, user);
    const payment = fake.pay(created.id, 'authorized');
    const body = checkoutBody(created.id, payment.id);
    fake.failCapture = { status: 503, body: { error: { code: 'SERVER_ERROR', description: 'Service unavailable' } } };
    expect((await verify(test.app, user, body)).json()).toEqual({
      success: false,
      code: 'PAYMENT_PENDING',
      error: PAYMENT_MESSAGES.pending,
      orderId: created.orderId,
    });
    expect((await orderRow(created.orderId)).status).toBe('attempted');
    expect((await verify(test.app, user, body)).json()).toEqual({ success: true, orderId: created.orderId });
  });

  it('reconciles an order whose verify never came, and expires one with no payment', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const paid = await createOrder(test.app, user);
    const payment = fake.pay(paid.id, 'authorized');
    const abandoned = await createOrder(test.app, user, cartOf([CATALOGUE[1]!.id]));
    await test.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(orders.id, abandoned.orderId));
    const reconciliation = test.app.get(ReconciliationService);
    const report = await reconciliation.runOnce({ afterMinutes: 0 });
    // Earlier tests left orders too (one paid at Razorpay while it was unreachable): those are settled as well.
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect(await orderRow(paid.orderId)).toMatchObject({ status: 'paid', paymentId: payment.id });
    expect(await orderRow(abandoned.orderId)).toMatchObject({ status: 'expired', failureCode: 'EXPIRED' });
    expect(fake.received.some((r) => r.url === `/v1/orders/${paid.id}/payments`)).toBe(true);
    // Idempotent: a second run (another replica) finds nothing left to do.
    const again = await reconciliation.runOnce({ afterMinutes: 0 });
    expect(again).toMatchObject({ paid: 0, expired: 0 });
  });

  it('answers 502 PAYMENT_PROVIDER_ERROR when Razorpay refuses, and marks the stored order failed with the reason', async () => {
    const user = await createSignedInUser(test.app, test.database);
    fake.nextFailure = {
      status: 500,
      body: {
        error: {
          code: 'SERVER_ERROR',
          description: 'We are facing some trouble completing your request at the moment.',
        },
      },
    };
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      headers: user.headers,
      payload: cartOf(),
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      code: 'PAYMENT_PROVIDER_ERROR',
      message:
        'Our payment provider could not start this payment. You have not been charged; please try again in a moment.',
    });
    const [row] = await test.database.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(row).toMatchObject({
      status: 'failed',
      providerOrderId: null,
      failureReason:
        'Razorpay refused to create the order: HTTP 500 SERVER_ERROR We are facing some trouble completing your request at the moment.',
    });
  });

  it('answers 502 and records the reason when Razorpay cannot be reached', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const client = httpClientOf(test.app.get<RazorpayProvider>(PAYMENT_PROVIDER).client);
    client.defaults.baseURL = 'http://127.0.0.1:9';
    try {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/payments/create-order',
        headers: user.headers,
        payload: cartOf(),
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        code: 'PROVIDER_UNREACHABLE',
        message: ORDER_FAILURE_MESSAGES.PROVIDER_UNREACHABLE,
      });
    } finally {
      client.defaults.baseURL = fake.url;
    }
    const [row] = await test.database.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(row).toMatchObject({ status: 'failed', failureCode: 'PROVIDER_UNREACHABLE' });
    // The internal detail names the network failure, not the SDK's own TypeError.
    expect(row?.failureReason).toMatch(
      /^Razorpay could not be reached to create the order: NETWORK_ERROR \S*ECONNREFUSED/,
    );
    expect(row?.failureReason).not.toContain('Cannot read properties');
    const order = (
      await test.app.inject({ method: 'GET', url: `/api/orders/${row!.id}`, headers: user.headers })
    ).json();
    expect(order.failure).toEqual({
      code: 'PROVIDER_UNREACHABLE',
      message: ORDER_FAILURE_MESSAGES.PROVIDER_UNREACHABLE,
    });
  });

  it('does not register the demo-only /payments/simulate endpoint (404)', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await createOrder(test.app, user);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/payments/simulate',
      headers: user.headers,
      payload: { razorpay_order_id: created.id, outcome: 'success' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('verifies webhooks with RAZORPAY_WEBHOOK_SECRET', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await createOrder(test.app, user);
    const payment = fake.pay(created.id, 'captured');
    const payload = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: payment } },
    });
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex('whsec', payload),
        'x-razorpay-event-id': 'evt_razorpay_1',
      },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect((await orderRow(created.orderId)).status).toBe('paid');
  });
}

const TITLE = 'payments with the Razorpay provider (SDK against a fake Razorpay API on loopback)';
describe(TITLE, () => razorpaySuite('pglite'));
describeOnPostgres(TITLE, () => razorpaySuite('postgres'));
