import { expect, test } from '@playwright/test';
import { addFromCatalogue, cartButton, fillBilling, signIn } from './shop';

test.describe('10. mock mode (npm run demo’s build): MSW answers in the browser, no backend', () => {
  test('the mode is labelled and a guest is sent to sign in to buy', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(/Preview store/).first()).toBeVisible();
    await expect(page.locator('#store').getByRole('button', { name: 'Add to Cart' })).toHaveCount(8);
    await page.goto('/products');
    await expect(page.getByText(/Preview store/).first()).toBeVisible();
    await addFromCatalogue(page);
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('sign in, search, add, and pay through the simulated checkout', async ({ page }) => {
    await signIn(page);
    await page.getByLabel('Search products').first().fill('crm');
    await expect(page.getByText('1 product(s) found for "crm"')).toBeVisible();
    await page.getByRole('button', { name: 'Clear the search box' }).click();
    // The whole catalogue back before pressing its first Add to Cart (else the press may land on
    // the one product the search had left).
    await expect(page.getByRole('heading', { name: 'Instagram Growth Playbook' })).toBeVisible();
    await addFromCatalogue(page, 0);
    await expect(page.getByText(/Customers who bought ".+" also bought:/)).toBeVisible();
    // In-app navigation only: MSW's in-memory backend starts afresh on every page load.
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await cartButton(page).click();
    await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'View Full Cart' }).click();
    await fillBilling(page);
    await page.getByRole('button', { name: /^Pay Now - Rs 499\.00$/ }).click();
    await page
      .getByRole('dialog', { name: 'Simulated checkout' })
      .getByRole('button', { name: /^Pay Rs/ })
      .click();
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Payment successful! Order placed.'),
    ).toBeVisible();
  });
});
