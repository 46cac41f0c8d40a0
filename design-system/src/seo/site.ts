import type { Product } from '@profit/contract';

/**
 * The site's identity for page metadata. The address is the origin the shop is served from
 * (never a placeholder domain); a build may pin it with `VITE_SITE_URL` for canonical links.
 */
export const SITE = {
  name: 'Profit',
  tagline: 'Premium digital tools for India’s young entrepreneurs',
  locale: 'en_IN',
  /** The brand's social profiles (the footer's icons and the organisation's `sameAs`). */
  social: {
    instagram: 'https://www.instagram.com/profit.store.in',
    x: 'https://x.com/profitstorein',
    linkedin: 'https://www.linkedin.com/company/profit-store-in',
    youtube: 'https://www.youtube.com/@profitstorein',
    facebook: 'https://www.facebook.com/profit.store.in',
  },
  /** The X handle, for `twitter:site`. */
  xHandle: '@profitstorein',
} as const;

/** The public origin: `VITE_SITE_URL` when the build sets it, else the page's own origin. */
export function siteOrigin(): string {
  const configured = (import.meta as unknown as { env?: Record<string, string | undefined> }).env?.VITE_SITE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** An absolute address on this site from a path (`/products/x.svg`). */
export const absoluteUrl = (path: string): string => (/^https?:/.test(path) ? path : `${siteOrigin()}${path}`);

/** The organisation's structured data (schema.org), for the home page's `PageMeta jsonLd`. */
export function organizationJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.name,
    description: SITE.tagline,
    url: absoluteUrl('/'),
    sameAs: Object.values(SITE.social),
  };
}

/** A product's structured data with its price in INR (rupees from integer paise), for product pages. */
export function productJsonLd(product: Product): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    image: absoluteUrl(product.image),
    category: product.category,
    brand: { '@type': 'Brand', name: SITE.name },
    offers: {
      '@type': 'Offer',
      price: (product.price / 100).toFixed(2),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(`/products/${product.id}`),
    },
  };
}
