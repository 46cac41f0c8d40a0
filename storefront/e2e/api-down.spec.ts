import { test as base, expect, type Page } from '@playwright/test';
import { API_PATHS, CATALOGUE, GENERIC_ERROR_MESSAGES, type AuthResponse } from '@profit/contract';
import { Gateway, type ApiBehaviour } from './gateway';
import { fillBilling, heading, mainNav, savingData, startApp, uniqueEmail } from './shop';

/**
 * The shop with its API down, as a shopper's browser meets it. Everything goes through a real
 * reverse proxy in front of the real backend (`gateway.ts`), never through Playwright's request
 * interception: the page, its lazy chunks and its calls take the browser's own network path, so a
 * proxy's HTML 502 page, a 503 from a backend whose database is down, a dropped connection and a
 * refused one reach the app exactly as they would in production, and "the API comes back" is the
 * proxy passing requests on again.
 */
const test = base.extend<{ pageErrors: string[] }, { gateway: Gateway; session: AuthResponse }>({
  gateway: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide) => {
      const gateway = new Gateway(new URL(`http://127.0.0.1:${process.env.E2E_SHOP_PORT}`));
      await gateway.start();
      await provide(gateway);
      await gateway.stop();
    },
    { scope: 'worker' },
  ],
  /** A real session of the backend (demo sign-in over its API), stored in the page as the shop keeps it. */
  session: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide) => {
      const api = `http://127.0.0.1:${process.env.E2E_SHOP_PORT}/api`;
      const post = async (path: string, body: unknown) => {
        const response = await fetch(api + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(response.ok).toBe(true);
        return response.json();
      };
      const { credential } = await post(API_PATHS.demoCredential, { name: 'Asha Verma', email: uniqueEmail() });
      await provide(await post(API_PATHS.signInWithGoogle, { credential }));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ gateway }, provide) => provide(gateway.url),
  /** Uncaught exceptions of the page, in every test: none is allowed, whatever the API does. */
  pageErrors: [
    async ({ page }, provide) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await provide(errors);
      expect(errors, 'uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],
});

test.beforeEach(({ gateway }) => {
  gateway.api = 'up';
  gateway.refused = null;
});

const [first, second] = CATALOGUE;

/** A signed-in shopper with two products in the cart, in local storage under the shop's keys. */
async function storeShopper(page: Page, { user, token }: AuthResponse) {
  const cart = [first!, second!].map((product, index) => ({
    cartId: String(index + 1),
    productId: product.id,
    title: product.title,
    pricePaise: product.price,
  }));
  await page.addInitScript(
    (stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    },
    { token, profit_user: JSON.stringify(user), profit_cart: JSON.stringify(cart) },
  );
}

/** What a shopper must never read: a parser's complaint, a proxy's page, markup, a programmer's value. */
const RAW_FAILURE =
  /Unexpected token|SyntaxError|TypeError|Failed to fetch|is not valid JSON|Bad Gateway|nginx|<\/?[a-z][^>]*>|\[object |undefined|NaN/;

async function expectNothingRaw(page: Page) {
  expect(await page.locator('body').innerText()).not.toMatch(RAW_FAILURE);
}

/** The shop's notice while it cannot reach its server, on every page. */
const unreachableNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'We can’t reach the shop’s server right now' });

