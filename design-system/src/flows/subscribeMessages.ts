/**
 * The subscription's fallback when the server gave no message (spec, section 8). Its own module:
 * the newsletter on the app's first chunk needs it without the other flows' messages.
 */
export const SUBSCRIBE_MESSAGES = {
  failed: 'Something went wrong. Please try again.',
} as const;
