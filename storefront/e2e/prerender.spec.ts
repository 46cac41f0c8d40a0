import { expect, test } from '@playwright/test';

/** The pages the build prerenders (scripts/prerender.mjs), with their level-one heading. */
const PAGES = [
  { path: '/', heading: /side hustle/i },
  { path: '/products', heading: /products/i },
  { path: '/signin', heading: /welcome back/i },
];

for (const { path, heading } of PAGES) {
  test(`${path} arrives rendered and is hydrated as it is: same elements, no error, one set of head tags`, async ({
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
    await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
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

test('the home page hydrates its lower sections and its footer when the shopper gets to them, keeping their elements', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  await expect(page.locator('#root[data-hydrated="true"]')).toHaveCount(1);
  /** Whether React has taken the element over (hydrated it): it keeps its fiber on the element. */
  const hydrated = (selector: string) =>
    page.evaluate((s) => {
      const element = document.querySelector(s);
      return element ? Object.keys(element).some((key) => key.startsWith('__reactFiber')) : null;
    }, selector);
  expect(await hydrated('#hero-title')).toBe(true);
  expect(await hydrated('#store')).toBe(false);
  expect(await hydrated('#root footer')).toBe(false);
  await page.evaluate(() => Object.assign(window, { serverStore: document.getElementById('store') }));

  await page.locator('#store').scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated('#store')).toBe(true);
  expect(
    await page.evaluate(() => document.getElementById('store') === (window as { serverStore?: Element }).serverStore),
  ).toBe(true);
  expect(await hydrated('#root footer')).toBe(false);
  await page.locator('#root footer').scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated('#root footer')).toBe(true);
  expect(problems).toEqual([]);
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
});
