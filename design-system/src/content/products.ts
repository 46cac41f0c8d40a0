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
      'Each day has a post idea, a caption you can edit in two minutes and a Reels hook tested on Indian audiences. The last week turns the followers you gained into first customers with a DM script that sounds like a person, not a bot.',
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
      'A launch lives or dies in the inbox. These seven sequences are the e-mails that sell a product launch, a festive sale, a live webinar and a cart someone left behind, each with its subject lines, timing and the one action every e-mail asks for.',
      'They are written in plain English for Indian audiences, with rupee pricing and UPI payment in mind, and each was tested on real lists. Edit the names and the offer; the structure does the rest.',
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
      'Paste your sales export and see the numbers that decide whether your business survives: monthly revenue, repeat-customer rate, customer acquisition cost and months of runway, on one page.',
      'The dashboard works with exports from Razorpay, Shopify, Instamojo or a plain spreadsheet. A short guide explains each number, what a healthy value looks like for a small Indian business, and what to do when it moves the wrong way.',
    ],
    includes: [
      'How to set up the sheet',
      'Five numbers, one section each: monthly revenue, repeat-customer rate, average order value, acquisition cost and runway',
      'A weekly 15-minute review: each question and where to look',
    ],
  },
  'gst-cash-flow-tracker': {
    story: [
      'Tax dates and salary days should never be a surprise. This tracker keeps your invoices, the GST you collected and paid, and the next 13 weeks of cash in one sheet, so you can see a shortfall a month before it happens.',
      'It follows the GST return calendar, separates input tax credit from what you owe, and gives you a weekly ten-minute routine to keep it current. It does not replace your accountant; it makes every conversation with them shorter.',
    ],
    includes: [
      'Whether you need GST registration',
      'Three tabs to build: invoices, a GST summary per month, a 13-week cash forecast',
      "The forecast's rows, with an example for each",
    ],
  },
  'no-code-automation-pack': {
    story: [
      'Twelve recipes that take the repetitive work out of a small online business: a form that becomes an order row, a UPI payment alert that sends a receipt, a reminder that chases an unpaid invoice, a daily summary in your inbox.',
      'Each recipe is a step-by-step guide with screenshots for tools that have a free plan, so you can run your first automation tonight and pay for nothing until it saves you time.',
    ],
    includes: [
      'Eight automation recipes step by step, from the order form to the review request',
      'Four more recipes in brief',
      'What to check before you automate',
    ],
  },
  'starter-crm-notion': {
    story: [
      'A CRM you will actually open. This Notion template holds your leads, deals, follow-up dates and client notes, with a pipeline board that shows what to do today and a weekly view of what is about to slip.',
      'It is built for freelancers and teams of up to ten who have outgrown a spreadsheet but not their budget. Set it up in an evening with the included walkthrough; everything is plain Notion, so you can change any part.',
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
      'It is made for creators and founders who build an audience alongside a business, and who want a process that takes three focused hours a week rather than every evening.',
    ],
    includes: ['An idea bank', 'One idea turned into five pieces, by platform', 'Hook formulas', 'A weekly rhythm'],
  },
};
