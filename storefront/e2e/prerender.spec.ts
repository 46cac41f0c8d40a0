import { expect, test, type Page } from '@playwright/test';
import { API_PATHS, CATALOGUE, SAMPLE_SHOP_IDENTITY, SUBSCRIPTION_MESSAGES } from '@profit/contract';
import { DOC_SLUGS } from '../src/routes/docSlugs';
import { prerenderedPaths, SITE_ROUTES } from '../src/routes/siteRoutes';
import { HELD_OPACITY } from '../src/boot/heldOpacity';
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

/** The copy of a panel the page shows itself before the app has started (src/boot/earlyPanels.ts). */
const earlyCopy = (page: Page) => page.locator('[data-early-copy]');

/**
 * The app's own panel (its portal, not the page's copy) is there, and the copy went with its arrival
 * (read once: not waited for, since the copy also goes later should the app's never come).
 */
async function appsPanelInstead(page: Page) {
  await expect(page.locator('body > :not([data-early-copy]) [role="dialog"]')).toHaveCount(1);
  expect(await earlyCopy(page).count()).toBe(0);
}

/** Once the app has started, what it was held for is carried out: the page's next task has it done. */
async function startedAndCarriedOut(page: Page) {
  await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

test.describe('the menu and the cart open at once before the app has started, and become the app’s', () => {
  test('a phone’s Menu: the page’s menu at once, the app’s in its place once it runs, closed as the app’s', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const release = await holdAppCode(page);
    await page.goto('/products/instagram-growth-playbook');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(earlyCopy(page)).toHaveCount(1);
    await expect(menu.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    // The page behind is the modal's background: not scrolled, not reachable.
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await expect(page.locator('#root')).toHaveAttribute('inert', '');

    release();
    await startedAndCarriedOut(page);
    await appsPanelInstead(page);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(1);
    await expect(menu.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
    // Opened again, the app's menu slides in as it always does (the handover is over).
    await expect(page.locator('html')).not.toHaveAttribute('data-early-panel-handover');
    await toggle.click();
    await expect(menu).toBeVisible();
  });

  test('a menu closed before the app has started stays closed once it runs', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const release = await holdAppCode(page);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');

    release();
    await startedAndCarriedOut(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the cart: the page’s panel at once (a guest’s cart is empty), then the app’s', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/');
    const cart = page.getByRole('button', { name: /^Cart/ });
    await cart.click();
    const panel = page.getByRole('dialog', { name: 'Your cart' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Guest');
    await expect(panel).toContainText('Your cart is empty');
    await expect(earlyCopy(page)).toHaveCount(1);

    release();
    await startedAndCarriedOut(page);
    await appsPanelInstead(page);
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toHaveCount(1);
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toHaveCount(0);
    await expect(cart).toBeFocused();
  });

  test('a link in the page’s panel leads where it says and closes the panel', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await holdAppCode(page);
    await page.goto('/');
    await page.getByRole('button', { name: /^Cart/ }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Browse the store' }).click();
    await expect(page).toHaveURL(/\/#store$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/first-time founders/i);
  });

  test('a cart kept from an earlier visit is not the page’s to show: the press waits for the app', async ({ page }) => {
    const kit = CATALOGUE[0]!;
    await page.addInitScript((line) => localStorage.setItem('profit_cart', JSON.stringify([line])), {
      cartId: 'kept',
      productId: kit.id,
      title: kit.title,
    });
    const release = await holdAppCode(page);
    await page.goto('/');
    const cart = page.getByRole('button', { name: /^Cart/ });
    await cart.click();
    await expect(cart).toHaveCSS('opacity', HELD_OPACITY);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toContainText(kit.title);
  });
});

test.describe('what the shopper does before the app has started is carried out once it has', () => {
  test('a press on a link shows that page as the server prerendered it, without starting the app first', async ({
    page,
  }) => {
    // The app's code never arrives: the press needs none.
    await holdAppCode(page);
    await page.goto('/');
    await page.evaluate(() => Object.assign(window, { firstPage: true }));
    // In the bar, in view: a scroll down to the footer would start the app.
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/first-time founders/i);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    // Shown in the same document, with the head of its own page: nothing of the home page's is left.
    expect(await page.evaluate(() => 'firstPage' in window)).toBe(true);
    await expect(page).toHaveTitle(/^About/);
    const head = await page.evaluate(() => ({
      canonical: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((link) => link.href),
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      styles: document.querySelectorAll('style[data-styled]').length,
      scripts: document.querySelectorAll('script[type="module"][src]').length,
    }));
    expect(head).toEqual({ canonical: [new URL('/about', page.url()).href], descriptions: 1, styles: 1, scripts: 1 });
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
    // Back shows the home page again, in the same document.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/side hustle/i);
    await expect(page).not.toHaveTitle(/^About/);
    expect(await page.evaluate(() => 'firstPage' in window)).toBe(true);
  });

  test('the app, started on a page shown that way, takes it over as it is and navigates from it', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await appFetchedNotStarted(page);
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /welcome back/i })).toBeVisible();
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
    const first = await page.evaluateHandle(() => document.querySelector('#root h1'));
    await startApp(page);
    // Hydrated, not rendered again: the heading shown is the app's.
    expect(await page.evaluate((heading) => heading === document.querySelector('#root h1'), first)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/side hustle/i);
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /welcome back/i })).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('a signed-out press on Add to Cart, below the fold, shows the sign-in page the same way', async ({ page }) => {
    await holdAppCode(page);
    await page.goto('/');
    await page.evaluate(() => Object.assign(window, { firstPage: true }));
    // Brought into view by a scroll of its own (as a jump to the section does): that starts nothing.
    await page.locator('#store').getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1, name: /welcome back/i })).toBeVisible();
    expect(await page.evaluate(() => 'firstPage' in window)).toBe(true);
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
  });

  test('a link whose page has not answered yet looks pressed at once, then goes there when it does', async ({
    page,
  }) => {
    // Only the page can take the press there: the app's code never arrives.
    await holdAppCode(page);
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/about', async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto('/');
    const about = page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true });
    await expect(about).toHaveCSS('opacity', '1');
    await about.click();
    await expect(about).toHaveCSS('opacity', HELD_OPACITY);
    await expect(page).toHaveURL(/\/$/);
    answer();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/first-time founders/i);
  });

  test('a press the page cannot answer itself looks pressed at once, until the app has started and carries it out', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await page.goto('/');
    const pause = page.getByRole('button', { name: 'Pause Testimonials' });
    await expect(pause).toHaveCSS('opacity', '1');
    await pause.click();
    await expect(pause).toHaveCSS('opacity', HELD_OPACITY);
    release();
    const play = page.getByRole('button', { name: 'Play Testimonials' });
    await expect(play).toBeVisible();
    await expect(play).toHaveCSS('opacity', '1');
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

  test('a scroll with the wheel: the app takes the page over where the shopper has it', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
    const scrolled = await page.evaluate(() => window.scrollY);
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

  /** The pages shown without the site's bar and footer. */
  const barePaths = new Set(SITE_ROUTES.filter((route) => route.layout === 'bare').map((route) => route.path));

  test('every public page states its own title, description, social card, the organisation’s structured data and the seller', async ({
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
      // The seller the rules ask every page to name, put in by the server (a bare page, the catalogue, hides the footer).
      if (!barePaths.has(path))
        await expect(page.getByRole('contentinfo'), path).toContainText(
          `Sold by ${SAMPLE_SHOP_IDENTITY.legalName}, ${SAMPLE_SHOP_IDENTITY.address}. GSTIN ${SAMPLE_SHOP_IDENTITY.gstin}.`,
        );
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
