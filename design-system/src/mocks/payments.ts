import {
  BILLING_MESSAGES,
  CreateOrderRequestSchema,
  CreateOrderResponseSchema,
  ENDPOINTS,
  findProduct,
  CHECKOUT_MESSAGES,
  duplicateRefundMessage,
  extraPaymentMessage,
  ORDER_FAILURE_MESSAGES,
  ORDER_MESSAGES,
  ORDER_STATUSES_GRANTING_ACCESS,
  ORDER_STATUSES_AWAITING_PAYMENT,
  PAYMENT_MESSAGES,
  SIMULATED_DECLINE,
  SimulatedPaymentRequestSchema,
  SimulatedPaymentResponseSchema,
  VerifyPaymentRequestSchema,
  VerifyPaymentResponseSchema,
  WebhookEventSchema,
  WebhookResponseSchema,
  type OrderLine,
} from '@profit/contract';
import { changedPrices } from './catalogue';
import { mockDb } from './db';
import {
  errorResponse,
  errorVariants,
  latency,
  MOCK_LATENCY_MS,
  rateLimitedVariant,
  readBody,
  respond,
  sessionUser,
  unauthenticated,
  handle,
} from './http';

/** The server's total in `orderRejected`'s 409, in paise. */
export const REJECTED_ORDER_TOTAL = 49_900;

/** The mock's stand-in for HMAC-SHA256(order_id|payment_id): deterministic, checked the same way. */
export const mockSignature = (providerOrderId: string, paymentId: string) => `mock_sig_${providerOrderId}_${paymentId}`;

/** Create-order at the prices `priceOf` gives (the catalogue's, or a changed set for a variant). */
const createOrderAt = (priceOf: (productId: string) => number | undefined) =>
  handle(ENDPOINTS.createOrder, async ({ request }) => {
    await latency();
    const user = sessionUser(request);
    if (!user) return unauthenticated(request);
    const body = await readBody(request, CreateOrderRequestSchema);
    if ('response' in body) return body.response;
    // The server's order of refusals: unknown products, a product twice, a total or a line price
    // that is not the server's, then products the shopper already owns.
    const unknown = body.data.products.filter((line) => !findProduct(line.productId)).map((line) => line.productId);
    if (unknown.length > 0) return errorResponse(400, 'UNKNOWN_PRODUCT', CHECKOUT_MESSAGES.unknownProduct(unknown));
    const lines: OrderLine[] = body.data.products.map((line) => {
      const product = findProduct(line.productId)!;
      return { productId: product.id, title: product.title, price: priceOf(product.id) ?? product.price };
    });
    const twice = lines.filter((line, index) => lines.findIndex((l) => l.productId === line.productId) !== index);
    if (twice.length > 0)
      return errorResponse(
        400,
        'DUPLICATE_PRODUCT',
        CHECKOUT_MESSAGES.duplicateProduct([...new Set(twice.map((l) => l.title))]),
      );
    const amount = lines.reduce((sum, line) => sum + line.price, 0);
    const mismatch =
      body.data.amount !== amount || body.data.products.some((line, index) => line.price !== lines[index]?.price);
    if (mismatch)
      return errorResponse(409, 'AMOUNT_MISMATCH', CHECKOUT_MESSAGES.amountMismatch(amount), { currentAmount: amount });
    const owned = new Set(
      mockDb
        .ordersOf(user.id)
        .filter((order) => (ORDER_STATUSES_GRANTING_ACCESS as readonly string[]).includes(order.status))
        .flatMap((order) => order.lines.map((line) => line.productId)),
    );
    const alreadyOwned = lines.filter((line) => owned.has(line.productId));
    if (alreadyOwned.length > 0)
      return errorResponse(409, 'ALREADY_OWNED', CHECKOUT_MESSAGES.alreadyOwned(alreadyOwned.map((l) => l.title)), {
        productIds: alreadyOwned.map((l) => l.productId),
      });
    // As the server: the shopper's open unpaid order of exactly these products is answered again.
    const sameProducts = (order: { lines: OrderLine[] }) =>
      order.lines
        .map((l) => l.productId)
        .sort()
        .join() ===
      lines
        .map((l) => l.productId)
        .sort()
        .join();
    const open = mockDb
      .ordersOf(user.id)
      .find(
        (order) =>
          (ORDER_STATUSES_AWAITING_PAYMENT as readonly string[]).includes(order.status) &&
          order.providerOrderId &&
          order.amount === amount &&
          sameProducts(order),
      );
    // As the server: a retried checkout's corrected billing details replace the open order's.
    if (open?.providerOrderId && body.data.billing) open.billing = body.data.billing;
    if (open?.providerOrderId)
      return respond(
        CreateOrderResponseSchema,
        {
          id: open.providerOrderId,
          amount,
          currency: 'INR',
          orderId: open.id,
          keyId: 'simulated',
          provider: 'simulated',
        },
        { status: 201 },
      );
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
      failure: null,
      amountRefunded: 0,
      createdAt: new Date().toISOString(),
      paidAt: null,
      lines,
      extraPayments: [],
      refunds: [],
      billing: body.data.billing ?? null,
      documents: { invoiceNumber: null, creditNotes: [] },
    });
    return respond(
      CreateOrderResponseSchema,
      { id: providerOrderId, amount, currency: 'INR', orderId: id, keyId: 'simulated', provider: 'simulated' },
      { status: 201 },
    );
  });

