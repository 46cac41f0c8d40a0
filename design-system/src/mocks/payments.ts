import { http } from 'msw';
import {
  CreateOrderRequestSchema,
  CreateOrderResponseSchema,
  ENDPOINTS,
  findProduct,
  SimulatedPaymentRequestSchema,
  SimulatedPaymentResponseSchema,
  VerifyPaymentRequestSchema,
  VerifyPaymentResponseSchema,
  WebhookEventSchema,
  WebhookResponseSchema,
} from '@profit/contract';
import { changedPrices } from './catalogue';
import { mockDb } from './db';
import { apiUrl, errorResponse, errorVariants, latency, readBody, respond, sessionUser, unauthenticated } from './http';

/** The mock's stand-in for HMAC-SHA256(order_id|payment_id): deterministic, checked the same way. */
export const mockSignature = (providerOrderId: string, paymentId: string) => `mock_sig_${providerOrderId}_${paymentId}`;

/** Create-order at the prices `priceOf` gives (the catalogue's, or a changed set for a variant). */
const createOrderAt = (priceOf: (productId: string) => number | undefined) =>
  http.post(apiUrl(ENDPOINTS.createOrder.path), async ({ request }) => {
    await latency();
    const user = sessionUser(request);
    if (!user) return unauthenticated();
    const body = await readBody(request, CreateOrderRequestSchema);
    if ('response' in body) return body.response;
    const lines = [];
    for (const line of body.data.products) {
      const product = findProduct(line.productId);
      if (!product)
        return errorResponse(
          400,
          'UNKNOWN_PRODUCT',
          `We do not sell a product called "${line.name || line.productId}".`,
        );
      lines.push({ productId: product.id, title: product.title, price: priceOf(product.id) ?? product.price });
    }
    const amount = lines.reduce((sum, line) => sum + line.price, 0);
    if (amount !== body.data.amount) {
      return errorResponse(
        409,
        'AMOUNT_MISMATCH',
        'Prices have changed since you added these items. Please review your cart.',
        { currentAmount: amount },
      );
    }
    const id = mockDb.nextId('ord');
    const providerOrderId = `order_sim_${id}`;
    mockDb.addOrder({
      id,
      userId: user.id,
      status: 'created',
      amount,
      currency: 'INR',
      providerOrderId,
      paymentId: null,
      failureReason: null,
      createdAt: new Date().toISOString(),
      paidAt: null,
      lines,
    });
    return respond(CreateOrderResponseSchema, {
      id: providerOrderId,
      amount,
      currency: 'INR',
      orderId: id,
      keyId: 'simulated',
      provider: 'simulated',
    });
  });

const createOrder = createOrderAt((productId) => findProduct(productId)?.price);

const simulate = http.post(apiUrl(ENDPOINTS.simulatePayment.path), async ({ request }) => {
  await latency();
  const user = sessionUser(request);
  if (!user) return unauthenticated();
  const body = await readBody(request, SimulatedPaymentRequestSchema);
  if ('response' in body) return body.response;
  const order = mockDb.orderByProviderId(user.id, body.data.razorpay_order_id);
  if (!order) return errorResponse(404, 'NOT_FOUND', 'No order of yours has that id.');
  if (body.data.outcome === 'failure') {
    return respond(SimulatedPaymentResponseSchema, {
      outcome: 'failure',
      error: { code: 'BAD_REQUEST_ERROR', description: 'Your bank declined the payment.' },
    });
  }
  const paymentId = mockDb.nextId('pay_sim');
  return respond(SimulatedPaymentResponseSchema, {
    outcome: 'success',
    razorpay_order_id: body.data.razorpay_order_id,
    razorpay_payment_id: paymentId,
    razorpay_signature: mockSignature(body.data.razorpay_order_id, paymentId),
  });
});

const verify = http.post(apiUrl(ENDPOINTS.verifyPayment.path), async ({ request }) => {
  await latency();
  const user = sessionUser(request);
  if (!user) return unauthenticated();
  const body = await readBody(request, VerifyPaymentRequestSchema);
  if ('response' in body) return body.response;
  const {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
  } = body.data;
  const order = mockDb.orderByProviderId(user.id, providerOrderId);
  if (!order) return respond(VerifyPaymentResponseSchema, { success: false, error: 'No order of yours has that id.' });
  if (signature !== mockSignature(providerOrderId, paymentId)) {
    return respond(VerifyPaymentResponseSchema, { success: false, error: 'The payment signature does not match.' });
  }
  if (order.status !== 'paid') {
    order.status = 'paid';
    order.paymentId = paymentId;
    order.paidAt = new Date().toISOString();
  }
  return respond(VerifyPaymentResponseSchema, { success: true, orderId: order.id });
});

const webhook = http.post(apiUrl(ENDPOINTS.webhook.path), async ({ request }) => {
  await latency();
  const body = await readBody(request, WebhookEventSchema);
  if ('response' in body) return body.response;
  return respond(WebhookResponseSchema, { received: true });
});

const ok = [createOrder, simulate, verify, webhook];

const routes = [
  { method: 'post', path: ENDPOINTS.createOrder.path },
  { method: 'post', path: ENDPOINTS.simulatePayment.path },
  { method: 'post', path: ENDPOINTS.verifyPayment.path },
  { method: 'post', path: ENDPOINTS.webhook.path },
] as const;

/** Orders and payments: `ok`, each error path of the spec, and the payment-specific failures. */
export const paymentsHandlers = {
  ok,
  ...errorVariants(routes, 'The payment provider is unavailable right now. Please try again.'),
  /** The provider declines every simulated payment (the `payment.failed` path). */
  paymentDeclined: [
    http.post(apiUrl(ENDPOINTS.simulatePayment.path), async () => {
      await latency();
      return respond(SimulatedPaymentResponseSchema, {
        outcome: 'failure',
        error: { code: 'BAD_REQUEST_ERROR', description: 'Your bank declined the payment.' },
      });
    }),
    ...ok,
  ],
  /** The provider declines without a description (the spec's 'Unknown error'). */
  declinedWithoutReason: [
    http.post(apiUrl(ENDPOINTS.simulatePayment.path), async () => {
      await latency();
      return respond(SimulatedPaymentResponseSchema, {
        outcome: 'failure',
        error: { code: 'BAD_REQUEST_ERROR', description: '' },
      });
    }),
    ...ok,
  ],
  /** Verification answers `success: false` with the server's error. */
  verificationFails: [
    http.post(apiUrl(ENDPOINTS.verifyPayment.path), async () => {
      await latency();
      return respond(VerifyPaymentResponseSchema, { success: false, error: 'The payment signature does not match.' });
    }),
    ...ok,
  ],
  /** The server charges the changed prices of `changedPrices` (with `catalogueHandlers.pricesChanged`). */
  pricesChanged: [createOrderAt((productId) => changedPrices[productId]), ...ok],
  /** Order creation fails with the server's message. */
  orderRejected: [
    http.post(apiUrl(ENDPOINTS.createOrder.path), async () => {
      await latency();
      return errorResponse(
        409,
        'AMOUNT_MISMATCH',
        'Prices have changed since you added these items. Please review your cart.',
        { currentAmount: 49_900 },
      );
    }),
    ...ok,
  ],
};
