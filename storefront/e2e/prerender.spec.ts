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
