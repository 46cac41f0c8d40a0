import { expect, test, type Page } from '@playwright/test';
import { CATALOGUE } from '@profit/contract';
import { DOC_SLUGS } from '../src/routes/docSlugs';
import { addressesOf, LEGACY_REDIRECTS, SITE_ROUTES } from '../src/routes/siteRoutes';
import { signIn, startApp } from './shop';

const PUBLIC_ADDRESSES = SITE_ROUTES.filter((route) => route.access === 'public').flatMap((route) =>
  addressesOf(route, DOC_SLUGS),
);

test('8. every route of the table renders its page with its own title and one heading', async ({ page }) => {
  test.setTimeout(10 * 60_000); // about forty pages, one after the other
  const titles = new Map<string, string>();
  for (const address of PUBLIC_ADDRESSES) {
    const response = await page.goto(address);
    expect({ address, status: response?.status() }).toEqual({ address, status: 200 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // The home page is titled with the shop's name; every other page with its own, then the name.
    if (address !== '/') await expect(page).toHaveTitle(/.+ \| Profit$/);
    titles.set(address, await page.title());
  }
  // /contact and /contact-us are the same page; every other page has a title of its own.
  const distinct = new Set([...titles].filter(([address]) => address !== '/contact-us').map(([, title]) => title));
  expect(distinct.size).toBe(titles.size - 1);
});

/** The policy pages the footer of every page links to (payment gateway review, e-commerce rules). */
const FOOTER_POLICIES = ['/terms', '/privacy', '/cookies', '/refund-policy', '/delivery-policy', '/grievance'];
/** Social networks: a demo shop configures no profile, so no page may link to one (no invented account). */
const SOCIAL_HOSTS = /(^|\.)(instagram\.com|x\.com|twitter\.com|linkedin\.com|youtube\.com|facebook\.com)$/;

test('8. a crawl of every internal link from every page finds no dead or invented link', async ({ page }) => {
  test.setTimeout(10 * 60_000); // about forty pages, one after the other
  const seen = new Set<string>();
  const queue = ['/', ...PUBLIC_ADDRESSES];
  const dead: string[] = [];
  const invented: string[] = [];
  const footersMissingPolicies: string[] = [];
  while (queue.length > 0) {
    const address = queue.shift()!;
    if (seen.has(address)) continue;
    seen.add(address);
    await page.goto(address);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    if (await page.getByRole('heading', { level: 1, name: /not found/i }).count()) dead.push(address);
    const footerLinks = await page
      .locator('footer a[href]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    if (footerLinks.length > 0 && !FOOTER_POLICIES.every((policy) => footerLinks.includes(policy)))
      footersMissingPolicies.push(address);
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (SOCIAL_HOSTS.test(url.hostname)) invented.push(`${address} → ${href}`);
      if (url.origin !== new URL(page.url()).origin) continue;
      const target = url.pathname;
      if (!seen.has(target) && !target.startsWith('/api/') && !/\.\w+$/.test(target)) queue.push(target);
    }
  }
  expect(dead).toEqual([]);
  expect(invented).toEqual([]);
  expect(footersMissingPolicies).toEqual([]);
  expect(seen.size).toBeGreaterThanOrEqual(PUBLIC_ADDRESSES.length);
});

test('an unknown address shows Not Found with a 404 status', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the original footer addresses redirect to the pages they meant', async ({ page }) => {
  for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) {
    await page.goto(from);
    await expect(page).toHaveURL(new URL(to, page.url()).href);
  }
  await page.goto('/store');
  await expect(page.locator('#store')).toBeInViewport();
  expect(Object.keys(LEGACY_REDIRECTS)).toEqual(
    expect.arrayContaining(['/report-a-bug', '/store', '/product-1', '/product-2', '/product-3', '/product-4']),
  );
  expect(LEGACY_REDIRECTS['/product-1']).toBe(`/products/${CATALOGUE[0]!.id}`);
});

test('robots.txt and sitemap.xml list the public pages with the site origin', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const address of ['/', '/about', '/products', `/products/${CATALOGUE[0]!.id}`, '/contact'])
    expect(sitemap).toContain(`<loc>${baseURL}${address}</loc>`);
  expect(sitemap).not.toContain('/cart<');
});

/**
 * Scrolls to the footer and answers the position once the browser has sent its scroll event (with
 * its next frame), on which the shop keeps the position: only then is it kept.
 */
const scrollToFooter = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        window.addEventListener('scroll', () => resolve(window.scrollY), { once: true });
        document.querySelector('footer')?.scrollIntoView();
      }),
  );

