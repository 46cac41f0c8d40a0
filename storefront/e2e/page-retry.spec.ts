import { expect, test } from '@playwright/test';
import { heading, mainNav, savingData, startApp } from './shop';

/**
 * A browser may keep a failed fetch of a page's code for the life of the document (Chromium 150
 * keeps a failed dynamic import in its module map; 156 fetches again): then Try again fails
 * again though the server answers, and only a fresh document loads the page. Playwright's request
 * interception plays that browser here, failing the page's chunk for the first load and the retry,
 * whatever browser runs the test; the server is up all along.
 */
test('Try again loads the page afresh when its code fails again while the server answers', async ({ page }) => {
  // Otherwise the app may have loaded the bar's pages when idle, before the refusal is in place.
  await savingData(page);
  await page.goto('/');
  await startApp(page);
  // Refused until a fresh document asks for the page: every load of the first document fails, as
  // in such a browser (the pointer over the link already asks for the page's code once).
  let refused = 0;
  let freshDocument = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/about') freshDocument = true;
  });
  await page.route(/\/assets\/AboutPage-[\w-]+\.js$/, async (route) => {
    if (freshDocument) return route.continue();
    refused += 1;
    return route.abort('connectionrefused');
  });
  await page.evaluate(() => Object.assign(window, { firstDocument: true }));

  await mainNav(page).getByRole('link', { name: 'About', exact: true }).click();
  await expect(heading(page, 'This page could not be loaded')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();

  await expect(page).toHaveURL(/\/about$/);
  await expect(heading(page)).toBeVisible();
  await expect(heading(page, 'This page could not be loaded')).toHaveCount(0);
  // The click's load failed, and Try again's (a browser that keeps the failure does not ask again)
  // before the page was loaded afresh.
  expect(refused).toBeGreaterThanOrEqual(1);
  // A fresh document: the first one's marker is gone.
  expect(await page.evaluate(() => 'firstDocument' in window)).toBe(false);
});
