import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  findProduct,
  formatRupees,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type OrderLine,
  type SimulatedPaymentResponse,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '@profit/contract';
import { ApiError } from '../common/api-error.js';
import type { AuthenticatedUser } from '../common/current-user.decorator.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { PAYMENT_PROVIDER, PaymentProviderError, type PaymentProvider } from './payment-provider.js';
import { SimulatedProvider } from './simulated.provider.js';

/** What `verify` answers for a signature that is not genuine (the client prefixes 'Payment verification failed: '). */
export const INVALID_SIGNATURE_MESSAGE = 'Invalid payment signature';

/** What a simulated declined payment reports, in Razorpay's shape. */
export const SIMULATED_DECLINE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Your payment was declined by the bank (simulated).',
} as const;

/** Creates orders at the server's prices and turns genuine payment signatures into paid orders. */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly orders: OrdersRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /**
   * Prices the cart from the catalogue (one unit per line), refuses a client whose amount or line
   * prices differ, stores the order BEFORE asking the provider (so no provider order exists that we
   * have no record of), then attaches the provider's order id. The customer is the signed-in user.
   */
  async createOrderAtServerPrices(user: AuthenticatedUser, request: CreateOrderRequest): Promise<CreateOrderResponse> {
    const lines = priceAtCatalogue(request);
    const amount = lines.reduce((total, line) => total + line.price, 0);
    const mismatch =
      request.amount !== amount || request.products.some((product, index) => product.price !== lines[index]?.price);
    if (mismatch) {
      throw new ApiError(
        409,
        'AMOUNT_MISMATCH',
        `Prices have changed since these items were added to your cart. The current total is ${formatRupees(amount)}; please review your cart and pay again.`,
        {
          currentAmount: amount,
        },
      );
    }

    const orderId = await this.orders.insertCreated({ userId: user.id, amount, provider: this.provider.kind, lines });
    let providerOrderId: string;
    try {
      const providerOrder = await this.provider.createOrder({
        amount,
        currency: 'INR',
        receipt: orderId,
        notes: { orderId, customerEmail: user.email, customerName: user.name },
      });
      providerOrderId = providerOrder.id;
    } catch (error) {
      const reason =
        error instanceof PaymentProviderError
          ? error.reason
          : `Payment provider failure: ${error instanceof Error ? error.message : String(error)}`;
      this.logger.warn(`Order ${orderId}: ${reason}`);
      await this.orders.markFailed({ orderId }, reason);
      throw new ApiError(
        502,
        'PAYMENT_PROVIDER_ERROR',
        'Our payment provider could not start this payment. You have not been charged; please try again in a moment.',
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
   * Checks a Checkout signature against the caller's own stored order and marks it paid. Replaying
   * the same genuine payment answers success and changes nothing; a forged one changes nothing.
   * A genuine signature goes straight to one conditional UPDATE limited to the caller's order (one
   * round trip on the hot path); only when it changes nothing do we read the order back.
   */
  async verifyPayment(user: AuthenticatedUser, request: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
    const {
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    } = request;
    if (!this.provider.verifySignature(providerOrderId, paymentId, signature)) {
      const order = await this.orders.findByProviderOrderForUser(providerOrderId, user.id);
      if (!order) throw ApiError.notFound('We could not find that order.');
      this.logger.warn(`Order ${order.id}: refused a payment with an invalid signature`);
      return { success: false, error: INVALID_SIGNATURE_MESSAGE };
    }
    const transition = await this.orders.markPaid({ providerOrderId, userId: user.id }, paymentId);
    if (!transition.order) throw ApiError.notFound('We could not find that order.');
    if (!transition.changed && transition.order.paymentId !== paymentId) {
      this.logger.warn(
        `Order ${transition.order.id}: already paid by ${transition.order.paymentId ?? '?'}, a second genuine payment ${paymentId} arrived`,
      );
    }
    return { success: true, orderId: transition.order.id };
  }

  /** Demo mode: a correctly signed payment of the caller's order, or a declined one recorded on the order. */
  async simulatePayment(
    user: AuthenticatedUser,
    providerOrderId: string,
    outcome: 'success' | 'failure',
  ): Promise<SimulatedPaymentResponse> {
    if (!(this.provider instanceof SimulatedProvider)) throw ApiError.notFound('There is nothing at this address.');
    const order = await this.orders.findByProviderOrderForUser(providerOrderId, user.id);
    if (!order) throw ApiError.notFound('We could not find that order.');
    if (outcome === 'failure') {
      await this.orders.markFailed(
        { orderId: order.id },
        `${SIMULATED_DECLINE.code}: ${SIMULATED_DECLINE.description}`,
      );
      return { outcome: 'failure', error: { ...SIMULATED_DECLINE } };
    }
    const { paymentId, signature } = this.provider.signPayment(providerOrderId);
    return {
      outcome: 'success',
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    };
  }
}

/** The order's lines at catalogue prices and titles; an unknown product is a 400 naming it. */
function priceAtCatalogue(request: CreateOrderRequest): OrderLine[] {
  const unknown = request.products.filter((line) => !findProduct(line.productId)).map((line) => line.productId);
  if (unknown.length > 0) {
    throw new ApiError(
      400,
      'UNKNOWN_PRODUCT',
      `We do not sell ${unknown.map((id) => `"${id}"`).join(', ')}. Please remove ${unknown.length > 1 ? 'them' : 'it'} from your cart.`,
    );
  }
  return request.products.map((line) => {
    const product = findProduct(line.productId)!;
    return { productId: product.id, title: product.title, price: product.price };
  });
}
