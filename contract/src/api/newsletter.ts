/*
 * The newsletter's constants, apart from its schemas: the storefront's route table reads the
 * pages' addresses, and importing them must not bring zod into the first script.
 */

/** A subscription's states: it counts (receives the newsletter) only when `confirmed`. */
export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A confirmation link is good for this many days; subscribing again sends a new one. */
export const CONFIRMATION_LINK_DAYS = 7;

/** Subscribing again while a confirmation waits sends no new e-mail within this many minutes. */
export const CONFIRMATION_RESEND_MINUTES = 10;

/** The shop's pages the newsletter's e-mails link to, the token in the fragment (never sent in a request line or a Referer). */
export const NEWSLETTER_PAGES = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;
