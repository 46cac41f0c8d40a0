/**
 * The documentation articles' slugs (`/docs/:slug`), for the sitemap and the crawl. Kept as plain
 * data because the build's configuration reads it in Node; `docSlugs.test.ts` holds it equal to the
 * articles in `design-system/src/content/docs.ts`.
 */
export const DOC_SLUGS: readonly string[] = [
  'first-purchase',
  'choosing-a-kit',
  'instagram-content-calendar',
  'whatsapp-catalogue',
  'metrics-dashboard-setup',
  'gst-tracker-basics',
  'payments-and-invoices',
  'refunds-and-account',
];
