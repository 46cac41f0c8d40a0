/**
 * The long copy of each product page, by catalogue id: what the product is, who it is for, and
 * what the download holds. Prices and titles live in the contract's catalogue, never here.
 */
export interface ProductDetails {
  /** Paragraphs of the long description. */
  story: string[];
  /** What the download contains, one line each. The format line is the built PDF's (`guideFormat`). */
  includes: string[];
}

export const PRODUCT_DETAILS: Record<string, ProductDetails> = {
  'instagram-growth-playbook': {
    story: [
      'Most small brands post every day and still sell nothing on Instagram, because the posts are not built to move a follower one step closer to a purchase. This playbook gives you 30 days of content in that order: reach, trust, then the offer.',
      'Each stage says what to post and how to open a Reel in its first second, with a caption template you fill in minutes and the weekly numbers that tell you what to change. The last ten days turn the followers you gained into first customers, with a DM script for the moment someone asks "price?".',
    ],
    includes: [
      'A checklist for the shop window before day 1: bio, one link, three pinned posts',
      'Thirty days in three stages, with the post formats and a caption template',
      'What to change each Sunday, read from your insights',
      'The numbers to track weekly, and why each matters',
    ],
  },
  'whatsapp-sales-kit': {
    story: [
      'Your customers already open WhatsApp fifty times a day. This kit sets up WhatsApp Business so that every one of those opens can become an order: a clean catalogue, replies that answer before the customer asks, and follow-ups that do not feel like spam.',
      'It is written for shops that sell on WhatsApp today with a personal number and lose orders in the chat history. In an afternoon you move to labels, quick replies and broadcast lists that your whole team can use.',
    ],
    includes: [
      'Setting up WhatsApp Business in one evening',
      'Quick replies, and greeting and away messages',
      'Broadcasts that people do not mute',
      'A follow-up sequence for enquiries that went quiet (day 1, 3 and 7)',
    ],
  },
  'launch-email-sequences': {
    story: [
      'A launch lives or dies in the inbox. These four sequences are the e-mails that sell a product launch, a festive sale, a live webinar and a cart someone left behind, each with its timing, what every e-mail says and the one action it asks for.',
      'They are written in plain English for Indian audiences, with rupee pricing and UPI payment in mind, and end with a template to copy. Edit the names and the offer; the structure does the rest.',
    ],
    includes: [
      'The rules every e-mail follows',
      'A product launch: 5 e-mails over 8 days',
      'A festive sale (3 e-mails), a webinar (4) and an abandoned cart (3)',
      'What to measure after sending',
    ],
  },
  'founder-metrics-dashboard': {
    story: [
      'Five numbers decide whether a small business survives: monthly revenue, repeat-customer rate, average order value, customer acquisition cost and months of runway. This guide shows you how to build one sheet that computes them from your weekly sales export.',
      'Any export with a date, an order, a customer and an amount will do, from a payment gateway, a marketplace or your own spreadsheet. For each number you learn how to read it and what to do when it moves the wrong way.',
    ],
    includes: [
      'How to set up the sheet',
      'Five numbers, one section each: monthly revenue, repeat-customer rate, average order value, acquisition cost and runway',
      'A weekly 15-minute review: each question and where to look',
    ],
  },
  'gst-cash-flow-tracker': {
    story: [
      'Tax dates and salary days should never be a surprise. This guide shows you how to build a tracker of three tabs: your invoices, the GST you collected and paid each month, and the next 13 weeks of cash, so you can see a shortfall weeks before it happens.',
      'It names the returns to put in your calendar, separates input tax credit from what you owe, and ends with the habits that keep cash healthy. It does not replace your accountant; it makes every conversation with them shorter.',
    ],
    includes: [
      'Whether you need GST registration',
      'Three tabs to build: invoices, a GST summary per month, a 13-week cash forecast',
      "The forecast's rows, with an example for each",
    ],
  },
  'no-code-automation-pack': {
    story: [
      'Twelve recipes that take the repetitive work out of a small online business: a form that becomes an order row, a payment that updates the order and sends a receipt, a reminder that chases an unpaid order, a daily summary in your inbox.',
      'Eight recipes are written out trigger by action, four more in brief, all with common free or low-cost tools (Google Forms and Sheets, Gmail, and Zapier, Make or Apps Script), so you can run your first automation tonight.',
    ],
    includes: [
      'Eight automation recipes step by step, from the order form to the review request',
      'Four more recipes in brief',
      'What to check before you automate',
    ],
  },
  'starter-crm-notion': {
    story: [
      'A CRM you will actually open. This guide walks you through building it in Notion, property by property: your contacts and deals, follow-up dates and client notes, with a pipeline board that shows what to do today.',
      'It is written for freelancers and small teams who have outgrown a spreadsheet but not their budget. You can set it up in an evening; everything is plain Notion, so you can change any part.',
    ],
    includes: [
      'Two Notion databases, contacts and deals, property by property',
      'The views that do the work, and the one rule that keeps it useful',
      'A 30-minute Monday routine and a follow-up message that works',
      'When to outgrow it',
    ],
  },
  'creator-content-system': {
    story: [
      'One idea, a month of content. This system turns a single idea bank into YouTube videos, LinkedIn posts and blog articles, with hook formulas for each platform and a weekly checklist that keeps you publishing when motivation runs out.',
      'It is made for creators and founders who build an audience alongside a business, and who want a weekly rhythm of about six planned hours plus a few minutes a day, rather than every evening.',
    ],
    includes: ['An idea bank', 'One idea turned into five pieces, by platform', 'Hook formulas', 'A weekly rhythm'],
  },
};
