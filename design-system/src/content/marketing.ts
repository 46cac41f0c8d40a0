import { PRICE_STORY } from './policies';

export interface Feature {
  title: string;
  body: string;
}

/** Features page: what every kit gives you. */
export const FEATURES: { lead: string; items: readonly Feature[] } = {
  lead: 'Everything in Profit is built for the way young Indian businesses actually sell: on Instagram and WhatsApp, in rupees, with GST.',
  items: [
    {
      title: 'Ready in an afternoon',
      body: 'Each kit starts with a 30-minute setup checklist. Copy the templates, fill in your details, start selling.',
    },
    {
      title: 'Indian by default',
      body: 'Prices in rupees, UPI payment links, GST rates and festive-season calendars built in.',
    },
    {
      title: 'Works on free tools',
      body: 'Google Sheets, Notion, WhatsApp Business and free automation plans: no paid software needed.',
    },
    {
      title: 'Updated for free',
      body: 'When GST rules or platform features change, the kit changes too, and your library gets the new version.',
    },
    {
      title: 'A library you keep',
      body: 'Downloads never expire. Sign in from any device and everything you bought is there.',
    },
    {
      title: 'People who answer',
      body: 'Real support by chat and e-mail, plus a help center and step-by-step documentation.',
    },
  ],
};

export interface Service {
  title: string;
  body: string;
  includes: readonly string[];
}

/** Services page: the kits grouped by the job they do. */
export const SERVICES: { lead: string; items: readonly Service[] } = {
  lead: 'Five kinds of tools, one for each part of running a small online business.',
  items: [
    {
      title: 'Marketing',
      body: 'Get found and get your first customers.',
      includes: ['Instagram Growth Playbook', 'WhatsApp Business Sales Kit', 'Launch E-mail Sequences'],
    },
    {
      title: 'Analytics',
      body: 'Know your numbers every week.',
      includes: ['Founder Metrics Dashboard', 'GST & Cash-Flow Tracker'],
    },
    {
      title: 'Automation',
      body: 'Stop copying orders between apps.',
      includes: ['No-Code Automation Pack: twelve recipes for orders, invoices and reminders'],
    },
    { title: 'CRM', body: 'Remember every customer and follow up on time.', includes: ['Starter CRM for Notion'] },
    {
      title: 'Content',
      body: 'Plan, make and reuse content without burning out.',
      includes: ['Creator Content System and calendar'],
    },
  ],
};

export interface Story {
  id: string;
  name: string;
  designation: string;
  content: string;
}

/** Success stories: customers who agreed to share their results, first names only. */
export const SUCCESS_STORIES: readonly Story[] = [
  {
    id: 'aisha',
    name: 'Aisha',
    designation: 'Handmade jewellery, Hyderabad',
    content:
      'I moved my orders from DMs to a WhatsApp catalogue with the Sales Kit. Orders went from about 20 to 65 a month in one festive season, and I stopped losing track of who had paid.',
  },
  {
    id: 'rohan',
    name: 'Rohan',
    designation: 'Engineering student and tutor, Indore',
    content:
      'The launch e-mail sequences filled my first online batch of 40 students in eleven days. I used the exact waitlist template, changed the examples, and sent it to my college groups.',
  },
  {
    id: 'meenakshi',
    name: 'Meenakshi',
    designation: 'Home bakery, Kochi',
    content:
      'The GST tracker showed I was under-pricing my celebration cakes once ingredients and delivery were counted. I raised prices by Rs 150 and lost no regular customers.',
  },
  {
    id: 'kabir',
    name: 'Kabir',
    designation: 'Print-on-demand store, Delhi',
    content:
      'Three automation recipes now send invoices, update my sheet and message customers when orders ship. That was two hours of copy-paste every evening.',
  },
];

export interface CaseStudy {
  id: string;
  title: string;
  business: string;
  challenge: string;
  approach: readonly string[];
  outcome: string;
}