const createOrder = createOrderAt((productId) => findProduct(productId)?.price);

/**
 * The provider cannot be reached (PROVIDER_UNREACHABLE) or refuses (PAYMENT_PROVIDER_ERROR) when
 * the order is created: 502, and, as on the server, the order is stored as failed with its reason.
 */
const createOrderProviderFails = (failure: 'PROVIDER_UNREACHABLE' | 'PROVIDER_REFUSED') =>
  handle(ENDPOINTS.createOrder, async ({ request }) => {
    await latency();
    const user = sessionUser(request);
    if (!user) return unauthenticated(request);
    const body = await readBody(request, CreateOrderRequestSchema);
    if ('response' in body) return body.response;
    const lines = body.data.products.flatMap((line) => {
      const product = findProduct(line.productId);
      return product ? [{ productId: product.id, title: product.title, price: product.price }] : [];
    });
    mockDb.addOrder({
      id: mockDb.nextId('ord'),
      userId: user.id,
      status: 'failed',
      amount: lines.reduce((sum, line) => sum + line.price, 0),
      currency: 'INR',
      providerOrderId: null,
      paymentId: null,
      failure: { code: failure, message: ORDER_FAILURE_MESSAGES[failure] },
      amountRefunded: 0,
      createdAt: new Date().toISOString(),
      paidAt: null,
      lines,
      extraPayments: [],
      refunds: [],
      billing: body.data.billing ?? null,
      documents: { invoiceNumber: null, creditNotes: [] },
    });
    return errorResponse(
      502,
      failure === 'PROVIDER_UNREACHABLE' ? 'PROVIDER_UNREACHABLE' : 'PAYMENT_PROVIDER_ERROR',
      ORDER_FAILURE_MESSAGES[failure],
    );
  });

/**
 * The simulated Checkout: pays the caller's order with a signed payment, or declines it. A decline
 * reaches the shop as the provider's `payment.failed`, so the order is failed (PAYMENT_DECLINED).
 */
const simulateWith = (forced?: 'failure') =>
  handle(ENDPOINTS.simulatePayment, async ({ request }) => {
    await latency();
    const user = sessionUser(request);
    if (!user) return unauthenticated(request);
    const body = await readBody(request, SimulatedPaymentRequestSchema);
    if ('response' in body) return body.response;
    const order = mockDb.orderByProviderId(user.id, body.data.razorpay_order_id);
    if (!order) return errorResponse(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);
    if ((forced ?? body.data.outcome) === 'failure') {
      if ((ORDER_STATUSES_AWAITING_PAYMENT as readonly string[]).includes(order.status)) {
        order.status = 'failed';
        order.failure = { code: 'PAYMENT_DECLINED', message: ORDER_FAILURE_MESSAGES.PAYMENT_DECLINED };
      }
      return respond(SimulatedPaymentResponseSchema, { outcome: 'failure', error: { ...SIMULATED_DECLINE } });
    }
    const paymentId = mockDb.nextId('pay_sim');
    return respond(SimulatedPaymentResponseSchema, {
      outcome: 'success',
      razorpay_order_id: body.data.razorpay_order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: mockSignature(body.data.razorpay_order_id, paymentId),
    });
  });

const simulate = simulateWith();

