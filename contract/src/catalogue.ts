import type { Product } from './api/catalogue.js';

/** The five categories of the catalogue, in the order the store shows them. */
export const CATEGORIES = ['Marketing', 'Analytics', 'Automation', 'CRM', 'Content'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Every product costs Rs 499 (in paise). */
export const PRODUCT_PRICE_PAISE = 49_900;

/**
 * SAC 998431, "On-line text based information such as online books, newspapers, periodicals,
 * directories and the like": the guides, playbooks, scripts and e-mail sequences, read as text.
 */
export const SAC_ONLINE_TEXT = '998431';
/**
 * SAC 998439, "Other on-line contents n.e.c.": the spreadsheet and Notion templates, which are
 * neither text to read nor software to install. Both codes carry GST at 18 %; a chartered
 * accountant should confirm the choice (docs/tax.md).
 */
export const SAC_ONLINE_CONTENT_OTHER = '998439';
const SAC_GUIDE = SAC_ONLINE_TEXT;
const SAC_TEMPLATE = SAC_ONLINE_CONTENT_OTHER;

/**
 * The eight products of the store. Prices are decided here, on the server's side of the
 * contract: the client's amounts are checked against these, never trusted. `image` is a path
 * served by the storefront from the design system's shipped assets.
 */
export const CATALOGUE: readonly Product[] = [
  {
    id: 'instagram-growth-playbook',
    title: 'Instagram Growth Playbook',
    description:
      'A 30-day plan to grow a small brand on Instagram: content calendar, 120 caption templates, Reels hooks and a DM script for turning followers into first customers.',
    price: PRODUCT_PRICE_PAISE,
    image: '/products/instagram-growth-playbook.svg',
    category: 'Marketing',
    sac: SAC_GUIDE,
  },
  {
    id: 'whatsapp-sales-kit',
    title: 'WhatsApp Business Sales Kit',
    description:
      'Catalogue set-up, broadcast templates, quick replies and follow-up sequences that sell on the app your customers already open fifty times a day.',
    price: PRODUCT_PRICE_PAISE,
    image: '/products/whatsapp-sales-kit.svg',
    category: 'Marketing',
    sac: SAC_GUIDE,
  },
  {
    id: 'launch-email-sequences',
    title: 'Launch E-mail Sequences',
    description:
      'Seven ready-to-edit e-mail sequences for a product launch, a festive sale, a webinar and an abandoned cart, written for Indian audiences and tested on real lists.',
    price: PRODUCT_PRICE_PAISE,
    image: '/products/launch-email-sequences.svg',
    category: 'Marketing',
    sac: SAC_GUIDE,
  },
  {
    id: 'founder-metrics-dashboard',
    title: 'Founder Metrics Dashboard',
    description:
      'A Google Sheets dashboard that turns your sales export into revenue, repeat-customer rate, CAC and runway, with a one-page guide to reading each number.',
    price: PRODUCT_PRICE_PAISE,
    image: '/products/founder-metrics-dashboard.svg',
    category: 'Analytics',
    sac: SAC_TEMPLATE,
  },
  {
    id: 'gst-cash-flow-tracker',
    title: 'GST & Cash-Flow Tracker',
    description:
      'Track invoices, GST collected and paid, and the next 13 weeks of cash in one sheet, so tax dates and salary days never surprise you.',
    price: PRODUCT_PRICE_PAISE,
    image: '/products/gst-cash-flow-tracker.svg',
    category: 'Analytics',
    sac: SAC_TEMPLATE,
  },
  {
    id: 'no-code-automation-pack',
    title: 'No-Code Automation Pack',
    description:
      'Twelve step-by-step recipes that connect forms, sheets, UPI payment alerts and e-mail, so orders, receipts and reminders run while you sleep.',
    price: PRODUCT_PRICE_PAISE,
    image: '/products/no-code-automation-pack.svg',
    category: 'Automation',
    sac: SAC_GUIDE,
  },
  {
    id: 'starter-crm-notion',
    title: 'Starter CRM for Notion',
    description:
      'A Notion CRM for freelancers and small teams: leads, deals, follow-up reminders and client notes, with a pipeline view you can set up in an evening.',
    price: PRODUCT_PRICE_PAISE,
    image: '/products/starter-crm-notion.svg',
    category: 'CRM',
    sac: SAC_TEMPLATE,
  },
  {
    id: 'creator-content-system',
    title: 'Creator Content System',
    description:
      'Plan, script and repurpose a month of YouTube, LinkedIn and blog content from one idea bank, with hook formulas and a weekly publishing checklist.',
    price: PRODUCT_PRICE_PAISE,
    image: '/products/creator-content-system.svg',
    category: 'Content',
    sac: SAC_GUIDE,
  },
];

/** Looks a product up by id; `undefined` for an unknown one. */
export function findProduct(id: string): Product | undefined {
  return CATALOGUE.find((product) => product.id === id);
}
