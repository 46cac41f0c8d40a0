import type { Product } from './api/catalogue.js';
import { previewImage } from './previews.js';

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
 * contract: the client's amounts are checked against these, never trusted. `image` is the JPEG
 * fallback of the kit's preview (its PDF's cover and pages, built with it; see `previews.ts`).
 */
export const CATALOGUE: readonly Product[] = [
  {
    id: 'instagram-growth-playbook',
    title: 'Instagram Growth Playbook',
    description:
      'A 30-day plan to grow a small brand on Instagram: what to post at each stage, a caption template, and the weekly numbers that turn followers into first customers.',
    price: PRODUCT_PRICE_PAISE,
    image: previewImage('instagram-growth-playbook'),
    category: 'Marketing',
    sac: SAC_GUIDE,
  },
  {
    id: 'whatsapp-sales-kit',
    title: 'WhatsApp Business Sales Kit',
    description:
      'Sell on WhatsApp Business: the set-up, quick replies, broadcasts people do not mute and follow-ups for enquiries that went quiet, on the app your customers already use.',
    price: PRODUCT_PRICE_PAISE,
    image: previewImage('whatsapp-sales-kit'),
    category: 'Marketing',
    sac: SAC_GUIDE,
  },
  {
    id: 'launch-email-sequences',
    title: 'Launch E-mail Sequences',
    description:
      'Four e-mail sequences, written out e-mail by e-mail, for a product launch, a festive sale, a webinar and an abandoned cart, with the rules every e-mail follows.',
    price: PRODUCT_PRICE_PAISE,
    image: previewImage('launch-email-sequences'),
    category: 'Marketing',
    sac: SAC_GUIDE,
  },
  {
    id: 'founder-metrics-dashboard',
    title: 'Founder Metrics Dashboard',
    description:
      'Build a Google Sheets dashboard from your sales export: revenue, repeat-customer rate, average order value, CAC and runway, with a weekly review of each number.',
    price: PRODUCT_PRICE_PAISE,
    image: previewImage('founder-metrics-dashboard'),
    category: 'Analytics',
    sac: SAC_TEMPLATE,
  },
  {
    id: 'gst-cash-flow-tracker',
    title: 'GST & Cash-Flow Tracker',
    description:
      'Track invoices, GST collected and paid, and the next 13 weeks of cash in one sheet you build with this guide, so tax dates and salary days never surprise you.',
    price: PRODUCT_PRICE_PAISE,
    image: previewImage('gst-cash-flow-tracker'),
    category: 'Analytics',
    sac: SAC_TEMPLATE,
  },
  {
    id: 'no-code-automation-pack',
    title: 'No-Code Automation Pack',
    description:
      'Twelve recipes, eight of them step by step, that connect forms, sheets, payment alerts and e-mail, so orders, receipts and reminders run on their own.',
    price: PRODUCT_PRICE_PAISE,
    image: previewImage('no-code-automation-pack'),
    category: 'Automation',
    sac: SAC_GUIDE,
  },
  {
    id: 'starter-crm-notion',
    title: 'Starter CRM for Notion',
    description:
      'Build a Notion CRM for freelancers and small teams: contacts and deals databases, the views that do the work, and a 30-minute weekly routine.',
    price: PRODUCT_PRICE_PAISE,
    image: previewImage('starter-crm-notion'),
    category: 'CRM',
    sac: SAC_TEMPLATE,
  },
  {
    id: 'creator-content-system',
    title: 'Creator Content System',
    description:
      'Plan and repurpose your content from one idea bank: one idea into five pieces for YouTube, LinkedIn and a blog, with hook formulas and a weekly rhythm.',
    price: PRODUCT_PRICE_PAISE,
    image: previewImage('creator-content-system'),
    category: 'Content',
    sac: SAC_GUIDE,
  },
];

/** Looks a product up by id; `undefined` for an unknown one. */
export function findProduct(id: string): Product | undefined {
  return CATALOGUE.find((product) => product.id === id);
}

/**
 * The SAC an order line records when the order is made (its tax documents print the recorded one):
 * the product's, or online text content for an id the catalogue no longer has.
 */
export function sacOf(productId: string): string {
  return findProduct(productId)?.sac ?? SAC_ONLINE_TEXT;
}