const verify = handle(ENDPOINTS.verifyPayment, async ({ request }) => {
  await latency();
  const user = sessionUser(request);
  if (!user) return unauthenticated(request);
  const body = await readBody(request, VerifyPaymentRequestSchema);
  if ('response' in body) return body.response;
  const {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
  } = body.data;
  const order = mockDb.orderByProviderId(user.id, providerOrderId);
  if (!order) return errorResponse(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);
  if (signature !== mockSignature(providerOrderId, paymentId)) {
    return respond(VerifyPaymentResponseSchema, {
      success: false,
      code: 'INVALID_SIGNATURE',
      error: PAYMENT_MESSAGES.invalidSignature,
    });
  }
  if (order.status === 'paid' && order.paymentId !== paymentId) {
    // A second payment of a paid order: the server records it, refunds it and the order says so.
    order.extraPayments.push({
      paymentId,
      amount: order.amount,
      status: 'refunded',
      message: extraPaymentMessage(order.amount, 'refunded'),
    });
    return respond(VerifyPaymentResponseSchema, {
      success: false,
      code: 'SECOND_PAYMENT_REFUNDED',
      error: PAYMENT_MESSAGES.secondPaymentRefunded(order.amount),
      orderId: order.id,
    });
  }
  if (order.status !== 'paid') {
    // As the server: lines the shopper already owns through another paid order are refunded (access stays).
    const ownedElsewhere = new Set(
      mockDb
        .ordersOf(user.id)
        .filter(
          (other) =>
            other.id !== order.id && (ORDER_STATUSES_GRANTING_ACCESS as readonly string[]).includes(other.status),
        )
        .flatMap((other) => other.lines.map((line) => line.productId)),
    );
    const owned = order.lines.filter((line) => ownedElsewhere.has(line.productId));
    if (owned.length > 0) {
      const refunded = owned.reduce((sum, line) => sum + line.price, 0);
      order.refunds.push({
        amount: refunded,
        reason: 'duplicate',
        status: 'processed',
        productIds: owned.map((line) => line.productId),
        message: duplicateRefundMessage(
          refunded,
          owned.map((line) => line.title),
          'processed',
        ),
      });
    }
    order.status = 'paid';
    order.paymentId = paymentId;
    order.failure = null;
    order.paidAt = new Date().toISOString();
    order.documents = { ...order.documents, invoiceNumber: mockDb.nextInvoiceNumber() };
  }
  return respond(VerifyPaymentResponseSchema, { success: true, orderId: order.id });
});

/** How long after a pending verify the provider's late confirmation reaches the mock shop. */
export const PENDING_SETTLES_AFTER_MS = MOCK_LATENCY_MS * 15;

/**
 * Verify that cannot confirm the payment yet, as the server answers it: 200 PAYMENT_PENDING with
 * the order id, after the same session, order and signature checks as `verify`.
 * - `authorised`: authorised, not captured yet; the order is `attempted`. `settles` pays it a
 *   moment later (`PENDING_SETTLES_AFTER_MS`), as Razorpay's late capture and webhook would.
 * - `unreachable`: the provider could not be asked; the order is unchanged (and stays so).
 */
const verifyPending = (kind: 'authorised' | 'unreachable', settles: boolean) =>
  handle(ENDPOINTS.verifyPayment, async ({ request }) => {
    await latency();
    const user = sessionUser(request);
    if (!user) return unauthenticated(request);
    const body = await readBody(request, VerifyPaymentRequestSchema);
    if ('response' in body) return body.response;
    const { razorpay_order_id: providerOrderId, razorpay_payment_id: paymentId } = body.data;
    const order = mockDb.orderByProviderId(user.id, providerOrderId);
    if (!order) return errorResponse(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);
    if (body.data.razorpay_signature !== mockSignature(providerOrderId, paymentId)) {
      return respond(VerifyPaymentResponseSchema, {
        success: false,
        code: 'INVALID_SIGNATURE',
        error: PAYMENT_MESSAGES.invalidSignature,
      });
    }
    if (kind === 'authorised' && (ORDER_STATUSES_AWAITING_PAYMENT as readonly string[]).includes(order.status)) {
      order.status = 'attempted';
      order.failure = null;
    }
    if (settles) mockDb.settleLater(order.id, paymentId, PENDING_SETTLES_AFTER_MS);
    return respond(VerifyPaymentResponseSchema, {
      success: false,
      code: 'PAYMENT_PENDING',
      error: kind === 'authorised' ? PAYMENT_MESSAGES.pending : PAYMENT_MESSAGES.providerUnreachable,
      orderId: order.id,
    });
  });

