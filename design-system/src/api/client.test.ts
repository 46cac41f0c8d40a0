import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ENDPOINTS, BUG_REPORT_UPLOAD, CATALOGUE, ENDPOINTS, pathOf } from '@profit/contract';
import { handlers, mockDb, MOCK_GOOGLE_CREDENTIAL, STORY_MERCHANT_TOKEN, STORY_TOKEN, STORY_USER } from '../mocks';
import { MOCK_CONFIRMATION_TOKEN, MOCK_UNSUBSCRIBE_TOKEN } from '../mocks/db';
import { MemoryStorage } from '../state/memoryStorage';
import { createStore, type AppStore } from '../state/store';
import { TOKEN_KEY, USER_KEY } from '../state/storageKeys';
import { adminApi } from './admin';
import { adminCustomersApi } from './adminCustomers';
import { adminSupportApi } from './adminSupport';
import { authApi } from './auth';
import { DEFAULT_API_BASE_URL } from './baseApi';
import { catalogueApi } from './catalogue';
import { grievanceApi } from './grievance';
import { healthApi } from './health';
import { filenameFrom, libraryApi } from './library';
import { ordersApi } from './orders';
import { paymentsApi } from './payments';
import { shopIdentityApi } from './policies';
import { subscriptionsApi } from './subscriptions';
import { supportApi } from './support';

/**
 * Every call of the client against the MSW handlers (which answer as the server does): the
 * request it sends (method, address, body, bearer token) and that the contract accepts the answer.
 */
const API = 'http://shop.test/api';
const server = setupServer(...handlers);

interface Sent {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}
let sent: Sent[] = [];

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const copy = request.clone();
    const json = request.headers.get('content-type')?.includes('json') ?? false;
    sent.push({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      body: undefined,
      authorization: request.headers.get('authorization'),
    });
    const entry = sent.at(-1)!;
    void copy.text().then((text) => {
      entry.body = text === '' ? undefined : json ? (JSON.parse(text) as unknown) : text;
    });
  });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  mockDb.reset();
  sent = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const storeFor = (token?: string) =>
  createStore(undefined, {
    storage: new MemoryStorage(token ? { [TOKEN_KEY]: token } : {}),
    apiBaseUrl: API,
    fallbackNavigate: () => undefined,
  });

type Call = (store: AppStore) => Promise<{ data?: unknown; error?: unknown }>;
const [kit] = CATALOGUE as [(typeof CATALOGUE)[number]];
const SEED_ORDER = 'ord_seed_1';
/** A checkout of the catalogue's first kit, as the cart sends it. */
const orderKit = (store: AppStore) =>
  store.dispatch(
    paymentsApi.endpoints.createOrder.initiate({
      amount: kit.price,
      currency: 'INR',
      products: [{ productId: kit.id, name: kit.title, price: kit.price, quantity: 1 }],
      customer: { name: 'Asha', email: 'asha@example.in' },
    }),
  );
/** The kit of the seed order, which the story shopper owns. */
const OWNED = 'founder-metrics-dashboard';

const GRIEVANCE = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  orderNumber: '',
  subject: 'A refund I was promised',
  details: 'The refund for my order has not reached my account after ten days.',
};

