import { expect, test } from '@playwright/test';

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
});
