import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOGUE, ErrorBodySchema, GENERIC_ERROR_MESSAGES } from '@profit/contract';
import { count, eq } from 'drizzle-orm';
import { subscriptions, webhookEvents } from '../src/database/schema.js';
import { PAYMENT_PROVIDER } from '../src/payments/payment-provider.js';
import type { SimulatedProvider } from '../src/payments/simulated/simulated.provider.js';
import { buyAndPay, cartOf, createOrder, signedWebhook } from './support/checkout.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createSignedInUser } from './support/users.js';

/** The headers every answer carries, refusals of the router included. */
const USUAL_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': expect.stringContaining("default-src 'self'"),
  'x-request-id': expect.stringMatching(/^[0-9a-f]{8}-[0-9a-z]+$/),
  'cache-control': 'no-store',
};

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp({
    env: { RATE_LIMIT_AUTH_MAX: '2', RATE_LIMIT_SUBSCRIBE_MAX: '2', RATE_LIMIT_CHECKOUT_MAX: '2' },
  });
});
afterAll(async () => {
  await test.close();
});

describe('rate limits attach to the route the router matched', () => {
  it('limits a percent-encoded address as the route it decodes to (/api/%61uth/logout is logout)', async () => {
    const post = (url: string) => test.app.inject({ method: 'POST', url, remoteAddress: '10.1.0.1' });
    expect((await post('/api/%61uth/logout')).statusCode).toBe(200);
    expect((await post('/api/auth/logou%74')).statusCode).toBe(200);
    const limited = await post('/api/%61uth/logout');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('limits /api/%73ubscriptions/subscribe, whose errors still carry success: false', async () => {
    const subscribe = (n: number) =>
      test.app.inject({
        method: 'POST',
        url: '/api/%73ubscriptions/%73ubscribe',
        remoteAddress: '10.1.0.2',
        payload: { email: `encoded${n}@example.in` },
      });
    expect((await subscribe(1)).statusCode).toBe(200);
    expect((await subscribe(2)).statusCode).toBe(200);
    const limited = await subscribe(3);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', success: false });
    const invalid = await test.app.inject({
      method: 'POST',
      url: '/api/%73ubscriptions/subscribe',
      remoteAddress: '10.1.0.3',
      payload: { email: 'nope' },
    });
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED', success: false });
  });

  it('counts a client by its network: one IPv6 /64 together, an IPv4-mapped address as its IPv4 address', async () => {
    const logout = (remoteAddress: string) =>
      test.app.inject({ method: 'POST', url: '/api/auth/logout', remoteAddress });
    expect((await logout('2001:db8:7:7::1')).statusCode).toBe(200);
    expect((await logout('2001:db8:7:7:ffff:1:2:3')).statusCode).toBe(200);
    expect((await logout('2001:db8:7:7::abcd')).statusCode).toBe(429);
    expect((await logout('2001:db8:7:8::1')).statusCode).toBe(200);

    expect((await logout('10.7.0.9')).statusCode).toBe(200);
    expect((await logout('::ffff:10.7.0.9')).statusCode).toBe(200);
    expect((await logout('10.7.0.9')).statusCode).toBe(429);
  });

  it('limits create-order and verify per signed-in shopper, whatever address they come from', async () => {
    const shopper = await createSignedInUser(test.app, test.database);
    const other = await createSignedInUser(test.app, test.database);
    const create = (user: typeof shopper, remoteAddress: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/payments/create-order',
        headers: user.headers,
        remoteAddress,
        payload: cartOf(),
      });
    expect((await create(shopper, '10.2.0.1')).statusCode).toBe(201);
    expect((await create(shopper, '10.2.0.2')).statusCode).toBe(201);
    const limited = await create(shopper, '10.2.0.3');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await create(other, '10.2.0.3')).statusCode).toBe(201);
    const verify = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/payments/verify',
        headers: other.headers,
        payload: { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'x' },
      });
    expect((await verify()).statusCode).toBe(404);
    expect((await verify()).statusCode).toBe(404);
    expect((await verify()).statusCode).toBe(429);
  });
});

