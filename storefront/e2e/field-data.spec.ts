import { expect, test } from '@playwright/test';
import { ADMIN_API_PATHS, API_PATHS, AdminVitalsSchema } from '@profit/contract';
import { startApp, storedToken } from './shop';

test('a sampled visit sends its figures once, when the page is first hidden, and the owner’s console gets them', async ({
  page,
  browser,
}) => {
  // Sampled: the draw that decides is the page's first Math.random().
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  // The beacon's body is a Blob, which Playwright does not show: its answer and the console tell.
  const beacons: number[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().endsWith(`/api${API_PATHS.vitals}`))
      void request.response().then((response) => beacons.push(response!.status()));
  });
  const measuring = page.waitForResponse(/\/assets\/reportVitals-[\w-]+\.js$/);
  await page.goto('/products');
  await measuring;
  // A shopper types once the page is painted: on a busy machine the key press that starts the app
  // could come before the page's largest paint, and a visit whose first input comes first has no LCP.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver((_entries, observer) => {
          observer.disconnect();
          resolve();
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  await startApp(page);
  await page.getByRole('searchbox', { name: 'Search products' }).fill('crm');
  expect(beacons).toEqual([]);
  // The shopper switches to another tab (headless Chromium keeps its pages visible, so the page is
  // told so as the browser would tell it), then back and away again: one beacon.
  const hide = () =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
  await hide();
  await expect.poll(() => beacons.length).toBe(1);
  await hide();
  await page.goto('/about');
  expect(beacons).toEqual([202]);

  const owner = await browser.newPage();
  await owner.goto('/admin');
  await expect(owner).toHaveURL(/\/signin$/);
  await owner
    .getByRole('form', { name: 'Demo sign-in' })
    .getByRole('button', { name: 'Sign in as the shop owner' })
    .click();
  await expect(owner).toHaveURL(/\/admin$/);
  const answer = await owner.request.get(`/api${ADMIN_API_PATHS.adminVitals}`, {
    headers: { authorization: `Bearer ${await storedToken(owner)}` },
  });
  const today = AdminVitalsSchema.parse(await answer.json()).periods[0]!;
  const row = today.rows.find((candidate) => candidate.page === '/products' && candidate.device === 'computer');
  expect(row?.visits).toBeGreaterThanOrEqual(1);
  expect(row?.p75.TTFB).toEqual(expect.any(Number));
  expect(row?.p75.LCP).toEqual(expect.any(Number));
});

test('a visit not sampled fetches no measuring code and sends nothing', async ({ page }) => {
  await page.addInitScript(() => {
    Math.random = () => 0.999;
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/products');
  await startApp(page);
  await page.goto('/about');
  await startApp(page);
  expect(requests.filter((path) => path.includes('reportVitals') || path === `/api${API_PATHS.vitals}`)).toEqual([]);
});
