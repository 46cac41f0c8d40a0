/**
 * The shop's commitments, stated once and quoted wherever a page states them: pricing, terms,
 * privacy and the help center show the very same refund sentence, and every page quotes the same
 * reply times. A test reads each of those pages for this exact wording.
 */

/** The one refund policy (30-day money-back guarantee). */
export const REFUND_POLICY =
  'Every purchase is covered by our 30-day money-back guarantee: if a product is not right for you, ask for a refund through the contact page within 30 days of payment and we return the full amount to your original payment method within 7 working days.';

/** Reply times: one for e-mail, one for chat. */
export const SUPPORT_REPLY = {
  email: 'within 24 hours',
  chat: 'within 5 minutes, 9 am to 9 pm IST, every day',
} as const;

export const SUPPORT_PROMISE = `We answer e-mail and contact messages ${SUPPORT_REPLY.email}, and chat ${SUPPORT_REPLY.chat}.`;

/** The Premium Plan of the pricing page (SPEC 9: Rs 499 one-time). */
export const PREMIUM_PLAN = {
  name: 'Premium Plan',
  badge: 'BEST VALUE',
  price: 'Rs 499',
  period: 'one-time',
  cta: 'Buy Now',
  features: [
    'All eight premium kits in the store',
    'Every future update, free for life',
    'Instagram and WhatsApp sales playbooks',
    'Founder metrics and GST cash-flow dashboards',
    'Twelve no-code automation recipes',
    'Starter CRM for Notion',
    'Creator content system and calendar',
    'Instant downloads from your library',
    'GST tax invoice for every purchase',
    'E-mail support with a reply within 24 hours',
  ],
} as const;

/** Monthly tools: a free trial and a discount for paying a year at once (the FAQ's figures). */
export const TRIAL_DAYS = 14;
export const ANNUAL_DISCOUNT_PERCENT = 20;

/** The minimum age to buy or hold an account (terms). */
export const MINIMUM_AGE = 18;

/** How long each kind of cookie lives (cookie policy). */
export const COOKIE_DURATIONS = {
  session: 'Until you close the browser',
  authentication: '30 days',
  analytics: '2 years',
  preference: '1 year',
} as const;
