import { GRIEVANCE_TIMES } from '@profit/contract';
import { PRICE_STORY, REFUND_POLICY_PATH, REFUND_TERMS, SUPPORT_REPLY } from './policies';

/** The About page. */
export const ABOUT = {
  lead: 'Profit builds the practical kits we wished we had when we sold our first products from a hostel room: playbooks, dashboards and templates for young Indian entrepreneurs, priced for a student budget.',
  mission:
    'Our mission is to help a million young Indians earn their first independent income online, with tools that respect their time and their rupees.',
  stats: [
    { value: '500+', label: 'digital products across our kits and templates' },
    { value: '15+', label: 'categories, from Instagram sales to GST' },
    { value: '24/7', label: 'support through chat, e-mail and the help center' },
    { value: 'Rs 50K+', label: 'average monthly revenue of customers who use three or more kits' },
  ],
  story: [
    'Profit started in 2023 as a shared Google Sheet that a group of engineering and commerce graduates used to track their side businesses: a thrift store on Instagram, a tuition centre, a print-on-demand shop. Friends asked for copies, then friends of friends.',
    'Today the sheets are eight tested kits with more than 500 templates, scripts and checklists inside, built with small businesses in Jaipur, Pune, Kochi, Indore and Guwahati, and updated whenever GST rules or the platforms change.',
  ],
  values: [
    {
      title: 'Rupees, not dollars',
      body: 'Every example, price and tax rule is Indian. No translating advice written for another market.',
    },
    {
      title: 'Tested before it ships',
      body: 'A kit goes on sale only after real sellers have used it for a month and told us what was missing.',
    },
    {
      title: 'Plain words',
      body: 'No jargon and no get-rich-quick promises: clear steps, honest numbers and a refund if it does not help.',
    },
  ],
} as const;

export interface Opening {
  id: string;
  title: string;
  team: string;
  location: string;
  type: string;
  summary: string;
}

export const CAREERS = {
  lead: 'We are a small, remote-first team across India. We hire people who have sold something themselves and want to make it easier for the next person.',
  perks: [
    'Remote across India, with a quarterly week together in Bengaluru',
    'Health insurance for you and your family from day one',
    'Rs 30,000 a year to spend on courses, books and conferences',
    'Four-day weeks in the month after every major launch',
  ],
  openings: [
    {
      id: 'content-lead-hindi',
      title: 'Content Lead, Hindi',
      team: 'Content',
      location: 'Remote, India',
      type: 'Full-time',
      summary: 'Adapt our playbooks for Hindi-speaking sellers and run our Hindi YouTube tutorials.',
    },
    {
      id: 'frontend-engineer',
      title: 'Frontend Engineer (React, TypeScript)',
      team: 'Engineering',
      location: 'Remote, India',
      type: 'Full-time',
      summary: 'Build the storefront and the in-browser tools, with care for accessibility and slow networks.',
    },
    {
      id: 'customer-success',
      title: 'Customer Success Associate',
      team: 'Support',
      location: 'Remote, India (IST 9 am to 9 pm shifts)',
      type: 'Full-time',
      summary: `Answer chat and e-mail, ${SUPPORT_REPLY.email} for e-mail, and turn common questions into help articles.`,
    },
    {
      id: 'gst-content-intern',
      title: 'Finance Content Intern (CA student)',
      team: 'Content',
      location: 'Remote, India',
      type: 'Internship, 6 months, paid',
      summary: 'Keep the GST & Cash-Flow Tracker and its guides up to date with the latest notifications.',
    },
  ] satisfies Opening[],
  howToApply:
    'Send a short note about something you built or sold, and the role you want, through the contact page. We reply to every application within two weeks.',
} as const;

/** The press page lists facts and how to reach us: no quotes attributed to anyone. */
export const PRESS = {
  lead: 'Writing about young founders, the creator economy or small business in India? Here are the facts about Profit and how to reach us.',
  facts: [
    { label: 'Founded', value: '2023' },
    { label: 'Team', value: 'Remote across India' },
    { label: 'Catalogue', value: '8 kits, 500+ templates and guides' },
    { label: 'Categories', value: 'Marketing, Analytics, Automation, CRM, Content' },
    { label: 'Pricing', value: PRICE_STORY },
    { label: 'Payments', value: 'Razorpay (UPI, cards, net banking, wallets)' },
  ],
  boilerplate:
    'Profit sells practical digital kits (sales playbooks, dashboards, automation recipes and templates) to young Indian entrepreneurs, students and graduates. Every kit is written for Indian platforms, prices and tax rules, and is tested with small businesses before release.',
  assets: [
    'Logo in green and in white, SVG and PNG',
    'Product screenshots of all eight kits',
    'Founding story and company timeline',
  ],
  contact:
    'For interviews, data and the press kit, write through the contact page with "Press" in your message. We answer press requests within one working day.',
} as const;

export const CONTACT = {
  lead: 'Questions about a kit, an order, a refund or a partnership: write to us and a person from our team answers.',
  channels: [
    { title: 'E-mail and this form', body: `Replies ${SUPPORT_REPLY.email}, every day of the year.` },
    {
      title: 'Chat',
      body: `Our assistant answers at once from the help center; people reply ${SUPPORT_REPLY.chat}.`,
      link: { href: '/chat-support', label: 'Open the chat' },
    },
    {
      title: 'Something broken?',
      body: 'Report a bug with screenshots so our engineers can reproduce it.',
      link: { href: '/report-bug', label: 'Report a bug' },
    },
    {
      title: 'Quick answers',
      body: 'Payments, refunds, downloads and GST invoices are covered in the help center.',
      link: { href: '/help-center', label: 'Visit the help center' },
    },
    {
      title: 'Refunds',
      body: `Every kit is covered by our ${REFUND_TERMS.guarantee}: ask here or by e-mail with your order number.`,
      link: { href: REFUND_POLICY_PATH, label: 'Read the refund policy' },
    },
    {
      title: 'Not resolved?',
      body: `Our grievance officer acknowledges every grievance within ${GRIEVANCE_TIMES.acknowledge}.`,
      link: { href: '/grievance', label: 'File a grievance' },
    },
  ],
} as const;
