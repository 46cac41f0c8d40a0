import { DOWNLOAD_MESSAGES } from '../deliverables.js';
import { CATALOGUE } from '../catalogue.js';
import type { Product } from '../api/catalogue.js';
import { ADMIN_ENDPOINTS } from '../api/admin/endpoints.js';
import { ADMIN_MESSAGES } from '../api/admin/role.js';
import { ENDPOINTS, pathOf } from '../api/endpoints.js';
import { AUTH_MESSAGES, GENERIC_ERROR_MESSAGES } from '../api/errors.js';
import {
  CHECKOUT_MESSAGES,
  LIBRARY_MESSAGES,
  ORDER_FAILURE_MESSAGES,
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  SIMULATED_DECLINE,
} from '../api/messages.js';
import { SUBSCRIPTION_MESSAGES } from '../api/subscriptions.js';
import { BILLING_MESSAGES } from '../api/billing.js';
import type { CreateOrderRequest } from '../api/payments.js';

/**
 * One API scenario, written once and run against two targets with the same assertions: the MSW
 * handlers in Node (the design system's unit tests) and the real backend on a fresh embedded
 * database (the backend's Jest suite). A mock that says what the server never says fails here.
 *
 * It needs only a `fetch`-like function and the test framework's `expect` (Vitest's and Jest's
 * both fit), so it depends on neither.
 */

/** What the scenario reads of a response: `fetch`'s `Response` fits. */
export interface ScenarioResponse {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

/** A `fetch`-like client: the global `fetch` (with MSW intercepting it, or a listening server) fits. */
export type ScenarioFetch = (
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string },
) => Promise<ScenarioResponse>;

/** The matchers the scenario uses, as Vitest's and Jest's `expect` both provide them. */
export interface ScenarioMatchers {
  toBe(expected: unknown): void;
  toEqual(expected: unknown): void;
  toMatchObject(expected: object): void;
}

export interface ScenarioExpect {
  (actual: unknown): ScenarioMatchers;
  any(constructor: unknown): unknown;
  objectContaining(expected: Record<string, unknown>): unknown;
  stringContaining(expected: string): unknown;
}

export interface ScenarioTarget {
  fetch: ScenarioFetch;
  /** The API's base, e.g. `http://127.0.0.1:3000/api`. */
  baseUrl: string;
  expect: ScenarioExpect;
}

/** What one run has learnt so far: each step reads what the steps before it left. */
export interface ScenarioState {
  token?: string;
  /** The provider's order id and the shop's order id of the order the scenario pays. */
  paidOrder?: { providerOrderId: string; orderId: string };
  /** The payment Checkout handed over for it. */
  payment?: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  declinedOrderId?: string;
}

export interface ScenarioContext extends ScenarioTarget {
  state: ScenarioState;
  /** Calls the API: JSON in, the response out; the session's bearer token unless `token` says otherwise. */
  call(
    method: 'GET' | 'POST',
    path: string,
    options?: {
      body?: unknown;
      token?: string | null;
      /** A body sent as is with its own media type (a text or a form), instead of `body` as JSON. */
      raw?: { contentType: string; text: string };
    },
  ): Promise<{ status: number; headers: ScenarioResponse['headers']; body: unknown; text: string }>;
}

export interface ApiScenarioStep {
  name: string;
  run(context: ScenarioContext): Promise<void>;
}

/** The shopper of the scenario (signed in through the demo identity provider). */
export const SCENARIO_SHOPPER = { name: 'Kavya Iyer', email: 'kavya.scenario@example.in' } as const;
const SCENARIO_USERNAME = 'kavya.scenario';
const SUBSCRIBER = 'scenario.subscriber@example.in';

const product = (index: number): Product => {
  const found = CATALOGUE[index];
  if (!found) throw new Error(`The catalogue has no product ${index}`);
  return found;
};
/** The product the scenario buys, one it declines, and one it never buys. */
const BOUGHT = product(0);
const DECLINED = product(1);
const NEVER_BOUGHT = product(2);

/** A create-order body at the catalogue's prices, as the storefront sends it. */
const cartOf = (products: readonly Product[]): CreateOrderRequest => ({
  amount: products.reduce((sum, p) => sum + p.price, 0),
  currency: 'INR',
  products: products.map((p) => ({ productId: p.id, name: p.title, price: p.price, quantity: 1 as const })),
  customer: { name: SCENARIO_SHOPPER.name, email: SCENARIO_SHOPPER.email },
});

/** The billing details the scenario's paid order carries (Tamil Nadu, with a PIN of Chennai). */
const BILLING = { name: SCENARIO_SHOPPER.name, state: '33', pinCode: '600001', gstin: null } as const;

