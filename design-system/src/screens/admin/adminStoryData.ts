import { CATALOGUE, ORDER_STATUSES, type OrderStatus } from '@profit/contract';
import { mockDb } from '../../mocks';

const SHOPPERS = [
  ['Rohan Iyer', 'rohan@example.in'],
  ['Kavya Nair', 'kavya@example.in'],
  ['Imran Shaikh', 'imran@example.in'],
  ['Neha Gupta', 'neha@example.in'],
] as const;

const PAID_LIKE: readonly OrderStatus[] = ['paid', 'partially_refunded', 'refunded'];

/**
 * `count` orders of four shoppers, one of each state in turn, a day apart (newest first from 26 Nov
 * 2026), beside the mock store's seed order: the console's many-rows stories.
 */
export function seedShopOrders(count: number) {
  const shoppers = SHOPPERS.map(([name, email]) => mockDb.upsertUser(name, email));
  for (let index = 0; index < count; index++) {
    const status = ORDER_STATUSES[index % ORDER_STATUSES.length]!;
    const products = [
      CATALOGUE[index % CATALOGUE.length]!,
      ...(index % 3 === 0 ? [CATALOGUE[(index + 4) % CATALOGUE.length]!] : []),
    ];
    const amount = products.reduce((sum, product) => sum + product.price, 0);
    const paid = PAID_LIKE.includes(status);
    const at = new Date(Date.UTC(2026, 10, 26, 9, 30) - index * 86_400_000).toISOString();
    mockDb.addOrder({
      id: `ord_shop_${String(index).padStart(3, '0')}`,
      userId: shoppers[index % shoppers.length]!.id,
      status,
      amount,
      currency: 'INR',
      providerOrderId: `order_sim_shop_${index}`,
      paymentId: status === 'created' ? null : `pay_sim_shop_${index}`,
      failure: null,
      amountRefunded: status === 'refunded' ? amount : status === 'partially_refunded' ? products[0]!.price : 0,
      createdAt: at,
      paidAt: paid ? at : null,
      lines: products.map((product) => ({ productId: product.id, title: product.title, price: product.price })),
      extraPayments: [],
      refunds: [],
      billing: null,
      documents: { invoiceNumber: paid ? `PRF/26-27/${String(100 + index).padStart(6, '0')}` : null, creditNotes: [] },
    });
  }
  return {};
}

const FIRST_NAMES = ['Aarav', 'Diya', 'Vihaan', 'Ananya', 'Ishaan', 'Saanvi', 'Kabir', 'Meher'] as const;

/** `count` more people who signed in without buying (the customers' many-rows stories). */
export function seedCustomers(count: number) {
  for (let index = 0; index < count; index++) {
    const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
    mockDb.upsertUser(`${first} Customer ${index + 1}`, `${first.toLowerCase()}.${index + 1}@example.in`);
  }
  return {};
}
