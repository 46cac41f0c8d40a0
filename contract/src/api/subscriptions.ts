import { z } from 'zod';
import { plainString } from './text.js';

export * from './newsletter.js';

export const SubscribeRequestSchema = z.strictObject({
  email: plainString('Your e-mail address', 'Enter your e-mail address.')
    .trim()
    .min(1, { error: 'Enter your e-mail address.' })
    .max(254, { error: 'That e-mail address is too long.' })
    .pipe(z.email({ error: 'Enter a valid e-mail address, like name@example.com.' })),
});
export type SubscribeRequest = z.input<typeof SubscribeRequestSchema>;

export const SubscribeResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type SubscribeResponse = z.infer<typeof SubscribeResponseSchema>;

/**
 * The answers of the newsletter. A subscription counts once its confirmation link is opened; the
 * answer to subscribing is the same whether the address is new, waiting for its confirmation or
 * confirmed, so nobody can learn from it who is subscribed.
 */
export const SUBSCRIPTION_MESSAGES = {
  checkInbox: 'Thank you! Please check your inbox and open the link we sent to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. We will keep you posted.',
  unsubscribed: 'You are unsubscribed. We will not write to this address again.',
  /** 404 NOT_FOUND: a confirmation or unsubscribe link that is unknown, used up or expired. */
  linkInvalid: 'This link is not valid any more. Subscribe again to receive a new one.',
} as const;

/** What a confirmation or unsubscribe page sends: the token of its link. */
export const SubscriptionLinkRequestSchema = z.strictObject({
  token: z
    .string({ error: SUBSCRIPTION_MESSAGES.linkInvalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: SUBSCRIPTION_MESSAGES.linkInvalid }),
});
export type SubscriptionLinkRequest = z.input<typeof SubscriptionLinkRequestSchema>;

export const SubscriptionLinkResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SubscriptionLinkResponse = z.infer<typeof SubscriptionLinkResponseSchema>;