test('a page opened afresh starts at its top, whatever the last page of the tab was scrolled to', async ({ page }) => {
  await page.goto('/terms');
  await startApp(page);
  expect(await scrollToFooter(page)).toBeGreaterThan(0);
  // A typed address: a new page load, whose first history entry the router keys as every other's.
  await page.goto('/about');
  await startApp(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // A reload is a return: the page comes back where the shopper had it.
  const scrolled = await scrollToFooter(page);
  expect(scrolled).toBeGreaterThan(0);
  await page.reload();
  await startApp(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 13);
});

test('navigation moves focus to the new page heading and back restores the scroll', async ({ page }) => {
  await page.goto('/');
  // The app's navigation (before it runs, a link loads the next page as any link does).
  await startApp(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.goto('/');
  await startApp(page);
  const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms' });
  await terms.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // Where the shopper saw the link, on the screen: a section above may still grow while they read
  // (the browser's scroll anchoring then moves the scroll position, not what they see).
  const seenAt = async () => (await terms.boundingBox())?.y ?? Number.NaN;
  const before = await seenAt();
  await terms.click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  // Back where the shopper was: within a few pixels, since the navigation bar compacts on scroll
  // (without restoration the page would be back at the top and the link far below the screen).
  await expect.poll(async () => Math.abs((await seenAt()) - before)).toBeLessThanOrEqual(12);
});

test('the bar marks the page shown, and a link to the page shown adds no entry to the history', async ({ page }) => {
  await page.goto('/');
  await startApp(page);
  const bar = page.getByRole('banner');
  await bar.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(bar.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await bar.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(bar.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  // The bar and the footer are told the address as the pages are: a link to the page shown
  // replaces its entry rather than adding one (React Router's links compare it with the address).
  const entries = await page.evaluate(() => window.history.length);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await page.evaluate(() => window.history.length)).toBe(entries);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect(bar.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
});

test("from the catalogue, the site's bar and footer show at once: kept hidden beside it, not rendered with the press", async ({
  page,
}) => {
  await page.goto('/products');
  await startApp(page);
  const bar = page.locator('header[data-scrolled]');
  // Rendered once the app is idle, hidden: out of the accessibility tree (no banner, no contentinfo).
  await expect(bar).toBeAttached();
  await expect(bar).toBeHidden();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await bar.evaluate((element) => Object.assign(window, { keptBar: element }));
  await page.locator('main a[href^="/products/"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: CATALOGUE[0]!.title })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await bar.evaluate((element) => element === (window as unknown as { keptBar: Element }).keptBar)).toBe(true);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Our Products' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('the page a mouse rests on a link to is rendered ahead, hidden, and the click reveals it', async ({ page }) => {
  await page.goto('/');
  await startApp(page);
  const kit = CATALOGUE[0]!;
  const link = page.locator(`main a[href="/products/${kit.id}"]`).first();
  await link.hover();
  // Hidden: out of the accessibility tree, the page's title and address still the home page's.
  const ahead = page.locator('main h1', { hasText: kit.title });
  await expect(ahead).toBeAttached();
  await expect(ahead).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: kit.title })).toHaveCount(0);
  await expect(page).toHaveTitle('Profit');
  await ahead.evaluate((heading) => Object.assign(window, { aheadHeading: heading }));
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: kit.title })).toBeFocused();
  await expect(page).toHaveTitle(`${kit.title} | Profit`);
  expect(
    await ahead.evaluate((heading) => heading === (window as unknown as { aheadHeading: Element }).aheadHeading),
  ).toBe(true);
  // The home page left is dropped; the sign-in page most of the product page's controls lead to is rendered ahead.
  await expect(page.locator('main h1', { hasNotText: 'Welcome Back' })).toHaveCount(1);
});

for (const start of ['/', '/products'])
  test(`the page left (${start}) stays a moment, out of view and with none of its head, and is dropped once the browser is idle`, async ({
    page,
  }) => {
    await page.goto(start);
    await startApp(page);
    const kit = CATALOGUE[0]!;
    const link = page.locator(`main a[href="/products/${kit.id}"]`).first();
    await link.hover();
    // What the document holds when the product page is shown (checked as the changes land, before any idle time).
    await page.evaluate((title) => {
      const left = document.querySelector('main h1')!;
      const shown = () =>
        [...document.querySelectorAll('main h1')].some(
          (heading) => heading.textContent === title && heading.checkVisibility(),
        );
      const landed = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          resolve({
            leftInDocument: left.isConnected,
            leftShown: left.isConnected && left.checkVisibility(),
            title: document.title,
            descriptions: document.querySelectorAll('meta[name="description"]').length,
            canonicals: document.querySelectorAll('link[rel="canonical"]').length,
          });
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true });
      });
      Object.assign(window, { leftHeading: left, landed });
    }, kit.title);
    await link.click();
    expect(await page.evaluate(() => (window as unknown as { landed: Promise<unknown> }).landed)).toEqual({
      leftInDocument: true,
      leftShown: false,
      title: `${kit.title} | Profit`,
      descriptions: 1,
      canonicals: 1,
    });
    await expect(page.getByRole('heading', { level: 1, name: kit.title })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { leftHeading: Element }).leftHeading.isConnected))
      .toBe(false);
    await expect(page.locator('main h1', { hasNotText: 'Welcome Back' })).toHaveCount(1);
  });