/** The bar and the footer still lead somewhere: a link of each, then back to the page. */
async function expectLayoutNavigates(page: Page) {
  const from = page.url();
  const target = new URL(from).pathname === '/about' ? 'Services' : 'About';
  await mainNav(page).getByRole('link', { name: target, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${target.toLowerCase()}$`));
  await expect(heading(page)).toBeVisible();
  await page.goto(from);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms', exact: true }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(heading(page)).toBeVisible();
}

const API_DOWN: { behaviour: Exclude<ApiBehaviour, 'up'>; what: string; reason: string }[] = [
  {
    behaviour: 'bad-gateway',
    what: 'the API process is down behind its proxy (502 with an HTML page)',
    reason: 'Please check your connection and try again.',
  },
  {
    behaviour: 'unavailable',
    what: 'the database is down (503 SERVICE_UNAVAILABLE)',
    reason: GENERIC_ERROR_MESSAGES.serviceUnavailable,
  },
  {
    behaviour: 'no-answer',
    what: 'the API drops every connection (no answer at all)',
    reason: 'Please check your connection and try again.',
  },
];

for (const { behaviour, what, reason } of API_DOWN) {
  test.describe(`15. ${what}`, () => {
    test.beforeEach(({ gateway }) => {
      gateway.api = behaviour;
    });

    test('a guest landing on any page gets the page, its bar and footer, and an understandable message', async ({
      page,
    }) => {
      test.setTimeout(5 * 60_000); // a dozen pages, one after the other

      await page.goto('/');
      await expect(heading(page)).toBeVisible();
      await expect(unreachableNotice(page)).toContainText(
        'You can keep browsing. Signing in, your orders and payments come back as soon as it answers.',
      );
      const store = page.locator('#store');
      await expect(store.getByRole('alert')).toContainText('The store could not be loaded');
      await expect(store.getByRole('alert')).toContainText(reason);
      await expect(store.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expectNothingRaw(page);
      await expectLayoutNavigates(page);

      await page.goto('/products');
      await expect(heading(page, 'Discover Our Products')).toBeVisible();
      const failed = page.getByText('The catalogue could not be loaded.');
      await expect(failed).toBeVisible();
      await expect(failed.locator('..').getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(unreachableNotice(page)).toBeVisible();
      await expectNothingRaw(page);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(/\/$/);

      await page.goto(`/products/${first!.id}`);
      await expect(heading(page, 'This product could not be loaded')).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(reason);
      await expect(page.getByRole('main').getByRole('button', { name: 'Try again' })).toBeVisible();
      await expectNothingRaw(page);
      await expectLayoutNavigates(page);

      await page.goto('/signin');
      await expect(heading(page, 'Welcome Back')).toBeVisible();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'Signing in needs the shop’s server, which is not answering right now.' }),
      ).toBeVisible();
      await expectNothingRaw(page);
      await expectLayoutNavigates(page);

      for (const path of ['/about', '/no-such-page']) {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(heading(page)).toBeVisible();
        await expect(unreachableNotice(page)).toBeVisible();
        await expectNothingRaw(page);
        await expectLayoutNavigates(page);
      }
      await page.goto('/no-such-page');
      await expect(heading(page, 'This page does not exist')).toBeVisible();
    });

    test('a signed-in shopper keeps the session and the cart; orders, library and payment say what failed', async ({
      page,
      session,
    }) => {
      test.setTimeout(3 * 60_000);
      await storeShopper(page, session);

      await page.goto('/cart');
      await expect(page.getByRole('main')).toBeVisible();
      await expect(heading(page)).toBeVisible();
      await expect(page.getByRole('main').getByText(first!.title)).toBeVisible();
      await expect(page.getByRole('main').getByText(second!.title)).toBeVisible();
      await fillBilling(page);
      await page.getByRole('button', { name: 'Pay Now - Rs 998.00' }).click();
      // The spec's words for an order that could not be created, or the server's own message.
      const failure = behaviour === 'unavailable' ? reason : 'Payment failed. Please try again.';
      await expect(page.getByRole('region', { name: 'Notifications' }).getByText(failure)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay Now - Rs 998.00' })).toBeEnabled();
      await expectNothingRaw(page);
      await expectLayoutNavigates(page);

      await page.goto('/profile');
      await expect(heading(page)).toBeVisible();
      const orders = page.getByRole('alert').filter({ hasText: 'Your orders could not be loaded' });
      const library = page.getByRole('alert').filter({ hasText: 'Your library could not be loaded' });
      await expect(orders).toContainText(behaviour === 'unavailable' ? reason : 'Please try again in a moment.');
      await expect(library).toContainText(behaviour === 'unavailable' ? reason : 'Please try again in a moment.');
      await expect(orders.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(library.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expectNothingRaw(page);
      await expectLayoutNavigates(page);

      // Nothing of the session was thrown away: the shop still has the token, the user and the cart.
      const stored = await page.evaluate(() =>
        ['token', 'profit_user', 'profit_cart'].map((key) => localStorage.getItem(key)),
      );
      expect(stored[0]).toBe(session.token);
      expect(JSON.parse(stored[1]!)).toMatchObject({ email: session.user.email });
      expect(JSON.parse(stored[2]!)).toHaveLength(2);
    });
  });
}

test.describe('15. the API comes back', () => {
  // Each in a page of its own: once an answer came, the browser keeps the catalogue's (public,
  // five minutes), as it would for a shopper.
  test('the store’s Try again loads the products', async ({ page, gateway }) => {
    gateway.api = 'bad-gateway';
    await page.goto('/');
    const store = page.locator('#store');
    await expect(store.getByRole('alert')).toContainText('The store could not be loaded');
    gateway.api = 'up';
    await store.getByRole('button', { name: 'Try again' }).click();
    await expect(store.getByRole('button', { name: 'Add to Cart' })).toHaveCount(CATALOGUE.length);
  });

  test('the catalogue’s Try again loads it', async ({ page, gateway }) => {
    gateway.api = 'bad-gateway';
    await page.goto('/products');
    const failed = page.getByText('The catalogue could not be loaded.');
    await expect(failed).toBeVisible();
    gateway.api = 'up';
    await failed.locator('..').getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(CATALOGUE.length);
  });

  test('a product’s Try again loads it', async ({ page, gateway }) => {
    gateway.api = 'bad-gateway';
    await page.goto(`/products/${first!.id}`);
    await expect(heading(page, 'This product could not be loaded')).toBeVisible();
    gateway.api = 'up';
    await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
    await expect(heading(page, first!.title)).toBeVisible();
  });

  test('the orders’ and the library’s Try again load them, in the session kept through the outage', async ({
    page,
    gateway,
    session,
  }) => {
    await storeShopper(page, session);
    gateway.api = 'bad-gateway';
    await page.goto('/profile');
    const orders = page.getByRole('alert').filter({ hasText: 'Your orders could not be loaded' });
    const library = page.getByRole('alert').filter({ hasText: 'Your library could not be loaded' });
    await expect(orders).toBeVisible();
    await expect(library).toBeVisible();
    gateway.api = 'up';
    await orders.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await library.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Your library is empty' })).toBeVisible();
  });

  test('the notice’s Try again switches the shop to its mode: the demo sign-in appears and works', async ({
    page,
    gateway,
  }) => {
    gateway.api = 'no-answer';
    await page.goto('/signin');
    const notice = unreachableNotice(page);
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(notice).toContainText('Still no answer. Please try again in a moment.');

    gateway.api = 'up';
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('note')).toHaveText('Demo store: payments are simulated');
    await expect(notice).toHaveCount(0);
    const form = page.getByRole('form', { name: 'Demo sign-in' });
    await form.getByLabel('Your name').fill('Asha Verma');
    await form.getByLabel('Your e-mail').fill(uniqueEmail());
    await form.getByRole('button', { name: 'Sign in to the demo' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(CATALOGUE.length);
  });
});

test.describe('15. the whole server goes down during a visit (the one process serving the shop)', () => {
  test('a page whose code cannot be fetched says so inside the layout; Try again loads it once the server is back', async ({
    page,
    gateway,
  }) => {
    // Otherwise the app may have loaded the bar's pages when idle, before the server went.
    await savingData(page);
    await page.goto('/');
    await expect(page.locator('#store').getByRole('button', { name: 'Add to Cart' })).toHaveCount(CATALOGUE.length);
    await startApp(page);
    await gateway.stop();
    try {
      await mainNav(page).getByRole('link', { name: 'About', exact: true }).click();
      await expect(heading(page, 'This page could not be loaded')).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        'The shop’s server did not answer. Check your connection, then try again.',
      );
      await expect(mainNav(page)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNothingRaw(page);

      // The catalogue has no layout of its own: the page error takes its place.
      await mainNav(page).getByRole('link', { name: 'Store', exact: true }).click();
      await expect(page).toHaveURL(/\/products$/);
      await expect(heading(page, 'This page could not be loaded')).toBeVisible();
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect(page.locator('#store').getByRole('button', { name: 'Add to Cart' })).toHaveCount(CATALOGUE.length);
      await mainNav(page).getByRole('link', { name: 'About', exact: true }).click();
      await expect(heading(page, 'This page could not be loaded')).toBeVisible();
    } finally {
      await gateway.start();
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(heading(page)).toBeVisible();
    await expect(heading(page, 'This page could not be loaded')).toHaveCount(0);
  });
});

test.describe('15. a part of the page cannot be fetched (the server went away before its code was asked for)', () => {
  test('the footer goes without the seller identity; the page, its bar and its footer stay and work', async ({
    page,
    gateway,
  }) => {
    gateway.refused = /^\/assets\/SellerIdentity-/;
    await page.goto('/');
    await startApp(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms', exact: true })).toBeVisible();
    await expect(page.locator('#store').getByRole('button', { name: 'Add to Cart' })).toHaveCount(CATALOGUE.length);
    await expect(heading(page, 'This page could not be loaded')).toHaveCount(0);
    await expectLayoutNavigates(page);
  });

  test('the menu says it could not be opened, and the page stays', async ({ page, gateway }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    gateway.refused = /^\/assets\/Drawer-/;
    await page.goto('/about');
    await startApp(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'The menu could not be opened: the shop’s server did not answer. Check your connection, then reload the page.',
    );
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(heading(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
