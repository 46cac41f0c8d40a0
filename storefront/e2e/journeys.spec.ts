import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { SUBSCRIPTION_MESSAGES } from '@profit/contract';
import { addFromCatalogue, cartButton, fillBilling, signIn, storedToken } from './shop';

test.describe('the shopper against the real backend (demo mode)', () => {
  test('1. a guest browses home, the store grid and /products; Add to Cart sends them to /signin', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const store = page.locator('#store');
    await expect(store.getByRole('button', { name: 'Add to Cart' })).toHaveCount(8);
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Our Products' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await addFromCatalogue(page);
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('2. demo sign-in lands on /products; search narrows and clears; adding shows the recommendations; the badge counts', async ({
    page,
  }) => {
    await signIn(page);
    const search = page.getByRole('searchbox', { name: 'Search products' }).or(page.getByLabel('Search products'));
    await search.first().fill('crm');
    await expect(page.getByText('1 product(s) found for "crm"')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Starter CRM for Notion' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Instagram Growth Playbook' })).toBeHidden();
    await page.getByRole('button', { name: 'Clear the search box' }).click();
    await expect(page.getByRole('heading', { name: 'Instagram Growth Playbook' })).toBeVisible();
    await addFromCatalogue(page, 0);
    await expect(page.getByText(/Customers who bought ".+" also bought:/)).toBeVisible();
    await addFromCatalogue(page, 1);
    await page.goto('/');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
  });

  test('3. the cart panel and the cart page agree; Remove works; a reload keeps the cart', async ({ page }) => {
    await signIn(page);
    await addFromCatalogue(page, 0);
    await addFromCatalogue(page, 2);
    await page.goto('/');
    await cartButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Your cart' });
    await expect(panel.getByLabel('Total')).toContainText('998.00');
    await panel
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    await expect(panel.getByLabel('Total')).toContainText('499.00');
    await page.keyboard.press('Escape');
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay Now - Rs 499\.00$/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: /^Pay Now - Rs 499\.00$/ })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Remove/ })
      .first()
      .click();
    await expect(page.getByText('Your cart feels lonely')).toBeVisible();
  });

  test('4. paying through the simulated checkout places the order, empties the cart, and opens the download', async ({
    page,
    request,
  }) => {
    await signIn(page);
    await addFromCatalogue(page, 3);
    await page.goto('/cart');
    await fillBilling(page);
    await page.getByRole('button', { name: /^Pay Now - Rs 499\.00$/ }).click();
    const checkout = page.getByRole('dialog', { name: 'Simulated checkout' });
    await checkout.getByRole('button', { name: /^Pay Rs 499\.00$/ }).click();
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Payment successful! Order placed.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay Now/ })).toHaveCount(0);
    const token = await storedToken(page);
    const orders = await (await request.get('/api/orders', { headers: { authorization: `Bearer ${token}` } })).json();
    expect(orders.orders[0]).toMatchObject({ status: 'paid', amount: 49900 });
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: /^Download / })
      .or(page.getByRole('link', { name: /^Download / }))
      .first()
      .click();
    // The kit's PDF guide, made at build time and stamped with the buyer at download.
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile((await file.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('5. a declined and a dismissed payment keep the cart and say so', async ({ page }) => {
    await signIn(page);
    await addFromCatalogue(page, 4);
    await page.goto('/cart');
    await fillBilling(page);
    const pay = page.getByRole('button', { name: /^Pay Now - Rs 499\.00$/ });
    await pay.click();
    await page
      .getByRole('dialog', { name: 'Simulated checkout' })
      .getByRole('button', { name: 'Decline payment' })
      .click();
    await expect(page.getByText(/^Payment failed: /).first()).toBeVisible();
    await expect(pay).toBeEnabled();
    await pay.click();
    // The checkout opens once the order exists: dismiss it only when it is there.
    await expect(page.getByRole('dialog', { name: 'Simulated checkout' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Simulated checkout' })).toHaveCount(0);
    await expect(pay).toBeEnabled();
    await expect(page.getByRole('main').getByRole('button', { name: /^Remove/ })).toHaveCount(1);
  });

  test('6. a session revoked on the server mid-visit sends the shopper to /signin with the session cleared', async ({
    page,
    request,
  }) => {
    await signIn(page);
    await addFromCatalogue(page, 0);
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    // Still on the page, no reload: the next call the shop makes is answered 401.
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await cartButton(page).click();
    await page.getByRole('dialog', { name: 'Your cart' }).getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('7. subscribing asks for a confirmation by e-mail, answering the same for an address already known; a link the shop never sent confirms nothing', async ({
    page,
  }) => {
    await page.goto('/');
    const email = `asha.${Date.now()}@example.in`;
    const hero = page.getByRole('form').filter({ has: page.getByRole('button', { name: 'Start Earning Now' }) });
    const field = hero.getByRole('textbox');
    await field.fill(email);
    await hero.getByRole('button', { name: 'Start Earning Now' }).click();
    // Each answer is a notice of its own in the notifications region (the first may still show).
    const notices = page.getByRole('region', { name: 'Notifications' });
    await expect(notices.getByText(SUBSCRIPTION_MESSAGES.checkInbox)).toHaveCount(1);
    await field.fill(email);
    await hero.getByRole('button', { name: 'Start Earning Now' }).click();
    await expect(notices.getByText(SUBSCRIPTION_MESSAGES.checkInbox).last()).toBeVisible();
    await page.goto('/newsletter/confirm#never-sent-token-0123456789abcdef');
    await expect(page).toHaveTitle('Confirm your subscription | Profit');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('alert').getByText(SUBSCRIPTION_MESSAGES.linkInvalid)).toBeVisible();
    await page.goto('/newsletter/unsubscribe');
    await expect(page.getByRole('alert').getByText(SUBSCRIPTION_MESSAGES.linkInvalid)).toBeVisible();
  });
});