const errorBody = (statusCode: number, error: string, code: string, message: string, extra: object = {}) => ({
  statusCode,
  error,
  code,
  message,
  ...extra,
});

/** An id of the right shape that names no order. */
const UNKNOWN_ORDER_ID = '00000000-0000-4000-8000-00000000beef';

const required = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`An earlier step did not leave ${what}`);
  return value;
};

/** The steps, in order: each leaves in `state` what the next ones need. */
export const API_SCENARIO: readonly ApiScenarioStep[] = [
  {
    name: 'subscribes an address, then the same one again (the same answer: it tells nobody who is subscribed), refuses a bad one with success: false, and a confirmation or unsubscribe link it never sent with 404',
    async run({ call, expect }) {
      const first = await call('POST', ENDPOINTS.subscribe.path, { body: { email: SUBSCRIBER } });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ success: true, message: SUBSCRIPTION_MESSAGES.checkInbox });
      const again = await call('POST', ENDPOINTS.subscribe.path, { body: { email: SUBSCRIBER } });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      for (const path of [ENDPOINTS.confirmSubscription.path, ENDPOINTS.unsubscribe.path]) {
        const unknown = await call('POST', path, { body: { token: 'never-sent-token-0123456789abcdef' } });
        expect({ path, status: unknown.status, body: unknown.body }).toEqual({
          path,
          status: 404,
          body: errorBody(404, 'Not Found', 'NOT_FOUND', SUBSCRIPTION_MESSAGES.linkInvalid),
        });
      }
      const invalid = await call('POST', ENDPOINTS.subscribe.path, { body: { email: 'not-an-address' } });
      expect(invalid.status).toBe(400);
      const message = 'Enter a valid e-mail address, like name@example.com.';
      expect(invalid.body).toEqual({
        success: false,
        ...errorBody(400, 'Bad Request', 'VALIDATION_FAILED', message),
        issues: [{ path: 'email', message }],
      });
    },
  },
  {
    name: "refuses a text or form body on a JSON route with 415 UNSUPPORTED_MEDIA_TYPE and the contract's words, before asking for a session",
    async run({ call, expect }) {
      const notJson = errorBody(
        415,
        'Unsupported Media Type',
        'UNSUPPORTED_MEDIA_TYPE',
        GENERIC_ERROR_MESSAGES.notJson,
      );
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
        const order = await call('POST', ENDPOINTS.createOrder.path, {
          token: null,
          raw: { contentType, text: 'amount=1' },
        });
        expect({ contentType, status: order.status, body: order.body }).toEqual({
          contentType,
          status: 415,
          body: notJson,
        });
      }
      const subscribe = await call('POST', ENDPOINTS.subscribe.path, {
        raw: { contentType: 'text/plain', text: SUBSCRIBER },
      });
      expect({ status: subscribe.status, body: subscribe.body }).toEqual({
        status: 415,
        body: { ...notJson, success: false },
      });
    },
  },
  {
    name: 'answers an /api address no route serves with a JSON 404 NOT_FOUND, whatever the method',
    async run({ call, expect }) {
      const notFound = errorBody(404, 'Not Found', 'NOT_FOUND', GENERIC_ERROR_MESSAGES.noSuchAddress);
      const get = await call('GET', '/no-such-resource/42', { token: null });
      expect({ status: get.status, type: get.headers.get('content-type'), body: get.body }).toEqual({
        status: 404,
        type: expect.stringContaining('application/json'),
        body: notFound,
      });
      const post = await call('POST', '/no-such-resource', { token: null, body: { any: 'thing' } });
      expect({ status: post.status, body: post.body }).toEqual({ status: 404, body: notFound });
      const wrongMethod = await call('GET', ENDPOINTS.subscribe.path, { token: null });
      expect({ status: wrongMethod.status, body: wrongMethod.body }).toEqual({ status: 404, body: notFound });
    },
  },
  {
    name: 'refuses the profile without a session, then signs in through the demo identity provider',
    async run({ call, expect, state }) {
      const signedOut = await call('GET', ENDPOINTS.profile.path, { token: null });
      expect(signedOut.status).toBe(401);
      expect(signedOut.body).toEqual(errorBody(401, 'Unauthorized', 'UNAUTHENTICATED', AUTH_MESSAGES.signInRequired));
      const issued = await call('POST', ENDPOINTS.demoCredential.path, { body: SCENARIO_SHOPPER });
      expect(issued.status).toBe(200);
      const { credential } = issued.body as { credential: string };
      expect(credential).toEqual(expect.any(String));
      const signedIn = await call('POST', ENDPOINTS.signInWithGoogle.path, { body: { credential } });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toEqual({
        user: {
          id: expect.any(String),
          name: SCENARIO_SHOPPER.name,
          username: SCENARIO_USERNAME,
          email: SCENARIO_SHOPPER.email,
          picture: null,
        },
        token: expect.any(String),
      });
      state.token = (signedIn.body as { token: string }).token;
    },
  },
  {
    name: "answers the signed-in shopper's profile",
    async run({ call, expect }) {
      const profile = await call('GET', ENDPOINTS.profile.path);
      expect(profile.status).toBe(200);
      expect(profile.body).toEqual({
        user: { name: SCENARIO_SHOPPER.name, username: SCENARIO_USERNAME, email: SCENARIO_SHOPPER.email },
        merchant: false,
      });
    },
  },
  {
    name: "refuses the merchant console to a shopper with 403 FORBIDDEN and the contract's words",
    async run({ call, expect }) {
      for (const route of Object.values(ADMIN_ENDPOINTS)) {
        if (route.method !== 'GET') continue;
        const refused = await call('GET', route.path.replace(':id', '00000000-0000-4000-8000-000000000000'));
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({
          statusCode: 403,
          error: 'Forbidden',
          code: 'FORBIDDEN',
          message: ADMIN_MESSAGES.merchantsOnly,
        });
      }
    },
  },
  {
    name: 'refuses an order at a tampered total with 409 AMOUNT_MISMATCH and the server total',
    async run({ call, expect }) {
      const cart = cartOf([BOUGHT]);
      const response = await call('POST', ENDPOINTS.createOrder.path, { body: { ...cart, amount: 100 } });
      expect(response.status).toBe(409);
      expect(response.body).toEqual(
        errorBody(409, 'Conflict', 'AMOUNT_MISMATCH', CHECKOUT_MESSAGES.amountMismatch(cart.amount), {
          currentAmount: cart.amount,
        }),
      );
    },
  },
  {
    name: 'refuses an order whose total is right but one line price is tampered, with the same 409',
    async run({ call, expect }) {
      const cart = cartOf([BOUGHT, DECLINED]);
      const [first, second] = cart.products;
      const tampered = {
        ...cart,
        products: [
          { ...first!, price: first!.price - 10_000 },
          { ...second!, price: second!.price + 10_000 },
        ],
      };
      const response = await call('POST', ENDPOINTS.createOrder.path, { body: tampered });
      expect(response.status).toBe(409);
      expect(response.body).toEqual(
        errorBody(409, 'Conflict', 'AMOUNT_MISMATCH', CHECKOUT_MESSAGES.amountMismatch(cart.amount), {
          currentAmount: cart.amount,
        }),
      );
    },
  },
  {
    name: 'refuses a product twice in one cart with 400 DUPLICATE_PRODUCT',
    async run({ call, expect }) {
      const response = await call('POST', ENDPOINTS.createOrder.path, { body: cartOf([BOUGHT, BOUGHT]) });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(
        errorBody(400, 'Bad Request', 'DUPLICATE_PRODUCT', CHECKOUT_MESSAGES.duplicateProduct([BOUGHT.title])),
      );
    },
  },
  {
    name: 'refuses billing details with a PIN code starting with 0 (400 VALIDATION_FAILED on billing.pinCode), creating no order',
    async run({ call, expect }) {
      const response = await call('POST', ENDPOINTS.createOrder.path, {
        body: { ...cartOf([BOUGHT]), billing: { ...BILLING, pinCode: '060001' } },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(
        errorBody(400, 'Bad Request', 'VALIDATION_FAILED', `billing.pinCode: ${BILLING_MESSAGES.pinCode}`, {
          issues: [{ path: 'billing.pinCode', message: BILLING_MESSAGES.pinCode }],
        }),
      );
    },
  },
  {
    name: 'creates an order at catalogue prices with billing details (201), then refuses a forged signature for its payment',
    async run({ call, expect, state }) {
      const cart = { ...cartOf([BOUGHT]), billing: BILLING };
      const created = await call('POST', ENDPOINTS.createOrder.path, { body: cart });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        amount: cart.amount,
        currency: 'INR',
        orderId: expect.any(String),
        keyId: 'simulated',
        provider: 'simulated',
      });
      const { id: providerOrderId, orderId } = created.body as { id: string; orderId: string };
      state.paidOrder = { providerOrderId, orderId };
      const simulated = await call('POST', ENDPOINTS.simulatePayment.path, {
        body: { razorpay_order_id: providerOrderId, outcome: 'success' },
      });
      expect(simulated.status).toBe(200);
      expect(simulated.body).toEqual({
        outcome: 'success',
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: expect.any(String),
        razorpay_signature: expect.any(String),
      });
      const { outcome: _outcome, ...payment } = simulated.body as ScenarioState['payment'] & { outcome: string };
      state.payment = payment;
      const forged = await call('POST', ENDPOINTS.verifyPayment.path, {
        body: { ...payment, razorpay_signature: 'f'.repeat(64) },
      });
      expect(forged.status).toBe(200);
      expect(forged.body).toEqual({
        success: false,
        code: 'INVALID_SIGNATURE',
        error: PAYMENT_MESSAGES.invalidSignature,
      });
    },
  },
  {
    name: 'accepts the genuine payment, then the same payment replayed, without paying twice',
    async run({ call, expect, state }) {
      const payment = required(state.payment, 'a payment');
      const { orderId } = required(state.paidOrder, 'an order');
      const verified = await call('POST', ENDPOINTS.verifyPayment.path, { body: payment });
      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({ success: true, orderId });
      const replayed = await call('POST', ENDPOINTS.verifyPayment.path, { body: payment });
      expect(replayed.status).toBe(200);
      expect(replayed.body).toEqual({ success: true, orderId });
    },
  },
  {
    name: 'refuses to sell an owned product again (409 ALREADY_OWNED) and answers 404 for an unknown order',
    async run({ call, expect }) {
      const again = await call('POST', ENDPOINTS.createOrder.path, { body: cartOf([BOUGHT]) });
      expect(again.status).toBe(409);
      expect(again.body).toEqual(
        errorBody(409, 'Conflict', 'ALREADY_OWNED', CHECKOUT_MESSAGES.alreadyOwned([BOUGHT.title]), {
          productIds: [BOUGHT.id],
        }),
      );
      const notFound = errorBody(404, 'Not Found', 'NOT_FOUND', ORDER_MESSAGES.notFound);
      const unknown = await call('GET', pathOf(ENDPOINTS.order.path, { id: UNKNOWN_ORDER_ID }));
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual(notFound);
      const simulated = await call('POST', ENDPOINTS.simulatePayment.path, {
        body: { razorpay_order_id: 'order_unknown', outcome: 'success' },
      });
      expect(simulated.status).toBe(404);
      expect(simulated.body).toEqual(notFound);
    },
  },
  {
    name: 'a declined payment marks its order failed with the reason',
    async run({ call, expect, state }) {
      const created = await call('POST', ENDPOINTS.createOrder.path, { body: cartOf([DECLINED]) });
      expect(created.status).toBe(201);
      const { id: providerOrderId, orderId } = created.body as { id: string; orderId: string };
      const declined = await call('POST', ENDPOINTS.simulatePayment.path, {
        body: { razorpay_order_id: providerOrderId, outcome: 'failure' },
      });
      expect(declined.status).toBe(200);
      expect(declined.body).toEqual({ outcome: 'failure', error: SIMULATED_DECLINE });
      const order = await call('GET', pathOf(ENDPOINTS.order.path, { id: orderId }));
      expect(order.status).toBe(200);
      expect(order.body).toMatchObject({
        id: orderId,
        status: 'failed',
        providerOrderId,
        paymentId: null,
        paidAt: null,
        failure: { code: 'PAYMENT_DECLINED', message: ORDER_FAILURE_MESSAGES.PAYMENT_DECLINED },
      });
      state.declinedOrderId = orderId;
    },
  },
  {
    name: "lists the shopper's orders, newest first: the declined one and the paid one",
    async run({ call, expect, state }) {
      const paid = required(state.paidOrder, 'a paid order');
      const payment = required(state.payment, 'a payment');
      const response = await call('GET', ENDPOINTS.orders.path);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        orders: [
          expect.objectContaining({ id: required(state.declinedOrderId, 'a declined order'), status: 'failed' }),
          expect.objectContaining({
            id: paid.orderId,
            status: 'paid',
            amount: BOUGHT.price,
            currency: 'INR',
            providerOrderId: paid.providerOrderId,
            paymentId: payment.razorpay_payment_id,
            failure: null,
            amountRefunded: 0,
            lines: [{ productId: BOUGHT.id, title: BOUGHT.title, price: BOUGHT.price }],
            extraPayments: [],
            refunds: [],
            billing: BILLING,
          }),
        ],
        nextCursor: null,
      });
    },
  },
  {
    name: 'hides the declined checkout from the list, and refuses to hide the paid order (409 ORDER_NOT_HIDEABLE)',
    async run({ call, expect, state }) {
      const paid = required(state.paidOrder, 'a paid order');
      const declinedOrderId = required(state.declinedOrderId, 'a declined order');
      const hidden = await call('POST', pathOf(ENDPOINTS.hideOrder.path, { id: declinedOrderId }));
      expect(hidden.status).toBe(200);
      expect(hidden.body).toEqual({ id: declinedOrderId, hidden: true });
      const refused = await call('POST', pathOf(ENDPOINTS.hideOrder.path, { id: paid.orderId }));
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual(errorBody(409, 'Conflict', 'ORDER_NOT_HIDEABLE', ORDER_MESSAGES.notHideable));
      const listed = await call('GET', ENDPOINTS.orders.path);
      expect(listed.body).toEqual({ orders: [expect.objectContaining({ id: paid.orderId })], nextCursor: null });
    },
  },
  {
    name: 'lists the paid product in the library, with its download address',
    async run({ call, expect, state }) {
      const paid = required(state.paidOrder, 'a paid order');
      const response = await call('GET', ENDPOINTS.library.path);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        items: [
          {
            product: BOUGHT,
            orderId: paid.orderId,
            purchasedAt: expect.any(String),
            downloadPath: pathOf(ENDPOINTS.download.path, { productId: BOUGHT.id }),
          },
        ],
      });
    },
  },
  {
    name: 'downloads the paid product as a PDF or (format=md) as Markdown, refuses another format (400), one not bought (403) and one not sold (404)',
    async run({ call, expect }) {
      const download = pathOf(ENDPOINTS.download.path, { productId: BOUGHT.id });
      const pdf = await call('GET', download);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${BOUGHT.id}.pdf"`);
      expect(pdf.text.slice(0, 5)).toBe('%PDF-');
      const file = await call('GET', `${download}?format=md`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${BOUGHT.id}.md"`);
      expect(file.text.split('\n')[0]).toBe(`# ${BOUGHT.title}`);
      const otherFormat = await call('GET', `${download}?format=docx`);
      expect(otherFormat.status).toBe(400);
      expect(otherFormat.body).toEqual(
        errorBody(400, 'Bad Request', 'VALIDATION_FAILED', `format: ${DOWNLOAD_MESSAGES.format}`, {
          issues: [{ path: 'format', message: DOWNLOAD_MESSAGES.format }],
        }),
      );
      const notBought = await call('GET', pathOf(ENDPOINTS.download.path, { productId: NEVER_BOUGHT.id }));
      expect(notBought.status).toBe(403);
      expect(notBought.body).toEqual(
        errorBody(403, 'Forbidden', 'NOT_PURCHASED', LIBRARY_MESSAGES.notPurchased(NEVER_BOUGHT.title)),
      );
      const notSold = await call('GET', pathOf(ENDPOINTS.download.path, { productId: 'no-such-product' }));
      expect(notSold.status).toBe(404);
      expect(notSold.body).toEqual(errorBody(404, 'Not Found', 'NOT_FOUND', LIBRARY_MESSAGES.unknownProduct));
    },
  },
  {
    name: 'signs out, after which the old token gets 401 everywhere',
    async run({ call, expect }) {
      const loggedOut = await call('POST', ENDPOINTS.logout.path);
      expect(loggedOut.status).toBe(200);
      expect(loggedOut.body).toEqual({ success: true });
      const ended = errorBody(401, 'Unauthorized', 'UNAUTHENTICATED', AUTH_MESSAGES.sessionEnded);
      for (const path of [ENDPOINTS.profile.path, ENDPOINTS.orders.path, ENDPOINTS.library.path]) {
        const response = await call('GET', path);
        expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 401, body: ended });
      }
    },
  },
];

/** A fresh run's context: its own state, and `call` bound to the target. */
export function createScenarioContext(target: ScenarioTarget): ScenarioContext {
  const state: ScenarioState = {};
  return {
    ...target,
    state,
    async call(method, path, options = {}) {
      const token = options.token === undefined ? state.token : options.token;
      const headers: Record<string, string> = { accept: 'application/json' };
      if (token) headers['authorization'] = `Bearer ${token}`;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (options.raw) headers['content-type'] = options.raw.contentType;
      const body = options.raw
        ? options.raw.text
        : options.body !== undefined
          ? JSON.stringify(options.body)
          : undefined;
      const response = await target.fetch(`${target.baseUrl}${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body } : {}),
      });
      const text = await response.text();
      const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
      return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : text, text };
    },
  };
}
