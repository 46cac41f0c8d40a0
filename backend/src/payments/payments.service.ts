import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CHECKOUT_MESSAGES,
  findProduct,
  ORDER_FAILURE_MESSAGES,
  ORDER_MESSAGES,
  ORDER_STATUSES_GRANTING_ACCESS,
  PAYMENT_MESSAGES,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type OrderLine,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '@profit/contract';
import { ApiError } from '../common/api-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AuthenticatedUser } from '../common/current-user.decorator.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { describe, OrderPaymentsService, type PaymentOutcome } from './order-payments.service.js';
import {
  PAYMENT_PROVIDER,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment,
} from './payment-provider.js';

/** What `verify` answers for a signature that is not genuine (the client prefixes 'Payment verification failed: '). */
export const INVALID_SIGNATURE_MESSAGE = PAYMENT_MESSAGES.invalidSignature;

/** Creates orders at the server's prices and turns confirmed payments into paid orders. */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly orders: OrdersRepository,
    private readonly orderPayments: OrderPaymentsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Prices the cart from the catalogue (one unit per line), refuses a product twice in the cart or
   * one the shopper already owns, refuses a client whose amount or line prices differ, stores the
   * order BEFORE asking the provider (so no provider order exists that we have no record of), then
   * attaches the provider's order id. The customer is the signed-in user. A cart of exactly the
   * products of the shopper's open unpaid order (a retried checkout, a second tab) gets that order
   * back — the same provider order, so paying it twice is a second payment of one order, refunded.
   */
  async createOrderAtServerPrices(user: AuthenticatedUser, request: CreateOrderRequest): Promise<CreateOrderResponse> {
    const lines = priceAtCatalogue(request);
    const amount = lines.reduce((total, line) => total + line.price, 0);
    const mismatch =
      request.amount !== amount || request.products.some((product, index) => product.price !== lines[index]?.price);
    if (mismatch) {
      throw new ApiError(409, 'AMOUNT_MISMATCH', CHECKOUT_MESSAGES.amountMismatch(amount), { currentAmount: amount });
    }
    const productIds = lines.map((line) => line.productId);
    const open = await this.orders.openOrderForProducts(
      user.id,
      productIds,
      amount,
      this.config.env.ORDER_EXPIRY_MINUTES,
    );
    if (open && (await this.orders.ownedAmong(user.id, productIds)).length === 0) {
      if (request.billing) await this.orders.updateOpenBilling(open.id, request.billing);
      return {
        id: open.providerOrderId,
        amount,
        currency: 'INR',
        orderId: open.id,
        keyId: this.provider.keyId,
        provider: this.provider.kind,
      };
    }
    const orderId = await this.orders.insertCreatedUnlessOwned({
      userId: user.id,
      amount,
      provider: this.provider.kind,
      lines,
      billing: request.billing,
    });
    if (!orderId) {
      const owned = await this.orders.ownedAmong(
        user.id,
        lines.map((line) => line.productId),
      );
      const ownedLines = lines.filter((line) => owned.includes(line.productId));
      throw new ApiError(409, 'ALREADY_OWNED', CHECKOUT_MESSAGES.alreadyOwned(ownedLines.map((line) => line.title)), {
        productIds: ownedLines.map((line) => line.productId),
      });
    }
    let providerOrderId: string;
    try {
      const providerOrder = await this.provider.createOrder({
        amount,
        currency: 'INR',
        receipt: orderId,
        notes: { orderId, customerId: user.id, customerEmail: user.email, customerName: user.name },
      });
      providerOrderId = providerOrder.id;
    } catch (error) {
      const unreachable = error instanceof PaymentProviderError && error.kind === 'unreachable';
      const reason =
        error instanceof PaymentProviderError ? error.reason : `Payment provider failure: ${describe(error)}`;
      this.logger.warn(`Order ${orderId}: ${reason}`);
      const code = unreachable ? 'PROVIDER_UNREACHABLE' : 'PROVIDER_REFUSED';
      await this.orders.markFailed({ orderId }, code, reason);
      throw new ApiError(
        502,
        unreachable ? 'PROVIDER_UNREACHABLE' : 'PAYMENT_PROVIDER_ERROR',
        ORDER_FAILURE_MESSAGES[code],
      );
    }
    await this.orders.attachProviderOrder(orderId, providerOrderId);
    return {
      id: providerOrderId,
      amount,
      currency: 'INR',
      orderId,
      keyId: this.provider.keyId,
      provider: this.provider.kind,
    };
  }

  /**
   * Checks a Checkout signature against the caller's own stored order, then confirms the payment
   * with the provider (status, order, amount, currency): only a payment captured at the order's
   * amount pays it (an authorised one is captured by us when the account does not capture by
   * itself). `success: true` only for a paid order. A payment authorised but not captured yet, still
   * in flight, or that the provider cannot be asked about now is `PAYMENT_PENDING` with its order id:
   * the shopper's screen then waits for the order to be paid. Replaying a confirmed payment changes nothing.
   */
  async verifyPayment(user: AuthenticatedUser, request: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
    const {
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    } = request;
    const match = { providerOrderId, userId: user.id };
    if (!this.provider.verifySignature(providerOrderId, paymentId, signature)) {
      const order = await this.orders.state(match);
      if (!order) throw ApiError.notFound(ORDER_MESSAGES.notFound);
      this.logger.warn(`Order ${order.id}: refused a payment with an invalid signature`);
      return { success: false, code: 'INVALID_SIGNATURE', error: INVALID_SIGNATURE_MESSAGE };
    }
    let payment: ProviderPayment;
    try {
      payment = await this.provider.fetchPayment(paymentId);
    } catch (error) {
      // A payment already confirmed is answered from our own records, provider or not.
      const order = await this.orders.state(match);
      if (!order) throw ApiError.notFound(ORDER_MESSAGES.notFound);
      if (order.paymentId === paymentId && (ORDER_STATUSES_GRANTING_ACCESS as readonly string[]).includes(order.status))
        return { success: true, orderId: order.id };
      this.logger.warn(`Order ${order.id}: payment ${paymentId} could not be confirmed: ${describe(error)}`);
      // The signature is genuine, so the shopper did pay: the webhook or reconciliation confirms it
      // once the provider answers again, and the storefront waits for the order meanwhile.
      if (error instanceof PaymentProviderError && error.kind === 'unreachable')
        return {
          success: false,
          code: 'PAYMENT_PENDING',
          error: PAYMENT_MESSAGES.providerUnreachable,
          orderId: order.id,
        };
      return { success: false, code: 'PAYMENT_MISMATCH', error: PAYMENT_MESSAGES.mismatch, orderId: order.id };
    }
    if (payment.providerOrderId !== providerOrderId) {
      const order = await this.orders.state(match);
      if (!order) throw ApiError.notFound(ORDER_MESSAGES.notFound);
      this.logger.error(`Order ${order.id}: payment ${paymentId} belongs to ${payment.providerOrderId ?? 'no order'}`);
      return { success: false, code: 'PAYMENT_MISMATCH', error: PAYMENT_MESSAGES.mismatch, orderId: order.id };
    }
    return verifyAnswer(await this.orderPayments.confirm(payment, match));
  }
}

