import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CATALOGUE,
  ORDER_EVENTS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderStatesAfter,
  type OrderEvent,
  type OrderStatus,
} from '@profit/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/database/database.js';
import { rowsOf } from '../src/database/rows.js';
import { users } from '../src/database/schema.js';
import { OrdersRepository } from '../src/orders/orders.repository.js';
import { describeOnPostgres, openTestDatabase, testConfig, type DatabaseKind } from './support/test-app.js';

const AMOUNT = 10_000;
const product = CATALOGUE[0]!;
/** Long ago: a statement that made a transition sets `updated_at` to now, one the guard refused leaves it. */
const UNTOUCHED = '2001-01-01T00:00:00Z';

/** What the order had been refunded before the event: a disputed order is tried with and without a refund. */
const refundedBefore: Record<OrderStatus, number[]> = {
  created: [0],
  attempted: [0],
  failed: [0],
  expired: [0],
  paid: [0],
  partially_refunded: [2_000],
  refunded: [AMOUNT],
  disputed: [0, 2_000],
};

/**
 * The contract's order lifecycle against the guarded statements: every state meets every event;
 * where the table allows the transition the statement makes it (to one of the table's states),
 * and everywhere else the guard refuses it and the order is left as it was.
 */
const lifecycleSuite = (kind: DatabaseKind) => () => {
  let database: Database;
  let orders: OrdersRepository;
  const made = new Set<string>();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    orders = new OrdersRepository(database, testConfig());
  });
  afterAll(async () => {
    await database.close();
  });

  /** A new shopper's order for one product, put straight into `status` as if it had got there. */
  async function orderIn(status: OrderStatus, amountRefunded: number) {
    const sub = randomUUID();
    const [user] = await database.db
      .insert(users)
      .values({ googleSub: sub, email: `${sub}@example.in`, name: 'Lifecycle Walker' })
      .returning({ id: users.id });
    const orderId = await orders.insertCreatedUnlessOwned({
      userId: user!.id,
      amount: AMOUNT,
      provider: 'simulated',
      lines: [{ productId: product.id, title: product.title, price: AMOUNT }],
    });
    const paymentId = `pay_${sub}`;
    await database.db.execute(sql`
      update orders set status = ${status}, payment_id = ${paymentId}, provider_order_id = ${`order_${sub}`},
        amount_refunded = ${amountRefunded}::int, updated_at = ${UNTOUCHED}::timestamptz
      where id = ${orderId!}::uuid`);
    return { orderId: orderId!, paymentId, amountRefunded };
  }

  /** The repository's statement for the event. */
  function apply(event: OrderEvent, order: { orderId: string; paymentId: string; amountRefunded: number }) {
    const payment = { id: `pay_${randomUUID()}`, amount: AMOUNT, currency: 'INR' };
    switch (event) {
      case 'authorize':
        return orders.markAttempted(order.orderId, payment);
      case 'capture':
        return orders.markPaid({ orderId: order.orderId }, payment, 'payments.refund-duplicate');
      case 'fail':
        return orders.markFailed({ orderId: order.orderId }, 'PAYMENT_DECLINED', 'lifecycle walk');
      case 'expire':
        return orders.markExpired(order.orderId, 'lifecycle walk');
      case 'refund_in_part':
        return orders.applyRefund(order.paymentId, order.amountRefunded + 1_000, 'INR');
      case 'refund_in_full':
        return orders.applyRefund(order.paymentId, AMOUNT, 'INR');
      case 'open_dispute':
        return orders.markDisputed(order.paymentId);
      case 'win_dispute':
        return orders.markDisputeWon(order.paymentId);
      case 'lose_dispute':
        return orders.markDisputeLost(order.paymentId);
    }
  }

  const cases = ORDER_STATUSES.flatMap((from) =>
    ORDER_EVENTS.flatMap((event) => refundedBefore[from].map((refunded) => [from, event, refunded] as const)),
  );

  it.each(cases)('%s, on %s (refunded %d paise before)', async (from, event, refunded) => {
    const order = await orderIn(from, refunded);
    await apply(event, order);
    const [row] = rowsOf<{ status: OrderStatus; touched: boolean }>(
      await database.db.execute(
        sql`select status, updated_at > ${UNTOUCHED}::timestamptz as touched from orders where id = ${order.orderId}::uuid`,
      ),
    );
    const allowed = orderStatesAfter(from, event);
    if (allowed.length === 0) {
      expect(row).toEqual({ status: from, touched: false });
      return;
    }
    expect(row!.touched).toBe(true);
    expect(allowed).toContain(row!.status);
    made.add(`${from} ${event} ${row!.status}`);
  });

  it('made every transition of the table', () => {
    expect([...made].sort()).toEqual(ORDER_TRANSITIONS.map(({ from, event, to }) => `${from} ${event} ${to}`).sort());
  });
};

describe('order lifecycle', lifecycleSuite('pglite'));
describeOnPostgres('order lifecycle', lifecycleSuite('postgres'));
