import type { Product } from '@profit/contract';
import { BRAND_NAME } from '../tokens/brand';
import type { DocArticle } from '../content/docs';

/**
 * The site's identity for page metadata. The address is the origin the shop is served from
 * (never a placeholder domain); a build may pin it with `VITE_SITE_URL` for canonical links.
 */
export const SITE = {
  name: BRAND_NAME,
  tagline: 'Premium digital tools for India’s young entrepreneurs',
  locale: 'en_IN',
  /** The social card shared links show when a page has no picture of its own (`npm run og-card`). */
  card: { path: '/og/profit-card.png', width: 1200, height: 630 },
} as const;

/** The public origin: `VITE_SITE_URL` when the build sets it, else the page's own origin. */
export function siteOrigin(): string {
  const configured = (import.meta as unknown as { env?: Record<string, string | undefined> }).env?.VITE_SITE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** An absolute address on this site from a path (`/products/x.svg`). */
export const absoluteUrl = (path: string): string => (/^https?:/.test(path) ? path : `${siteOrigin()}${path}`);

/** The organisation's structured data (schema.org), which `PageMeta` puts on every page. */
export function organizationJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.name,
    description: SITE.tagline,
    url: absoluteUrl('/'),
    // No `sameAs`: the shop's social profiles are its own settings, unknown when the page is built.
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

/** A documentation article's structured data, published by the shop. */
export function articleJsonLd(article: Pick<DocArticle, 'slug' | 'title' | 'summary'>): Record<string, unknown> {
  const url = absoluteUrl(`/docs/${article.slug}`);
  const publisher = { '@type': 'Organization', name: SITE.name, url: absoluteUrl('/') };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(SITE.card.path),
    author: publisher,
    publisher,
  };
}
