import { createHmac } from 'node:crypto';
import { CATALOGUE, type CreateOrderRequest, type CreateOrderResponse } from '@profit/contract';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startTestApp, type DatabaseKind, type TestApp } from './test-app.js';
import type { TestUser } from './users.js';
import type { SimulatedProvider } from '../../src/payments/simulated/simulated.provider.js';

/** A create-order body for catalogue products at their catalogue prices, as the storefront sends it. */
export function cartOf(
  productIds: string[] = [CATALOGUE[0]!.id],
  customer = { name: 'Asha Verma', email: 'asha@example.in' },
): CreateOrderRequest {
  const products = productIds.map((id) => {
    const product = CATALOGUE.find((p) => p.id === id);
    if (!product) throw new Error(`No product ${id} in the catalogue`);
    return { productId: product.id, name: product.title, price: product.price, quantity: 1 as const };
  });
  return { amount: products.reduce((sum, p) => sum + p.price, 0), currency: 'INR', products, customer };
}

/** Independent of the code under test: HMAC-SHA256 hex with node:crypto. */
export const hmacHex = (secret: string, payload: string): string =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** POST /api/payments/create-order as a user; throws unless 201. */
export async function createOrder(
  app: NestFastifyApplication,
  user: TestUser,
  body: unknown = cartOf(),
): Promise<CreateOrderResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    headers: user.headers,
    payload: body as object,
  });
  if (response.statusCode !== 201) throw new Error(`create-order answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** A webhook delivery signed with a secret, as Razorpay sends it. */
export function signedWebhook(
  secret: string,
  event: object,
  eventId: string,
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify(event);
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(secret, payload),
      'x-razorpay-event-id': eventId,
    },
  };
}

/**
 * The service for checkout tests: users and sessions are made directly (see `users.ts`), so no
 * sign-in is used. With simulated payments it is a demo shop; given a RAZORPAY_KEY_ID it is a live
 * one, with a Google client id beside the key (a shop never mixes modes); no Google call is made.
 */
export function startCheckoutApp(
  options: { env?: Record<string, string>; database?: DatabaseKind } = {},
): Promise<TestApp> {
  const live = Boolean(options.env?.['RAZORPAY_KEY_ID']);
  return startTestApp({
    ...options,
    env: { ...(live ? { GOOGLE_CLIENT_ID: 'checkout-tests.apps.googleusercontent.com' } : {}), ...options.env },
  });
}

/** Creates an order and pays it through the demo checkout (`/payments/simulate` then `/payments/verify`). */
export async function buyAndPay(
  app: NestFastifyApplication,
  user: TestUser,
  body: unknown = cartOf(),
): Promise<CreateOrderResponse> {
  const created = await createOrder(app, user, body);
  const simulated = await app.inject({
    method: 'POST',
    url: '/api/payments/simulate',
    headers: user.headers,
    payload: { razorpay_order_id: created.id, outcome: 'success' },
  });
  const { outcome: _outcome, ...payment } = simulated.json();
  const verify = () =>
    app.inject({ method: 'POST', url: '/api/payments/verify', headers: user.headers, payload: payment });
  let verified = await verify();
  // 503 says "nothing was changed, try again" (PostgreSQL gave up on one of many concurrent
  // payments queued on the invoice series row): sent again, as the answer asks.
  for (let retry = 0; verified.statusCode === 503 && retry < 5; retry++) verified = await verify();
  if (!verified.json().success) throw new Error(`verify answered ${verified.body}`);
  return created;
}

/**
 * The shopper pays in the simulated Checkout (the provider then knows the payment, as Razorpay
 * would): answers the body Checkout hands to `/payments/verify`.
 */
export function payWithSimulator(
  provider: SimulatedProvider,
  providerOrderId: string,
  outcome: 'captured' | 'authorized' = 'captured',
): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string } {
  const { payment, signature } = provider.pay(providerOrderId, outcome);
  return { razorpay_order_id: providerOrderId, razorpay_payment_id: payment.id, razorpay_signature: signature! };
}

/** POST /api/payments/verify as a user. */
export function verify(app: NestFastifyApplication, user: TestUser, payload: object) {
  return app.inject({ method: 'POST', url: '/api/payments/verify', headers: user.headers, payload });
}