/** What the shopper's screen is told about a confirmed payment. */
function verifyAnswer(outcome: PaymentOutcome): VerifyPaymentResponse {
  switch (outcome.kind) {
    case 'unknown_order':
      throw ApiError.notFound(ORDER_MESSAGES.notFound);
    case 'paid':
    case 'already_paid':
      return { success: true, orderId: outcome.orderId };
    case 'pending':
      return { success: false, code: 'PAYMENT_PENDING', error: PAYMENT_MESSAGES.pending, orderId: outcome.orderId };
    case 'failed':
      return { success: false, code: 'PAYMENT_FAILED', error: PAYMENT_MESSAGES.failed, orderId: outcome.orderId };
    case 'mismatch':
      return { success: false, code: 'PAYMENT_MISMATCH', error: PAYMENT_MESSAGES.mismatch, orderId: outcome.orderId };
    case 'closed':
      return { success: false, code: 'ORDER_CLOSED', error: PAYMENT_MESSAGES.orderClosed, orderId: outcome.orderId };
    case 'extra':
      return {
        success: false,
        code: 'SECOND_PAYMENT_REFUNDED',
        error: PAYMENT_MESSAGES.secondPaymentRefunded(outcome.amount),
        orderId: outcome.orderId,
      };
  }
}

/**
 * The order's lines at catalogue prices and titles; an unknown product is a 400 naming it, and
 * so is a product in the cart twice (each product is bought once).
 */
function priceAtCatalogue(request: CreateOrderRequest): OrderLine[] {
  const unknown = request.products.filter((line) => !findProduct(line.productId)).map((line) => line.productId);
  if (unknown.length > 0) {
    throw new ApiError(400, 'UNKNOWN_PRODUCT', CHECKOUT_MESSAGES.unknownProduct(unknown));
  }
  const lines = request.products.map((line) => {
    const product = findProduct(line.productId)!;
    return { productId: product.id, title: product.title, price: product.price };
  });
  const seen = new Set<string>();
  const twice = new Map<string, string>();
  for (const line of lines) {
    if (seen.has(line.productId)) twice.set(line.productId, line.title);
    seen.add(line.productId);
  }
  if (twice.size > 0)
    throw new ApiError(400, 'DUPLICATE_PRODUCT', CHECKOUT_MESSAGES.duplicateProduct([...twice.values()]));
  return lines;
}
