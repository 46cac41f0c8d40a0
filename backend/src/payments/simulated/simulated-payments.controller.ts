import { Controller } from '@nestjs/common';
import { type SimulatedPaymentRequest, type SimulatedPaymentResponse, ENDPOINTS } from '@profit/contract';
import { DeclaredBody, Route } from '../../common/route.decorator.js';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator.js';
import { SimulatedCheckoutService } from './simulated-checkout.service.js';

/** Demo mode's checkout: registered only when payments are simulated, so it does not exist in production. */
@Controller()
export class SimulatedPaymentsController {
  constructor(private readonly checkout: SimulatedCheckoutService) {}

  @Route(ENDPOINTS.simulatePayment)
  simulate(
    @CurrentUser() user: AuthenticatedUser,
    @DeclaredBody() body: SimulatedPaymentRequest,
  ): Promise<SimulatedPaymentResponse> {
    return this.checkout.pay(user, body.razorpay_order_id, body.outcome);
  }
}