test('the page left, when the page shown leads to it most, is kept rendered ahead rather than dropped and rendered again', async ({
  page,
}) => {
  await page.goto('/');
  await startApp(page);
  const home = page.locator('main h1').first();
  await expect(home).not.toHaveText('Welcome Back');
  await home.evaluate((heading) => Object.assign(window, { homeHeading: heading }));
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeFocused();
  // The sign-in page's controls lead to the home page most (the logo, the footer): once the browser
  // is idle, the home page left is hidden as the page ahead (display: none), the same elements.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const heading = (window as unknown as { homeHeading: HTMLElement }).homeHeading;
        const page = heading.closest('main > *');
        return heading.isConnected && page !== null && getComputedStyle(page).display === 'none';
      }),
    )
    .toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.getByRole('banner').getByRole('link', { name: 'Profit' }).click();
  await expect(page).toHaveURL(/\/$/);
  const shown = page.getByRole('heading', { level: 1 });
  await expect(shown).toBeFocused();
  expect(
    await shown.evaluate((heading) => heading === (window as unknown as { homeHeading: Element }).homeHeading),
  ).toBe(true);
});

test('from the catalogue too: the sign-in page a signed-out Add to Cart leads to is rendered ahead and revealed', async ({
  page,
}) => {
  await page.goto('/products');
  await startApp(page);
  const add = page.getByRole('button', { name: 'Add to Cart' }).first();
  await add.hover();
  // The catalogue has no bar: the page ahead sits in the same <main>, hidden, after it.
  const ahead = page.locator('main h1', { hasText: 'Welcome Back' });
  await expect(ahead).toBeAttached();
  await expect(ahead).toBeHidden();
  await ahead.evaluate((heading) => Object.assign(window, { aheadHeading: heading }));
  await add.click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeFocused();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(
    await ahead.evaluate((heading) => heading === (window as unknown as { aheadHeading: Element }).aheadHeading),
  ).toBe(true);
});

test('the sign-in page several controls lead to is rendered ahead before any reach, and a press from the keyboard reveals it', async ({
  page,
}) => {
  await page.goto('/');
  await startApp(page);
  // Signed out, the bar's Sign In and every Add to Cart lead to sign-in: no pointer has come near them.
  const ahead = page.locator('main h1', { hasText: 'Welcome Back' });
  await expect(ahead).toBeAttached();
  await expect(ahead).toBeHidden();
  await expect(page).toHaveTitle('Profit');
  await ahead.evaluate((heading) => Object.assign(window, { aheadHeading: heading }));
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeFocused();
  expect(
    await ahead.evaluate((heading) => heading === (window as unknown as { aheadHeading: Element }).aheadHeading),
  ).toBe(true);
});

test('signed in, the page rendered ahead unasked is the next one several controls lead to, not the sign-in page every Add to Cart names', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/');
  await startApp(page);
  // On the home page, after sign-in (every Add to Cart), About is what most controls lead to (the bar's and the footer's links).
  const about = page.locator('main h1', { hasText: /Tools for India/ });
  await expect(about).toBeAttached();
  await expect(about).toBeHidden();
  await expect(page.locator('main h1', { hasText: 'Welcome Back' })).toHaveCount(0);
});

test("a product page's About, What you get and related products: in the page as served, and after a press that opens it", async ({
  page,
  request,
}) => {
  const kit = CATALOGUE[0]!;
  const served = await (await request.get(`/products/${kit.id}`)).text();
  for (const section of ['About this product', 'What you get', 'Related products']) expect(served).toContain(section);

  await page.goto('/products');
  await startApp(page);
  await page.locator(`main a[href="/products/${kit.id}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: kit.title })).toBeFocused();
  for (const section of ['About this product', 'What you get', 'Related products'])
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(3);
});
