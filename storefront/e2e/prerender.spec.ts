import { expect, test, type Page } from '@playwright/test';
import { API_PATHS, CATALOGUE, SUBSCRIPTION_MESSAGES } from '@profit/contract';
import { DOC_SLUGS } from '../src/routes/docSlugs';
import { prerenderedPaths } from '../src/routes/siteRoutes';
import { HELD_OPACITY } from '../src/boot/holdUntilStarted';
import { appFetchedNotStarted, holdAppCode, signIn, startApp, uniqueEmail } from './shop';

/** The pages the build prerenders (scripts/prerender.mjs), with their level-one heading. */
const PAGES = [
  { path: '/', heading: /side hustle/i },
  { path: '/products', heading: /products/i },
  { path: '/signin', heading: /welcome back/i },
  { path: '/refund-policy', heading: /refund and cancellation policy/i },
  { path: '/delivery-policy', heading: /shipping and delivery policy/i },
  { path: '/grievance', heading: /grievance redressal/i },
  { path: '/products/instagram-growth-playbook', heading: 'Instagram Growth Playbook' },
  { path: '/about', heading: /first-time founders/i },
  { path: '/pricing', heading: 'One price. Every kit.' },
  { path: '/contact', heading: 'Talk to our team' },
  { path: '/docs/first-purchase', heading: /your first purchase/i },
];

for (const { path, heading } of PAGES) {
  test(`${path} arrives rendered, waits for the shopper, then is hydrated as it is: same elements, no error, one set of head tags`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Before any script runs: remember the server's first element and record any element React removes.
    await page.addInitScript(() => {
      const watch = () => {
        const root = document.getElementById('root');
        if (!root || 'prerenderedFirst' in window) return;
        Object.assign(window, { prerenderedFirst: root.firstElementChild, removedByApp: [] as string[] });
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (node instanceof Element)
                (window as unknown as { removedByApp: string[] }).removedByApp.push(node.outerHTML.slice(0, 120));
        }).observe(root, { childList: true, subtree: true });
      };
      document.addEventListener('readystatechange', watch);
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<div id="root"><.+<h1/s);
    // Loaded, the app's code fetched, and still the server's page: the app starts at the first use.
    await appFetchedNotStarted(page);
    await startApp(page);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const state = await page.evaluate(() => {
      const w = window as unknown as { prerenderedFirst: Element | null; removedByApp: string[] };
      return {
        sameFirstElement: document.getElementById('root')?.firstElementChild === w.prerenderedFirst,
        removed: w.removedByApp.filter((outer) => !outer.startsWith('<style')),
        canonical: document.querySelectorAll('link[rel="canonical"]').length,
        descriptions: document.querySelectorAll('meta[name="description"]').length,
        titles: document.querySelectorAll('title').length,
      };
    });
    expect(state).toEqual({ sameFirstElement: true, removed: [], canonical: 1, descriptions: 1, titles: 1 });
    expect(problems).toEqual([]);
  });
}

