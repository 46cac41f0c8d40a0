import { CATALOGUE } from '@profit/contract';
import { mockDb } from '../../../mocks';
import { seedMerchantRefunds } from '../../../mocks/admin';

const DAY_MS = 86_400_000;

/**
 * A month of trade before the story's now (15 Jan 2026 under test): `perDay` paid orders a day
 * (fewer at weekends), an unpaid checkout every other day and a refund every fifth day.
 */
export function seedMonthOfTrade(perDay = 3) {
  const shopper = mockDb.upsertUser('Rohan Iyer', 'rohan@example.in');
  const now = Date.now();
  for (let daysAgo = 0; daysAgo < 30; daysAgo++) {
    const count = Math.max(1, perDay - (daysAgo % 7 < 2 ? 2 : 0) + (daysAgo % 3));
    for (let index = 0; index < count + (daysAgo % 2); index++) {
      const product = CATALOGUE[(daysAgo + index) % CATALOGUE.length]!;
      const at = new Date(now - daysAgo * DAY_MS - index * 60_000).toISOString();
      const paid = index < count;
      const id = `ord_trade_${daysAgo}_${index}`;
      mockDb.addOrder({
        id,
        userId: shopper.id,
        status: paid ? 'paid' : 'created',
        amount: product.price,
        currency: 'INR',
        providerOrderId: `order_sim_${id}`,
        paymentId: paid ? `pay_sim_${id}` : null,
        failure: null,
        amountRefunded: 0,
        createdAt: at,
        paidAt: paid ? at : null,
        lines: [{ productId: product.id, title: product.title, price: product.price }],
        extraPayments: [],
        refunds: [],
        billing: null,
        documents: { invoiceNumber: paid ? mockDb.nextInvoiceNumber() : null, creditNotes: [] },
      });
      if (paid && index === 0 && daysAgo % 5 === 2)
        seedMerchantRefunds(id, [
          {
            id: `00000000-0000-4000-9100-${String(daysAgo).padStart(12, '0')}`,
            amount: product.price,
            reason: 'merchant',
            status: 'processed',
            productIds: [product.id],
            note: 'Asked within the 30-day guarantee',
            requestedBy: 'owner@profit.demo',
            providerRefundId: `rfnd_sim_${daysAgo}`,
            createdAt: at,
          },
        ]);
    }
  }
  return {};
}
