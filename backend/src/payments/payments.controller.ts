import { Body, Controller, Headers, HttpCode, Inject, Post, Req, type RawBodyRequest } from '@nestjs/common';
import {
  CreateOrderRequestSchema,
  VerifyPaymentRequestSchema,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '@profit/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error.js';
import { CurrentUser, type AuthenticatedUser } from '../common/current-user.decorator.js';
import { Public } from '../common/public.decorator.js';
import { ZodBody } from '../common/zod-body.pipe.js';
import { RateLimitedPerShopper } from '../rate-limits/shopper-rate-limit.guard.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { PaymentsService } from './payments.service.js';
import { WebhooksService } from './webhooks.service.js';

@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly webhooks: WebhooksService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  @Post('create-order')
  @RateLimitedPerShopper('create-order')
  @HttpCode(201)
  createOrder(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodBody(CreateOrderRequestSchema)) body: CreateOrderRequest,
  ): Promise<CreateOrderResponse> {
    return this.payments.createOrderAtServerPrices(user, body);
  }

  @Post('verify')
  @RateLimitedPerShopper('verify')
  @HttpCode(200)
  verify(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodBody(VerifyPaymentRequestSchema)) body: VerifyPaymentRequest,
  ): Promise<VerifyPaymentResponse> {
    return this.payments.verifyPayment(user, body);
  }

  /**
   * Razorpay's webhook. The signature covers the exact bytes Razorpay sent, so it is checked
   * over the raw body, before anything is parsed or changed.
   */
  @Public()
  @Post('webhook')
  @HttpCode(200)
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
