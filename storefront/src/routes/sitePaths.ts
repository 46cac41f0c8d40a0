import { DOC_SLUGS } from './docSlugs.ts';
import { knownPaths, LEGACY_REDIRECTS, sitemapPaths } from './siteRoutes.ts';

export interface SitePaths {
  sitemap: string[];
  known: string[];
  redirects: Record<string, string>;
}

/** What the build writes to `site-paths.json` for the server: sitemap addresses, every known address, the redirects. */
export function sitePaths(): SitePaths {
  return { sitemap: sitemapPaths(DOC_SLUGS), known: knownPaths(DOC_SLUGS), redirects: { ...LEGACY_REDIRECTS } };
}
