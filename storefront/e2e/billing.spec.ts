import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { BILLING_MESSAGES, OrderListResponseSchema } from '@profit/contract';
import { addFromCatalogue, cartButton, signIn, startApp, storedToken } from './shop';

test.describe('11. billing details, the GST invoice and the orders list against the real backend (demo mode)', () => {
  // The prerendered sign-in page is taken over by the app first: a name typed before would be lost.
  test.beforeEach(async ({ page }) => {
    await page.goto('/signin');
    await startApp(page);
  });

  test('a demo shopper gives billing details (a bad PIN refused first, no order made), pays, and downloads the tax invoice', async ({
    page,
    request,
  }) => {
    await signIn(page);
    await addFromCatalogue(page, 5);
    await page.goto('/cart');
    const billing = page.getByRole('region', { name: 'Billing details' });
    await expect(billing.getByText('These details are printed on your GST tax invoice.')).toBeVisible();
    await expect(billing.getByRole('textbox', { name: 'Full name' })).toHaveValue('Asha Verma');
    await billing.getByRole('combobox', { name: 'State or union territory' }).selectOption({ label: 'Karnataka' });
    const pin = billing.getByRole('textbox', { name: 'PIN code' });
    await pin.fill('012345');
    const pay = page.getByRole('button', { name: /^Pay Now - Rs 499\.00$/ });
    await pay.click();
    await expect(pin).toBeFocused();
    await expect(pin).toHaveAccessibleDescription(BILLING_MESSAGES.pinCode);
    await expect(page.getByRole('dialog', { name: 'Simulated checkout' })).toHaveCount(0);
    const token = await storedToken(page);
    const ordersOf = async () =>
      OrderListResponseSchema.parse(
        await (await request.get('/api/orders', { headers: { authorization: `Bearer ${token}` } })).json(),
      ).orders;
    expect(await ordersOf()).toEqual([]);

    await pin.fill('560001');
    await pay.click();
    await page
      .getByRole('dialog', { name: 'Simulated checkout' })
      .getByRole('button', { name: /^Pay Rs 499\.00$/ })
      .click();
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Payment successful! Order placed.'),
    ).toBeVisible();
    const [order] = await ordersOf();
    expect(order).toMatchObject({
      status: 'paid',
      billing: { name: 'Asha Verma', state: '29', pinCode: '560001', gstin: null },
      documents: { invoiceNumber: expect.stringMatching(/^PRF\/\d\d-\d\d\/\d{6}$/) },
    });

    await page.goto('/profile');
    const invoice = page.getByRole('button', { name: `Tax invoice ${order!.documents.invoiceNumber} (PDF)` });
    const downloading = page.waitForEvent('download');
    await invoice.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The next checkout starts from these details.
    await page.goto('/products');
    await addFromCatalogue(page, 6);
    // A press made before the page's app has started is carried out once it has: wait for it, or
    // the next address would leave the page with the press still held.
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    await page.goto('/cart');
    await expect(page.getByRole('textbox', { name: 'PIN code' })).toHaveValue('560001');
    await expect(page.getByRole('combobox', { name: 'State or union territory' })).toHaveValue('29');
  });

  test('a checkout closed before paying reads "Not completed" with its short number, can be hidden, and stays hidden after a reload', async ({
    page,
  }) => {
    await signIn(page);
    await addFromCatalogue(page, 7);
    await page.goto('/cart');
    await page.getByRole('combobox', { name: 'State or union territory' }).selectOption({ label: 'Delhi' });
    await page.getByRole('textbox', { name: 'PIN code' }).fill('110001');
    await page.getByRole('button', { name: /^Pay Now - Rs 499\.00$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Simulated checkout' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Simulated checkout' })).toHaveCount(0);

    await page.goto('/profile');
    const orders = page.getByRole('list', { name: 'Latest orders' });
    await expect(orders.getByText('Not completed')).toBeVisible();
    await expect(orders.getByText('Pending')).toHaveCount(0);
    await expect(orders.getByText(/^Order #[0-9A-F]{8} · /)).toBeVisible();
    await orders.getByRole('button', { name: /^Hide order #[0-9A-F]{8}$/ }).click();
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  });
});
