import { CATALOGUE, type SocialNetwork } from '@profit/contract';

/** The footer's words and its four link groups, at the addresses the shop really serves. */

export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterGroup {
  title: string;
  links: FooterLink[];
}

export const FOOTER = {
  tagline: 'Premium digital tools for India’s young entrepreneurs, students and graduates.',
  newsletterTitle: 'Money tips, every week',
  newsletterLead: 'One short e-mail with a tool, a tactic and a number worth knowing.',
  newsletterCta: 'Subscribe',
  legal: [
    { label: 'Terms', to: '/terms' },
    { label: 'Privacy', to: '/privacy' },
    { label: 'Cookies', to: '/cookies' },
    { label: 'Refund policy', to: '/refund-policy' },
    { label: 'Delivery policy', to: '/delivery-policy' },
    { label: 'Grievances', to: '/grievance' },
  ] satisfies FooterLink[],
} as const;

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: 'Products',
    links: CATALOGUE.slice(0, 4).map((product) => ({ label: product.title, to: `/products/${product.id}` })),
  },
  {
    title: 'More Links',
    links: [
      { label: 'Contact Us', to: '/contact-us' },
      { label: 'Status', to: '/status' },
      { label: 'Testimonials', to: '/testimonials' },
      { label: 'Success Stories', to: '/success-stories' },
    ],
  },
  {
    title: 'Navigation',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Store', to: '/#store' },
      { label: 'Services', to: '/services' },
      { label: 'Blog', to: '/blog' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', to: '/help-center' },
      { label: 'Report a Bug', to: '/report-bug' },
      { label: 'Chat Support', to: '/chat-support' },
      { label: 'Documentation', to: '/documentation' },
    ],
  },
];

/** The top bar's links (spec, section 2). */
export const NAV_LINKS: readonly FooterLink[] = [
  { label: 'About', to: '/about' },
  { label: 'Store', to: '/products' },
  { label: 'Services', to: '/services' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact Us', to: '/contact' },
];

/** How the footer names each social profile the shop configures (the addresses come from the server). */
export const SOCIAL_LABELS: Readonly<Record<SocialNetwork, string>> = {
  instagram: 'Profit on Instagram',
  x: 'Profit on X',
  linkedin: 'Profit on LinkedIn',
  youtube: 'Profit on YouTube',
  facebook: 'Profit on Facebook',
};
