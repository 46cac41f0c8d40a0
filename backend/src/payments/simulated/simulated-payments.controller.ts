import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  SimulatedPaymentRequestSchema,
  type SimulatedPaymentRequest,
  type SimulatedPaymentResponse,
} from '@profit/contract';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator.js';
import { ZodBody } from '../../common/zod-body.pipe.js';
import { SimulatedCheckoutService } from './simulated-checkout.service.js';

/** Demo mode's checkout: registered only when payments are simulated, so it does not exist in production. */
@Controller('payments')
export class SimulatedPaymentsController {
  constructor(private readonly checkout: SimulatedCheckoutService) {}

  @Post('simulate')
  @HttpCode(200)
  simulate(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodBody(SimulatedPaymentRequestSchema)) body: SimulatedPaymentRequest,
  ): Promise<SimulatedPaymentResponse> {
    return this.checkout.pay(user, body.razorpay_order_id, body.outcome);
  }
}
