import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE, ENDPOINTS, ORDER_FAILURE_MESSAGES, PAYMENT_MESSAGES, RATE_LIMITED_MESSAGE } from '@profit/contract';
import { handlers, mockDb, paymentsHandlers, PENDING_SETTLES_AFTER_MS, STORY_TOKEN, subscriptionsHandlers } from '.';
import { MOCK_RETRY_AFTER_SECONDS } from './http';

/** The 429 and 502 variants answer with the server's statuses, headers and bodies. */
const server = setupServer(...handlers);
const API = 'http://shop.test/api';
const product = CATALOGUE[2]!;
const cart = {
  amount: product.price,
  currency: 'INR',
  products: [{ productId: product.id, name: product.title, price: product.price, quantity: 1 }],
  customer: { name: 'Asha Rao', email: 'asha@example.in' },
};
const post = (path: string, body: unknown) =>
  fetch(`${API}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${STORY_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => mockDb.reset());

describe('named variants of the mocks', () => {
  it('rateLimited: 429 RATE_LIMITED with Retry-After, and success: false on the subscription', async () => {
    server.use(...paymentsHandlers.rateLimited, ...subscriptionsHandlers.rateLimited);
    const order = await post(ENDPOINTS.createOrder.path, cart);
    expect(order.status).toBe(429);
    expect(order.headers.get('retry-after')).toBe(String(MOCK_RETRY_AFTER_SECONDS));
    expect(await order.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: RATE_LIMITED_MESSAGE,
    });
    const subscribe = await post(ENDPOINTS.subscribe.path, { email: 'meera@example.in' });
    expect(subscribe.status).toBe(429);
    expect(await subscribe.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });

  it.each([
    ['providerUnreachable', 'PROVIDER_UNREACHABLE', 'PROVIDER_UNREACHABLE'],
    ['providerRefused', 'PAYMENT_PROVIDER_ERROR', 'PROVIDER_REFUSED'],
  ] as const)('%s: 502 %s, and the order is stored as failed with its reason', async (variant, code, failure) => {
    server.use(...paymentsHandlers[variant]);
    const response = await post(ENDPOINTS.createOrder.path, cart);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      code,
      message: ORDER_FAILURE_MESSAGES[failure],
    });
    const orders = await fetch(`${API}${ENDPOINTS.orders.path}`, {
      headers: { authorization: `Bearer ${STORY_TOKEN}` },
    });
    expect((await orders.json()).orders[0]).toMatchObject({
      status: 'failed',
      failure: { code: failure, message: ORDER_FAILURE_MESSAGES[failure] },
      lines: [{ productId: product.id }],
    });
  });

  /** Creates an order and pays it in the simulated Checkout: the body Checkout hands to verify. */
  const paidInCheckout = async () => {
    const order = await (await post(ENDPOINTS.createOrder.path, cart)).json();
    const payment = await (
      await post(ENDPOINTS.simulatePayment.path, { razorpay_order_id: order.id, outcome: 'success' })
    ).json();
    const { outcome: _outcome, ...checkout } = payment;
    return { order, checkout };
  };
  const readOrder = async (id: string) =>
    (await fetch(`${API}/orders/${id}`, { headers: { authorization: `Bearer ${STORY_TOKEN}` } })).json();

  it('verifyProviderUnreachable: 200 PAYMENT_PENDING with the provider message, the order unchanged', async () => {
    server.use(...paymentsHandlers.verifyProviderUnreachable);
    const { order, checkout } = await paidInCheckout();
    const response = await post(ENDPOINTS.verifyPayment.path, checkout);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: false,
      code: 'PAYMENT_PENDING',
      error: PAYMENT_MESSAGES.providerUnreachable,
      orderId: order.orderId,
    });
    expect(await readOrder(order.orderId)).toMatchObject({ status: 'created', paymentId: null });
  });

  /**
   * The mock's clock (`performance.now()`, which its late confirmations are due by) held still, so
   * a slow machine reading the order late still sees it before its confirmation, and moved on by hand.
   */
  const holdTheClock = () => {
    let now = performance.now();
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    return {
      pass: (ms: number) => void (now += ms),
      [Symbol.dispose]: () => clock.mockRestore(),
    };
  };

  it('pendingThenPaid: PAYMENT_PENDING, the order attempted, then paid by the late confirmation', async () => {
    using clock = holdTheClock();
    server.use(...paymentsHandlers.pendingThenPaid);
    const { order, checkout } = await paidInCheckout();
    expect(await (await post(ENDPOINTS.verifyPayment.path, checkout)).json()).toEqual({
      success: false,
      code: 'PAYMENT_PENDING',
      error: PAYMENT_MESSAGES.pending,
      orderId: order.orderId,
    });
    expect(await readOrder(order.orderId)).toMatchObject({ status: 'attempted', paymentId: null });
    clock.pass(PENDING_SETTLES_AFTER_MS - 1);
    expect(await readOrder(order.orderId)).toMatchObject({ status: 'attempted' });
    clock.pass(1);
    expect(await readOrder(order.orderId)).toMatchObject({
      status: 'paid',
      paymentId: checkout.razorpay_payment_id,
      failure: null,
    });
  });

  it('pendingThenNever: PAYMENT_PENDING, and the order stays attempted', async () => {
    using clock = holdTheClock();
    server.use(...paymentsHandlers.pendingThenNever);
    const { order, checkout } = await paidInCheckout();
    expect(await (await post(ENDPOINTS.verifyPayment.path, checkout)).json()).toMatchObject({
      code: 'PAYMENT_PENDING',
      orderId: order.orderId,
    });
    clock.pass(PENDING_SETTLES_AFTER_MS * 100);
    expect(await readOrder(order.orderId)).toMatchObject({ status: 'attempted', paymentId: null });
  });
});
