import { z } from 'zod';
import { plainString } from './text.js';

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

/** The two answers of a subscription: subscribing twice is a success that says so. */
export const SUBSCRIPTION_MESSAGES = {
  subscribed: 'Thank you for subscribing! We will keep you posted.',
  alreadySubscribed: 'You are already subscribed with this e-mail address. Thank you!',
} as const;
