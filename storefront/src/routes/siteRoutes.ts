import { CATALOGUE, NEWSLETTER_PAGES } from '@profit/contract';

/**
 * The route table of the spec as plain data (no React), so the app, the build (sitemap paths),
 * the size budget and the end-to-end crawl all read the same list. `routes.tsx` maps each page
 * name to its lazily loaded screen; TypeScript makes that mapping exhaustive.
 */
export type PageName =
  | 'HomePage'
  | 'SignInPage'
  | 'CartPage'
  | 'ProductsPage'
  | 'ProductPage'
  | 'ProfilePage'
  | 'TestimonialsPage'
  | 'AboutPage'
  | 'CareersPage'
  | 'ContactPage'
  | 'BlogPage'
  | 'PressPage'
  | 'SuccessStoriesPage'
  | 'FeaturesPage'
  | 'PricingPage'
  | 'CaseStudiesPage'
  | 'ReviewsPage'
  | 'UpdatesPage'
  | 'HelpCenterPage'
  | 'StatusPage'
  | 'ReportBugPage'
  | 'ChatSupportPage'
  | 'DocumentationPage'
  | 'DocArticlePage'
  | 'TermsPage'
  | 'PrivacyPage'
  | 'CookiesPage'
  | 'ServicesPage'
  | 'NewsletterConfirmPage'
  | 'NewsletterUnsubscribePage'
  | 'NotFoundPage'
  | 'RefundPolicyPage'
  | 'DeliveryPolicyPage'
  | 'GrievancePage';

export interface SiteRoute {
  path: string;
  page: PageName;
  /** `site`: inside the navigation bar and footer; `bare`: the page alone (the catalogue). */
  layout: 'site' | 'bare';
  /** `protected`: signed-in shoppers only (others go to /signin and come back after). */
  access: 'public' | 'protected';
  /** Listed in sitemap.xml (public pages with content of their own). */
  indexed: boolean;
  /**
   * Sends the shopper elsewhere when the session changes (a protected page; the sign-in page, once
   * signed in), so it is never kept in the document after it is left.
   */
  followsSession: boolean;
}

const page = (path: string, name: PageName, options: Partial<Omit<SiteRoute, 'path' | 'page'>> = {}): SiteRoute => ({
  path,
  page: name,
  layout: 'site',
  access: 'public',
  indexed: true,
  followsSession: options.access === 'protected',
  ...options,
});

/**
 * Whether the route's page may be rendered ahead, hidden, for a press to reveal: a public page of
 * the site layout, not one that would send this shopper elsewhere (sign-in, once signed in: every
 * Add to Cart still names it, for a signed-out press).
 */
export const mayRenderAhead = (route: SiteRoute, signedIn: boolean): boolean =>
  route.layout === 'site' && route.access === 'public' && !(signedIn && route.followsSession);

/** Every address of the shop, in the spec's order, then the two this product adds. */
export const SITE_ROUTES: readonly SiteRoute[] = [
  page('/', 'HomePage'),
  page('/signin', 'SignInPage', { indexed: false, followsSession: true }),
  page('/cart', 'CartPage', { access: 'protected', indexed: false }),
  page('/products', 'ProductsPage', { layout: 'bare' }),
  page('/about', 'AboutPage'),
  page('/careers', 'CareersPage'),
  page('/contact', 'ContactPage'),
  // The same page under the footer's address; the sitemap lists it once, as /contact.
  page('/contact-us', 'ContactPage', { indexed: false }),
  page('/blog', 'BlogPage'),
  page('/press', 'PressPage'),
  page('/success-stories', 'SuccessStoriesPage'),
  page('/features', 'FeaturesPage'),
  page('/pricing', 'PricingPage'),
  page('/case-studies', 'CaseStudiesPage'),
  page('/reviews', 'ReviewsPage'),
  page('/updates', 'UpdatesPage'),
  page('/help-center', 'HelpCenterPage'),
  page('/status', 'StatusPage'),
  page('/report-bug', 'ReportBugPage'),
  page('/chat-support', 'ChatSupportPage'),
  page('/documentation', 'DocumentationPage'),
  page('/terms', 'TermsPage'),
  page('/privacy', 'PrivacyPage'),
  page('/cookies', 'CookiesPage'),
  page('/services', 'ServicesPage'),
  page('/testimonials', 'TestimonialsPage'),
  page('/docs/:slug', 'DocArticlePage'),
  page('/profile', 'ProfilePage', { access: 'protected', indexed: false }),
  page('/products/:id', 'ProductPage'),
  // The newsletter e-mails' links (their token after `#`): personal, never in the sitemap.
  page(NEWSLETTER_PAGES.confirm, 'NewsletterConfirmPage', { indexed: false }),
  page(NEWSLETTER_PAGES.unsubscribe, 'NewsletterUnsubscribePage', { indexed: false }),
  // What a payment gateway and the Consumer Protection (E-Commerce) Rules, 2020 ask of a live shop.
  page('/refund-policy', 'RefundPolicyPage'),
  page('/delivery-policy', 'DeliveryPolicyPage'),
  page('/grievance', 'GrievancePage'),
];

