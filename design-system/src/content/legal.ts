import { COOKIE_DURATIONS, MINIMUM_AGE, REFUND_POLICY, SUPPORT_PROMISE } from './policies';

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  description: string;
  /** ISO date of the last change, shown as "Last updated". */
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

export const TERMS: LegalDocument = {
  title: 'Terms of Service',
  description: `The terms for buying and using Profit's digital kits: who may buy (${MINIMUM_AGE}+), licences, payments and refunds.`,
  updated: '2026-11-01',
  intro:
    'These terms are an agreement between you and Profit for using this website and the digital products sold on it. Please read them before you buy; by creating an account or placing an order you accept them.',
  sections: [
    {
      id: 'eligibility',
      heading: 'Who may use Profit',
      paragraphs: [
        `You must be ${MINIMUM_AGE} years of age or older to create an account or buy from Profit. If you are younger, a parent or guardian must make the purchase for you.`,
        'You sign in with a Google account. Keep that account secure: purchases made while you are signed in are treated as yours.',
      ],
    },
    {
      id: 'licence',
      heading: 'Your licence',
      paragraphs: [
        'When you pay for a kit you receive a personal, non-transferable licence to use it in one business, including by the people who work on that business.',
        'You may adapt the templates to your business. You may not resell them, share them with other businesses or publish them as your own.',
      ],
    },
    {
      id: 'payments',
      heading: 'Prices and payment',
      paragraphs: [
        'Prices are shown in Indian rupees and include applicable taxes. The price charged is the one our server confirms when you pay, which is always the price shown in your cart.',
        'Payments are processed by Razorpay. We never see or store your card or UPI details.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      paragraphs: [REFUND_POLICY],
    },
    {
      id: 'conduct',
      heading: 'Acceptable use',
      paragraphs: [
        'Do not use Profit to break the law, to send spam, or to attempt to access accounts or systems that are not yours. We may suspend accounts that do.',
      ],
    },
    {
      id: 'liability',
      heading: 'Our responsibility',
      paragraphs: [
        'The kits are practical guides and templates, not financial, legal or tax advice. Results depend on how you use them. Our total liability for any claim is limited to the amount you paid for the product concerned.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and contact',
      paragraphs: [
        'We may update these terms; the date above shows the latest version, and changes never apply to orders already paid.',
        `Questions about these terms are welcome through the contact page. ${SUPPORT_PROMISE}`,
        'These terms are governed by the laws of India.',
      ],
    },
  ],
};

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  description: 'What Profit collects, why, how long it is kept and how to have it removed.',
  updated: '2026-11-01',
  intro:
    'We collect as little as we can to sell you digital products and support you afterwards. This page explains what that is, why we need it and the choices you have. It is written to meet India’s Digital Personal Data Protection Act, 2023.',
  sections: [
    {
      id: 'collect',
      heading: 'What we collect',
      paragraphs: [
        'From Google sign-in: your name, e-mail address and Google account identifier. We never receive your Google password.',
        'From your orders: what you bought, the amount, and the payment reference Razorpay gives us. Card and UPI details stay with Razorpay.',
        'From messages you send: what you write through the contact form, the chat or a bug report, including any screenshots you attach.',
      ],
    },
    {
      id: 'use',
      heading: 'How we use it',
      paragraphs: [
        'To sign you in, deliver what you bought, issue invoices, answer your messages and fix the bugs you report. We send newsletters only to addresses that subscribed, and every newsletter has a one-click unsubscribe.',
        'We do not sell or rent your personal data to anyone.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: [
        'Razorpay, to take payments; Google, to sign you in; and our hosting provider, which stores the data in India. Each is bound to use it only to provide their service to us.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        'Account and order records are kept while your account is open and for 8 years after an order, as Indian tax law requires. Contact messages and bug reports are deleted 2 years after they are resolved.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds and your payment data',
      paragraphs: [
        REFUND_POLICY,
        'To process a refund we use only the payment reference of the order; we never ask for your card or bank details.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      paragraphs: [
        `You may ask for a copy of your data, a correction, or its deletion, through the contact page. ${SUPPORT_PROMISE} Deleting your account removes your library; tax records are kept as the law requires.`,
      ],
    },
  ],
};

export interface CookieRow {
  name: string;
  purpose: string;
  kind: 'Session' | 'Authentication' | 'Analytics' | 'Preference';
  duration: string;
}

export const COOKIES: LegalDocument & { table: readonly CookieRow[] } = {
  title: 'Cookie Policy',
  description:
    'The cookies and local storage Profit uses: session, authentication (30 days), analytics (2 years) and preferences (1 year).',
  updated: '2026-11-01',
  intro:
    'Cookies and local storage are small pieces of data your browser keeps for a site. We use a few, each for a reason listed here, and no advertising cookies at all.',
  sections: [
    {
      id: 'kinds',
      heading: 'The kinds we use',
      paragraphs: [
        'Session storage keeps the page working while you browse. Authentication storage keeps you signed in. Analytics cookies count visits anonymously so we know which pages help. Preference cookies remember choices such as a dismissed notice.',
      ],
    },
    {
      id: 'control',
      heading: 'Your choices',
      paragraphs: [
        'You can delete cookies and site data from your browser settings at any time. Without authentication storage you will need to sign in again; without analytics cookies nothing stops working.',
      ],
    },
  ],
  table: [
    {
      name: 'Session',
      purpose: 'Keeps the page working between clicks',
      kind: 'Session',
      duration: COOKIE_DURATIONS.session,
    },
    {
      name: 'token, profit_user, profit_cart',
      purpose: 'Keep you signed in and remember your cart',
      kind: 'Authentication',
      duration: COOKIE_DURATIONS.authentication,
    },
    {
      name: 'Analytics',
      purpose: 'Counts visits and popular pages, without identifying you',
      kind: 'Analytics',
      duration: COOKIE_DURATIONS.analytics,
    },
    {
      name: 'Preferences',
      purpose: 'Remembers choices such as a dismissed notice',
      kind: 'Preference',
      duration: COOKIE_DURATIONS.preference,
    },
  ],
};
