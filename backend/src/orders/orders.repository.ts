import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Order, OrderLine } from '@profit/contract';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { orderLines, orders, webhookEvents } from '../database/schema.js';

type OrderRow = typeof orders.$inferSelect;

/** A new order: amounts are integer paise, decided by the server. */
export interface NewOrder {
  userId: string;
  amount: number;
  provider: 'razorpay' | 'simulated';
  lines: OrderLine[];
}

/** What one payment transition did: `changed` is true for exactly one of many concurrent callers. */
export interface PaidTransition {
  changed: boolean;
  /** The order after the call (our id and the payment it is paid by), or undefined when no order matched. */
  order: { id: string; paymentId: string | null } | undefined;
}

/** Where the list of a customer's orders stops: the newest ones are what a profile page shows. */
export const ORDER_LIST_LIMIT = 100;

/** UUIDs only: any other id is simply not found (and never reaches PostgreSQL as a bad uuid). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The orders table and its lines. State changes are single conditional UPDATEs, so concurrent
 * callers (two verifies, a verify and a webhook) make at most one transition and a paid order
 * never goes back.
 */
@Injectable()
export class OrdersRepository {
  constructor(@InjectDatabase() private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /**
   * The statements of every checkout, built once: Drizzle then only fills in the values (and on
   * PostgreSQL they are named prepared statements, planned once per connection).
   */
  private preparedStatements: ReturnType<typeof prepareCheckoutStatements> | undefined;
  private get prepared() {
    return (this.preparedStatements ??= prepareCheckoutStatements(this.db));
  }

  /**
   * Stores an order (status `created`) and its lines atomically; answers our order id. One
   * statement (a data-modifying CTE) rather than a transaction of three: atomic by itself, and a
   * single round trip to the database on the hottest path of checkout.
   */
  async insertCreated(order: NewOrder): Promise<string> {
    if (order.lines.length === 0) throw new Error('An order needs at least one line');
    const id = randomUUID();
    const lines = sql.join(
      order.lines.map(
        (line, position) => sql`(${id}::uuid, ${position}::int, ${line.productId}, ${line.title}, ${line.price}::int)`,
      ),
      sql`, `,
    );
    await this.db.execute(sql`
      with new_order as (
        insert into ${orders} (id, user_id, amount, currency, provider, status)
        values (${id}::uuid, ${order.userId}::uuid, ${order.amount}::int, 'INR', ${order.provider}, 'created')
      )
      insert into ${orderLines} (order_id, position, product_id, title, price) values ${lines}`);
    return id;
  }

  /** Records the provider's order id once the provider has created it. */
  async attachProviderOrder(orderId: string, providerOrderId: string): Promise<void> {
    await this.prepared.attachProviderOrder.execute({ orderId, providerOrderId, updatedAt: new Date().toISOString() });
  }

  /** Marks an order failed with a reason, unless it is already paid (a paid order never goes back). */
  async markFailed(
    where: OrderMatch,
    reason: string,
    executor: Pick<Database['db'], 'update'> = this.db,
  ): Promise<boolean> {
    const rows = await executor
      .update(orders)
      .set({ status: 'failed', failureReason: reason, updatedAt: new Date() })
      .where(and(matchOrder(where), ne(orders.status, 'paid')))
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  /**
   * Marks an order paid in one conditional UPDATE (`WHERE status <> 'paid'`): of any number of
   * concurrent callers exactly one changes it. The others read back the paid order unchanged.
   */
  async markPaid(
    where: OrderMatch,
    paymentId: string,
    executor: Pick<Database['db'], 'update' | 'select'> = this.db,
  ): Promise<PaidTransition> {
    const now = new Date();
    if (executor === this.db && !('orderId' in where) && where.userId) {
      // The hot path (verify): the caller's own order by the provider's id, a prepared statement.
      const match = { providerOrderId: where.providerOrderId, userId: where.userId };
      const [changed] = await this.prepared.markPaidForUser.execute({ ...match, paymentId, now: now.toISOString() });
      if (changed) return { changed: true, order: changed };
      const [current] = await this.prepared.paymentOfUserOrder.execute(match);
      return { changed: false, order: current };
    }
    const [changed] = await executor
      .update(orders)
      .set({ status: 'paid', paymentId, paidAt: now, failureReason: null, updatedAt: now })
      .where(and(matchOrder(where), ne(orders.status, 'paid')))
      .returning({ id: orders.id, paymentId: orders.paymentId });
    if (changed) return { changed: true, order: changed };
    const [current] = await executor
      .select({ id: orders.id, paymentId: orders.paymentId })
      .from(orders)
      .where(matchOrder(where))
      .limit(1);
    return { changed: false, order: current };
  }

  /** The caller's order with this provider order id, or undefined (someone else's is not found). */
  async findByProviderOrderForUser(providerOrderId: string, userId: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.providerOrderId, providerOrderId), eq(orders.userId, userId)))
      .limit(1);
    return row;
  }

  /** One of the caller's orders with its lines, or undefined for someone else's, an unknown or a malformed id. */
  async findForUser(orderId: string, userId: string): Promise<Order | undefined> {
    if (!UUID.test(orderId)) return undefined;
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .limit(1);
    if (!row) return undefined;
    const [order] = await this.withLines([row]);
    return order;
  }

  /** The caller's newest orders first, each with its lines. */
  async listForUser(userId: string): Promise<Order[]> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDER_LIST_LIMIT);
    return this.withLines(rows);
  }

  /** Each product the user has paid for, once, with the first paid order that holds it. */
  async paidProductsForUser(userId: string): Promise<{ productId: string; orderId: string; paidAt: Date }[]> {
    const rows = await this.db
      .select({ productId: orderLines.productId, orderId: orders.id, paidAt: orders.paidAt })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.userId, userId), eq(orders.status, 'paid')))
      .orderBy(asc(orders.paidAt), asc(orders.id));
    const seen = new Map<string, { productId: string; orderId: string; paidAt: Date }>();
    for (const row of rows) {
      if (!seen.has(row.productId))
        seen.set(row.productId, { productId: row.productId, orderId: row.orderId, paidAt: row.paidAt ?? new Date(0) });
    }
    return [...seen.values()];
  }

  /** Whether the user has a paid order holding this product. */
  async hasPaidFor(userId: string, productId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ orderId: orders.id })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.userId, userId), eq(orders.status, 'paid'), eq(orderLines.productId, productId)))
      .limit(1);
    return Boolean(row);
  }

  /**
   * Runs `apply` for a webhook event only the first time its id is seen: the id is inserted in the
   * same transaction as the change, so a replay (or a concurrent duplicate) changes nothing.
   * Answers false for an event already processed.
   */
  async onceForWebhookEvent(
    eventId: string,
    event: string,
    apply: (tx: Pick<Database['db'], 'update' | 'select'>) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(webhookEvents)
        .values({ eventId, event })
        .onConflictDoNothing()
        .returning({ eventId: webhookEvents.eventId });
      if (inserted.length === 0) return false;
      await apply(tx);
      return true;
    });
  }

  private async withLines(rows: OrderRow[]): Promise<Order[]> {
    if (rows.length === 0) return [];
    const lines = await this.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(orderLines.orderId), asc(orderLines.position));
    const byOrder = new Map<string, OrderLine[]>();
    for (const line of lines) {
      const list = byOrder.get(line.orderId) ?? [];
      list.push({ productId: line.productId, title: line.title, price: line.price });
      byOrder.set(line.orderId, list);
    }
    return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
  }
}

