import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { parseWith, SUBSCRIPTION_MESSAGES, SubscribeRequestSchema, type SubscribeResponse } from '@profit/contract';
import { ApiError } from '../common/api-error.js';
import { Public } from '../common/public.decorator.js';
import { Policy } from '../rate-limits/rate-limit-policy.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';

export const SUBSCRIBED_MESSAGE = SUBSCRIPTION_MESSAGES.subscribed;
export const ALREADY_SUBSCRIBED_MESSAGE = SUBSCRIPTION_MESSAGES.alreadySubscribed;

@Controller('subscriptions')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsRepository) {}

  /** Subscribing twice is a success, not an error: the second answer says so and stores nothing. */
  @Public()
  @Post('subscribe')
  @Policy({ rateLimit: 'subscriptions', successFlagOnErrors: true })
  @HttpCode(200)
  async subscribe(@Body() body: unknown): Promise<SubscribeResponse> {
    const parsed = parseWith(SubscribeRequestSchema, isPlainObject(body) ? body : {});
    if (!parsed.ok) throw ApiError.validation(parsed.issues.map((issue) => issue.message).join(' '), parsed.issues);
    const added = await this.subscriptions.add(parsed.data.email);
    return { success: true, message: added ? SUBSCRIBED_MESSAGE : ALREADY_SUBSCRIBED_MESSAGE };
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