const webhook = handle(ENDPOINTS.webhook, async ({ request }) => {
  await latency();
  const body = await readBody(request, WebhookEventSchema);
  if ('response' in body) return body.response;
  return respond(WebhookResponseSchema, { received: true });
});

const ok = [createOrder, simulate, verify, webhook];

const routes = [ENDPOINTS.createOrder, ENDPOINTS.simulatePayment, ENDPOINTS.verifyPayment, ENDPOINTS.webhook] as const;

/** The routes the server limits per shopper. */
const rateLimitedRoutes = [ENDPOINTS.createOrder, ENDPOINTS.verifyPayment] as const;

/** Orders and payments: `ok`, each error path of the spec, and the payment-specific failures. */
export const paymentsHandlers = {
  ok,
  ...errorVariants(routes),
  /** The shopper has created or verified too many orders in the window: 429 with `Retry-After`. */
  rateLimited: [...rateLimitedVariant(rateLimitedRoutes), ...ok],
  /** The provider cannot be reached when the order is created: 502 PROVIDER_UNREACHABLE, the order failed. */
  providerUnreachable: [createOrderProviderFails('PROVIDER_UNREACHABLE'), ...ok],
  /** The provider refuses to create the order: 502 PAYMENT_PROVIDER_ERROR, the order failed. */
  providerRefused: [createOrderProviderFails('PROVIDER_REFUSED'), ...ok],
  /**
   * The payment is signed but the provider cannot be asked about it: 200 PAYMENT_PENDING with the
   * provider-unreachable message; the order is unchanged, and stays unpaid while the story lasts.
   */
  verifyProviderUnreachable: [verifyPending('unreachable', false), ...ok],
  /** Authorised, not captured yet (PAYMENT_PENDING): Razorpay captures it a moment later and the order is paid. */
  pendingThenPaid: [verifyPending('authorised', true), ...ok],
  /** Authorised, not captured yet (PAYMENT_PENDING), and no confirmation ever comes: the order stays `attempted`. */
  pendingThenNever: [verifyPending('authorised', false), ...ok],
  /** The provider declines every simulated payment (the `payment.failed` path): the order is failed. */
  paymentDeclined: [simulateWith('failure'), ...ok],
  /** The provider declines without a description (the spec's 'Unknown error'). */
  declinedWithoutReason: [
    handle(ENDPOINTS.simulatePayment, async () => {
      await latency();
      return respond(SimulatedPaymentResponseSchema, {
        outcome: 'failure',
        error: { code: SIMULATED_DECLINE.code, description: '' },
      });
    }),
    ...ok,
  ],
  /** Verification answers `success: false` with the server's error. */
  verificationFails: [
    handle(ENDPOINTS.verifyPayment, async () => {
      await latency();
      return respond(VerifyPaymentResponseSchema, {
        success: false,
        code: 'INVALID_SIGNATURE',
        error: PAYMENT_MESSAGES.invalidSignature,
      });
    }),
    ...ok,
  ],
  /** The server charges the changed prices of `changedPrices` (with `catalogueHandlers.pricesChanged`). */
  pricesChanged: [createOrderAt((productId) => changedPrices[productId]), ...ok],
  /**
   * The server refuses the billing PIN code (a page older than the server's rules): 400
   * VALIDATION_FAILED on `billing.pinCode`, in the server's words; no order is created.
   */
  billingRefused: [
    handle(ENDPOINTS.createOrder, async () => {
      await latency();
      return errorResponse(400, 'VALIDATION_FAILED', `billing.pinCode: ${BILLING_MESSAGES.pinCode}`, {
        issues: [{ path: 'billing.pinCode', message: BILLING_MESSAGES.pinCode }],
      });
    }),
    ...ok,
  ],
  /** Order creation is refused: the server's prices moved to a total of Rs 499 (409 AMOUNT_MISMATCH). */
  orderRejected: [
    handle(ENDPOINTS.createOrder, async () => {
      await latency();
      return errorResponse(409, 'AMOUNT_MISMATCH', CHECKOUT_MESSAGES.amountMismatch(REJECTED_ORDER_TOTAL), {
        currentAmount: REJECTED_ORDER_TOTAL,
      });
    }),
    ...ok,
  ],
};
