import { CATALOGUE } from '@profit/contract';
import { describe, expect, it } from 'vitest';
import { DOC_SLUGS } from './docSlugs';
import { prerenderedPaths, sitemapPaths, SITE_ROUTES } from './siteRoutes';

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
