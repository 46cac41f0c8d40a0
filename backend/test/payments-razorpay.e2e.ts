import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOGUE } from '@profit/contract';
import { eq } from 'drizzle-orm';
import { orders } from '../src/database/schema.js';
import { PAYMENT_PROVIDER } from '../src/payments/payment-provider.js';
import { httpClientOf, type RazorpayProvider } from '../src/payments/razorpay.provider.js';
import { cartOf, createOrder, hmacHex, startCheckoutApp } from './support/checkout.js';
import type { TestApp } from './support/test-app.js';
import { createSignedInUser } from './support/users.js';

const KEY_ID = 'rzp_test_checkout1234';
const KEY_SECRET = 'razorpay-test-key-secret';

/** What the fake received, and how it should answer the next order. */
interface FakeRazorpay {
  server: Server;
  url: string;
  received: { authorization: string | undefined; body: Record<string, unknown> }[];
  nextFailure: { status: number; body: object } | null;
}

/** A loopback stand-in for Razorpay's orders API: POST /v1/orders with basic auth, answered like Razorpay. */
async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const fake: FakeRazorpay = { server: undefined as unknown as Server, url: '', received: [], nextFailure: null };
  const readJson = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  };
  fake.server = createServer((request, response) => {
    void (async () => {
      const send = (status: number, body: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.method !== 'POST' || request.url !== '/v1/orders')
        return send(404, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
        });
      const body = await readJson(request);
      fake.received.push({ authorization: request.headers.authorization, body });
      if (request.headers.authorization !== `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`) {
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      }
      if (fake.nextFailure) {
        const failure = fake.nextFailure;
        fake.nextFailure = null;
        return send(failure.status, failure.body);
      }
      send(200, {
        id: `order_${fake.received.length}Fake${Date.now()}`,
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
    })();
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  return fake;
}

describe('payments with the Razorpay provider (SDK against a fake orders API on loopback)', () => {
  let test: TestApp;
  let fake: FakeRazorpay;
  const orderRow = async (orderId: string) =>
    (await test.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  beforeAll(async () => {
    fake = await startFakeRazorpay();
    test = await startCheckoutApp({
      env: { RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: 'whsec' },
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
    const sent = fake.received.at(-1)!;
    expect(sent.body).toEqual({
      amount: 99_800,
      currency: 'INR',
      receipt: created.orderId,
      notes: { orderId: created.orderId, customerEmail: user.email, customerName: user.name },
    });
    expect(await orderRow(created.orderId)).toMatchObject({
      status: 'created',
      provider: 'razorpay',
      providerOrderId: created.id,
      userId: user.id,
    });
  });

  it('verifies a Checkout signature made with the key secret', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await createOrder(test.app, user);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: user.headers,
      payload: {
        razorpay_order_id: created.id,
        razorpay_payment_id: 'pay_Real123',
        razorpay_signature: hmacHex(KEY_SECRET, `${created.id}|pay_Real123`),
      },
    });
    expect(response.json()).toEqual({ success: true, orderId: created.orderId });
    expect((await orderRow(created.orderId)).status).toBe('paid');
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
    } finally {
      client.defaults.baseURL = fake.url;
    }
    const [row] = await test.database.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(row?.status).toBe('failed');
    expect(row?.failureReason).toMatch(/^Razorpay refused to create the order: .+/);
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
    const payload = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_hook', order_id: created.id } } },
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
});
