import { expect, test } from '@playwright/test';
import { startApp } from './shop';

test.describe('the store on a phone (375 px, touch)', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test('a store card shows its price once, with its details always open below the summary', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('#store').getByRole('article', { name: 'Instagram Growth Playbook' });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('button', { name: 'Add to Cart: Instagram Growth Playbook' })).toBeVisible();
    const visiblePrices = await card
      .getByText(/Rs 499\.00/)
      .evaluateAll((elements) => elements.filter((element) => (element as HTMLElement).offsetParent !== null).length);
    expect(visiblePrices).toBe(1);
  });

  test('scrolled, the bar turns compact and the cart button stays level with the menu button', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 1500);
    const bar = page.getByRole('banner');
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await expect(async () => {
      const menu = await page.getByRole('button', { name: 'Menu' }).boundingBox();
      const cart = await page.getByRole('button', { name: /^Cart,/ }).boundingBox();
      expect(Math.abs(menu!.y + menu!.height / 2 - (cart!.y + cart!.height / 2))).toBeLessThan(2);
    }).toPass();
    // The demo label is a strip above the bar: nothing of the page is under it.
    const label = await page.getByRole('note').boundingBox();
    expect(label!.y).toBe(0);
  });
});

test.describe('the store on a computer (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a page the app renders after it starts keeps its wide layout, its width conditions nested in their rules', async ({
    page,
  }) => {
    await page.goto('/');
    await startApp(page);
    await page.locator('main a[href^="/products/"]').first().click();
    const heading = page.getByRole('heading', { level: 1, name: 'Instagram Growth Playbook' });
    await expect(heading).toBeVisible();
    // Side by side from 1,024 px: the preview on the left, the heading and price on the right.
    const preview = await page.getByRole('main').getByRole('img').first().boundingBox();
    const title = await heading.boundingBox();
    expect(title!.x).toBeGreaterThan(preview!.x + preview!.width);
    // The product page's styles were added after the start: a condition inside its style rule,
    // not a top-level @media rule (which makes Chromium restyle the whole page).
    const nestedConditions = await page.evaluate(
      () =>
        [...document.querySelectorAll('style[data-styled]')]
          .flatMap((style) => [...((style as HTMLStyleElement).sheet?.cssRules ?? [])])
          .filter(
            (rule) => rule instanceof CSSStyleRule && [...rule.cssRules].some((inner) => inner instanceof CSSMediaRule),
          ).length,
    );
    expect(nestedConditions).toBeGreaterThan(0);
  });
});
