import { CATALOGUE } from '@profit/contract';
import { describe, expect, it } from 'vitest';
import { DOC_SLUGS } from './docSlugs';
import { mayRenderAhead, prerenderedPaths, sitemapPaths, SITE_ROUTES } from './siteRoutes';

describe('prerenderedPaths', () => {
  const paths = prerenderedPaths(DOC_SLUGS);

  it('covers every address in the sitemap, so no indexed page is served as the bare shell', () => {
    expect(paths).toEqual(expect.arrayContaining(sitemapPaths(DOC_SLUGS)));
  });

  it('covers each product and each documentation article', () => {
    for (const product of CATALOGUE) expect(paths).toContain(`/products/${product.id}`);
    for (const slug of DOC_SLUGS) expect(paths).toContain(`/docs/${slug}`);
  });

  it('covers every public page of the route table, the sign-in page and the footer’s contact address included', () => {
    expect(paths).toEqual(expect.arrayContaining(['/signin', '/contact-us', '/grievance', '/pricing']));
  });

  it('leaves out what depends on the shopper or a personal link', () => {
    const personal = SITE_ROUTES.filter((route) => route.access === 'protected' || route.page.startsWith('Newsletter'));
    expect(personal.length).toBeGreaterThan(0);
    for (const route of personal) expect(paths).not.toContain(route.path);
    expect(paths.some((path) => path.includes(':'))).toBe(false);
  });
});

describe('SITE_ROUTES', () => {
  it('marks the pages that send the shopper elsewhere when the session changes: the protected ones and sign-in', () => {
    const following = SITE_ROUTES.filter((route) => route.followsSession).map((route) => route.page);
    expect(new Set(following)).toEqual(new Set(['SignInPage', 'CartPage', 'ProfilePage']));
  });
});

describe('mayRenderAhead', () => {
  const routeOf = (page: string) => SITE_ROUTES.find((route) => route.page === page)!;

  it('allows the public pages of the site layout; sign-in only while signed out', () => {
    expect(mayRenderAhead(routeOf('AboutPage'), false)).toBe(true);
    expect(mayRenderAhead(routeOf('AboutPage'), true)).toBe(true);
    expect(mayRenderAhead(routeOf('SignInPage'), false)).toBe(true);
    expect(mayRenderAhead(routeOf('SignInPage'), true)).toBe(false);
  });

  it('never allows a protected page or the bare catalogue', () => {
    for (const signedIn of [false, true]) {
      expect(mayRenderAhead(routeOf('CartPage'), signedIn)).toBe(false);
      expect(mayRenderAhead(routeOf('ProductsPage'), signedIn)).toBe(false);
    }
  });
});
