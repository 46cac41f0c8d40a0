import { expect, test } from '@playwright/test';
import { extraPaymentMessage } from '@profit/contract';
import { addFromCatalogue, fillBilling, signIn, storedToken } from './shop';

test.describe('one charge per kit, whatever the shopper does (demo mode, the real backend)', () => {
  test('two tabs paying for the same kit: one order paid, the second payment refunded in full and said so on the profile', async ({
    page,
    context,
    request,
  }) => {
    await signIn(page);
    await addFromCatalogue(page, 5);
    await page.goto('/cart');
    await fillBilling(page);
    // The first tab opens the checkout and leaves it open…
    await page.getByRole('button', { name: /^Pay Now - Rs 499\.00$/ }).click();
    const firstCheckout = page.getByRole('dialog', { name: 'Simulated checkout' });
    await expect(firstCheckout).toBeVisible();

    // …while a second tab of the same session pays for the same cart: the same order.
    const second = await context.newPage();
    await second.goto('/cart');
    await fillBilling(second);
    await second.getByRole('button', { name: /^Pay Now - Rs 499\.00$/ }).click();
    await second
      .getByRole('dialog', { name: 'Simulated checkout' })
      .getByRole('button', { name: /^Pay Rs 499\.00$/ })
      .click();
    await expect(
      second.getByRole('region', { name: 'Notifications' }).getByText('Payment successful! Order placed.'),
    ).toBeVisible();

    // The first tab pays too: a second real payment for an order already paid.
    await firstCheckout.getByRole('button', { name: /^Pay Rs 499\.00$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Simulated checkout' })).toHaveCount(0);

    const token = await storedToken(page);
    const headers = { authorization: `Bearer ${token}` };
    await expect
      .poll(async () => {
        const { orders } = await (await request.get('/api/orders', { headers })).json();
        return orders.map((order: { status: string; extraPayments: { status: string }[] }) => ({
          status: order.status,
          extra: order.extraPayments.map((extra) => extra.status),
        }));
      })
      .toEqual([{ status: 'paid', extra: ['refunded'] }]);

    await page.goto('/profile');
    await expect(page.getByText(extraPaymentMessage(49_900, 'refunded'))).toBeVisible();
  });
});
