/**
 * The home page's words: statistics, the tools blurbs, the pricing and the testimonials.
 * Kept here, not in the components, so copy changes never touch layout code.
 */

import { KIT_PRICE, PRICE_STORY } from './policies';

/** A counting statistic: counts from 0 to `value`, shown with `prefix` and `suffix`. */
export interface Statistic {
  id: string;
  label: string;
  value: number;
  decimals: number;
  prefix: string;
  suffix: string;
  /** When set, shown as is: nothing counts (24/7 is not a number). */
  fixed?: string;
}

export const STATISTICS: readonly Statistic[] = [
  { id: 'users', label: 'Active users', value: 100, decimals: 0, prefix: '', suffix: 'K+' },
  { id: 'earned', label: 'Earned by our customers', value: 2.5, decimals: 1, prefix: '$', suffix: 'B+' },
  { id: 'support', label: 'Support, every day', value: 24, decimals: 0, prefix: '', suffix: '/7', fixed: '24/7' },
];

export const HERO = {
  eyebrow: 'Premium tools for India’s young founders',
  headline: 'Turn your side hustle into',
  headlineAccent: 'real income.',
  subtitle: 'Achieve financial freedom with our premium tools.',
  emailLabel: 'Your e-mail address',
  emailPlaceholder: 'you@example.in',
  cta: 'Start Earning Now',
  proof: [`${KIT_PRICE} per kit, paid once`, 'Pay with UPI or card', 'Instant downloads'],
  rating: '4.8 from 12,500 reviews',
} as const;

export interface ToolBlurb {
  id: 'build' | 'chat' | 'notify' | 'organise';
  title: string;
  text: string;
}

export const TOOLS = {
  eyebrow: 'Everything you need to start',
  headline: `Earn your first lakh with ${KIT_PRICE} kits`,
  lead: 'Playbooks, dashboards and automations that founders across India use to find customers, get paid and keep the books straight.',
  blurbs: [
    {
      id: 'build',
      title: 'Build',
      text: 'Launch a storefront, a catalogue and a sales page in a weekend with templates that already convert.',
    },
    {
      id: 'chat',
      title: 'Chat',
      text: 'Sell where your buyers already are: WhatsApp scripts, quick replies and follow-ups that close.',
    },
    {
      id: 'notify',
      title: 'Notify',
      text: 'Payment alerts, GST dates and salary days arrive before they surprise you, never after.',
    },
    {
      id: 'organise',
      title: 'Organise',
      text: 'Leads, invoices and content in one calm system, so nothing you promised slips through.',
    },
  ] satisfies ToolBlurb[],
} as const;

export const STORE = {
  eyebrow: 'The store',
  headline: 'Tools that pay for themselves',
  lead: `Eight premium kits, each built and tested with Indian small businesses. ${PRICE_STORY}.`,
} as const;

/** The words around what every kit purchase includes and the refund policy of `policies.ts`. */
export const PRICING = {
  eyebrow: 'Pricing',
  headline: 'One price. Every kit.',
  lead: `Each kit is ${KIT_PRICE}, paid once and yours to keep, with every update we ship for it.`,
  metaDescription: `Every Profit kit is ${PRICE_STORY}, with free updates and a 30-day money-back guarantee.`,
} as const;

export interface Testimonial {
  id: string;
  name: string;
  role: string;
  content: string;
  /** Initials drawn as the avatar: no stock photos of people who did not say this. */
  avatar: string;
  rating: 1 | 2 | 3 | 4 | 5;
}

export const TESTIMONIALS_SECTION = {
  eyebrow: 'Loved by founders',
  headline: 'What our customers say',
  lead: 'Students, freelancers and first-time founders from across India.',
} as const;

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'priya',
    name: 'Priya Sharma',
    role: 'Founder, Kaatha Handloom, Jaipur',
    content:
      'The WhatsApp kit paid for itself in the first week. Broadcasts that used to get ignored now bring in orders every Friday.',
    avatar: 'PS',
    rating: 5,
  },
  {
    id: 'arjun',
    name: 'Arjun Menon',
    role: 'Freelance designer, Kochi',
    content:
      'I finally know which clients are worth chasing. The Notion CRM took one evening to set up and I have not missed a follow-up since.',
    avatar: 'AM',
    rating: 5,
  },
  {
    id: 'sneha',
    name: 'Sneha Patil',
    role: 'Engineering student and reseller, Pune',
    content:
      'The GST tracker made my first quarterly filing painless. I wish the dashboard had a Marathi guide, but the numbers are spot on.',
    avatar: 'SP',
    rating: 4,
  },
  {
    id: 'rahul',
    name: 'Rahul Verma',
    role: 'Co-founder, Chai Point Express, Lucknow',
    content:
      'The automation recipes send receipts and reminders while we sleep. We grew from 40 to 300 orders a month without hiring.',
    avatar: 'RV',
    rating: 5,
  },
];