const shopperCalls: [name: string, call: Call, method: string, path: string, body?: unknown][] = [
  ['products', (s) => s.dispatch(catalogueApi.endpoints.products.initiate()), 'GET', '/products'],
  ['product', (s) => s.dispatch(catalogueApi.endpoints.product.initiate(kit.id)), 'GET', `/products/${kit.id}`],
  ['clientConfig', (s) => s.dispatch(catalogueApi.endpoints.clientConfig.initiate()), 'GET', '/config'],
  ['profile', (s) => s.dispatch(authApi.endpoints.profile.initiate()), 'GET', '/auth/profile'],
  ['logout', (s) => s.dispatch(authApi.endpoints.logout.initiate()), 'POST', '/auth/logout'],
  [
    'demoCredential',
    (s) => s.dispatch(authApi.endpoints.demoCredential.initiate({ name: 'Meera', email: 'meera@example.in' })),
    'POST',
    '/auth/demo/credential',
    { name: 'Meera', email: 'meera@example.in' },
  ],
  [
    'subscribe',
    (s) => s.dispatch(subscriptionsApi.endpoints.subscribe.initiate({ email: 'new@example.in' })),
    'POST',
    '/subscriptions/subscribe',
    { email: 'new@example.in' },
  ],
  ['health', (s) => s.dispatch(healthApi.endpoints.health.initiate()), 'GET', '/health'],
  [
    'confirmSubscription',
    (s) => s.dispatch(subscriptionsApi.endpoints.confirmSubscription.initiate({ token: MOCK_CONFIRMATION_TOKEN })),
    'POST',
    '/subscriptions/confirm',
    { token: MOCK_CONFIRMATION_TOKEN },
  ],
  [
    'unsubscribe',
    (s) => s.dispatch(subscriptionsApi.endpoints.unsubscribe.initiate({ token: MOCK_UNSUBSCRIBE_TOKEN })),
    'POST',
    '/subscriptions/unsubscribe',
    { token: MOCK_UNSUBSCRIBE_TOKEN },
  ],
  [
    'fileGrievance',
    (s) => s.dispatch(grievanceApi.endpoints.fileGrievance.initiate(GRIEVANCE)),
    'POST',
    '/support/grievances',
    GRIEVANCE,
  ],
  ['shopIdentity', (s) => s.dispatch(shopIdentityApi.endpoints.shopIdentity.initiate()), 'GET', '/shop-identity'],
  ['orders', (s) => s.dispatch(ordersApi.endpoints.orders.initiate()), 'GET', '/orders'],
  [
    'orders, a later page',
    (s) => s.dispatch(ordersApi.endpoints.orders.initiate({ limit: 5 })),
    'GET',
    '/orders?limit=5',
  ],
  ['order', (s) => s.dispatch(ordersApi.endpoints.order.initiate(SEED_ORDER)), 'GET', `/orders/${SEED_ORDER}`],
  [
    'invoicePdf',
    (s) => s.dispatch(ordersApi.endpoints.invoicePdf.initiate({ orderId: SEED_ORDER, number: 'INV/1' })),
    'GET',
    `/orders/${SEED_ORDER}/invoice.pdf`,
  ],
  ['library', (s) => s.dispatch(libraryApi.endpoints.library.initiate()), 'GET', '/library'],
  [
    'download',
    (s) => s.dispatch(libraryApi.endpoints.download.initiate({ productId: OWNED, format: 'md' })),
    'GET',
    `/library/${OWNED}/download?format=md`,
  ],
  [
    'sendContactMessage',
    (s) =>
      s.dispatch(
        supportApi.endpoints.sendContactMessage.initiate({
          name: 'Asha',
          email: 'asha@example.in',
          message: 'A question.',
        }),
      ),
    'POST',
    '/support/contact',
    { name: 'Asha', email: 'asha@example.in', message: 'A question.' },
  ],
];

const REFUND = { idempotencyKey: '0b6f4a52-2c1e-4d4e-9b59-5d1c2f0e7a11', productIds: [OWNED], reason: 'Asked for it' };
const refunded: Call = (s) => s.dispatch(adminApi.endpoints.adminRefund.initiate({ orderId: SEED_ORDER, ...REFUND }));
const after =
  (first: Call, then: Call): Call =>
  async (s) => {
    await first(s);
    return then(s);
  };

