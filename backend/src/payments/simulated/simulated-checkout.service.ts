import { Injectable, Logger } from '@nestjs/common';
import { ORDER_MESSAGES, SIMULATED_DECLINE, type SimulatedPaymentResponse } from '@profit/contract';
import { ApiError } from '../../common/api-error.js';
import type { AuthenticatedUser } from '../../common/current-user.decorator.js';
import { describe, OrderPaymentsService } from '../order-payments.service.js';
import { SimulatedProvider } from './simulated.provider.js';

/**
 * Demo mode's Checkout, registered only when payments are simulated: it speaks to the simulated
 * provider itself (the shop's services know only `PaymentProvider`), so it exists in no other mode.
 */
@Injectable()
export class SimulatedCheckoutService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly provider: SimulatedProvider,
    private readonly orderPayments: OrderPaymentsService,
  ) {}

  /**
   * Pays the caller's order (captured, or authorised only) with a correctly signed payment, or
   * declines it; the provider sends its events as Razorpay would. Like Razorpay's Checkout it
   * works from the provider's own record of the order (which knows its customer), so paying
   * touches no table of ours until the shop hears of the payment.
   */
  async pay(
    user: AuthenticatedUser,
    providerOrderId: string,
    outcome: 'success' | 'authorized' | 'failure',
  ): Promise<SimulatedPaymentResponse> {
    let paid: ReturnType<SimulatedProvider['pay']>;
    try {
      paid = this.provider.pay(
        providerOrderId,
        outcome === 'failure' ? 'failed' : outcome === 'authorized' ? 'authorized' : 'captured',
        user.id,
      );
    } catch (error) {
      // Not this shopper's order, or one the simulator forgot (the service restarted): as Razorpay would refuse it.
      this.logger.warn(`Simulated payment of ${providerOrderId}: ${describe(error)}`);
      throw ApiError.notFound(ORDER_MESSAGES.notFound);
    }
    if (!paid.signature) {
      // Checkout reports a decline to the page; the shop learns it from the provider (payment.failed).
      await this.orderPayments.apply(paid.payment, { orderId: paid.receipt });
      return { outcome: 'failure', error: { ...SIMULATED_DECLINE } };
    }
    return {
      outcome: 'success',
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: paid.payment.id,
      razorpay_signature: paid.signature,
    };
  }
}