describe('state-changing requests from another site’s page', () => {
  const contact = (headers: Record<string, string>) =>
    test.app.inject({
      method: 'POST',
      url: '/api/support/contact',
      remoteAddress: '10.9.0.1',
      headers: { host: 'shop.profit.in', ...headers },
      payload: { name: 'Asha', email: 'asha@example.in', message: 'Hello there, a question.' },
    });

  it('refuses a POST whose Origin is another site, or that the browser marks cross-site, with 403 and the error shape', async () => {
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://shop.profit.in.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refused) {
      const response = await contact(headers);
      expect({ headers, status: response.statusCode }).toEqual({ headers, status: 403 });
      expect(response.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        code: 'FORBIDDEN',
        message: GENERIC_ERROR_MESSAGES.crossSiteRequest,
      });
    }
  });

  it('refuses the multipart bug report from another site before reading it', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/support/bug-reports',
      remoteAddress: '10.9.0.2',
      headers: { origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nBug\r\n--x--\r\n',
    });
    expect(response.statusCode).toBe(403);
  });

  it('takes the shop’s own pages (either scheme, behind a proxy that ends TLS), allowed origins and clients that are no page', async () => {
    const taken: Record<string, string>[] = [
      { origin: 'https://shop.profit.in', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://shop.profit.in' },
      { origin: 'http://localhost:5173', 'sec-fetch-site': 'cross-site' },
      {},
    ];
    for (const headers of taken) {
      const response = await contact(headers);
      expect({ headers, status: response.statusCode }).toEqual({ headers, status: 201 });
    }
  });

  it('leaves reading alone: a GET from another site is answered (CORS decides what its page may read)', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('control characters and database refusals', () => {
  it('refuses a NUL byte in verify, simulate and demo sign-in with a 400 naming the field', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const cases = [
      {
        url: '/api/payments/verify',
        payload: { razorpay_order_id: 'order_\u0000', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' },
        path: 'razorpay_order_id',
      },
      {
        url: '/api/payments/simulate',
        payload: { razorpay_order_id: 'order_\u0000', outcome: 'success' },
        path: 'razorpay_order_id',
      },
      { url: '/api/auth/demo/credential', payload: { name: 'Asha\u0000', email: 'a@example.in' }, path: 'name' },
    ];
    for (const { url, payload, path } of cases) {
      const response = await test.app.inject({
        method: 'POST',
        url,
        headers: user.headers,
        remoteAddress: '10.3.0.1',
        payload,
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(ErrorBodySchema.parse(response.json())).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path }] });
    }
  });

  it('ignores a signed webhook whose ids hold a NUL byte, storing nothing and answering 200', async () => {
    const secret = test.app.get<SimulatedProvider>(PAYMENT_PROVIDER).webhookSecret;
    const { payload, headers } = signedWebhook(
      secret,
      {
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_\u0000', order_id: 'order_\u0000' } } },
      },
      'evt_nul_1',
    );
    const response = await test.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload });
    expect(response.statusCode).toBe(200);
    const stored = await test.database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, 'evt_nul_1'));
    expect(stored).toHaveLength(0);
  });
});

describe('router refusals answer in the error shape with the usual headers', () => {
  it('answers a malformed percent-encoding with 400, echoing nothing of the address', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/products/%FF' });
    expect(response.statusCode).toBe(400);
    expect(response.headers).toMatchObject(USUAL_HEADERS);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The request could not be understood.',
      code: 'VALIDATION_FAILED',
    });
    expect(response.body).not.toContain('%FF');
  });

  it('answers a route parameter over 100 characters with 414', async () => {
    const response = await test.app.inject({ method: 'GET', url: `/api/products/${'a'.repeat(150)}` });
    expect(response.statusCode).toBe(414);
    expect(response.headers).toMatchObject(USUAL_HEADERS);
    expect(ErrorBodySchema.parse(response.json())).toEqual({
      statusCode: 414,
      error: 'URI Too Long',
      message: 'The address is too long.',
      code: 'VALIDATION_FAILED',
    });
  });

  it('answers a 70 KB address with 431 in the error shape, over a real socket', async () => {
    const server = test.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/products?q=${'x'.repeat(70_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', (error) => (data ? resolve(data) : reject(error)));
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    const headers = Object.fromEntries(
      head
        .split('\r\n')
        .slice(1)
        .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 2)]),
    );
    expect(headers).toMatchObject(USUAL_HEADERS);
    expect(JSON.parse(body)).toEqual({
      statusCode: 431,
      error: 'Request Header Fields Too Large',
      message: 'The request headers (or the address) are too large.',
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('JSON endpoints refuse other encodings', () => {
  it('refuses a form-encoded subscribe (a cross-site HTML form) with 415, storing nothing', async () => {
    const email = 'form-victim@example.in';
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/subscriptions/subscribe',
      remoteAddress: '10.4.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(email)}`,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Send the request body as JSON.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      success: false,
    });
    const [stored] = await test.database.db
      .select({ n: count() })
      .from(subscriptions)
      .where(eq(subscriptions.emailNormalized, email));
    expect(stored?.n).toBe(0);
  });

  it('refuses form-encoded and text bodies on create-order with 415', async () => {
    const user = await createSignedInUser(test.app, test.database);
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/payments/create-order',
        headers: { ...user.headers, 'content-type': type },
        payload: 'amount=49900&currency=INR',
      });
      expect({ type, status: response.statusCode }).toEqual({ type, status: 415 });
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });
});

describe('private answers are never cached', () => {
  it('sends Cache-Control: no-store on profile, orders, one order, library and downloads; the catalogue stays cacheable', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const { orderId } = await buyAndPay(test.app, user);
    // A second order (of another product: one already owned is refused) to list beside it.
    await createOrder(test.app, user, cartOf([CATALOGUE[1]!.id]));
    for (const url of [
      '/api/auth/profile',
      '/api/orders',
      `/api/orders/${orderId}`,
      '/api/library',
      `/api/library/${CATALOGUE[0]!.id}/download`,
    ]) {
      const response = await test.app.inject({ method: 'GET', url, headers: user.headers, remoteAddress: '10.5.0.1' });
      expect({ url, status: response.statusCode, cache: response.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cache: 'no-store',
      });
    }
    const catalogue = await test.app.inject({ method: 'GET', url: '/api/products' });
    expect(catalogue.headers['cache-control']).toBe('public, max-age=300');
  });
});
