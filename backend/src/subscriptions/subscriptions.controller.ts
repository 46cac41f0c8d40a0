import { Body, Controller, HttpCode, Inject, Logger, Post } from '@nestjs/common';
import {
  NEWSLETTER_PAGES,
  parseWith,
  SUBSCRIPTION_MESSAGES,
  SubscribeRequestSchema,
  SubscriptionLinkRequestSchema,
  type SubscribeResponse,
  type SubscriptionLinkResponse,
} from '@profit/contract';
import { ApiError } from '../common/api-error.js';
import { Public } from '../common/public.decorator.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { Policy } from '../rate-limits/rate-limit-policy.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';

@Controller('subscriptions')
export class SubscriptionsController {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Asks the address to confirm by e-mail. The answer is the same for a new, a waiting and a
   * confirmed address, so it tells nobody who is subscribed.
   */
  @Public()
  @Post('subscribe')
  @Policy({ rateLimit: 'subscriptions', successFlagOnErrors: true })
  @HttpCode(200)
  async subscribe(@Body() body: unknown): Promise<SubscribeResponse> {
    const parsed = parseWith(SubscribeRequestSchema, isPlainObject(body) ? body : {});
    if (!parsed.ok) throw ApiError.validation(parsed.issues.map((issue) => issue.message).join(' '), parsed.issues);
    const token = await this.subscriptions.requestConfirmation(parsed.data.email);
    // Without SMTP (a demo, a developer's machine) the e-mail waits in the outbox: its link is logged to be opened by hand.
    if (token && !this.config.env.SMTP_URL)
      this.logger.log(
        `No SMTP_URL: the confirmation link waits in the outbox: ${this.siteUrl()}${NEWSLETTER_PAGES.confirm}#${token}`,
      );
    return { success: true, message: SUBSCRIPTION_MESSAGES.checkInbox };
  }

  @Public()
  @Post('confirm')
  @Policy({ rateLimit: 'subscriptions' })
  @HttpCode(200)
  async confirm(@Body() body: unknown): Promise<SubscriptionLinkResponse> {
    const confirmed = await this.subscriptions.confirm(tokenOf(body));
    if (!confirmed) throw new ApiError(404, 'NOT_FOUND', SUBSCRIPTION_MESSAGES.linkInvalid);
    return { success: true, message: SUBSCRIPTION_MESSAGES.confirmed };
  }

  @Public()
  @Post('unsubscribe')
  @Policy({ rateLimit: 'subscriptions' })
  @HttpCode(200)
  async unsubscribe(@Body() body: unknown): Promise<SubscriptionLinkResponse> {
    const unsubscribed = await this.subscriptions.unsubscribe(tokenOf(body));
    if (!unsubscribed) throw new ApiError(404, 'NOT_FOUND', SUBSCRIPTION_MESSAGES.linkInvalid);
    return { success: true, message: SUBSCRIPTION_MESSAGES.unsubscribed };
  }

  private siteUrl(): string {
    return this.config.env.SITE_URL ?? `http://${this.config.env.HOST}:${this.config.env.PORT}`;
  }
}

/** The link's token, or a 400 in the link's own words. */
function tokenOf(body: unknown): string {
  const parsed = parseWith(SubscriptionLinkRequestSchema, isPlainObject(body) ? body : {});
  if (!parsed.ok) throw ApiError.validation(SUBSCRIPTION_MESSAGES.linkInvalid, parsed.issues);
  return parsed.data.token;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
