import { useIsPageShown } from '../state/pageShown';
import { SITE, absoluteUrl, organizationJsonLd, siteOrigin } from './site';

export interface PageMetaProps {
  /** The page's own title, without the site name (added here). */
  title: string;
  description: string;
  /** The page's path, for the canonical address; defaults to the current location. */
  path?: string;
  /** The social card's image (a path on this site or an address), e.g. a product's picture; the site's card by default. */
  image?: string;
  /** `website` by default; `product` on product pages, `article` on articles. */
  type?: 'website' | 'product' | 'article';
  /** The page's own structured data (`productJsonLd(product)`, `articleJsonLd(article)`); the organisation's is always added. */
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
 * structured data: the organisation's on every page, then the page's own.
 */
export function PageMeta({ title, description, path, image, type = 'website', jsonLd, noIndex }: PageMetaProps) {
  const shown = useIsPageShown();
  if (!shown) return null;
  const fullTitle = title === SITE.name ? title : `${title} | ${SITE.name}`;
  const origin = siteOrigin();
  const pathname = path ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
  const canonical = `${origin}${pathname}`;
  const imageUrl = absoluteUrl(image ?? SITE.card.path);
  const structured = [organizationJsonLd(), ...(jsonLd ? [jsonLd].flat() : [])];
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
      <meta property="og:image" content={imageUrl} />
      {!image && <meta property="og:image:width" content={String(SITE.card.width)} />}
      {!image && <meta property="og:image:height" content={String(SITE.card.height)} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(structured) }} />
    </>
  );
}
