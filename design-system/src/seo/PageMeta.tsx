import { SITE, absoluteUrl, siteOrigin } from './site';

export interface PageMetaProps {
  /** The page's own title, without the site name (added here). */
  title: string;
  description: string;
  /** The page's path, for the canonical address; defaults to the current location. */
  path?: string;
  /** The social card's image (a path on this site or an address), e.g. a product's picture. */
  image?: string;
  /** `website` by default; `product` on product pages, `article` on articles. */
  type?: 'website' | 'product' | 'article';
  /** Structured data for the page (`organizationJsonLd()`, `productJsonLd(product)`). */
  jsonLd?: Record<string, unknown> | readonly Record<string, unknown>[];
  /** A page of a personal link (a token in its address): kept out of search engines. */
  noIndex?: boolean;
}

/** JSON for a `<script>` element: `<` escaped so the text can never close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page head of one screen. React 19 hoists `<title>`, `<meta>` and `<link>` into `<head>`
 * wherever they are rendered, so each screen states its own metadata and the last one mounted wins:
 * title, description, canonical address on the site's own origin, Open Graph and Twitter tags, and
 * optional structured data.
 */
export function PageMeta({ title, description, path, image, type = 'website', jsonLd, noIndex }: PageMetaProps) {
  const fullTitle = title === SITE.name ? title : `${title} | ${SITE.name}`;
  const origin = siteOrigin();
  const pathname = path ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
  const canonical = `${origin}${pathname}`;
  const imageUrl = image ? absoluteUrl(image) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:locale" content={SITE.locale} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />}
    </>
  );
}
