import { Controller, Headers, Inject, Req, type RawBodyRequest } from '@nestjs/common';
import {
  type CreateOrderRequest,
  type CreateOrderResponse,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
  ENDPOINTS,
} from '@profit/contract';
import type { FastifyRequest } from 'fastify';
import { DeclaredBody, Route } from '../common/route.decorator.js';
import { ApiError } from '../common/api-error.js';
import { CurrentUser, type AuthenticatedUser } from '../common/current-user.decorator.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { PaymentsService } from './payments.service.js';
import { WebhooksService } from './webhooks.service.js';

@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly webhooks: WebhooksService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  @Route(ENDPOINTS.createOrder)
  createOrder(
    @CurrentUser() user: AuthenticatedUser,
    @DeclaredBody() body: CreateOrderRequest,
  ): Promise<CreateOrderResponse> {
    return this.payments.createOrderAtServerPrices(user, body);
  }

  @Route(ENDPOINTS.verifyPayment)
  verify(
    @CurrentUser() user: AuthenticatedUser,
    @DeclaredBody() body: VerifyPaymentRequest,
  ): Promise<VerifyPaymentResponse> {
    return this.payments.verifyPayment(user, body);
  }

  /**
   * Razorpay's webhook. The signature covers the exact bytes Razorpay sent, so it is checked
   * over the raw body, before anything is parsed or changed.
   */
  @Route(ENDPOINTS.webhook)
  async webhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
  ): Promise<{ received: true }> {
    const rawBody = request.rawBody;
    if (!rawBody || !this.provider.verifyWebhookSignature(rawBody, signature)) {
      throw new ApiError(400, 'INVALID_SIGNATURE', 'The webhook signature is missing or does not match the body.');
    }
    await this.webhooks.process(rawBody, eventId);
    return { received: true };
  }
}
