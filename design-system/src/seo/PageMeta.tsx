import { SITE, siteOrigin } from './site';

export interface PageMetaProps {
  /** The page's own title, without the site name (added here). */
  title: string;
  description: string;
  /** The page's path, for the canonical address; defaults to the current location. */
  path?: string;
}

/**
 * The page head of one screen. React 19 hoists `<title>`, `<meta>` and `<link>` into `<head>`
 * wherever they are rendered, so each screen states its own metadata and the last one mounted wins.
 */
export function PageMeta({ title, description, path }: PageMetaProps) {
  const fullTitle = title === SITE.name ? title : `${title} | ${SITE.name}`;
  const origin = siteOrigin();
  const pathname = path ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
  const canonical = `${origin}${pathname}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={SITE.name} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
