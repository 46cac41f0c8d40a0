import { expect, test, type Page } from '@playwright/test';
import { ADMIN_MESSAGES, DEMO_SHOP_OWNER } from '@profit/contract';
import { addFromCatalogue, fillBilling, signIn, storedToken } from './shop';

const NOT_FOUND = 'This page does not exist';

/** A shopper who has paid for one product through the simulated checkout: their e-mail and session token. */
async function shopperWithAPaidOrder(page: Page): Promise<{ email: string; token: string }> {
  await signIn(page);
  await addFromCatalogue(page, 3);
  await page.goto('/cart');
  await fillBilling(page);
  await page.getByRole('button', { name: /^Pay Now - Rs 499\.00$/ }).click();
  await page
    .getByRole('dialog', { name: 'Simulated checkout' })
    .getByRole('button', { name: /^Pay Rs 499\.00$/ })
    .click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('Payment successful! Order placed.'),
  ).toBeVisible();
  const token = (await storedToken(page))!;
  const profile = await (
    await page.request.get('/api/auth/profile', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  return { email: profile.user.email as string, token };
}

/** Signs in as the demo's shop owner from the sign-in page, coming back to the console's overview, then opens Orders. */
async function ownerSignsIn(page: Page) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/signin$/);
  await page
    .getByRole('form', { name: 'Demo sign-in' })
    .getByRole('button', { name: 'Sign in as the shop owner' })
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}

test.describe('the merchant console against the real backend (demo mode)', () => {
  test('a shopper at /admin sees Not Found, and no merchant data reaches the browser', async ({ page }) => {
    await signIn(page);
    const consoleAnswers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/admin')) consoleAnswers.push(response.status());
    });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    expect(consoleAnswers).toEqual([]);
    // Asked directly, the server refuses the shopper too.
    const token = await storedToken(page);
    const refused = await page.request.get('/api/admin/orders', { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'FORBIDDEN', message: ADMIN_MESSAGES.merchantsOnly });
  });

  test("the owner finds a shopper's order by e-mail and refunds it with the keyboard alone; the download is then refused", async ({
    page,
    browser,
  }) => {
    const shopper = await shopperWithAPaidOrder(page);
    const owner = await browser.newPage();
    await ownerSignsIn(owner);
    expect(
      await (
        await owner.request.get('/api/auth/profile', {
          headers: { authorization: `Bearer ${await storedToken(owner)}` },
        })
      ).json(),
    ).toMatchObject({ user: { email: DEMO_SHOP_OWNER.email }, merchant: true });

    // Search by the shopper's e-mail, with the keyboard.
    await owner.getByRole('searchbox', { name: 'Search' }).focus();
    await owner.keyboard.type(shopper.email);
    await owner.keyboard.press('Enter');
    const orders = owner.getByRole('list', { name: 'Orders' });
    await expect(orders.getByRole('listitem')).toHaveCount(1);
    await orders.getByRole('link').focus();
    await owner.keyboard.press('Enter');
    await expect(owner).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);

    // The refund: reason, Refund, then Yes — keys only.
    await owner.getByRole('textbox', { name: 'Reason' }).focus();
    await owner.keyboard.type('Asked within the 30-day guarantee');
    await owner.keyboard.press('Tab');
    await expect(owner.getByRole('button', { name: 'Refund Rs 499.00' })).toBeFocused();
    await owner.keyboard.press('Enter');
    await expect(owner.getByRole('button', { name: 'Yes, refund Rs 499.00' })).toBeFocused();
    await owner.keyboard.press('Enter');
    await expect(owner.getByText('Rs 499.00 refunded', { exact: true })).toBeVisible();
    await expect(owner.getByText('Every line of this order is refunded.')).toBeVisible();

    // The shopper's download is refused now.
    const library = await (
      await page.request.get('/api/library', { headers: { authorization: `Bearer ${shopper.token}` } })
    ).json();
    expect(library.items).toEqual([]);
    const orderList = await (
      await page.request.get('/api/orders', { headers: { authorization: `Bearer ${shopper.token}` } })
    ).json();
    expect(orderList.orders[0]).toMatchObject({ status: 'refunded', amountRefunded: 49900 });
    const productId = orderList.orders[0].lines[0].productId as string;
    const download = await page.request.get(`/api/library/${productId}/download`, {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(download.status()).toBe(403);
    await owner.close();
  });

  test('the owner erases a customer with the keyboard: their session ends at once, the invoice stays as issued', async ({
    page,
    browser,
  }) => {
    const shopper = await shopperWithAPaidOrder(page);
    const owner = await browser.newPage();
    await ownerSignsIn(owner);
    await owner.getByRole('link', { name: 'Customers' }).click();
    await owner.getByRole('searchbox', { name: 'Search' }).fill(shopper.email);
    await owner.keyboard.press('Enter');
    const customers = owner.getByRole('list', { name: 'Customers' });
    await expect(customers.getByRole('listitem')).toHaveCount(1);
    await customers.getByRole('link').click();
    await expect(owner.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
    const orderHref = (await owner.getByRole('list', { name: 'Orders' }).getByRole('link').getAttribute('href'))!;

    await owner.getByRole('button', { name: 'Erase this customer…' }).focus();
    await owner.keyboard.press('Enter');
    await expect(owner.getByRole('textbox', { name: 'Type their e-mail to confirm' })).toBeFocused();
    await owner.keyboard.type(shopper.email);
    await owner.keyboard.press('Tab');
    await expect(owner.getByRole('button', { name: 'Erase their personal data' })).toBeFocused();
    await owner.keyboard.press('Enter');
    await expect(owner.getByText('This customer is erased')).toBeVisible();
    await expect(owner.getByRole('heading', { level: 1, name: 'Erased customer' })).toBeVisible();

    // The shopper's session is refused at once.
    const profile = await page.request.get('/api/auth/profile', {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(profile.status()).toBe(401);
    // The invoice is still there for the shop's books.
    const ownerToken = await storedToken(owner);
    const invoice = await owner.request.get(`/api${orderHref}/invoice.pdf`, {
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect(invoice.status()).toBe(200);
    await owner.close();
  });
});