const merchantCalls: [name: string, call: Call, method: string, path: string, body?: unknown][] = [
  [
    'adminOrders, empty filters left out',
    (s) => s.dispatch(adminApi.endpoints.adminOrders.initiate({ limit: 5, q: '', status: undefined })),
    'GET',
    '/admin/orders?limit=5',
  ],
  [
    'adminOrder',
    (s) => s.dispatch(adminApi.endpoints.adminOrder.initiate(SEED_ORDER)),
    'GET',
    `/admin/orders/${SEED_ORDER}`,
  ],
  ['adminRefund', refunded, 'POST', `/admin/orders/${SEED_ORDER}/refunds`, REFUND],
  [
    'adminInvoicePdf',
    (s) => s.dispatch(adminApi.endpoints.adminInvoicePdf.initiate({ orderId: SEED_ORDER, number: 'INV/1' })),
    'GET',
    `/admin/orders/${SEED_ORDER}/invoice.pdf`,
  ],
  [
    'adminCreditNotePdf',
    after(refunded, (s) =>
      s.dispatch(adminApi.endpoints.adminCreditNotePdf.initiate({ orderId: SEED_ORDER, n: 1, number: 'CN/1' })),
    ),
    'GET',
    `/admin/orders/${SEED_ORDER}/credit-notes/1.pdf`,
  ],
  [
    "creditNotePdf (the shopper's)",
    after(refunded, () =>
      storeFor(STORY_TOKEN).dispatch(
        ordersApi.endpoints.creditNotePdf.initiate({ orderId: SEED_ORDER, n: 1, number: 'CN/1' }),
      ),
    ),
    'GET',
    `/orders/${SEED_ORDER}/credit-notes/1.pdf`,
  ],
  [
    'adminAuditLog',
    (s) => s.dispatch(adminApi.endpoints.adminAuditLog.initiate({ limit: 10, cursor: '' })),
    'GET',
    '/admin/audit-log?limit=10',
  ],
  ['adminOverview', (s) => s.dispatch(adminApi.endpoints.adminOverview.initiate()), 'GET', '/admin/overview'],
  ['adminVitals', (s) => s.dispatch(adminApi.endpoints.adminVitals.initiate()), 'GET', '/admin/vitals'],
  [
    'adminExport',
    (s) =>
      s.dispatch(adminApi.endpoints.adminExport.initiate({ kind: 'invoices', from: '2026-11-01', to: '2026-11-30' })),
    'GET',
    '/admin/exports/invoices.csv?from=2026-11-01&to=2026-11-30',
  ],
  [
    'adminSubscribers',
    (s) => s.dispatch(adminApi.endpoints.adminSubscribers.initiate({ q: 'already' })),
    'GET',
    '/admin/subscribers?q=already',
  ],
  [
    'adminOutbox',
    (s) => s.dispatch(adminApi.endpoints.adminOutbox.initiate({ limit: 20 })),
    'GET',
    '/admin/outbox?limit=20',
  ],
  [
    'adminCustomers',
    (s) => s.dispatch(adminCustomersApi.endpoints.adminCustomers.initiate({ q: 'asha' })),
    'GET',
    '/admin/customers?q=asha',
  ],
  [
    'adminCustomer',
    (s) => s.dispatch(adminCustomersApi.endpoints.adminCustomer.initiate(STORY_USER.id)),
    'GET',
    `/admin/customers/${STORY_USER.id}`,
  ],
  [
    'adminCustomerExport',
    (s) => s.dispatch(adminCustomersApi.endpoints.adminCustomerExport.initiate(STORY_USER.id)),
    'GET',
    `/admin/customers/${STORY_USER.id}/export`,
  ],
  [
    'adminEraseCustomer',
    (s) =>
      s.dispatch(
        adminCustomersApi.endpoints.adminEraseCustomer.initiate({ id: STORY_USER.id, email: STORY_USER.email }),
      ),
    'POST',
    `/admin/customers/${STORY_USER.id}/erasure`,
    { email: STORY_USER.email },
  ],
  [
    'adminSupport',
    (s) => s.dispatch(adminSupportApi.endpoints.adminSupport.initiate({ state: 'open' })),
    'GET',
    '/admin/support?state=open',
  ],
];

describe('the API client', () => {
  it.each(shopperCalls)('%s sends its request and accepts the answer', async (_, call, method, path, body) => {
    const result = await call(storeFor(STORY_TOKEN));
    expect(result.error).toBeUndefined();
    expect(result.data).toBeDefined();
    await vi.waitFor(() =>
      expect(sent).toEqual([{ method, path: `/api${path}`, body, authorization: `Bearer ${STORY_TOKEN}` }]),
    );
  });

  it.each(merchantCalls)('%s sends its request and accepts the answer', async (_, call, method, path, body) => {
    const result = await call(storeFor(STORY_MERCHANT_TOKEN));
    expect(result.error).toBeUndefined();
    expect(result.data).toBeDefined();
    await vi.waitFor(() => expect(sent.at(-1)?.body).toEqual(body));
    expect(sent.at(-1)).toMatchObject({ method, path: `/api${path}`, body });
  });

  it('sends a bug report as multipart form data, its screenshot included', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const form = new FormData();
    form.append('title', 'Pay does nothing');
    form.append('description', 'Pressing Pay on my phone shows nothing.');
    form.append(BUG_REPORT_UPLOAD.fieldName, new File([png], 'shot.png', { type: 'image/png' }));
    const result = await storeFor().dispatch(supportApi.endpoints.sendBugReport.initiate(form));
    expect(result.data).toMatchObject({ success: true, screenshots: 1 });
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: `/api${ENDPOINTS.bugReport.path}` });
    expect(mockDb.bugReports()).toEqual([
      expect.objectContaining({
        title: 'Pay does nothing',
        description: 'Pressing Pay on my phone shows nothing.',
        images: [{ name: 'shot.png', type: 'image/png', size: png.length }],
      }),
    ]);
  });

  it('sends no authorization header without a stored token', async () => {
    await storeFor().dispatch(catalogueApi.endpoints.products.initiate());
    expect(sent.map((request) => request.authorization)).toEqual([null]);
  });
});

