import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOGUE } from '@profit/contract';
import { eq, sql } from 'drizzle-orm';
import { orderLines, orders } from '../src/database/schema.js';
import { PAYMENT_PROVIDER } from '../src/payments/payment-provider.js';
import type { SimulatedProvider } from '../src/payments/simulated/simulated.provider.js';
import { cartOf, createOrder, hmacHex, payWithSimulator, startCheckoutApp } from './support/checkout.js';
import { describeOnPostgres, type DatabaseKind, type TestApp } from './support/test-app.js';
import { createSignedInUser } from './support/users.js';

/**
 * A trigger (test-only) records every UPDATE that changes an order's status or payment time, so
 * "exactly one transition" is counted by the database itself: an unconditional UPDATE that
 * re-stamped a paid order would be counted too.
 */
async function countPaidTransitions(test: TestApp): Promise<void> {
  await test.database.db.execute(
    sql`create table paid_transitions (order_id uuid not null, payment_id text, at timestamptz not null default clock_timestamp())`,
  );
  await test.database.db.execute(sql`create function record_paid_transition() returns trigger language plpgsql as $$
    begin
      insert into paid_transitions (order_id, payment_id) values (new.id, new.payment_id);
      return new;
    end $$`);
  await test.database.db.execute(sql`create trigger orders_paid_transition after update on orders for each row
    when (old.status is distinct from new.status or old.paid_at is distinct from new.paid_at) execute function record_paid_transition()`);
}

const transitionsOf = async (test: TestApp, orderId: string) => {
  const result = (await test.database.db.execute(
    sql`select payment_id from paid_transitions where order_id = ${orderId}`,
  )) as unknown as { rows: { payment_id: string }[] };
  return result.rows;
};

function concurrencySuite(kind: DatabaseKind) {
  let test: TestApp;
  let provider: SimulatedProvider;

  beforeAll(async () => {
    test = await startCheckoutApp({ database: kind });
    provider = test.app.get(PAYMENT_PROVIDER);
    await countPaidTransitions(test);
  });
  afterAll(async () => {
    await test.close();
  });

  it('100 concurrent verifies of one payment make exactly one transition and all answer success', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await createOrder(test.app, user);
    const payload = payWithSimulator(provider, created.id);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        test.app.inject({ method: 'POST', url: '/api/payments/verify', headers: user.headers, payload }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
    expect(responses.every((r) => r.json().success === true)).toBe(true);
    expect(await transitionsOf(test, created.orderId)).toEqual([{ payment_id: payload.razorpay_payment_id }]);
    const [row] = await test.database.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(row).toMatchObject({ status: 'paid', paymentId: payload.razorpay_payment_id });
  });

  it('concurrent verifies and webhooks for one order (different event ids) make exactly one transition', async () => {
    const user = await createSignedInUser(test.app, test.database);
    const created = await createOrder(test.app, user);
    const verify = payWithSimulator(provider, created.id);
    const event = JSON.stringify({
      event: 'order.paid',
      payload: {
        payment: {
          entity: {
            id: verify.razorpay_payment_id,
            order_id: created.id,
            amount: 49_900,
            currency: 'INR',
            status: 'captured',
          },
        },
        order: { entity: { id: created.id, amount: 49_900 } },
      },
    });
    const requests = Array.from({ length: 60 }, (_, i) =>
      i % 2 === 0
        ? test.app.inject({ method: 'POST', url: '/api/payments/verify', headers: user.headers, payload: verify })
        : test.app.inject({
            method: 'POST',
            url: '/api/payments/webhook',
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': hmacHex(provider.webhookSecret, event),
              'x-razorpay-event-id': `evt_mixed_${kind}_${i}`,
            },
            payload: event,
          }),
    );
    const responses = await Promise.all(requests);
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(await transitionsOf(test, created.orderId)).toHaveLength(1);
  });

  it('300 concurrent orders from 30 users are all stored with the right totals and lines', async () => {
    const users = await Promise.all(
      Array.from({ length: 30 }, (_, i) => createSignedInUser(test.app, test.database, `Customer ${i}`)),
    );
    // Each user's ten carts differ (an open order of the same products would be answered again).
    const carts = Array.from({ length: 300 }, (_, i) => ({
      user: users[i % 30]!,
      ids: CATALOGUE.filter((_, bit) => ((Math.floor(i / 30) + 1 + (i % 8) * 16) >> bit) & 1).map((p) => p.id),
    }));
    const responses = await Promise.all(
      carts.map(({ user, ids }) =>
        test.app.inject({
          method: 'POST',
          url: '/api/payments/create-order',
          headers: user.headers,
          payload: cartOf(ids),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(300).fill(201));
    const created = responses.map((r) => r.json() as { orderId: string; amount: number; id: string });
    expect(new Set(created.map((c) => c.orderId)).size).toBe(300);
    expect(new Set(created.map((c) => c.id)).size).toBe(300);

    const rows = await test.database.db
      .select({
        id: orders.id,
        userId: orders.userId,
        amount: orders.amount,
        status: orders.status,
        providerOrderId: orders.providerOrderId,
        lineCount: sql<number>`count(${orderLines.position})::int`,
        lineTotal: sql<number>`sum(${orderLines.price})::int`,
      })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(sql`${orders.id} in ${created.map((c) => c.orderId)}`)
      .groupBy(orders.id);
    expect(rows).toHaveLength(300);
    const byId = new Map(rows.map((row) => [row.id, row]));
    carts.forEach(({ user, ids }, i) => {
      const row = byId.get(created[i]!.orderId)!;
      expect(row).toMatchObject({
        userId: user.id,
        status: 'created',
        amount: ids.length * 49_900,
        lineCount: ids.length,
        lineTotal: ids.length * 49_900,
        providerOrderId: created[i]!.id,
      });
      expect(created[i]!.amount).toBe(ids.length * 49_900);
    });
  }, 60_000);
}

describe('checkout under concurrency', () => concurrencySuite('pglite'));
describeOnPostgres('checkout under concurrency', () => concurrencySuite('postgres'));
