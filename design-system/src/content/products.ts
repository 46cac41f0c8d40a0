/**
 * The long copy of each product page, by catalogue id: what the product is, who it is for, and
 * what the download holds. Prices and titles live in the contract's catalogue, never here.
 */
export interface ProductDetails {
  /** Paragraphs of the long description. */
  story: string[];
  /** What the download contains, one line each. */
  includes: string[];
  /** The file formats the download holds. */
  format: string;
}

export const PRODUCT_DETAILS: Record<string, ProductDetails> = {
  'instagram-growth-playbook': {
    story: [
      'Most small brands post every day and still sell nothing on Instagram, because the posts are not built to move a follower one step closer to a purchase. This playbook gives you 30 days of content in that order: reach, trust, then the offer.',
      'Each day has a post idea, a caption you can edit in two minutes and a Reels hook tested on Indian audiences. The last week turns the followers you gained into first customers with a DM script that sounds like a person, not a bot.',
    ],
    includes: [
      '30-day content calendar (Notion and Google Sheets)',
      '120 caption templates for product, behind-the-scenes and festive posts',
      '50 Reels hooks with the first three seconds written out',
      'A DM script from first reply to payment link',
    ],
    format: 'PDF guide, Notion template, Google Sheets',
  },
  'whatsapp-sales-kit': {
    story: [
      'Your customers already open WhatsApp fifty times a day. This kit sets up WhatsApp Business so that every one of those opens can become an order: a clean catalogue, replies that answer before the customer asks, and follow-ups that do not feel like spam.',
      'It is written for shops that sell on WhatsApp today with a personal number and lose orders in the chat history. In an afternoon you move to labels, quick replies and broadcast lists that your whole team can use.',
    ],
    includes: [
      'Catalogue set-up checklist with photo and pricing guidelines',
      '40 quick replies for price, delivery, payment and returns questions',
      'Broadcast templates for launches, restocks and festive offers',
      'A three-step follow-up sequence for unpaid orders',
    ],
    format: 'PDF guide, copy-ready text templates',
  },
  'launch-email-sequences': {
    story: [
      'A launch lives or dies in the inbox. These seven sequences are the e-mails that sell a product launch, a festive sale, a live webinar and a cart someone left behind, each with its subject lines, timing and the one action every e-mail asks for.',
      'They are written in plain English for Indian audiences, with rupee pricing and UPI payment in mind, and each was tested on real lists. Edit the names and the offer; the structure does the rest.',
    ],
    includes: [
      'Seven sequences (31 e-mails) with subject lines and preview text',
      'A send-time plan for each sequence',
      'A one-page guide to measuring opens, clicks and sales',
    ],
    format: 'Google Docs, plain-text templates',
  },
  'founder-metrics-dashboard': {
    story: [
      'Paste your sales export and see the numbers that decide whether your business survives: monthly revenue, repeat-customer rate, customer acquisition cost and months of runway, on one page.',
      'The dashboard works with exports from Razorpay, Shopify, Instamojo or a plain spreadsheet. A short guide explains each number, what a healthy value looks like for a small Indian business, and what to do when it moves the wrong way.',
    ],
    includes: [
      'Google Sheets dashboard with revenue, repeat rate, CAC and runway',
      'Import tabs for Razorpay, Shopify and Instamojo exports',
      'A one-page guide to reading each number',
    ],
    format: 'Google Sheets, PDF guide',
  },
  'gst-cash-flow-tracker': {
    story: [
      'Tax dates and salary days should never be a surprise. This tracker keeps your invoices, the GST you collected and paid, and the next 13 weeks of cash in one sheet, so you can see a shortfall a month before it happens.',
      'It follows the GST return calendar, separates input tax credit from what you owe, and gives you a weekly ten-minute routine to keep it current. It does not replace your accountant; it makes every conversation with them shorter.',
    ],
    includes: [
      'Invoice register with GST collected and paid',
      '13-week cash-flow forecast with a shortfall warning',
      'GST return calendar and a weekly review checklist',
    ],
    format: 'Google Sheets, Excel, PDF checklist',
  },
  'no-code-automation-pack': {
    story: [
      'Twelve recipes that take the repetitive work out of a small online business: a form that becomes an order row, a UPI payment alert that sends a receipt, a reminder that chases an unpaid invoice, a daily summary in your inbox.',
      'Each recipe is a step-by-step guide with screenshots for tools that have a free plan, so you can run your first automation tonight and pay for nothing until it saves you time.',
    ],
    includes: [
      '12 step-by-step automation recipes with screenshots',
      'Starter sheets and form templates each recipe uses',
      'A troubleshooting guide for the most common failures',
    ],
    format: 'PDF guide, Google Sheets and Forms templates',
  },
  'starter-crm-notion': {
    story: [
      'A CRM you will actually open. This Notion template holds your leads, deals, follow-up dates and client notes, with a pipeline board that shows what to do today and a weekly view of what is about to slip.',
      'It is built for freelancers and teams of up to ten who have outgrown a spreadsheet but not their budget. Set it up in an evening with the included walkthrough; everything is plain Notion, so you can change any part.',
    ],
    includes: [
      'Notion CRM template: leads, deals, contacts and notes',
      'Pipeline board and a “follow up today” view',
      'A set-up walkthrough and a weekly review routine',
    ],
    format: 'Notion template, PDF walkthrough',
  },
  'creator-content-system': {
    story: [
      'One idea, a month of content. This system turns a single idea bank into YouTube videos, LinkedIn posts and blog articles, with hook formulas for each platform and a weekly checklist that keeps you publishing when motivation runs out.',
      'It is made for creators and founders who build an audience alongside a business, and who want a process that takes three focused hours a week rather than every evening.',
    ],
    includes: [
      'Idea bank and content calendar (Notion)',
      'Script templates for YouTube, LinkedIn and blog posts',
      '60 hook formulas by platform',
      'A weekly publishing checklist',
    ],
    format: 'Notion template, PDF guide',
  },
};