/** Case studies: worked examples of how the kits fit a business, step by step. */
export const CASE_STUDIES: { lead: string; note: string; items: readonly CaseStudy[] } = {
  lead: 'How the kits fit together for three common kinds of business, from the first step to the weekly routine.',
  note: 'These are worked examples built from the questions customers ask us most; the figures show how the templates calculate, not promised results.',
  items: [
    {
      id: 'instagram-boutique',
      title: 'An Instagram boutique moves orders off DMs',
      business: 'A two-person ethnic wear label selling through Instagram',
      challenge: 'Orders arrive as DMs and are copied by hand into a notebook; payments are matched from bank SMS.',
      approach: [
        'WhatsApp Business Sales Kit: catalogue, quick replies and UPI payment links for every order.',
        'No-Code Automation Pack: each paid order lands in a Google Sheet automatically.',
        'Founder Metrics Dashboard reads that sheet: revenue, repeat customers and best sellers every Sunday.',
      ],
      outcome:
        'Every order has one row, one payment reference and one status, so nothing is shipped unpaid or forgotten.',
    },
    {
      id: 'tuition-centre',
      title: 'A tuition centre fills an online batch',
      business: 'A graduate running weekend maths classes who wants an online batch',
      challenge: 'No list of prospective students and no idea how many seats to plan for.',
      approach: [
        'Launch E-mail Sequences: a waitlist page and five e-mails over ten days.',
        'Starter CRM for Notion: each enquiry as a card, from interested to enrolled.',
        'Creator Content System: two short videos a week answering exam questions, each ending with the waitlist link.',
      ],
      outcome: 'Seats are planned from the waitlist count, and every enquiry gets a reply within a day.',
    },
    {
      id: 'home-bakery',
      title: 'A home bakery prices for profit',
      business: 'A home baker taking custom cake orders through WhatsApp',
      challenge: 'Busy every weekend but little money left after ingredients, packaging and delivery.',
      approach: [
        'GST & Cash-Flow Tracker: ingredient and delivery costs per order, month by month.',
        'Founder Metrics Dashboard: margin per cake size and flavour.',
        'WhatsApp quick replies with the new price list and a clear delivery charge.',
      ],
      outcome:
        'Prices cover every cost with a set margin, and the cash-flow view shows a month ahead whether the festive rush needs extra help.',
    },
  ],
};

export interface Review {
  id: string;
  name: string;
  product: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
}

/** Reviews left by buyers of each kit, first names only. */
export const REVIEWS: readonly Review[] = [
  {
    id: 'r1',
    name: 'Sneha',
    product: 'Instagram Growth Playbook',
    rating: 5,
    title: 'Finally a plan instead of random posting',
    body: 'The 30-day calendar is the part I use every week. Reels about how I make each piece get three times the DMs of product photos.',
  },
  {
    id: 'r2',
    name: 'Arjun',
    product: 'GST & Cash-Flow Tracker',
    rating: 5,
    title: 'My CA asked where I got the sheet',
    body: 'Monthly GST totals are ready before I talk to my accountant. The cash-flow warning saved me in October.',
  },
  {
    id: 'r3',
    name: 'Farhan',
    product: 'No-Code Automation Pack',
    rating: 4,
    title: 'Saves real time, setup takes an evening',
    body: 'The invoice recipe works perfectly. Connecting the first one took me about two hours; the video in the guide helped.',
  },
  {
    id: 'r4',
    name: 'Priyanka',
    product: 'Starter CRM for Notion',
    rating: 5,
    title: 'Simple enough that I actually use it',
    body: 'Five columns, follow-up dates, done. I stopped forgetting customers who said "maybe next month".',
  },
  {
    id: 'r5',
    name: 'Dev',
    product: 'Launch E-mail Sequences',
    rating: 4,
    title: 'Good templates, write your own subject lines',
    body: 'The sequence structure is excellent. I rewrote the subject lines for my audience and the open rates went up.',
  },
  {
    id: 'r6',
    name: 'Lakshmi',
    product: 'Creator Content System',
    rating: 5,
    title: 'Batching changed my weeks',
    body: 'I film on Saturday mornings and the system plans the rest of the week. No more panic posting at midnight.',
  },
];

export interface Update {
  id: string;
  date: string;
  title: string;
  tag: 'New' | 'Improved' | 'Fixed';
  body: string;
}

/** Updates page: what changed, newest first. */
export const UPDATES: readonly Update[] = [
  {
    id: 'u-2026-11',
    date: '2026-11-18',
    tag: 'New',
    title: 'Bug reports with screenshots',
    body: 'Report a problem with up to three screenshots; every report reaches the engineering team, and you can leave an e-mail for a reply.',
  },
  {
    id: 'u-2026-10',
    date: '2026-10-28',
    tag: 'Improved',
    title: 'GST tracker: new rates from the September council meeting',
    body: 'The tracker’s rate list follows the revised GST slabs. Download the kit again from your profile to get the new version.',
  },
  {
    id: 'u-2026-09',
    date: '2026-09-15',
    tag: 'New',
    title: 'Festive-season calendar for Diwali sales',
    body: 'The Instagram Growth Playbook gains a six-week festive calendar with post ideas, offers and WhatsApp broadcast timings.',
  },
  {
    id: 'u-2026-08',
    date: '2026-08-04',
    tag: 'Improved',
    title: 'One price for every kit',
    body: `Every kit is ${PRICE_STORY}. The store, the pricing page and checkout now state the same price.`,
  },
  {
    id: 'u-2026-07',
    date: '2026-07-21',
    tag: 'Fixed',
    title: 'Dashboard totals with refunded orders',
    body: 'The Founder Metrics Dashboard now subtracts refunded orders from revenue instead of counting them twice.',
  },
];
