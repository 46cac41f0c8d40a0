import { PAISE_PER_RUPEE, PRODUCT_PRICE_PAISE } from '@profit/contract';

/**
 * The shop's commitments, stated once and quoted wherever a page states them: pricing, terms,
 * privacy and the help center show the very same refund sentence, and every page quotes the same
 * reply times. A test reads each of those pages for this exact wording.
 */

/** The refund policy's page: every page that states the policy links there. */
export const REFUND_POLICY_PATH = '/refund-policy';

/**
 * The facts of the one refund policy, which the sentence below and the refund policy page state,
 * and which a test holds every page's refund promise to (`refundPolicy.test.ts`).
 */
export const REFUND_TERMS = {
  window: '30 days',
  guarantee: '30-day money-back guarantee',
  reaches: 'within 7 working days',
  access: 'the kit leaves your library',
  duplicates: 'refunded automatically',
} as const;

/** The one refund policy (30-day money-back guarantee), word for word wherever a page states it. */
export const REFUND_POLICY = `Every purchase is covered by our ${REFUND_TERMS.guarantee}: if a product is not right for you, ask for a refund through the contact page or by e-mail within ${REFUND_TERMS.window} of payment and we return the full amount to your original payment method ${REFUND_TERMS.reaches}, after which ${REFUND_TERMS.access}. A payment taken twice for one order is ${REFUND_TERMS.duplicates}.`;

/** The words of the link to the refund policy page beside the sentence. */
export const REFUND_POLICY_LINK = 'Read the full refund policy';

/** Reply times: one for e-mail, one for chat. */
export const SUPPORT_REPLY = {
  email: 'within 24 hours',
  chat: 'within 5 minutes, 9 am to 9 pm IST, every day',
} as const;

export const SUPPORT_PROMISE = `We answer e-mail and contact messages ${SUPPORT_REPLY.email}, and chat ${SUPPORT_REPLY.chat}.`;

/** A kit's price as the copy states it ("Rs 499"): the catalogue's price, which checkout charges. */
export const KIT_PRICE = `Rs ${PRODUCT_PRICE_PAISE / PAISE_PER_RUPEE}`;

/**
 * The one price story: every kit costs the catalogue's price, is paid for once and is the buyer's
 * to keep. There is no plan, no renewal, no trial and no bundle; a test reads every price and
 * billing claim of the content against the catalogue (`priceClaims.test.ts`).
 */
export const PRICE_STORY = `${KIT_PRICE} per kit, paid once, yours to keep`;

/** The few words that follow a kit's price on cards and in the cart overlay. */
export const PAID_ONCE = 'paid once';

/** What every kit purchase includes (the pricing section and page); Buy Now leads to the store. */
export const KIT_PURCHASE = {
  name: 'Every kit',
  badge: 'ONE PRICE',
  price: KIT_PRICE,
  period: 'per kit, paid once',
  cta: 'Buy Now',
  features: [
    'The complete kit: guide, templates and worksheets',
    'Yours to keep: nothing renews, nothing expires',
    'Every future update of the kit, free',
    'Instant download from your library',
    'Download again whenever you need to',
    'Pay with UPI, cards, net banking or wallets',
    'GST tax invoice for every purchase',
    'E-mail support with a reply within 24 hours',
  ],
} as const;

/** The minimum age to buy or hold an account (terms). */
export const MINIMUM_AGE = 18;

/** How long each kind of cookie lives (cookie policy). */
export const COOKIE_DURATIONS = {
  session: 'Until you close the browser',
  authentication: '30 days',
  analytics: '2 years',
  preference: '1 year',
} as const;
