import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { validate } from '@readme/openapi-parser';
import { CATALOGUE } from '@profit/contract';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createApp } from '../src/app.js';
import { openDatabase } from '../src/database/database.js';
import { subscriptions } from '../src/database/schema.js';
import { PAYMENT_PROVIDER } from '../src/payments/payment-provider.js';
import type { SimulatedProvider } from '../src/payments/simulated/simulated.provider.js';
import { OrdersRepository } from '../src/orders/orders.repository.js';
import { buyAndPay, cartOf, createOrder, signedWebhook } from './support/checkout.js';
import { startTcpProxy } from './support/tcp-proxy.js';
import {
  createPostgresDatabase,
  describeOnPostgres,
  startTestApp,
  testConfig,
  type TestApp,
} from './support/test-app.js';
import { storeScreenshot } from './support/screenshots.js';
import { createSignedInUser, type TestUser } from './support/users.js';

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, ResponseSpec> }>>;
}
interface ResponseSpec {
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: unknown }>;
}

const LIMITS = {
  RATE_LIMIT_AUTH_MAX: '3',
  RATE_LIMIT_SUBSCRIBE_MAX: '3',
  RATE_LIMIT_CHECKOUT_MAX: '3',
  RATE_LIMIT_SUPPORT_MAX: '3',
  RATE_LIMIT_VITALS_MAX: '3',
  RATE_LIMIT_ADMIN_MAX: '3',
  // Merchants of the console's calls: each may make three calls a window.
  ADMIN_EMAILS: Array.from({ length: 88 }, (_, i) => `merchant-${i}@shop.example`).join(','),
};

/** Checks real answers against the document, and remembers which operation answered which status. */
class ContractChecker {
  readonly observed = new Map<string, Set<number>>();
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });

  constructor(readonly document: Document) {
    (addFormats as unknown as (ajv: Ajv2020) => void)(this.ajv);
    this.ajv.addSchema(document as object, 'openapi');
  }

  /** `operation` is `METHOD /api/path/{param}` as the document names it. */
  check(operation: string, response: LightMyRequestResponse): void {
    const [method = '', path = ''] = operation.split(' ');
    const spec = this.document.paths[path]?.[method.toLowerCase()]?.responses[String(response.statusCode)];
    expect({ operation, status: response.statusCode, documented: Boolean(spec) }).toEqual({
      operation,
      status: response.statusCode,
      documented: true,
    });
    const mediaType = String(response.headers['content-type'] ?? '');
    const base = (type: string) => type.split(';')[0]!.trim();
    const documented = Object.keys(spec!.content ?? {});
    const match = documented.find((type) => base(type) === base(mediaType));
    expect({ operation, mediaType, documented: match ?? documented }).toEqual({
      operation,
      mediaType,
      documented: expect.any(String),
    });
    if (base(mediaType) === 'application/json') {
      const pointer = `openapi#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method.toLowerCase()}/responses/${response.statusCode}/content/${match!.replace(/~/g, '~0').replace(/\//g, '~1')}/schema`;
      const validateBody = this.ajv.getSchema(pointer);
      expect(validateBody).toBeDefined();
      const valid = validateBody!(response.json());
      expect({ operation, status: response.statusCode, errors: valid ? null : validateBody!.errors }).toEqual({
        operation,
        status: response.statusCode,
        errors: null,
      });
    }
    for (const header of Object.keys(spec!.headers ?? {})) {
      expect({ operation, header, present: header.toLowerCase() in response.headers }).toEqual({
        operation,
        header,
        present: true,
      });
    }
    const statuses = this.observed.get(operation) ?? new Set<number>();
    statuses.add(response.statusCode);
    this.observed.set(operation, statuses);
  }

  /** Every documented status of every operation that was not observed, minus the ones excluded. */
  unobserved(exclude: (status: number) => boolean): string[] {
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(this.document.paths)) {
      for (const [method, { responses }] of Object.entries(methods)) {
        const operation = `${method.toUpperCase()} ${path}`;
        for (const status of Object.keys(responses).map(Number)) {
          if (!exclude(status) && !this.observed.get(operation)?.has(status)) missing.push(`${operation} ${status}`);
        }
      }
    }
    return missing;
  }
}

let address = 0;
/** A fresh client address per request, so only the rate-limit checks meet a limit. */
const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