/** The hot statements of checkout, with placeholders for their values. */
function prepareCheckoutStatements(db: Database['db']) {
  // `.set()` takes SQL, not a bare placeholder: such a value reaches the driver as given (dates as ISO strings).
  const value = (name: string) => sql`${sql.placeholder(name)}`;
  const byProviderForUser = and(
    eq(orders.providerOrderId, sql.placeholder('providerOrderId')),
    eq(orders.userId, sql.placeholder('userId')),
  );
  return {
    attachProviderOrder: db
      .update(orders)
      .set({ providerOrderId: value('providerOrderId'), updatedAt: value('updatedAt') })
      .where(eq(orders.id, sql.placeholder('orderId')))
      .prepare('orders_attach_provider_order'),
    markPaidForUser: db
      .update(orders)
      .set({
        status: 'paid',
        paymentId: value('paymentId'),
        paidAt: value('now'),
        failureReason: null,
        updatedAt: value('now'),
      })
      .where(and(byProviderForUser, ne(orders.status, 'paid')))
      .returning({ id: orders.id, paymentId: orders.paymentId })
      .prepare('orders_mark_paid_for_user'),
    paymentOfUserOrder: db
      .select({ id: orders.id, paymentId: orders.paymentId })
      .from(orders)
      .where(byProviderForUser)
      .limit(1)
      .prepare('orders_payment_of_user_order'),
  };
}

/** Which order a state change applies to: ours by id, or the provider's, optionally only if it is this user's. */
export type OrderMatch = { orderId: string } | { providerOrderId: string; userId?: string };

function matchOrder(where: OrderMatch) {
  if ('orderId' in where) return eq(orders.id, where.orderId);
  const byProvider = eq(orders.providerOrderId, where.providerOrderId);
  return where.userId ? and(byProvider, eq(orders.userId, where.userId))! : byProvider;
}

/** The contract's view of an order row. */
export function toOrder(row: OrderRow, lines: OrderLine[]): Order {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: 'INR',
    providerOrderId: row.providerOrderId,
    paymentId: row.paymentId,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    lines,
  };
}