test('the home page’s figures read in full before the app starts; on screen they stay, below the fold they count when reached', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto('/');
  const usersFigure = (section: string) =>
    page.locator('section', { has: page.locator(section) }).locator('[data-stat="users"] [data-countup]');
  const [inHero, inTools] = [usersFigure('#hero-title'), usersFigure('#tools-title')];
  await expect(inHero).toBeInViewport();
  await expect(inTools).not.toBeInViewport();
  await expect(inHero).toHaveText('100K+');
  await expect(inTools).toHaveText('100K+');
  // Every text the hero's figure shows from here on.
  await inHero.evaluate((figure) => {
    const shown: string[] = [];
    Object.assign(window, { heroFigures: shown });
    new MutationObserver(() => shown.push(figure.textContent ?? '')).observe(figure, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await startApp(page);
  await expect(inTools).toHaveText('0K+');
  await inTools.scrollIntoViewIfNeeded();
  await expect(inTools).toHaveText('100K+');
  expect(await page.evaluate(() => (window as unknown as { heroFigures: string[] }).heroFigures)).toEqual([]);
  await expect(inHero).toHaveText('100K+');
});

test.describe('what the shopper does before the app has started is carried out once it has', () => {
  test('a press on Add to Cart on the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
    await page.locator('#store').getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1, name: /welcome back/i })).toBeFocused();
  });

  test('the control pressed looks pressed at once, until the app has started and carries the press out', async ({
    page,
  }) => {
    // The app's code held back until the press is seen.
    const release = await holdAppCode(page);
    await page.goto('/');
    const cart = page.getByRole('button', { name: /^Cart/ });
    await expect(cart).toHaveCSS('opacity', '1');
    await cart.click();
    await expect(cart).toHaveCSS('opacity', HELD_OPACITY);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: /cart/i })).toBeVisible();
    await expect(cart).toHaveCSS('opacity', '1');
  });

  test('a press on a link goes there inside the app, not by loading another page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('typing into the catalogue search, then the sign-in form filled and sent', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('crm');
    await expect(page.getByText('1 product(s) found for "crm"')).toBeVisible();

    await page.goto('/signin');
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
    const form = page.getByRole('form', { name: 'Demo sign-in' });
    await form.getByLabel('Your name').fill('Asha Verma');
    await form.getByLabel('Your e-mail').fill(uniqueEmail());
    await form.getByRole('button', { name: 'Sign in to the demo' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('a bug report written, its severity chosen and sent while the app starts is sent as written', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await page.goto('/report-bug');
    await page.getByLabel('Title (required)').fill('Download button does nothing');
    await page.getByLabel('Description (required)').fill('Pressing Download on my library shows no file.');
    await page.getByLabel('Severity').selectOption('high');
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(API_PATHS.bugReport),
    );
    release();
    const body = (await sent).postData() ?? '';
    expect(body).toContain('Download button does nothing');
    expect(body).toMatch(/name="severity"\r\n\r\nhigh\r\n/);
  });

  test('two presses on a form’s button while the app starts send it once', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('form').filter({ has: page.getByRole('button', { name: 'Start Earning Now' }) });
    // Typed in without a focus, so the app is still waiting when the button is pressed twice.
    await hero.getByRole('textbox').evaluate((field: HTMLInputElement, email) => {
      field.value = email;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }, uniqueEmail());
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(API_PATHS.subscribe)) sent.push(request.url());
    });
    await hero.getByRole('button', { name: 'Start Earning Now' }).click({ clickCount: 2 });
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.checkInbox)).toBeVisible();
    // Both presses are carried out together, so a second request would have left before this answer.
    expect(sent).toHaveLength(1);
    await expect(page.getByText(SUBSCRIPTION_MESSAGES.checkInbox)).toHaveCount(1);
  });

  test('a scroll: the app takes the page over where the shopper has it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
    // Within a few pixels: the navigation bar compacts once the page is scrolled.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(12);
  });

  test('a returning shopper with a session gets the app at once, their bar and not the server’s', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered pages show their content and their canonical address on this origin', async ({
    page,
    baseURL,
  }) => {
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
    }
    await page.goto('/products');
    await expect(page.getByRole('listitem').filter({ hasText: 'Instagram Growth Playbook' })).toContainText('499');
  });

  /** The page's structured data, as a crawler reads it from the HTML. */
  const structuredData = async (page: Page) =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
      (text) => JSON.parse(text) as Record<string, unknown>[],
    );

  test('every public page states its own title, description, social card and the organisation’s structured data', async ({
    page,
    baseURL,
  }) => {
    const titles = new Set<string>();
    for (const path of prerenderedPaths(DOC_SLUGS)) {
      await page.goto(path);
      const title = await page.title();
      titles.add(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${baseURL}/`));
      const types = (await structuredData(page)).map((item) => item['@type']);
      expect(types, path).toContain('Organization');
    }
    // /contact-us is /contact under the footer's address: the one page whose title repeats.
    expect(titles.size).toBe(prerenderedPaths(DOC_SLUGS).length - 1);
    const card = await page.request.get('/og/profit-card.png');
    expect(card.headers()['content-type']).toBe('image/png');
  });

  test('a product page carries its Product with the catalogue’s price in rupees; an article its Article', async ({
    page,
    baseURL,
  }) => {
    const product = CATALOGUE[0]!;
    await page.goto(`/products/${product.id}`);
    const offer = (await structuredData(page)).find((item) => item['@type'] === 'Product')?.offers;
    expect(offer).toMatchObject({ price: (product.price / 100).toFixed(2), priceCurrency: 'INR' });
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}${product.image}`);
    await page.goto('/docs/first-purchase');
    const article = (await structuredData(page)).find((item) => item['@type'] === 'Article');
    expect(article).toMatchObject({ url: `${baseURL}/docs/first-purchase` });
  });
});