/** How many requests reached each path (method and path, without the query). */
const countOf = (method: string, path: string) =>
  sent.filter((request) => request.method === method && request.path.split('?')[0] === `/api${path}`).length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
/** Waits until each of these lists was fetched exactly twice: once before, once more after the change. */
const askedOnceMore = (...paths: string[]) =>
  vi.waitFor(() => expect(paths.map((path) => countOf('GET', path))).toEqual(paths.map(() => 2)));

describe("the client's cache", () => {
  it('asks again for the profile, the orders and the library after a sign-in', async () => {
    const store = storeFor(STORY_TOKEN);
    await store.dispatch(authApi.endpoints.profile.initiate());
    await store.dispatch(ordersApi.endpoints.orders.initiate());
    await store.dispatch(libraryApi.endpoints.library.initiate());
    await store.dispatch(authApi.endpoints.signInWithGoogle.initiate({ credential: MOCK_GOOGLE_CREDENTIAL }));
    await vi.waitFor(() =>
      expect(sent.find((request) => request.path === '/api/auth/google')).toMatchObject({
        method: 'POST',
        body: { credential: MOCK_GOOGLE_CREDENTIAL },
      }),
    );
    await vi.waitFor(() =>
      expect([countOf('GET', '/auth/profile'), countOf('GET', '/orders'), countOf('GET', '/library')]).toEqual([
        2, 2, 2,
      ]),
    );
  });

  it('asks again for the orders when one is created, and for the library too once one is paid', async () => {
    const store = storeFor(STORY_TOKEN);
    await store.dispatch(ordersApi.endpoints.orders.initiate());
    await store.dispatch(libraryApi.endpoints.library.initiate());
    const order = await orderKit(store);
    await vi.waitFor(() => expect([countOf('GET', '/orders'), countOf('GET', '/library')]).toEqual([2, 1]));
    const payment = await store.dispatch(
      paymentsApi.endpoints.simulatePayment.initiate({ razorpay_order_id: order.data!.id, outcome: 'success' }),
    );
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/payments/simulate',
      body: { razorpay_order_id: order.data!.id, outcome: 'success' },
    });
    if (payment.data?.outcome !== 'success') throw new Error('the simulated payment should succeed');
    const { outcome: _outcome, ...signed } = payment.data;
    const verified = await store.dispatch(paymentsApi.endpoints.verifyPayment.initiate(signed));
    expect(verified.data).toEqual({ success: true, orderId: order.data!.orderId });
    expect(sent.find((request) => request.path === '/api/payments/verify')?.body).toEqual(signed);
    await vi.waitFor(() => expect([countOf('GET', '/orders'), countOf('GET', '/library')]).toEqual([3, 2]));
  });

  it('asks again for the order list and that order when a checkout never paid is hidden', async () => {
    const store = storeFor(STORY_TOKEN);
    const order = await orderKit(store);
    const id = order.data!.orderId!;
    await store.dispatch(ordersApi.endpoints.orders.initiate());
    await store.dispatch(ordersApi.endpoints.order.initiate(id));
    await store.dispatch(ordersApi.endpoints.order.initiate(SEED_ORDER));
    const hidden = await store.dispatch(ordersApi.endpoints.hideOrder.initiate(id));
    expect(hidden.error).toBeUndefined();
    expect(sent.find((request) => request.method === 'POST' && request.path.endsWith('/hide'))?.path).toBe(
      `/api/orders/${id}/hide`,
    );
    await vi.waitFor(() => expect([countOf('GET', '/orders'), countOf('GET', `/orders/${id}`)]).toEqual([2, 2]));
    await settle();
    expect(countOf('GET', `/orders/${SEED_ORDER}`)).toBe(1);
  });

  it('asks again for a cached page of the order list that does not hold the hidden order', async () => {
    const store = storeFor(STORY_TOKEN);
    const order = await orderKit(store);
    const id = order.data!.orderId!;
    const firstPage = store.dispatch(ordersApi.endpoints.orders.initiate({ limit: 1 }));
    const { data: first } = await firstPage;
    expect(first?.orders.map((listed) => listed.id)).toEqual([id]);
    firstPage.unsubscribe();
    const laterPage = { limit: 1, cursor: first!.nextCursor! };
    const { data: later } = await store.dispatch(ordersApi.endpoints.orders.initiate(laterPage));
    expect(later?.orders.map((listed) => listed.id)).not.toContain(id);
    const laterPath = `/api/orders?${new URLSearchParams({ limit: '1', cursor: laterPage.cursor })}`;
    await store.dispatch(ordersApi.endpoints.hideOrder.initiate(id));
    await vi.waitFor(() => expect(sent.filter((request) => request.path === laterPath)).toHaveLength(2));
  });

  it('shows a refund at once and asks again for the order list, the audit log and the overview', async () => {
    const store = storeFor(STORY_MERCHANT_TOKEN);
    await store.dispatch(adminApi.endpoints.adminOrders.initiate({}));
    await store.dispatch(adminApi.endpoints.adminAuditLog.initiate({}));
    await store.dispatch(adminApi.endpoints.adminOverview.initiate());
    const before = await store.dispatch(adminApi.endpoints.adminOrder.initiate(SEED_ORDER));
    const refund = { ...REFUND, idempotencyKey: crypto.randomUUID() };
    await store.dispatch(adminApi.endpoints.adminRefund.initiate({ orderId: SEED_ORDER, ...refund }));
    const shown = () => adminApi.endpoints.adminOrder.select(SEED_ORDER)(store.getState()).data;
    expect(before.data?.order.refunds).toEqual([]);
    await vi.waitFor(() => expect(shown()?.order.refunds).toHaveLength(1));
    await askedOnceMore('/admin/orders', '/admin/audit-log', '/admin/overview');
    expect(countOf('GET', `/admin/orders/${SEED_ORDER}`)).toBe(1);
  });

  it('leaves every list as it was when a refund is refused', async () => {
    const store = storeFor(STORY_MERCHANT_TOKEN);
    await store.dispatch(adminApi.endpoints.adminOrders.initiate({}));
    const refused = await store.dispatch(adminApi.endpoints.adminRefund.initiate({ orderId: 'ord_none', ...REFUND }));
    expect(refused.error).toMatchObject({ status: 404 });
    await settle();
    expect(countOf('GET', '/admin/orders')).toBe(1);
  });

  it('shows an erasure at once and asks again for the customers, the orders and the audit log', async () => {
    const store = storeFor(STORY_MERCHANT_TOKEN);
    await store.dispatch(adminCustomersApi.endpoints.adminCustomers.initiate({}));
    await store.dispatch(adminApi.endpoints.adminOrders.initiate({}));
    await store.dispatch(adminApi.endpoints.adminAuditLog.initiate({}));
    await store.dispatch(adminCustomersApi.endpoints.adminCustomer.initiate(STORY_USER.id));
    await store.dispatch(
      adminCustomersApi.endpoints.adminEraseCustomer.initiate({ id: STORY_USER.id, email: STORY_USER.email }),
    );
    const shown = () => adminCustomersApi.endpoints.adminCustomer.select(STORY_USER.id)(store.getState()).data;
    await vi.waitFor(() => expect(JSON.stringify(shown())).not.toContain(STORY_USER.email));
    await askedOnceMore('/admin/customers', '/admin/orders', '/admin/audit-log');
    expect(countOf('GET', `/admin/customers/${STORY_USER.id}`)).toBe(1);
    const refused = await store.dispatch(
      adminCustomersApi.endpoints.adminEraseCustomer.initiate({ id: 'usr_none', email: 'x@example.in' }),
    );
    expect(refused.error).toBeDefined();
    await settle();
    expect(countOf('GET', '/admin/customers')).toBe(2);
  });

  it('asks again for the audit log after an export, a customer export or a message marked handled', async () => {
    const store = storeFor(STORY_MERCHANT_TOKEN);
    const contactId = mockDb.addContactMessage({ name: 'Asha', email: 'asha@example.in', message: 'Hello.' });
    const bugId = mockDb.addBugReport({
      title: 'Broken',
      description: 'It broke.',
      severity: 'minor',
      images: [{ name: 'shot.png', type: 'image/png', size: 10 }],
    } as unknown as Parameters<typeof mockDb.addBugReport>[0]);
    await store.dispatch(adminApi.endpoints.adminAuditLog.initiate({}));
    await store.dispatch(adminSupportApi.endpoints.adminSupport.initiate({}));
    await store.dispatch(
      adminApi.endpoints.adminExport.initiate({ kind: 'subscribers', from: '2026-11-01', to: '2026-11-30' }),
    );
    await vi.waitFor(() => expect(countOf('GET', '/admin/audit-log')).toBe(2));
    await store.dispatch(adminCustomersApi.endpoints.adminCustomerExport.initiate(STORY_USER.id));
    await vi.waitFor(() => expect(countOf('GET', '/admin/audit-log')).toBe(3));
    const handled = await store.dispatch(
      adminSupportApi.endpoints.adminMarkHandled.initiate({ kind: 'contact', id: contactId }),
    );
    expect(handled.data).toMatchObject({ id: contactId });
    await vi.waitFor(() =>
      expect([countOf('GET', '/admin/audit-log'), countOf('GET', '/admin/support')]).toEqual([4, 2]),
    );
    await store.dispatch(adminSupportApi.endpoints.adminMarkHandled.initiate({ kind: 'bug_report', id: bugId }));
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      `/api/admin/support/contact-messages/${contactId}/handled`,
      `/api/admin/support/bug-reports/${bugId}/handled`,
    ]);
    const failed = await store.dispatch(
      adminApi.endpoints.adminExport.initiate({ kind: 'subscribers', from: '2026-11-30', to: '2026-11-01' }),
    );
    expect(failed.error).toBeDefined();
    await settle();
    expect(countOf('GET', '/admin/audit-log')).toBe(5);
  });

  it("fetches a bug report's screenshot as an object URL and releases it when no screen shows it", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const revoked = vi.spyOn(URL, 'revokeObjectURL');
    try {
      const store = storeFor(STORY_MERCHANT_TOKEN);
      const id = mockDb.addBugReport({
        title: 'Broken',
        description: 'It broke.',
        severity: 'minor',
        images: [{ name: 'shot.png', type: 'image/png', size: 10 }],
      } as unknown as Parameters<typeof mockDb.addBugReport>[0]);
      const query = store.dispatch(adminSupportApi.endpoints.adminBugReportImage.initiate({ id, n: 1 }));
      await vi.advanceTimersByTimeAsync(100);
      const result = await query;
      expect(result.data).toMatch(/^blob:/);
      expect(sent.at(-1)?.path).toBe(`/api/admin/support/bug-reports/${id}/images/1`);
      query.unsubscribe();
      await vi.advanceTimersByTimeAsync(29_000);
      expect(revoked).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2_000);
      expect(revoked).toHaveBeenCalledWith(result.data);
      const missing = store.dispatch(adminSupportApi.endpoints.adminBugReportImage.initiate({ id, n: 2 }));
      await vi.advanceTimersByTimeAsync(100);
      expect((await missing).error).toMatchObject({ status: 404 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets go of a screenshot that failed to load without releasing or throwing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const revoked = vi.spyOn(URL, 'revokeObjectURL');
    const unhandled: unknown[] = [];
    const collect = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', collect);
    try {
      const store = storeFor(STORY_MERCHANT_TOKEN);
      const query = store.dispatch(adminSupportApi.endpoints.adminBugReportImage.initiate({ id: 'missing', n: 1 }));
      await vi.advanceTimersByTimeAsync(100);
      expect((await query).error).toMatchObject({ status: 404 });
      query.unsubscribe();
      await vi.advanceTimersByTimeAsync(31_000);
      expect(store.getState().api.queries).toEqual({});
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
      expect(revoked).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', collect);
      vi.useRealTimers();
    }
  });
});

