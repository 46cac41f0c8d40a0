import { expect, test } from '@playwright/test';
import { Gateway } from './gateway';
import { appFetchedNotStarted, heading, mainNav } from './shop';

/**
 * A prerendered page fetches the app once it has loaded and runs it at the shopper's first use
 * (src/main.tsx). These journeys go through a real reverse proxy in front of the backend
 * (`gateway.ts`), so the whole shop can go away between the page's load and that first use.
 */

// Playwright's trace recording fetches past the browser's HTTP cache, which is where the page put
// the app: with it, these journeys would test the recorder, not the shop.
test.use({ trace: 'off' });

test('the whole server goes down before the first use: the app starts from what the page fetched, and says the next page could not be loaded', async ({
  page,
}) => {
  const gateway = new Gateway(new URL(`http://127.0.0.1:${process.env.E2E_SHOP_PORT}`));
  await gateway.start();
  try {
    await page.goto(`${gateway.url}/`);
    await appFetchedNotStarted(page);
    await gateway.stop();
    await mainNav(page).getByRole('link', { name: 'About', exact: true }).click();
    await expect(heading(page, 'This page could not be loaded')).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    await expect(mainNav(page)).toBeVisible();
  } finally {
    await gateway.stop();
  }
});
