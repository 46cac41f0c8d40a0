import { Body, Controller, Inject, Logger } from '@nestjs/common';
import {
  NEWSLETTER_PAGES,
  parseWith,
  SUBSCRIPTION_MESSAGES,
  schemaNamed,
  type SubscribeResponse,
  type SubscriptionLinkResponse,
  ENDPOINTS,
} from '@profit/contract';
import { Route } from '../common/route.decorator.js';
import { ApiError } from '../common/api-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';

@Controller()
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
  @Route(ENDPOINTS.subscribe)
  async subscribe(@Body() body: unknown): Promise<SubscribeResponse> {
    const parsed = parseWith(schemaNamed(ENDPOINTS.subscribe.request), isPlainObject(body) ? body : {});
    if (!parsed.ok) throw ApiError.validation(parsed.issues.map((issue) => issue.message).join(' '), parsed.issues);
    const token = await this.subscriptions.requestConfirmation(parsed.data.email);
    // Without SMTP (a demo, a developer's machine) the e-mail waits in the outbox: its link is logged to be opened by hand.
    if (token && !this.config.env.SMTP_URL)
      this.logger.log(
        `No SMTP_URL: the confirmation link waits in the outbox: ${this.siteUrl()}${NEWSLETTER_PAGES.confirm}#${token}`,
      );
    return { success: true, message: SUBSCRIPTION_MESSAGES.checkInbox };
  }

  @Route(ENDPOINTS.confirmSubscription)
  async confirm(@Body() body: unknown): Promise<SubscriptionLinkResponse> {
    const confirmed = await this.subscriptions.confirm(tokenOf(body));
    if (!confirmed) throw new ApiError(404, 'NOT_FOUND', SUBSCRIPTION_MESSAGES.linkInvalid);
    return { success: true, message: SUBSCRIPTION_MESSAGES.confirmed };
  }

  @Route(ENDPOINTS.unsubscribe)
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
  const parsed = parseWith(schemaNamed(ENDPOINTS.unsubscribe.request), isPlainObject(body) ? body : {});
  if (!parsed.ok) throw ApiError.validation(SUBSCRIPTION_MESSAGES.linkInvalid, parsed.issues);
  return parsed.data.token;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
