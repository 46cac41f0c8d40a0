import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AdminOverviewSchema, CATALOGUE, type AdminOverview } from '@profit/contract';
import { sql } from 'drizzle-orm';
import { buyAndPay, cartOf, createOrder, startCheckoutApp } from './support/checkout.js';
import { describeOnPostgres, type DatabaseKind, type TestApp } from './support/test-app.js';
import { createSignedInUser, type TestUser } from './support/users.js';

const OWNER = 'owner@shop.example';
const [DASHBOARD, PLAYBOOK, TEMPLATES] = [CATALOGUE[0]!, CATALOGUE[1]!, CATALOGUE[2]!];

/** India's day `daysAgo` days before today, YYYY-MM-DD. */
function indianDay(daysAgo: number): string {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  return new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * 86_400_000).toISOString().slice(0, 10);
}
/** An instant of an India day, e.g. `at(3, '12:00')`. */
const at = (daysAgo: number, time: string) => `${indianDay(daysAgo)}T${time}:00+05:30`;

function adminOverviewSuite(kind: DatabaseKind) {
  let test: TestApp;
  let owner: TestUser;

  /** A shopper's order of these products, paid (and started) at `when`. */
  const paidAt = async (productIds: string[], when: string) => {
    const shopper = await createSignedInUser(test.app, test.database);
    const { orderId } = await buyAndPay(test.app, shopper, cartOf(productIds));
    await test.database.db.execute(
      sql`update orders set created_at = ${when}::timestamptz, paid_at = ${when}::timestamptz where id = ${orderId}::uuid`,
    );
    return orderId;
  };
  /** The merchant refunds these lines; the credit note is dated `when` (now when absent). */
  const refund = async (orderId: string, productIds: string[], when?: string) => {
    const answer = await test.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: owner.headers,
      payload: { idempotencyKey: randomUUID(), productIds, reason: 'Asked within the 30-day guarantee' },
    });
    expect(answer.statusCode).toBe(200);
    if (when)
      await test.database.db.execute(
        sql`update credit_notes set issued_at = ${when}::timestamptz where order_id = ${orderId}::uuid`,
      );
  };
  const overview = async (): Promise<AdminOverview> => {
    const answer = await test.app.inject({ method: 'GET', url: '/api/admin/overview', headers: owner.headers });
    expect(answer.statusCode).toBe(200);
    return AdminOverviewSchema.parse(answer.json());
  };

  beforeAll(async () => {
    test = await startCheckoutApp({ database: kind, env: { ADMIN_EMAILS: OWNER } });
    owner = await createSignedInUser(test.app, test.database, 'Meera Shah', OWNER);
  });
  afterAll(async () => {
    await test.close();
  });

  it('answers zeros for a shop with no orders, 30 days ending today in India', async () => {
    const empty = await overview();
    expect(empty.today).toBe(indianDay(0));
    expect(empty.daily.map((day) => day.day)).toEqual(Array.from({ length: 30 }, (_, i) => indianDay(29 - i)));
    expect(empty.daily.every((day) => day.netRevenue === 0)).toBe(true);
    expect(empty.bestSellers).toEqual([]);
    expect(empty.periods.map((period) => [period.days, period.netRevenue, period.checkoutsStarted])).toEqual([
      [1, 0, 0],
      [7, 0, 0],
      [30, 0, 0],
    ]);
  });

  it('sums revenue net of refunds, orders, checkouts and refunds by India days, and ranks the kits sold', async () => {
    // Today, ten minutes after India's midnight (the day before in UTC): two kits paid, one refunded today.
    const today = await paidAt([DASHBOARD.id, PLAYBOOK.id], at(0, '00:10'));
    await refund(today, [PLAYBOOK.id]);
    // A checkout started today and never paid.
    await createOrder(test.app, await createSignedInUser(test.app, test.database), cartOf([TEMPLATES.id]));
    // Three days ago; one kit refunded yesterday, ten minutes before India's midnight.
    const earlier = await paidAt([PLAYBOOK.id, TEMPLATES.id], at(3, '12:00'));
    await refund(earlier, [TEMPLATES.id], at(1, '23:50'));
    // The first minute of the 30 days, and the last minute before them.
    await paidAt([DASHBOARD.id], at(29, '00:00'));
    await paidAt([PLAYBOOK.id], at(30, '23:59'));

    const figures = await overview();
    const price = DASHBOARD.price;
    expect([PLAYBOOK.price, TEMPLATES.price]).toEqual([price, price]);
    expect(figures.periods).toEqual([
      {
        days: 1,
        from: indianDay(0),
        grossRevenue: 2 * price,
        netRevenue: price,
        paidOrders: 1,
        checkoutsStarted: 2,
        checkoutsPaid: 1,
        refunds: { count: 1, amount: price },
      },
      {
        days: 7,
        from: indianDay(6),
        grossRevenue: 4 * price,
        netRevenue: 2 * price,
        paidOrders: 2,
        checkoutsStarted: 3,
        checkoutsPaid: 2,
        refunds: { count: 2, amount: 2 * price },
      },
      {
        days: 30,
        from: indianDay(29),
        grossRevenue: 5 * price,
        netRevenue: 3 * price,
        paidOrders: 3,
        checkoutsStarted: 4,
        checkoutsPaid: 3,
        refunds: { count: 2, amount: 2 * price },
      },
    ]);
    const daily = Object.fromEntries(figures.daily.map((day) => [day.day, day.netRevenue]));
    expect(daily).toEqual({
      ...Object.fromEntries(Array.from({ length: 30 }, (_, i) => [indianDay(i), 0])),
      [indianDay(0)]: price,
      [indianDay(1)]: -price,
      [indianDay(3)]: 2 * price,
      [indianDay(29)]: price,
    });
    // Ties of units and revenue in the order of their ids.
    const [first, second] = [DASHBOARD, PLAYBOOK].sort((a, b) => a.id.localeCompare(b.id));
    expect(figures.bestSellers).toEqual([
      { productId: first!.id, title: first!.title, units: 2, revenue: 2 * price },
      { productId: second!.id, title: second!.title, units: 2, revenue: 2 * price },
      { productId: TEMPLATES.id, title: TEMPLATES.title, units: 1, revenue: price },
    ]);
  });
}

describe('the merchant console: overview (PGlite)', () => adminOverviewSuite('pglite'));
describeOnPostgres('the merchant console: overview (PostgreSQL)', () => adminOverviewSuite('postgres'));
