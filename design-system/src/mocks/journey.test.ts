import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE, ENDPOINTS, PAYMENT_MESSAGES } from '@profit/contract';
import { api } from '../api';
import { ordersApi } from '../api/orders';
import { libraryApi } from '../api/library';
import { paymentsApi } from '../api/payments';
import { subscriptionsApi } from '../api/subscriptions';
import { MemoryStorage } from '../state/memoryStorage';
import { createStore } from '../state/store';
import { demoSignIn } from '../state/thunks';
import {
  authHandlers,
  catalogueHandlers,
  handlers,
  healthHandlers,
  libraryHandlers,
  mockDb,
  ordersHandlers,
  paymentsHandlers,
  subscriptionsHandlers,
  supportHandlers,
  shopIdentityHandlers,
  grievanceHandlers,
  vitalsHandlers,
} from '.';

const server = setupServer(...handlers);
const API = 'http://shop.test/api';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => mockDb.reset());

const newStore = () =>
  createStore(undefined, { storage: new MemoryStorage(), apiBaseUrl: API, fallbackNavigate: () => undefined });

describe('mock API', () => {
  it('answers every endpoint of the contract, and the client has an endpoint for every browser call', () => {
    const groups = [
      authHandlers,
      subscriptionsHandlers,
      catalogueHandlers,
      paymentsHandlers,
      ordersHandlers,
      libraryHandlers,
      healthHandlers,
      supportHandlers,
      shopIdentityHandlers,
      grievanceHandlers,
      vitalsHandlers,
    ];
    const served = groups
      .flatMap((group) => group.ok)
      .map((handler) => `${handler.info.method} ${String(handler.info.path)}`);
    for (const endpoint of Object.values(ENDPOINTS)) {
      expect(served).toContain(`${endpoint.method} */api${endpoint.path}`);
    }
    const clientEndpoints = Object.keys(api.endpoints);
    // The provider's webhook is no browser call; the speed beacon is sent by the storefront's first
    // script with navigator.sendBeacon, never through the client.
    const browserCalls = Object.keys(ENDPOINTS).filter((name) => name !== 'webhook' && name !== 'vitals');
    const renamed: Record<string, string> = {
      config: 'clientConfig',
      contact: 'sendContactMessage',
      bugReport: 'sendBugReport',
      grievance: 'fileGrievance',
    };
    for (const name of browserCalls) expect(clientEndpoints).toContain(renamed[name] ?? name);
  });

  it('rejects a body that breaks the contract with a 400 in the ErrorBody shape', async () => {
    const store = newStore();
    const result = await store.dispatch(subscriptionsApi.endpoints.subscribe.initiate({ email: 'not-an-address' }));
    expect(result.error).toMatchObject({
      status: 400,
      data: { statusCode: 400, code: 'VALIDATION_FAILED', message: expect.stringContaining('valid e-mail') },
    });
  });

  it('follows the auth column of ENDPOINTS: 401 without a bearer session exactly where auth is true', async () => {
    for (const endpoint of Object.values(ENDPOINTS)) {
      const path = endpoint.path.replace(':id', CATALOGUE[0]!.id).replace(':productId', CATALOGUE[0]!.id);
      const response = await fetch(`${API}${path}`, {
        method: endpoint.method,
        headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-session' },
        body: endpoint.method === 'POST' ? '{}' : undefined,
      });
      expect({ path: endpoint.path, unauthorized: response.status === 401 }).toEqual({
        path: endpoint.path,
        unauthorized: endpoint.auth,
      });
    }
  });

  it('refuses protected calls without a session', async () => {
    const store = newStore();
    const result = await store.dispatch(ordersApi.endpoints.orders.initiate());
    expect(result.error).toMatchObject({ status: 401, data: { code: 'UNAUTHENTICATED' } });
  });

  it('carries a whole journey: subscribe, demo sign-in, order at catalogue prices, pay, verify, orders, library', async () => {
    const store = newStore();
    const subscribed = await store.dispatch(
      subscriptionsApi.endpoints.subscribe.initiate({ email: 'meera@example.in' }),
    );
    expect(subscribed.data?.success).toBe(true);

    await store.dispatch(demoSignIn({ name: 'Meera', email: 'meera@example.in' })).unwrap();

    const [a, b] = [CATALOGUE[1]!, CATALOGUE[4]!];
    const order = await store.dispatch(
      paymentsApi.endpoints.createOrder.initiate({
        amount: a.price + b.price,
        currency: 'INR',
        products: [a, b].map((p) => ({ productId: p.id, name: p.title, price: p.price, quantity: 1 as const })),
        customer: { name: 'Meera', email: 'meera@example.in' },
      }),
    );
    expect(order.data).toMatchObject({ amount: 99_800, currency: 'INR', provider: 'simulated' });

    const payment = await store.dispatch(
      paymentsApi.endpoints.simulatePayment.initiate({ razorpay_order_id: order.data!.id, outcome: 'success' }),
    );
    if (payment.data?.outcome !== 'success') throw new Error('payment should succeed');
    const { outcome: _outcome, ...signed } = payment.data;
    const verified = await store.dispatch(paymentsApi.endpoints.verifyPayment.initiate(signed));
    expect(verified.data).toEqual({ success: true, orderId: order.data!.orderId });

    const orders = await store.dispatch(ordersApi.endpoints.orders.initiate());
    expect(orders.data?.orders).toEqual([
      expect.objectContaining({ id: order.data!.orderId, status: 'paid', amount: 99_800 }),
    ]);
    const library = await store.dispatch(libraryApi.endpoints.library.initiate());
    expect(library.data?.items.map((item) => item.product.id)).toEqual([a.id, b.id]);
  });

  it('refuses an order whose amount is not the catalogue total', async () => {
    const store = newStore();
    await store.dispatch(demoSignIn({ name: 'Meera', email: 'meera@example.in' })).unwrap();
    const p = CATALOGUE[0]!;
    const result = await store.dispatch(
      paymentsApi.endpoints.createOrder.initiate({
        amount: 100,
        currency: 'INR',
        products: [{ productId: p.id, name: p.title, price: 100, quantity: 1 }],
        customer: { name: 'M', email: 'm@example.in' },
      }),
    );
    expect(result.error).toMatchObject({ status: 409, data: { code: 'AMOUNT_MISMATCH', currentAmount: 49_900 } });
  });

  it('reports a forged payment signature as unverified', async () => {
    const store = newStore();
    await store.dispatch(demoSignIn({ name: 'Meera', email: 'meera@example.in' })).unwrap();
    const p = CATALOGUE[0]!;
    const order = await store.dispatch(
      paymentsApi.endpoints.createOrder.initiate({
        amount: p.price,
        currency: 'INR',
        products: [{ productId: p.id, name: p.title, price: p.price, quantity: 1 }],
        customer: { name: 'M', email: 'm@example.in' },
      }),
    );
    const verified = await store.dispatch(
      paymentsApi.endpoints.verifyPayment.initiate({
        razorpay_order_id: order.data!.id,
        razorpay_payment_id: 'pay_x',
        razorpay_signature: 'forged',
      }),
    );
    expect(verified.data).toEqual({
      success: false,
      code: 'INVALID_SIGNATURE',
      error: PAYMENT_MESSAGES.invalidSignature,
    });
  });
});
