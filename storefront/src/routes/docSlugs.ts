/** The documentation articles' slugs (`/docs/:slug`), for the sitemap and the crawl. */
export const DOC_SLUGS: readonly string[] = [];