describe('downloaded files', () => {
  it("are named as the server says, else by the document's number with its slashes made dashes", async () => {
    const store = storeFor(STORY_TOKEN);
    const named = await store.dispatch(ordersApi.endpoints.invoicePdf.initiate({ orderId: SEED_ORDER, number: 'X' }));
    expect(named.data?.filename).toMatch(/^invoice-.+\.pdf$/);
    expect(named.data?.filename).not.toBe('invoice-X.pdf');
    server.use(
      http.get(
        `${API}/orders/:id/invoice.pdf`,
        () => new HttpResponse('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
      ),
      http.get(
        `${API}/library/:productId/download`,
        () => new HttpResponse('# Kit', { headers: { 'content-type': 'text/markdown' } }),
      ),
    );
    const unnamed = await store.dispatch(
      ordersApi.endpoints.invoicePdf.initiate({ orderId: SEED_ORDER, number: 'INV/25-26/7' }),
    );
    expect(unnamed.data).toEqual({ objectUrl: expect.stringMatching(/^blob:/), filename: 'invoice-INV-25-26-7.pdf' });
    const kitFile = await store.dispatch(libraryApi.endpoints.download.initiate({ productId: OWNED, format: 'md' }));
    expect(kitFile.data?.filename).toBe(`${OWNED}.md`);
  });

  it("are named by the console's document number, export kind or customer when the server gives no name", async () => {
    const unnamed = (path: string) =>
      http.get(`${API}${path}`, () => new HttpResponse('x', { headers: { 'content-type': 'application/pdf' } }));
    server.use(
      unnamed(ENDPOINTS.creditNotePdf.path),
      unnamed(ADMIN_ENDPOINTS.adminInvoicePdf.path),
      unnamed(ADMIN_ENDPOINTS.adminCreditNotePdf.path),
      unnamed(ADMIN_ENDPOINTS.adminExport.path),
      unnamed(ADMIN_ENDPOINTS.adminCustomerExport.path),
    );
    const shopper = storeFor(STORY_TOKEN);
    const merchant = storeFor(STORY_MERCHANT_TOKEN);
    const names = await Promise.all([
      shopper.dispatch(ordersApi.endpoints.creditNotePdf.initiate({ orderId: SEED_ORDER, n: 1, number: 'CN/25-26/1' })),
      merchant.dispatch(adminApi.endpoints.adminInvoicePdf.initiate({ orderId: SEED_ORDER, number: 'INV/25-26/7' })),
      merchant.dispatch(
        adminApi.endpoints.adminCreditNotePdf.initiate({ orderId: SEED_ORDER, n: 1, number: 'CN/25-26/1' }),
      ),
      merchant.dispatch(
        adminApi.endpoints.adminExport.initiate({ kind: 'invoices', from: '2026-11-01', to: '2026-11-30' }),
      ),
      merchant.dispatch(adminCustomersApi.endpoints.adminCustomerExport.initiate(STORY_USER.id)),
    ]);
    expect(names.map((result) => result.data?.filename)).toEqual([
      'credit-note-CN-25-26-1.pdf',
      'invoice-INV-25-26-7.pdf',
      'credit-note-CN-25-26-1.pdf',
      'invoices.csv',
      `customer-${STORY_USER.id}.json`,
    ]);
  });

  it("take the server's encoded or quoted name from its Content-Disposition", () => {
    expect(filenameFrom(`attachment; filename*=UTF-8''Kit%20guide.pdf`, 'f')).toBe('Kit guide.pdf');
    expect(filenameFrom('attachment; filename="invoice-1.pdf"', 'f')).toBe('invoice-1.pdf');
    expect(filenameFrom('attachment; FILENAME=plain.md; size=3', 'f')).toBe('plain.md');
    expect(filenameFrom('attachment', 'fallback.pdf')).toBe('fallback.pdf');
    expect(filenameFrom(null, 'fallback.pdf')).toBe('fallback.pdf');
  });

  it("say the server's refusal as an error, not a file", async () => {
    const store = storeFor(STORY_TOKEN);
    const refused = await store.dispatch(ordersApi.endpoints.invoicePdf.initiate({ orderId: 'ord_none', number: 'X' }));
    expect(refused).toMatchObject({ error: { status: 404, data: { code: 'NOT_FOUND' } } });
    const notBought = await store.dispatch(
      libraryApi.endpoints.download.initiate({ productId: kit.id, format: 'pdf' }),
    );
    expect(notBought).toMatchObject({ error: { status: 403 } });
    const image = await storeFor(STORY_MERCHANT_TOKEN).dispatch(
      adminApi.endpoints.adminInvoicePdf.initiate({ orderId: 'ord_none', number: 'X' }),
    );
    expect(image.error).toMatchObject({ status: 404 });
  });
});

describe('a 401 from the server', () => {
  const expired = (path: string) =>
    http.get(`${API}${path}`, () =>
      HttpResponse.json(
        { statusCode: 401, error: 'Unauthorized', message: 'Expired', code: 'UNAUTHENTICATED' },
        { status: 401 },
      ),
    );
  const setup = (stored: Record<string, string>) => {
    const storage = new MemoryStorage(stored);
    const navigate = vi.fn();
    const store = createStore(
      { session: { status: 'signedIn', user: STORY_USER } },
      { storage, apiBaseUrl: API, fallbackNavigate: navigate },
    );
    return { store, storage, navigate };
  };
  const session = { [TOKEN_KEY]: STORY_TOKEN, [USER_KEY]: JSON.stringify(STORY_USER) };

  it('ends the session, forgets every cached answer and sends the shopper to /signin', async () => {
    server.use(expired('/orders'));
    const { store, storage, navigate } = setup(session);
    await store.dispatch(catalogueApi.endpoints.products.initiate());
    await store.dispatch(ordersApi.endpoints.orders.initiate());
    expect([storage.getItem(TOKEN_KEY), storage.getItem(USER_KEY)]).toEqual([null, null]);
    expect(store.getState().session).toEqual({ status: 'signedOut', user: null });
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
    expect(navigate.mock.calls).toEqual([['/signin', { replace: true }]]);
  });

  it('leaves a visitor on the page when the profile check is refused', async () => {
    server.use(expired('/auth/profile'));
    const { store, navigate } = setup(session);
    await store.dispatch(authApi.endpoints.profile.initiate());
    expect(store.getState().session.status).toBe('signedOut');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the cached answers when there was no session to end, stored or in memory', async () => {
    server.use(expired('/orders'));
    const storage = new MemoryStorage();
    const store = createStore(undefined, { storage, apiBaseUrl: API, fallbackNavigate: () => undefined });
    await store.dispatch(catalogueApi.endpoints.products.initiate());
    await store.dispatch(ordersApi.endpoints.orders.initiate());
    expect(Object.values(store.getState().api.queries).map((query) => query?.endpointName)).toContain('products');
    // A stored token alone (the start sequence not yet run) is a session to end.
    const stored = createStore(undefined, {
      storage: new MemoryStorage({ [TOKEN_KEY]: STORY_TOKEN }),
      apiBaseUrl: API,
      fallbackNavigate: () => undefined,
    });
    await stored.dispatch(catalogueApi.endpoints.products.initiate());
    await stored.dispatch(ordersApi.endpoints.orders.initiate());
    expect(Object.keys(stored.getState().api.queries)).toEqual([]);
  });

  it('forgets every cached answer when the session was held in memory only', async () => {
    server.use(expired('/orders'));
    const { store } = setup({});
    await store.dispatch(catalogueApi.endpoints.products.initiate());
    await store.dispatch(ordersApi.endpoints.orders.initiate());
    expect(store.getState().session.status).toBe('signedOut');
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
  });

  it('is no 401 of a store without storage either', async () => {
    server.use(expired('/orders'));
    const store = createStore(undefined, { storage: null, apiBaseUrl: API, fallbackNavigate: () => undefined });
    const result = await store.dispatch(ordersApi.endpoints.orders.initiate());
    expect(result.error).toMatchObject({ status: 401 });
  });
});

describe('addresses', () => {
  it('are under /api unless the store is told otherwise, a missing parameter left empty', () => {
    expect(DEFAULT_API_BASE_URL).toBe('/api');
    expect(createStore(undefined, { storage: null }).services.apiBaseUrl).toBe('/api');
    expect(pathOf('/orders/:id/hide', {})).toBe('/orders//hide');
  });
});
