import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './shop';

/** Presses Tab until the focused element matches, as a keyboard-only shopper would. */
async function tabTo(page: Page, matches: (element: { name: string; role: string }) => boolean, limit = 120) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return {
        name: (element?.getAttribute('aria-label') ?? element?.innerText ?? '').trim(),
        role: element?.tagName.toLowerCase() ?? '',
      };
    });
    if (matches(focused)) return;
  }
  throw new Error('The control was never reached with Tab.');
}

test.describe('9. the whole purchase with the keyboard alone, at a 375 px wide viewport', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('signs in, adds, pays and sees the order placed without a mouse', async ({ page }) => {
    await page.goto('/signin');
    await tabTo(page, ({ role }) => role === 'input');
    await page.keyboard.type('Asha Verma');
    await page.keyboard.press('Tab');
    await page.keyboard.type(uniqueEmail());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products$/);
    // Tabbing starts once the catalogue has arrived (else the presses run past where it will be).
    await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
    await tabTo(page, ({ name }) => name === 'Add to Cart');
    await page.keyboard.press('Enter');
    await page.goto('/cart');
    const state = page.getByRole('combobox', { name: 'State or union territory' });
    await expect(state).toBeVisible();
    // The billing form before Pay: the name comes from the account; a state and a PIN. The state
    // is chosen by its initial, pressed twice (Madhya Pradesh, then Maharashtra): typing the name
    // relied on the browser's one-second type-ahead window, which a busy machine overran.
    await tabTo(page, ({ role }) => role === 'select');
    await page.keyboard.press('m');
    await page.keyboard.press('m');
    await expect(state).toHaveValue('27');
    await page.keyboard.press('Tab');
    await page.keyboard.type('411045');
    await tabTo(page, ({ name }) => name.startsWith('Pay Now'));
    await page.keyboard.press('Enter');
    const checkout = page.getByRole('dialog', { name: 'Simulated checkout' });
    await expect(checkout).toBeVisible();
    await tabTo(page, ({ name }) => /^Pay Rs/.test(name), 10);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Payment successful! Order placed.'),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