/**
 * Sections whose addresses the app routes itself, below the route table (the merchant console's
 * orders by id): the server answers every address under them with the app and a 200, and robots
 * stay out.
 */
export const APP_SECTIONS = ['/admin'] as const;

/** The page every other address gets. */
export const NOT_FOUND_PAGE: PageName = 'NotFoundPage';

/**
 * The original product's footer addresses, kept working: each answers with the page it meant
 * (a 301 from the server, a replace in the app).
 */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/report-a-bug': '/report-bug',
  '/store': '/#store',
  ...Object.fromEntries(
    CATALOGUE.slice(0, 4).map((product, index) => [`/product-${index + 1}`, `/products/${product.id}`]),
  ),
};

/**
 * Every pattern the app routes, in the order it looks an address up: the route table, the
 * redirects, the app's own sections, then anything else (the not-found page).
 */
export const ROUTED_PATTERNS: readonly string[] = [
  ...SITE_ROUTES.map((route) => route.path),
  ...Object.keys(LEGACY_REDIRECTS),
  ...APP_SECTIONS.map((section) => `${section}/*`),
  '*',
];

/** A route's concrete addresses: itself, or one per known value of its parameter. */
export function addressesOf(route: SiteRoute, docSlugs: readonly string[]): string[] {
  if (route.path === '/products/:id') return CATALOGUE.map((product) => `/products/${product.id}`);
  if (route.path === '/docs/:slug') return docSlugs.map((slug) => `/docs/${slug}`);
  return [route.path];
}

/** The addresses sitemap.xml lists: every indexed page, each product and each documentation article. */
export function sitemapPaths(docSlugs: readonly string[]): string[] {
  return SITE_ROUTES.filter((route) => route.indexed).flatMap((route) => addressesOf(route, docSlugs));
}

/** Every address the app answers with a page of its own (the server answers others with 404). */
export function knownPaths(docSlugs: readonly string[]): string[] {
  return SITE_ROUTES.flatMap((route) => addressesOf(route, docSlugs));
}

/** Pages whose content depends on the shopper or a personal link: rendered only in the browser. */
const RENDERED_IN_BROWSER: ReadonlySet<PageName> = new Set([
  'NewsletterConfirmPage',
  'NewsletterUnsubscribePage',
  'NotFoundPage',
]);

/**
 * The addresses the build prerenders (`scripts/prerender.mjs`): every public page, each product and
 * each documentation article, so a crawler or a link preview that runs no script reads each page's
 * own title, description and structured data, and a shopper sees the page before the app arrives.
 */
export function prerenderedPaths(docSlugs: readonly string[]): string[] {
  return SITE_ROUTES.filter((route) => route.access === 'public' && !RENDERED_IN_BROWSER.has(route.page)).flatMap(
    (route) => addressesOf(route, docSlugs),
  );
}