describe('the OpenAPI document', () => {
  let test: TestApp;
  let document: Document;
  beforeAll(async () => {
    test = await startTestApp({ env: LIMITS });
    document = (await test.app.inject({ method: 'GET', url: '/api/docs' })).json();
  });
  afterAll(async () => {
    await test.close();
  });

  it('is a valid OpenAPI 3.1 description (@readme/openapi-parser)', async () => {
    await expect(validate(structuredClone(document) as never)).resolves.toMatchObject({ valid: true });
  });

  it('describes every answer of every route: status, content type, body and headers', async () => {
    const checker = new ContractChecker(document);
    const app = test.app;
    type Call = { url: string; headers?: Record<string, string>; payload?: unknown; remoteAddress?: string };
    const send = async (operation: string, call: Call) => {
      const [method] = operation.split(' ') as ['GET' | 'POST'];
      const response = await app.inject({
        method,
        url: call.url,
        remoteAddress: call.remoteAddress ?? nextAddress(),
        ...(call.headers ? { headers: call.headers } : {}),
        ...(call.payload === undefined
          ? {}
          : { payload: typeof call.payload === 'string' ? call.payload : (call.payload as object) }),
      });
      checker.check(operation, response);
      return response;
    };
    const user = await createSignedInUser(app, test.database);
    const fresh = () => createSignedInUser(app, test.database);
    const json = { 'content-type': 'application/json' };
    const text = { 'content-type': 'text/plain' };
    const big = JSON.stringify({ padding: 'x'.repeat(70_000) });
    /** Malformed JSON (400), too large (413) and not JSON (415), on a POST route. */
    const bodyRefusals = async (operation: string, url: string, headers: Record<string, string> = {}) => {
      await send(operation, { url, headers: { ...headers, ...json }, payload: '{"broken":' });
      await send(operation, { url, headers: { ...headers, ...json }, payload: big });
      await send(operation, { url, headers: { ...headers, ...text }, payload: 'hello' });
    };
    const limit = async (operation: string, call: () => Call, times = 4) => {
      const remoteAddress = nextAddress();
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i < times; i++) last = await send(operation, { remoteAddress, ...call() });
      expect(last?.statusCode).toBe(429);
    };

    // Public reads.
    for (const [operation, url] of [
      ['GET /api/config', '/api/config'],
      ['GET /api/health', '/api/health'],
      ['GET /api/products', '/api/products'],
      ['GET /api/docs', '/api/docs'],
      ['GET /api/auth/demo/jwks', '/api/auth/demo/jwks'],
      ['GET /api/shop-identity', '/api/shop-identity'],
    ] as const) {
      await send(operation, { url });
    }
    await limit('GET /api/auth/demo/jwks', () => ({ url: '/api/auth/demo/jwks' }));
    const product = 'GET /api/products/{id}';
    await send(product, { url: `/api/products/${CATALOGUE[0]!.id}` });
    await send(product, { url: '/api/products/%FF' });
    await send(product, { url: '/api/products/no-such-product' });
    await send(product, { url: `/api/products/${'a'.repeat(101)}` });

    // Subscriptions.
    const subscribe = 'POST /api/subscriptions/subscribe';
    await send(subscribe, { url: '/api/subscriptions/subscribe', payload: { email: 'contract@example.in' } });
    await send(subscribe, { url: '/api/subscriptions/subscribe', payload: { email: 'not an address' } });
    await bodyRefusals(subscribe, '/api/subscriptions/subscribe');
    await limit(subscribe, () => ({ url: '/api/subscriptions/subscribe', payload: { email: 'again@example.in' } }));
    // Its links: the tokens the e-mail carries, read where the outbox's delivery reads them.
    const [subscription] = await test.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.emailNormalized, 'contract@example.in'));
    for (const [operation, url, token] of [
      ['POST /api/subscriptions/confirm', '/api/subscriptions/confirm', subscription!.confirmationToken!],
      ['POST /api/subscriptions/unsubscribe', '/api/subscriptions/unsubscribe', subscription!.unsubscribeToken],
    ] as const) {
      await send(operation, { url, payload: { token } });
      await send(operation, { url, payload: { token: 'never-sent-token-0123456789abcdef' } });
      await send(operation, { url, payload: { token: 'short' } });
      await bodyRefusals(operation, url);
      await limit(operation, () => ({ url, payload: { token: 'never-sent-token-0123456789abcdef' } }));
    }

    // Support: a contact message (JSON) and a bug report (multipart, with its upload refusals).
    const contact = 'POST /api/support/contact';
    const message = { name: 'Rohan Iyer', email: 'rohan@example.in', message: 'Do you offer GST invoices?' };
    await send(contact, { url: '/api/support/contact', payload: message });
    await send(contact, { url: '/api/support/contact', payload: { ...message, email: 'not an address' } });
    await bodyRefusals(contact, '/api/support/contact');
    await limit(contact, () => ({ url: '/api/support/contact', payload: message }));
    const grievance = 'POST /api/support/grievances';
    const filed = { name: 'Rohan Iyer', email: 'rohan@example.in', subject: 'Refund', details: 'Not received.' };
    await send(grievance, { url: '/api/support/grievances', payload: filed });
    await send(grievance, { url: '/api/support/grievances', payload: { ...filed, subject: '' } });
    await bodyRefusals(grievance, '/api/support/grievances');
    await limit(grievance, () => ({ url: '/api/support/grievances', payload: filed }));
    // Field data: a visit's beacon.
    const vitals = 'POST /api/vitals';
    const beacon = { page: '/', device: 'phone', vitals: [{ name: 'LCP', value: 1800 }] };
    await send(vitals, { url: '/api/vitals', payload: beacon });
    await send(vitals, { url: '/api/vitals', payload: { ...beacon, page: '/?email=a@b.in' } });
    await bodyRefusals(vitals, '/api/vitals');
    await limit(vitals, () => ({ url: '/api/vitals', payload: beacon }));
    const bugReport = 'POST /api/support/bug-reports';
    const report = { title: 'Search clears on reload', description: 'Typed a term, reloaded, it was gone.' };
    const png = Buffer.alloc(64);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
    const tooLarge = Buffer.alloc(2 * 1024 * 1024 + 1);
    png.copy(tooLarge);
    const reportCall = async (fields: Record<string, string>, files: Buffer[] = []): Promise<Call> => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const [i, data] of files.entries())
        form.append('screenshots', new Blob([data], { type: 'image/png' }), `shot-${i}.png`);
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      return {
        url: '/api/support/bug-reports',
        headers: { 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      };
    };
    await send(bugReport, await reportCall(report, [png]));
    await send(bugReport, await reportCall({ title: report.title }));
    await send(bugReport, await reportCall(report, [tooLarge]));
    await send(bugReport, { url: '/api/support/bug-reports', payload: report });
    const again = await reportCall(report);
    await limit(bugReport, () => again);

    // Sign-in through the demo identity provider.
    const credential = 'POST /api/auth/demo/credential';
    const person = { name: 'Kavya Rao', email: 'kavya@example.in' };
    const issued = await send(credential, { url: '/api/auth/demo/credential', payload: person });
    await send(credential, { url: '/api/auth/demo/credential', payload: { name: '', email: 'x' } });
    await bodyRefusals(credential, '/api/auth/demo/credential');
    await limit(credential, () => ({ url: '/api/auth/demo/credential', payload: person }));
    const google = 'POST /api/auth/google';
    const signedIn = await send(google, { url: '/api/auth/google', payload: issued.json() });
    expect(signedIn.statusCode).toBe(200);
    await send(google, { url: '/api/auth/google', payload: {} });
    await send(google, { url: '/api/auth/google', payload: { credential: 'not.a.token' } });
    await bodyRefusals(google, '/api/auth/google');
    await limit(google, () => ({ url: '/api/auth/google', payload: { credential: 'x' } }));
    const bearer = { authorization: `Bearer ${signedIn.json().token as string}` };
    const profile = 'GET /api/auth/profile';
    await send(profile, { url: '/api/auth/profile', headers: bearer });
    await send(profile, { url: '/api/auth/profile' });
    await limit(profile, () => ({ url: '/api/auth/profile', headers: bearer }));
    const logout = 'POST /api/auth/logout';
    await send(logout, { url: '/api/auth/logout' });
    await bodyRefusals(logout, '/api/auth/logout');
    await limit(logout, () => ({ url: '/api/auth/logout' }));

    // Checkout.
    const create = 'POST /api/payments/create-order';
    const created = await send(create, { url: '/api/payments/create-order', headers: user.headers, payload: cartOf() });
    await send(create, { url: '/api/payments/create-order', headers: user.headers, payload: { amount: -1 } });
    await send(create, { url: '/api/payments/create-order', payload: cartOf() });
    await send(create, {
      url: '/api/payments/create-order',
      headers: user.headers,
      payload: { ...cartOf(), amount: 100 },
    });
    await bodyRefusals(create, '/api/payments/create-order', user.headers);
    const limitedShopper: TestUser = await fresh();
    await limit(create, () => ({
      url: '/api/payments/create-order',
      headers: limitedShopper.headers,
      payload: cartOf(),
    }));
    const simulate = 'POST /api/payments/simulate';
    const providerOrderId = created.json().id as string;
    const simulated = await send(simulate, {
      url: '/api/payments/simulate',
      headers: user.headers,
      payload: { razorpay_order_id: providerOrderId, outcome: 'success' },
    });
    await send(simulate, { url: '/api/payments/simulate', headers: user.headers, payload: { outcome: 'maybe' } });
    await send(simulate, { url: '/api/payments/simulate', payload: { razorpay_order_id: 'x', outcome: 'success' } });
    await send(simulate, {
      url: '/api/payments/simulate',
      headers: user.headers,
      payload: { razorpay_order_id: 'order_unknown', outcome: 'success' },
    });
    await bodyRefusals(simulate, '/api/payments/simulate', user.headers);
    const verify = 'POST /api/payments/verify';
    const { outcome: _outcome, ...payment } = simulated.json() as Record<string, string>;
    await send(verify, { url: '/api/payments/verify', headers: user.headers, payload: payment });
    await send(verify, { url: '/api/payments/verify', headers: user.headers, payload: { razorpay_order_id: 1 } });
    await send(verify, { url: '/api/payments/verify', payload: payment });
    const unknownPayment = {
      razorpay_order_id: 'order_none',
      razorpay_payment_id: 'pay_none',
      razorpay_signature: 'x',
    };
    await send(verify, { url: '/api/payments/verify', headers: user.headers, payload: unknownPayment });
    await bodyRefusals(verify, '/api/payments/verify', user.headers);
    const verifier = await fresh();
    await limit(verify, () => ({ url: '/api/payments/verify', headers: verifier.headers, payload: unknownPayment }));
    const webhook = 'POST /api/payments/webhook';
    const secret = app.get<SimulatedProvider>(PAYMENT_PROVIDER).webhookSecret;
    const delivery = signedWebhook(
      secret,
      { event: 'order.paid', payload: { order: { entity: { id: providerOrderId } } } },
      'evt_contract',
    );
    await send(webhook, { url: '/api/payments/webhook', headers: delivery.headers, payload: delivery.payload });
    await send(webhook, {
      url: '/api/payments/webhook',
      headers: { ...json, 'x-razorpay-signature': 'forged' },
      payload: delivery.payload,
    });
    await send(webhook, { url: '/api/payments/webhook', headers: json, payload: big });
    await send(webhook, { url: '/api/payments/webhook', headers: text, payload: 'hello' });

    // Orders and the library.
    const order = 'GET /api/orders/{id}';
    const orderId = created.json().orderId as string;
    await send('GET /api/orders', { url: '/api/orders', headers: user.headers });
    await send('GET /api/orders', { url: '/api/orders' });
    await send(order, { url: `/api/orders/${orderId}`, headers: user.headers });
    await send(order, { url: '/api/orders/%FF', headers: user.headers });
    await send(order, { url: `/api/orders/${orderId}` });
    await send(order, { url: '/api/orders/00000000-0000-4000-8000-000000000000', headers: user.headers });
    await send(order, { url: `/api/orders/${'a'.repeat(101)}`, headers: user.headers });
    await send('GET /api/library', { url: '/api/library', headers: user.headers });
    await send('GET /api/library', { url: '/api/library' });
    const download = 'GET /api/library/{productId}/download';
    const bought = await fresh();
    await buyAndPay(app, bought, cartOf([CATALOGUE[1]!.id]));
    await createOrder(app, bought, cartOf([CATALOGUE[2]!.id]));
    await send(download, { url: `/api/library/${CATALOGUE[1]!.id}/download`, headers: bought.headers });
    await send(download, { url: '/api/library/%FF/download', headers: bought.headers });
    await send(download, { url: `/api/library/${CATALOGUE[1]!.id}/download` });
    await send(download, { url: `/api/library/${CATALOGUE[2]!.id}/download`, headers: bought.headers });
    await send(download, { url: '/api/library/no-such-product/download', headers: bought.headers });
    await send(download, { url: `/api/library/${'a'.repeat(101)}/download`, headers: bought.headers });

    // Tax documents: the buyer's PDF, the order of no one, no session, a bad address, a too long one.
    const paidOrder = (await app.inject({ method: 'GET', url: '/api/orders', headers: bought.headers }))
      .json()
      .orders.find((candidate: { status: string }) => candidate.status === 'paid') as
      { id: string; paymentId: string } | undefined;
    // A partial refund recorded as the provider's refund event records it, for a credit note to download.
    if (paidOrder) await app.get(OrdersRepository).applyRefund(paidOrder.paymentId, 100, 'INR');
    const unknownOrder = '00000000-0000-4000-8000-000000000000';
    for (const [route, url] of [
      ['GET /api/orders/{id}/invoice.pdf', (id: string) => `/api/orders/${id}/invoice.pdf`],
      ['GET /api/orders/{id}/credit-notes/{n}.pdf', (id: string) => `/api/orders/${id}/credit-notes/1.pdf`],
    ] as const) {
      await send(route, { url: url(paidOrder?.id ?? unknownOrder), headers: bought.headers });
      await send(route, { url: url(unknownOrder), headers: bought.headers });
      await send(route, { url: url(unknownOrder) });
      await send(route, { url: url('%FF'), headers: bought.headers });
      await send(route, { url: url('a'.repeat(101)), headers: bought.headers });
    }

    // Hiding a checkout never paid: hidden, paid (409), no one's, no session, a bad or too long address, bad bodies.
    const hide = 'POST /api/orders/{id}/hide';
    const unpaid = await createOrder(app, bought, cartOf([CATALOGUE[3]!.id]));
    await send(hide, { url: `/api/orders/${unpaid.orderId}/hide`, headers: bought.headers });
    await send(hide, { url: `/api/orders/${paidOrder?.id ?? unknownOrder}/hide`, headers: bought.headers });
    await send(hide, { url: `/api/orders/${unknownOrder}/hide`, headers: bought.headers });
    await send(hide, { url: `/api/orders/${unknownOrder}/hide` });
    await send(hide, { url: '/api/orders/%FF/hide', headers: bought.headers });
    await send(hide, { url: `/api/orders/${'a'.repeat(101)}/hide`, headers: bought.headers });
    await bodyRefusals(hide, `/api/orders/${unpaid.orderId}/hide`, bought.headers);
    // The merchant console: a guest (401), a shopper (403), merchants (each within its three calls a window).
    let merchants = 0;
    const merchant = async () =>
      (await createSignedInUser(app, test.database, 'Meera Shah', `merchant-${merchants++}@shop.example`)).headers;
    const adminOrders = 'GET /api/admin/orders';
    const adminOrder = 'GET /api/admin/orders/{id}';
    const adminRefund = 'POST /api/admin/orders/{id}/refunds';
    const refundOf = (productId: string) => ({
      idempotencyKey: '6f1c2a8e-1f43-4c8e-9a51-0d6c4a3b2e10',
      productIds: [productId],
      reason: 'Asked for a refund within 30 days',
    });
    let owner = await merchant();
    await send(adminOrders, { url: '/api/admin/orders', headers: owner });
    await send(adminOrders, { url: '/api/admin/orders?status=lost', headers: owner });
    await send(adminOrders, { url: '/api/admin/orders' });
    await send(adminOrders, { url: '/api/admin/orders', headers: user.headers });
    owner = await merchant();
    await limit(adminOrders, () => ({ url: '/api/admin/orders', headers: owner }));
    owner = await merchant();
    await send(adminOrder, { url: `/api/admin/orders/${paidOrder?.id ?? unknownOrder}`, headers: owner });
    await send(adminOrder, { url: `/api/admin/orders/${unknownOrder}`, headers: owner });
    await send(adminOrder, { url: '/api/admin/orders/%FF', headers: owner });
    await send(adminOrder, { url: `/api/admin/orders/${'a'.repeat(101)}`, headers: owner });
    await send(adminOrder, { url: `/api/admin/orders/${unknownOrder}` });
    await send(adminOrder, { url: `/api/admin/orders/${unknownOrder}`, headers: user.headers });
    owner = await merchant();
    await limit(adminOrder, () => ({ url: `/api/admin/orders/${unknownOrder}`, headers: owner }));
    owner = await merchant();
    const refundUrl = (id: string) => `/api/admin/orders/${id}/refunds`;
    await send(adminRefund, {
      url: refundUrl(paidOrder?.id ?? unknownOrder),
      headers: owner,
      payload: refundOf(CATALOGUE[1]!.id),
    });
    // The same lines again under another key: already refunded (409).
    await send(adminRefund, {
      url: refundUrl(paidOrder?.id ?? unknownOrder),
      headers: owner,
      payload: { ...refundOf(CATALOGUE[1]!.id), idempotencyKey: '0b8f1d7e-55a4-4f0e-8f3c-7f2d9c1e4a21' },
    });
    await send(adminRefund, { url: refundUrl(unknownOrder), headers: owner, payload: { productIds: [] } });
    owner = await merchant();
    await send(adminRefund, { url: refundUrl(unknownOrder), headers: owner, payload: refundOf(CATALOGUE[1]!.id) });
    await send(adminRefund, { url: refundUrl('%FF'), headers: owner, payload: refundOf(CATALOGUE[1]!.id) });
    await send(adminRefund, { url: refundUrl('a'.repeat(101)), headers: owner, payload: refundOf(CATALOGUE[1]!.id) });
    await send(adminRefund, { url: refundUrl(unknownOrder), payload: refundOf(CATALOGUE[1]!.id) });
    await send(adminRefund, {
      url: refundUrl(unknownOrder),
      headers: user.headers,
      payload: refundOf(CATALOGUE[1]!.id),
    });
    await bodyRefusals(adminRefund, refundUrl(unknownOrder), owner);
    owner = await merchant();
    await limit(adminRefund, () => ({
      url: refundUrl(unknownOrder),
      headers: owner,
      payload: refundOf(CATALOGUE[1]!.id),
    }));

    for (const [route, url] of [
      ['GET /api/admin/orders/{id}/invoice.pdf', (id: string) => `/api/admin/orders/${id}/invoice.pdf`],
      ['GET /api/admin/orders/{id}/credit-notes/{n}.pdf', (id: string) => `/api/admin/orders/${id}/credit-notes/1.pdf`],
    ] as const) {
      owner = await merchant();
      await send(route, { url: url(paidOrder?.id ?? unknownOrder), headers: owner });
      await send(route, { url: url(unknownOrder), headers: owner });
      await send(route, { url: url('%FF'), headers: owner });
      await send(route, { url: url('a'.repeat(101)), headers: owner });
      await send(route, { url: url(unknownOrder) });
      await send(route, { url: url(unknownOrder), headers: user.headers });
      owner = await merchant();
      await limit(route, () => ({ url: url(unknownOrder), headers: owner }));
    }
    const auditLog = 'GET /api/admin/audit-log';
    owner = await merchant();
    await send(auditLog, { url: '/api/admin/audit-log', headers: owner });
    await send(auditLog, { url: '/api/admin/audit-log?limit=0', headers: owner });
    await send(auditLog, { url: '/api/admin/audit-log' });
    await send(auditLog, { url: '/api/admin/audit-log', headers: user.headers });
    owner = await merchant();
    await limit(auditLog, () => ({ url: '/api/admin/audit-log', headers: owner }));
    const overview = 'GET /api/admin/overview';
    owner = await merchant();
    await send(overview, { url: '/api/admin/overview', headers: owner });
    await send(overview, { url: '/api/admin/overview' });
    await send(overview, { url: '/api/admin/overview', headers: user.headers });
    owner = await merchant();
    await limit(overview, () => ({ url: '/api/admin/overview', headers: owner }));
    const adminVitals = 'GET /api/admin/vitals';
    owner = await merchant();
    await send(adminVitals, { url: '/api/admin/vitals', headers: owner });
    await send(adminVitals, { url: '/api/admin/vitals' });
    await send(adminVitals, { url: '/api/admin/vitals', headers: user.headers });
    owner = await merchant();
    await limit(adminVitals, () => ({ url: '/api/admin/vitals', headers: owner }));
    const exportCsv = 'GET /api/admin/exports/{kind}.csv';
    const range = '?from=2026-04-01&to=2026-04-30';
    owner = await merchant();
    await send(exportCsv, { url: `/api/admin/exports/invoices.csv${range}`, headers: owner });
    await send(exportCsv, { url: '/api/admin/exports/invoices.csv?from=2026-04-02&to=2026-04-01', headers: owner });
    await send(exportCsv, { url: `/api/admin/exports/customers.csv${range}`, headers: owner });
    owner = await merchant();
    await send(exportCsv, { url: `/api/admin/exports/${'a'.repeat(101)}${range}`, headers: owner });
    await send(exportCsv, { url: `/api/admin/exports/invoices.csv${range}` });
    await send(exportCsv, { url: `/api/admin/exports/invoices.csv${range}`, headers: user.headers });
    owner = await merchant();
    await limit(exportCsv, () => ({ url: `/api/admin/exports/subscribers.csv${range}`, headers: owner }));
    for (const [route, url, refused] of [
      ['GET /api/admin/subscribers', '/api/admin/subscribers', '/api/admin/subscribers?limit=0'],
      ['GET /api/admin/outbox', '/api/admin/outbox', '/api/admin/outbox?state=lost'],
    ] as const) {
      owner = await merchant();
      await send(route, { url, headers: owner });
      await send(route, { url: refused, headers: owner });
      await send(route, { url });
      await send(route, { url, headers: user.headers });
      owner = await merchant();
      await limit(route, () => ({ url, headers: owner }));
    }

    // The console's customers: the list, one customer, their export and erasure.
    const customerRoutes = {
      list: 'GET /api/admin/customers',
      one: 'GET /api/admin/customers/{id}',
      export: 'GET /api/admin/customers/{id}/export',
      erasure: 'POST /api/admin/customers/{id}/erasure',
    };
    const leaving = await createSignedInUser(app, test.database, 'Kiran Desai');
    owner = await merchant();
    await send(customerRoutes.list, { url: '/api/admin/customers?q=meera', headers: owner });
    await send(customerRoutes.list, { url: '/api/admin/customers?limit=0', headers: owner });
    await send(customerRoutes.list, { url: '/api/admin/customers' });
    await send(customerRoutes.list, { url: '/api/admin/customers', headers: user.headers });
    owner = await merchant();
    await limit(customerRoutes.list, () => ({ url: '/api/admin/customers', headers: owner }));
    for (const [route, url] of [
      [customerRoutes.one, (id: string) => `/api/admin/customers/${id}`],
      [customerRoutes.export, (id: string) => `/api/admin/customers/${id}/export`],
    ] as const) {
      owner = await merchant();
      await send(route, { url: url(bought.id), headers: owner });
      await send(route, { url: url(unknownOrder), headers: owner });
      await send(route, { url: url('%FF'), headers: owner });
      owner = await merchant();
      await send(route, { url: url('a'.repeat(101)), headers: owner });
      await send(route, { url: url(unknownOrder) });
      await send(route, { url: url(unknownOrder), headers: user.headers });
      owner = await merchant();
      await limit(route, () => ({ url: url(unknownOrder), headers: owner }));
    }
    const erasureUrl = (id: string) => `/api/admin/customers/${id}/erasure`;
    owner = await merchant();
    await send(customerRoutes.erasure, {
      url: erasureUrl(leaving.id),
      headers: owner,
      payload: { email: leaving.email },
    });
    await send(customerRoutes.erasure, { url: erasureUrl(unknownOrder), headers: owner, payload: { email: 'a@b.in' } });
    await send(customerRoutes.erasure, { url: erasureUrl('%FF'), headers: owner, payload: { email: 'a@b.in' } });
    owner = await merchant();
    await send(customerRoutes.erasure, {
      url: erasureUrl('a'.repeat(101)),
      headers: owner,
      payload: { email: 'a@b.in' },
    });
    await send(customerRoutes.erasure, { url: erasureUrl(unknownOrder), payload: { email: 'a@b.in' } });
    await send(customerRoutes.erasure, {
      url: erasureUrl(unknownOrder),
      headers: user.headers,
      payload: { email: 'a@b.in' },
    });
    owner = await merchant();
    await bodyRefusals(customerRoutes.erasure, erasureUrl(unknownOrder), owner);
    owner = await merchant();
    await limit(customerRoutes.erasure, () => ({
      url: erasureUrl(unknownOrder),
      headers: owner,
      payload: { email: 'a@b.in' },
    }));

    // The support inbox: the list, marking handled, and a bug storedReport's screenshot.
    const supportList = 'GET /api/admin/support';
    owner = await merchant();
    await send(supportList, { url: '/api/admin/support?state=open', headers: owner });
    await send(supportList, { url: '/api/admin/support?state=closed', headers: owner });
    await send(supportList, { url: '/api/admin/support' });
    await send(supportList, { url: '/api/admin/support', headers: user.headers });
    owner = await merchant();
    await limit(supportList, () => ({ url: '/api/admin/support', headers: owner }));
    const screenshot = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const [storedReport] = (
      (await test.database.db.execute(sql`
        insert into bug_reports (title, description, severity) values ('Froze', 'It froze', 'low') returning id`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    for (const [position, fileName, data] of [
      [0, 'a.png', screenshot],
      [1, 'b.png', Buffer.from('GIF89a')],
    ] as const)
      await storeScreenshot(test, { reportId: storedReport!.id, position, fileName, contentType: 'image/png', data });
    const [storedMessage] = (
      (await test.database.db.execute(sql`
        insert into contact_messages (name, email, message) values ('Rohan', 'rohan@example.in', 'Hello')
        returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    for (const [route, url, id] of [
      [
        'POST /api/admin/support/contact-messages/{id}/handled',
        (x: string) => `/api/admin/support/contact-messages/${x}/handled`,
        storedMessage!.id,
      ],
      [
        'POST /api/admin/support/bug-reports/{id}/handled',
        (x: string) => `/api/admin/support/bug-reports/${x}/handled`,
        storedReport!.id,
      ],
    ] as const) {
      owner = await merchant();
      await send(route, { url: url(id), headers: owner });
      await send(route, { url: url(unknownOrder), headers: owner });
      await send(route, { url: url('%FF'), headers: owner });
      owner = await merchant();
      await send(route, { url: url('a'.repeat(101)), headers: owner });
      await send(route, { url: url(unknownOrder) });
      await send(route, { url: url(unknownOrder), headers: user.headers });
      owner = await merchant();
      await bodyRefusals(route, url(unknownOrder), owner);
      owner = await merchant();
      await limit(route, () => ({ url: url(unknownOrder), headers: owner }));
    }
    const imageRoute = 'GET /api/admin/support/bug-reports/{id}/images/{n}';
    const imageUrl = (id: string, n: number) => `/api/admin/support/bug-reports/${id}/images/${n}`;
    owner = await merchant();
    await send(imageRoute, { url: imageUrl(storedReport!.id, 1), headers: owner });
    await send(imageRoute, { url: imageUrl(storedReport!.id, 2), headers: owner });
    await send(imageRoute, { url: imageUrl(unknownOrder, 1), headers: owner });
    owner = await merchant();
    await send(imageRoute, { url: '/api/admin/support/bug-reports/%FF/images/1', headers: owner });
    await send(imageRoute, { url: imageUrl('a'.repeat(101), 1), headers: owner });
    await send(imageRoute, { url: imageUrl(unknownOrder, 1) });
    await send(imageRoute, { url: imageUrl(unknownOrder, 1), headers: user.headers });
    owner = await merchant();
    await limit(imageRoute, () => ({ url: imageUrl(unknownOrder, 1), headers: owner }));

    // 431 is answered by Node's HTTP parser before any route is matched: one answer stands for all.
    const refusal = await oversizedRequest(app.getHttpServer());
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) checker.check(`${method.toUpperCase()} ${path}`, refusal);
    }

    // 500 is a bug (never provoked on purpose), 502 is the payment provider failing (payments-razorpay
    // tests answer it), 503 needs the database down (the PostgreSQL suite below).
    expect(checker.unobserved((status) => [500, 502, 503].includes(status))).toEqual([]);
  });
});

/** A request whose address is 70 KB, sent over a real socket; its answer as an inject-like response. */
async function oversizedRequest(server: import('node:http').Server): Promise<LightMyRequestResponse> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET /api/products?q=${'x'.repeat(70_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
    );
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('close', () => resolve(data));
    socket.on('error', (error) => (data ? resolve(data) : reject(error)));
  });
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const headers = Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 2)]),
  );
  const statusCode = Number(head.split(' ')[1]);
  return { statusCode, headers, body, json: () => JSON.parse(body) } as unknown as LightMyRequestResponse;
}

/** Bodies that pass validation, so a public route goes on to the database. */
const VALID_BODIES: Record<string, unknown> = {
  '/api/subscriptions/subscribe': { email: 'down@example.in' },
  '/api/subscriptions/confirm': { token: 'never-sent-token-0123456789abcdef' },
  '/api/subscriptions/unsubscribe': { token: 'never-sent-token-0123456789abcdef' },
  '/api/auth/google': { credential: 'header.payload.signature' },
  '/api/auth/demo/credential': { name: 'Kavya Rao', email: 'kavya@example.in' },
  '/api/payments/create-order': cartOf(),
  '/api/payments/verify': { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'x' },
  '/api/payments/simulate': { razorpay_order_id: 'order_x', outcome: 'success' },
};

describeOnPostgres('the OpenAPI document while the database is down', () => {
  it('describes the 503 every database-backed route answers, with Retry-After', async () => {
    const url = new URL(await createPostgresDatabase());
    const proxy = await startTcpProxy(Number(url.port));
    url.port = String(proxy.port);
    const config = testConfig({ ...LIMITS, DATABASE_URL: url.toString() });
    const database = await openDatabase({ url: url.toString(), dataDir: '' });
    const app = await createApp(config, { database, logger: false });
    await app.getHttpAdapter().getInstance().ready();
    try {
      const document: Document = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
      const checker = new ContractChecker(document);
      const user = await createSignedInUser(app, database);
      proxy.cut();
      const expected: string[] = [];
      for (const [path, methods] of Object.entries(document.paths)) {
        for (const [method, { responses }] of Object.entries(methods)) {
          if (!responses['503']) continue;
          const operation = `${method.toUpperCase()} ${path}`;
          expected.push(operation);
          const concrete = path
            .replace('{id}', '00000000-0000-4000-8000-000000000000')
            .replace('{productId}', CATALOGUE[0]!.id);
          const delivery = signedWebhook(
            app.get<SimulatedProvider>(PAYMENT_PROVIDER).webhookSecret,
            { event: 'order.paid', payload: { order: { entity: { id: 'order_x' } } } },
            'evt_down',
          );
          const response = await app.inject({
            method: method.toUpperCase() as 'GET' | 'POST',
            url: concrete,
            ...(path === '/api/payments/webhook'
              ? { headers: delivery.headers, payload: delivery.payload }
              : {
                  headers: user.headers,
                  ...(method === 'post' ? { payload: VALID_BODIES[path] ?? {} } : {}),
                }),
          });
          expect({ operation, status: response.statusCode }).toEqual({ operation, status: 503 });
          checker.check(operation, response);
        }
      }
      expect(expected.length).toBeGreaterThan(10);
    } finally {
      proxy.restore();
      await app.close();
      await proxy.close();
    }
  });
});
