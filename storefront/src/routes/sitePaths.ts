import { DOC_SLUGS } from './docSlugs.ts';
import { APP_SECTIONS, knownPaths, LEGACY_REDIRECTS, sitemapPaths } from './siteRoutes.ts';

export interface SitePaths {
  sitemap: string[];
  known: string[];
  /** Sections the app routes itself (every address under them is the app's). */
  sections: string[];
  redirects: Record<string, string>;
}

/** What the build writes to `site-paths.json` for the server: sitemap addresses, every known address, the app's own sections, the redirects. */
export function sitePaths(): SitePaths {
  return {
    sitemap: sitemapPaths(DOC_SLUGS),
    known: knownPaths(DOC_SLUGS),
    sections: [...APP_SECTIONS],
    redirects: { ...LEGACY_REDIRECTS },
  };
}
