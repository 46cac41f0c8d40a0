import { expect, type Page } from '@playwright/test';
import { API_PATHS } from '@profit/contract';
import { PRERENDERED_PAGE_ID } from '../src/boot/prerenderedPage';

/** Signs in with the demo sign-in of the sign-in page; lands on the catalogue (or where the gate sent the shopper from). */
export async function signIn(page: Page, landing: RegExp = /\/products$/) {
  if (!page.url().includes('/signin')) await page.goto('/signin');
  const form = page.getByRole('form', { name: 'Demo sign-in' });
  await form.getByLabel('Your name').fill('Asha Verma');
  await form.getByLabel('Your e-mail').fill(uniqueEmail());
  await form.getByRole('button', { name: 'Sign in to the demo' }).click();
  await expect(page).toHaveURL(landing);
}

/** A new shopper each time, so orders never mix between journeys. */
export const uniqueEmail = () => `asha.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;

/** The floating cart button: its name carries the count (`Cart, empty`, `Cart, 2 items`). */
export const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart,/ });

/** Adds the catalogue's nth product from /products. */
export async function addFromCatalogue(page: Page, index = 0) {
  await page.getByRole('button', { name: 'Add to Cart' }).nth(index).waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).nth(index).click();
}

/**
 * Fills the cart page's billing form as a first purchase needs it (the name comes from the
 * account): a state or union territory and a PIN code.
 */
export async function fillBilling(page: Page, { state = 'Maharashtra', pinCode = '411045' } = {}) {
  await page.getByRole('combobox', { name: 'State or union territory' }).selectOption({ label: state });
  await page.getByRole('textbox', { name: 'PIN code' }).fill(pinCode);
}

/** The session as stored by the shop (the original product's keys). */
export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/**
 * The shopper has asked the browser to save data: the app loads no page's code ahead of the
 * shopper reaching for its link (`usePreloadLinkedPages`), so a press fetches it, and a test can
 * make that fetch fail.
 */
export async function savingData(page: Page) {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) }),
  );
}

/** The app has taken a prerendered page over: it starts at the shopper's first use (here a key). */
export async function startApp(page: Page) {
  await page.keyboard.press('Shift');
  await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
}

/**
 * The prerendered page has fetched what the app needs to start (its chunks, one prefetch a task
 * once the page is loaded and painted, and the shop's configuration) and not started it. Waits on
 * those fetches themselves: a quiet network for 500 ms (`networkidle`) came before a late prefetch
 * on a busy machine. No chunk was asked for before the page's first paint.
 */
export async function appFetchedNotStarted(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        ({ pageDataId, configPath }) => {
          const { chunks = [] } = JSON.parse(document.getElementById(pageDataId)?.textContent ?? '{}') as {
            chunks?: string[];
          };
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const pathOf = (entry: PerformanceEntry) => new URL(entry.name).pathname;
          const fetched = new Set(resources.filter((entry) => entry.responseEnd > 0).map(pathOf));
          const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
          const askedEarly = resources.filter(
            (entry) => chunks.includes(pathOf(entry)) && entry.startTime < firstPaint,
          );
          if (askedEarly.length > 0)
            return `asked for before the first paint: ${askedEarly.map((entry) => entry.name)}`;
          return chunks.length > 0 && [...chunks, configPath].every((path) => fetched.has(path));
        },
        { pageDataId: PRERENDERED_PAGE_ID, configPath: `/api${API_PATHS.config}` },
      ),
    )
    .toBe(true);
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
}

/** The bar's main navigation. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The page's one level-one heading (named `name`, when given). */
export const heading = (page: Page, name?: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The app's code, and the checks the newsletter and the demo sign-in load on first use. */
export const APP_CODE = /\/assets\/app-[\w-]+\.js$/;
export const FORM_CHECKS_CODE = /\/assets\/ContractFormEngine-[\w-]+\.js$/;

/**
 * Holds the files matching `code` back (routing also keeps them out of the HTTP cache) until the
 * returned function is called: what the shopper does meanwhile happens before they have arrived.
 */
export async function holdCode(page: Page, code: RegExp): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(code, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the app's code back until the returned function is called: the app has not started meanwhile. */
export const holdAppCode = (page: Page) => holdCode(page, APP_CODE);
