import { CATALOGUE } from '@profit/contract';

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

export interface SocialLink {
  network: 'instagram' | 'x' | 'linkedin' | 'youtube' | 'facebook';
  label: string;
  href: string;
}

/** The shop's five social profiles. */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'instagram', label: 'Profit on Instagram', href: 'https://www.instagram.com/profit.store.in' },
  { network: 'x', label: 'Profit on X', href: 'https://x.com/profitstorein' },
  { network: 'linkedin', label: 'Profit on LinkedIn', href: 'https://www.linkedin.com/company/profit-store-in' },
  { network: 'youtube', label: 'Profit on YouTube', href: 'https://www.youtube.com/@profitstorein' },
  { network: 'facebook', label: 'Profit on Facebook', href: 'https://www.facebook.com/profit.store.in' },
];
