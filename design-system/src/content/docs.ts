import { REFUND_POLICY } from './policies';

export interface DocSection {
  heading: string;
  paragraphs?: readonly string[];
  /** Numbered steps, when the section is a procedure. */
  steps?: readonly string[];
}

export interface DocArticle {
  slug: string;
  categoryId: string;
  title: string;
  summary: string;
  minutes: number;
  sections: readonly DocSection[];
}

export interface DocCategory {
  id: string;
  title: string;
  description: string;
}

export const DOC_CATEGORIES: readonly DocCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    description: 'Your account, your first purchase and where your downloads live.',
  },
  {
    id: 'sales-marketing',
    title: 'Sales & marketing kits',
    description: 'Putting the Instagram, WhatsApp and launch e-mail playbooks to work.',
  },
  {
    id: 'dashboards',
    title: 'Dashboards & automation',
    description: 'Setting up the metrics dashboard, the GST tracker and the automation recipes.',
  },
  {
    id: 'account-billing',
    title: 'Account & billing',
    description: 'Payments, invoices, refunds and keeping your account safe.',
  },
];

export const DOC_ARTICLES: readonly DocArticle[] = [
  {
    slug: 'first-purchase',
    categoryId: 'getting-started',
    title: 'Your first purchase, step by step',
    summary: 'From signing in with Google to downloading your first kit, in about three minutes.',
    minutes: 3,
    sections: [
      {
        heading: 'Buy a kit',
        steps: [
          'Choose Sign In at the top of any page and continue with your Google account.',
          'Open the Store, pick a kit and choose Add to Cart.',
          'Open the cart with the button at the top right and choose Pay Now.',
          'Pay with UPI, a card, net banking or a wallet in the Razorpay window.',
        ],
      },
      {
        heading: 'Find your download',
        paragraphs: [
          'As soon as the payment is confirmed the order appears on Your Profile with a Download button. The download is a PDF guide with your name and order number on its pages; its Markdown (.md) source is there too, to open in any text editor or notes app.',
          'You can download a kit again at any time, including after we update it.',
        ],
      },
    ],
  },
  {
    slug: 'choosing-a-kit',
    categoryId: 'getting-started',
    title: 'Choosing the right kit for your stage',
    summary: 'Which kit helps most before launch, in the first hundred orders, and once sales are steady.',
    minutes: 4,
    sections: [
      {
        heading: 'Before your first sale',
        paragraphs: [
          'Start with the Launch E-mail Sequences: they walk you through a waitlist, a launch week and the follow-up, and work even with a list of fifty friends and classmates.',
        ],
      },
      {
        heading: 'Your first hundred orders',
        paragraphs: [
          'Most first orders in India come through Instagram and WhatsApp. The Instagram Growth Playbook covers content and DMs; the WhatsApp Business Sales Kit covers catalogues, quick replies and payment links.',
        ],
      },
      {
        heading: 'Steady sales',
        paragraphs: [
          'Once orders arrive every week, the Founder Metrics Dashboard and the GST & Cash-Flow Tracker show where the money goes, and the No-Code Automation Pack takes the repetitive work off your hands.',
        ],
      },
    ],
  },
  {
    slug: 'instagram-content-calendar',
    categoryId: 'sales-marketing',
    title: 'Planning 30 days of Instagram posts',
    summary: 'Use the Instagram Growth Playbook’s calendar to post with a plan instead of every day in a panic.',
    minutes: 6,
    sections: [
      {
        heading: 'Set up the calendar',
        steps: [
          'Make a copy of the calendar sheet linked in the playbook.',
          'Fill in your three content pillars: what you teach, what you show, what you sell.',
          'Spread them over the month: two teaching posts, one behind-the-scenes post and one offer a week.',
        ],
      },
      {
        heading: 'Measure what works',
        paragraphs: [
          'Every Sunday copy saves, shares and DMs into the sheet. After two weeks the formats that bring DMs are clear: make more of those and drop the rest.',
        ],
      },
    ],
  },
  {
    slug: 'whatsapp-catalogue',
    categoryId: 'sales-marketing',
    title: 'Selling from a WhatsApp Business catalogue',
    summary: 'Set up a catalogue, quick replies and payment links so customers can buy inside the chat.',
    minutes: 5,
    sections: [
      {
        heading: 'Catalogue and quick replies',
        steps: [
          'In WhatsApp Business, open Business tools, then Catalogue, and add your products with prices in rupees.',
          'Add the kit’s five quick replies (price, delivery, payment, order status, thank you) under Quick replies.',
          'Label every chat with its stage: new enquiry, payment pending, paid, delivered.',
        ],
      },
      {
        heading: 'Getting paid',
        paragraphs: [
          'Send a UPI payment link rather than your UPI ID: the customer pays the exact amount and you get a reference to match the order.',
        ],
      },
    ],
  },
  {
    slug: 'metrics-dashboard-setup',
    categoryId: 'dashboards',
    title: 'Setting up the Founder Metrics Dashboard',
    summary: 'Connect your orders to the dashboard and read revenue, repeat customers and margins weekly.',
    minutes: 7,
    sections: [
      {
        heading: 'Connect your orders',
        steps: [
          'Make a copy of the dashboard in Google Sheets.',
          'Paste or import your orders into the Orders tab: date, customer, product, amount in rupees.',
          'Enter your costs per product in the Costs tab so margins are calculated.',
        ],
      },
      {
        heading: 'Read it once a week',
        paragraphs: [
          'Look at three numbers: revenue this week against last week, the share of repeat customers, and the margin of your best seller. The dashboard highlights any that fall by more than 10%.',
        ],
      },
    ],
  },
  {
    slug: 'gst-tracker-basics',
    categoryId: 'dashboards',
    title: 'GST & Cash-Flow Tracker basics',
    summary: 'Track GST collected and paid, and see a month ahead how much cash you will have.',
    minutes: 6,
    sections: [
      {
        heading: 'Record every sale and expense',
        paragraphs: [
          'Each row is a sale or a bill with its GST rate. The tracker totals output GST and input credit per month, ready for your accountant or your GSTR-3B.',
          'If you are not registered for GST yet, leave the rate at 0% and the tracker still gives you the cash-flow view.',
        ],
      },
      {
        heading: 'The cash-flow view',
        paragraphs: [
          'Enter expected sales and fixed costs for the next month. The tracker warns you when the balance would drop below the safety buffer you set.',
        ],
      },
    ],
  },
  {
    slug: 'payments-and-invoices',
    categoryId: 'account-billing',
    title: 'Payments and GST invoices',
    summary: 'How payment works, what the invoice contains, and how to add your GSTIN.',
    minutes: 3,
    sections: [
      {
        heading: 'Paying',
        paragraphs: [
          'Payments go through Razorpay. The amount is confirmed by our server at checkout, so what you pay is always the total shown in your cart.',
        ],
      },
      {
        heading: 'Invoices',
        paragraphs: [
          'Every paid order gets a numbered GST tax invoice (PDF), e-mailed with the receipt; every refund gets a credit note. The invoice carries the billing name, state, PIN code and GSTIN given with the order.',
        ],
      },
    ],
  },
  {
    slug: 'refunds-and-account',
    categoryId: 'account-billing',
    title: 'Refunds, sign-in and deleting your account',
    summary: 'Asking for a refund, signing in on a new device, and removing your data.',
    minutes: 3,
    sections: [
      {
        heading: 'Refunds',
        paragraphs: [
          REFUND_POLICY,
          'Send the order number through the contact page; nothing else is needed. The refund policy page sets out every case: partial refunds, payments taken twice and what happens to your access.',
        ],
      },
      {
        heading: 'Signing in on a new device',
        paragraphs: [
          'Sign in with the same Google account and your library is there. Signing out on a shared computer removes your session and cart from that browser.',
        ],
      },
      {
        heading: 'Deleting your account',
        paragraphs: [
          'Ask through the contact page. We delete your profile and library; order records are kept for 8 years because Indian tax law requires it.',
        ],
      },
    ],
  },
];

export const findDocArticle = (slug: string): DocArticle | undefined =>
  DOC_ARTICLES.find((article) => article.slug === slug);
