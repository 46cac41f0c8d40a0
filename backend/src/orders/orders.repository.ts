import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ORDER_STATUSES_AWAITING_PAYMENT,
  ORDER_STATUSES_GRANTING_ACCESS,
  orderStatesAccepting,
  ORDER_STATUSES_HIDEABLE,
  INVOICE_PREFIX,
  sacOf,
  type BillingDetails,
  type Order,
  type OrderFailureCode,
  type OrderLine,
  type OrderStatus,
} from '@profit/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import type { Executor } from '../database/executor.js';
import { rowsOf } from '../database/rows.js';
import { orderLines, orders, payments } from '../database/schema.js';
import { MAIL_JOB_KIND, RECEIPT_SUBJECT_PREFIX } from '../mail/mail.constants.js';
import { issueCreditNote } from './credit-notes.js';
import { ordersWithDetails } from './order-details.js';
import { acceptingSql, GRANTING, matchSql, statusList, UUID, type OrderMatch } from './order-sql.js';

/** A new order: amounts are integer paise, decided by the server. */
export interface NewOrder {
  userId: string;
  amount: number;
  provider: 'razorpay' | 'simulated';
  lines: OrderLine[];
  /** The buyer's billing details, validated; undefined when none were given. */
  billing?: BillingDetails | undefined;
}

/** The parts of an order a payment transition is decided on. */
export interface OrderState {
  id: string;
  userId: string;
  status: OrderStatus;
  amount: number;
  currency: string;
  providerOrderId: string | null;
  paymentId: string | null;
}

/** A captured payment as a transition needs it. Amounts are integer paise. */
export interface CapturedPayment {
  id: string;
  amount: number;
  currency: string;
}

/** A line of a just-paid order, and whether the shopper already owned its product through another paid order. */
export interface PaidLine extends OrderLine {
  owned: boolean;
}

const AWAITING = statusList(ORDER_STATUSES_AWAITING_PAYMENT);
const HIDEABLE = statusList(ORDER_STATUSES_HIDEABLE);

/** The guards of the transitions, from the contract's order lifecycle. */
const AUTHORIZE_FROM = acceptingSql('authorize');
/** `pay_order`'s lists: the states a capture leaves, and those that hold an order's products (PostgreSQL array literals). */
const CAPTURE_STATUSES = `{${orderStatesAccepting('capture').join(',')}}`;
const GRANTING_STATUSES = `{${ORDER_STATUSES_GRANTING_ACCESS.join(',')}}`;
const FAIL_FROM = acceptingSql('fail');
const EXPIRE_FROM = acceptingSql('expire');
const REFUND_FROM = acceptingSql('refund_in_part', 'refund_in_full');
const DISPUTE_FROM = acceptingSql('open_dispute');
const WIN_DISPUTE_FROM = acceptingSql('win_dispute');
const LOSE_DISPUTE_FROM = acceptingSql('lose_dispute');

/** A hidden order is left out of its owner's list while it stays unpaid: paid after all, it shows again. */
const LISTED = sql`(${orders.hiddenAt} is null or ${orders.status} not in ${HIDEABLE})`;

/**
 * The orders table, its lines and the transitions of an order's state (each with the payment it
 * records, the refund of a duplicate, the tax invoice or credit note and their e-mails). Every
 * state change is ONE guarded statement (`... WHERE status IN (states it may leave)`, those of the
 * contract's `ORDER_TRANSITIONS`), so concurrent callers (two verifies, a verify and a webhook, two
 * replicas reconciling) make at most one transition, and a paid order never goes back except by a
 * refund or a dispute. Other payments and refunds: `PaymentsRepository`; webhook events:
 * `WebhookEventsRepository`; the library's reads: `LibraryRepository`.
 */
@Injectable()
export class OrdersRepository {
  constructor(
    @InjectDatabase() private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get db() {
    return this.database.db;
  }

  /**
   * Stores an order (status `created`) and its lines atomically, unless the user already owns one
   * of its products (a paid order that grants access holds it); answers our order id, or
   * undefined when it was refused as owned (`ownedAmong` then says which). One statement (a
   * data-modifying CTE guarded by the ownership check): one round trip on checkout's hottest path.
   */
  async insertCreatedUnlessOwned(order: NewOrder): Promise<string | undefined> {
    if (order.lines.length === 0) throw new Error('An order needs at least one line');
    const id = randomUUID();
    const lines = sql.join(
      order.lines.map(
        (line, position) =>
          sql`(${position}::int, ${line.productId}, ${line.title}, ${line.price}::int, ${sacOf(line.productId)})`,
      ),
      sql`, `,
    );
    const productIds = sql.join(
      order.lines.map((line) => sql`${line.productId}`),
      sql`, `,
    );
    const [row] = rowsOf<{ order_id: string }>(
      await this.db.execute(sql`
        with new_order as (
          insert into ${orders} (id, user_id, amount, currency, provider, status,
            billing_name, billing_state, billing_pin_code, billing_gstin)
          select ${id}::uuid, ${order.userId}::uuid, ${order.amount}::int, 'INR', ${order.provider}, 'created',
            ${order.billing?.name ?? null}, ${order.billing?.state ?? null}, ${order.billing?.pinCode ?? null},
            ${order.billing?.gstin ?? null}
          where not exists (
            select 1 from ${orders} owned join ${orderLines} line on line.order_id = owned.id
            where owned.user_id = ${order.userId}::uuid and owned.status in ${GRANTING}
              and line.product_id in (${productIds})
          )
          returning id
        )
        insert into ${orderLines} (order_id, position, product_id, title, price, sac)
        select new_order.id, line.position, line.product_id, line.title, line.price, line.sac
        from new_order, (values ${lines}) as line (position, product_id, title, price, sac)
        returning order_id`),
    );
    return row?.order_id;
  }

  /** Of these products, those the user already owns (a paid order that grants access holds them). */
  async ownedAmong(userId: string, productIds: string[]): Promise<string[]> {
    const rows = rowsOf<{ product_id: string }>(
      await this.db.execute(sql`
        select line.product_id from ${orders} owned join ${orderLines} line on line.order_id = owned.id
        where owned.user_id = ${userId}::uuid and owned.status in ${GRANTING}`),
    );
    return [...new Set(rows.map((row) => row.product_id))].filter((productId) => productIds.includes(productId));
  }

  /** Statements outside a transaction. */
  get executor(): Executor {
    return this.db;
  }

  /** Runs `work` in one transaction. */
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx));
  }

  /**
   * The user's open order for exactly these products (awaiting payment, with a provider order, not
   * older than `maxAgeMinutes`): a retried checkout or a second tab pays that order again rather than
   * a new one.
   */
  async openOrderForProducts(
    userId: string,
    productIds: string[],
    amount: number,
    maxAgeMinutes: number,
  ): Promise<{ id: string; providerOrderId: string } | undefined> {
    const sorted = [...productIds].sort();
    const [row] = rowsOf<{ id: string; provider_order_id: string }>(
      await this.db.execute(sql`
        select o.id, o.provider_order_id from ${orders} o
        where o.user_id = ${userId}::uuid and o.status in ${AWAITING}
          and o.provider_order_id is not null and o.amount = ${amount}::int
          and o.created_at > now() - make_interval(mins => ${maxAgeMinutes}::int)
          and (select array_agg(line.product_id order by line.product_id) from ${orderLines} line
               where line.order_id = o.id) = array[${sql.join(
                 sorted.map((id) => sql`${id}`),
                 sql`, `,
               )}]::text[]
        order by o.created_at desc
        limit 1`),
    );
    return row ? { id: row.id, providerOrderId: row.provider_order_id } : undefined;
  }

  /**
   * The billing details of an open order answered again (a checkout retried with corrected
   * details): the invoice, made when it is paid, prints the latest. A paid order keeps its own.
   */
  async updateOpenBilling(orderId: string, billing: BillingDetails): Promise<void> {
    await this.db.execute(sql`
      update ${orders} set billing_name = ${billing.name}, billing_state = ${billing.state},
        billing_pin_code = ${billing.pinCode}, billing_gstin = ${billing.gstin}, updated_at = now()
      where id = ${orderId}::uuid and status in ${AWAITING}`);
  }

  /** Records the provider's order id once the provider has created it. */
  async attachProviderOrder(orderId: string, providerOrderId: string): Promise<void> {
    await this.db.execute(
      sql`update ${orders} set provider_order_id = ${providerOrderId}, updated_at = now() where id = ${orderId}::uuid`,
    );
  }

  /** The order's state, found our way or the provider's. */
  async state(where: OrderMatch, executor: Executor = this.db): Promise<OrderState | undefined> {
    const [row] = rowsOf<{
      id: string;
      user_id: string;
      status: OrderStatus;
      amount: number;
      currency: string;
      provider_order_id: string | null;
      payment_id: string | null;
    }>(
      await executor.execute(
        sql`select id, user_id, status, amount, currency, provider_order_id, payment_id from ${orders} where ${matchSql(where)} limit 1`,
      ),
    );
    if (!row) return undefined;
    return {
      id: row.id,
      userId: row.user_id,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      providerOrderId: row.provider_order_id,
      paymentId: row.payment_id,
    };
  }

  /** The order a provider payment pays (its own payment, not an extra one). */
  async stateByPayment(paymentId: string, executor: Executor = this.db): Promise<OrderState | undefined> {
    const [row] = rowsOf<{ id: string }>(
      await executor.execute(sql`select id from ${orders} where payment_id = ${paymentId} limit 1`),
    );
    return row ? this.state({ orderId: row.id }, executor) : undefined;
  }

  /** Whether every statement runs alone (embedded PGlite: one session), so one statement is already serialised. */
  get statementsRunAlone(): boolean {
    return this.database.kind === 'pglite';
  }

  /**
   * created / attempted / failed / expired → paid, for a payment captured at exactly the order's
   * amount and currency, in one call of the database's `pay_order` (migration 0018): it locks the
   * shopper's row first, so payments of one shopper's orders are applied one after another, then
   * records the payment and — when the shopper already owns some of the order's products through
   * another paid order — their refund (reason `duplicate`, once per payment) and its job
   * (`refundJobKind`, key `refund-duplicate:<refund id>`). The same statement issues the order's tax
   * invoice — the next number of its financial year's series (April to March, India time, of the
   * moment it is paid), the seller as configured now, the place of supply the buyer's billing state
   * (else the seller's) — and writes the receipt to the outbox with the job that delivers it. Run
   * outside a transaction (`executor` left to its default), it all commits as the call ends, so the
   * shopper's row and the invoice series are locked only while it runs. Answers our order id, its
   * lines (each saying whether it was already owned) and the refund's id, or undefined when no order
   * in a payable state matched (already paid, another amount…).
   */
  async markPaid(
    where: OrderMatch,
    payment: CapturedPayment,
    refundJobKind: string,
    executor: Executor = this.db,
  ): Promise<{ orderId: string; lines: PaidLine[]; refundId: string | undefined } | undefined> {
    const orderId = 'orderId' in where ? where.orderId : null;
    const providerOrderId = 'providerOrderId' in where ? where.providerOrderId : null;
    const userId = 'providerOrderId' in where ? (where.userId ?? null) : null;
    const rows = rowsOf<{
      order_id: string;
      product_id: string;
      title: string;
      price: number;
      owned: boolean;
      refund_id: string | null;
    }>(
      await executor.execute(sql`
        select order_id, product_id, title, price, owned, refund_id from pay_order(
          ${orderId}::uuid, ${providerOrderId}::text, ${userId}::uuid,
          ${payment.id}, ${payment.amount}::int, ${payment.currency},
          ${CAPTURE_STATUSES}::text[], ${GRANTING_STATUSES}::text[],
          ${refundJobKind}, ${JSON.stringify(this.config.seller)}::jsonb, ${this.config.seller.state},
          ${INVOICE_PREFIX}, ${RECEIPT_SUBJECT_PREFIX}, ${MAIL_JOB_KIND})`),
    );
    if (rows.length === 0) return undefined;
    return {
      orderId: rows[0]!.order_id,
      lines: rows.map((row) => ({ productId: row.product_id, title: row.title, price: row.price, owned: row.owned })),
      refundId: rows[0]!.refund_id ?? undefined,
    };
  }

  /** created / failed / expired → attempted, with the authorised payment recorded (a late authorisation included). */
  async markAttempted(orderId: string, payment: CapturedPayment, executor: Executor = this.db): Promise<boolean> {
    const rows = rowsOf<{ id: string }>(
      await executor.execute(sql`
        with attempted as (
          update ${orders} set status = 'attempted', failure_code = null, updated_at = now()
          where id = ${orderId}::uuid and status in ${AUTHORIZE_FROM}
          returning id
        )
        insert into ${payments} (id, order_id, amount, currency, status)
        select ${payment.id}, ${orderId}::uuid, ${payment.amount}::int, ${payment.currency}, 'authorized'
        -- Reading "attempted" first locks the order's row before the payment's, the order every
        -- payment transition takes (a VALUES insert ran first and deadlocked with a concurrent markPaid).
        where (select count(*) from attempted) >= 0
        on conflict (id) do nothing
        returning id`),
    );
    return rows.length > 0;
  }

  /** Awaiting payment → failed, with a code for the shopper and the internal detail for us. */
  async markFailed(
    where: OrderMatch,
    code: OrderFailureCode,
    detail: string,
    executor: Executor = this.db,
  ): Promise<boolean> {
    const rows = rowsOf<{ id: string }>(
      await executor.execute(sql`
        update ${orders} set status = 'failed', failure_code = ${code}, failure_reason = ${detail}, updated_at = now()
        where ${matchSql(where)} and status in ${FAIL_FROM}
        returning id`),
    );
    return rows.length > 0;
  }

  /** Awaiting payment → expired (no payment came in time). */
  async markExpired(orderId: string, detail: string): Promise<boolean> {
    const rows = rowsOf<{ id: string }>(
      await this.db.execute(sql`
        update ${orders} set status = 'expired', failure_code = 'EXPIRED', failure_reason = ${detail},
          reconcile_after = null, updated_at = now()
        where id = ${orderId}::uuid and status in ${EXPIRE_FROM}
        returning id`),
    );
    return rows.length > 0;
  }

  /**
   * The order's own payment was refunded, `totalRefunded` in all (Razorpay's `amount_refunded`,
   * so a replayed event changes nothing): paid → partially_refunded → refunded. Applies only
   * where the refund is no more than the order's amount, in its currency.
   */
  async applyRefund(
    paymentId: string,
    totalRefunded: number,
    currency: string,
    executor: Executor = this.db,
  ): Promise<boolean> {
    const rows = rowsOf<{ id: string }>(
      await executor.execute(sql`
        with refunded as (
          update ${orders}
          set amount_refunded = ${totalRefunded}::int,
              status = case when ${totalRefunded}::int >= amount then 'refunded'
                            when status = 'disputed' then 'disputed' else 'partially_refunded' end,
              updated_at = now()
          where payment_id = ${paymentId} and status in ${REFUND_FROM}
            and amount_refunded < ${totalRefunded}::int and ${totalRefunded}::int <= amount and currency = ${currency}
          returning id, amount
        )
        , refunded_payment as (
          update ${payments} set amount_refunded = ${totalRefunded}::int,
            status = case when ${totalRefunded}::int >= refunded.amount then 'refunded' else ${payments.status} end,
            updated_at = now()
          from refunded where ${payments.id} = ${paymentId}
          returning ${payments.id}
        )
        select id from refunded`),
    );
    if (rows.length === 0) return false;
    await issueCreditNote(executor, paymentId, 'refund');
    return true;
  }

  /** paid / partially_refunded → disputed, while the customer's bank reviews a chargeback. */
  async markDisputed(paymentId: string, executor: Executor = this.db): Promise<boolean> {
    return this.updateByPayment(sql`status = 'disputed'`, paymentId, sql`status in ${DISPUTE_FROM}`, executor);
  }

  /** disputed → paid (or partially_refunded): the dispute was decided for the shop. */
  async markDisputeWon(paymentId: string, executor: Executor = this.db): Promise<boolean> {
    return this.updateByPayment(
      sql`status = case when amount_refunded = 0 then 'paid' else 'partially_refunded' end`,
      paymentId,
      sql`status in ${WIN_DISPUTE_FROM}`,
      executor,
    );
  }

  /** disputed / paid / partially_refunded → refunded: the dispute was lost and the money given back. */
  async markDisputeLost(paymentId: string, executor: Executor = this.db): Promise<boolean> {
    const changed = await this.updateByPayment(
      sql`status = 'refunded', amount_refunded = amount`,
      paymentId,
      sql`status in ${LOSE_DISPUTE_FROM}`,
      executor,
    );
    if (changed) await issueCreditNote(executor, paymentId, 'refund');
    return changed;
  }

  private async updateByPayment(set: SQL, paymentId: string, from: SQL, executor: Executor): Promise<boolean> {
    const rows = rowsOf<{ id: string }>(
      await executor.execute(
        sql`update ${orders} set ${set}, updated_at = now() where payment_id = ${paymentId} and ${from} returning id`,
      ),
    );
    return rows.length > 0;
  }

  /**
   * Claims up to `limit` orders for one reconciliation run: those still awaiting payment, and those
   * expired, `afterMinutes` after creation and for `windowHours` (Razorpay may authorise a payment
   * up to five days late). Each claimed order is leased — `leaseSeconds`, or a twelfth of its age up
   * to an hour, so an old order is asked about less often — and rows another replica is claiming are
   * skipped (`FOR UPDATE SKIP LOCKED`), so replicas never check one order at once.
   */
  async claimForReconciliation(
    afterMinutes: number,
    leaseSeconds: number,
    limit: number,
    windowHours: number,
  ): Promise<(OrderState & { createdAt: Date })[]> {
    const rows = rowsOf<{
      id: string;
      user_id: string;
      status: OrderStatus;
      amount: number;
      currency: string;
      provider_order_id: string | null;
      payment_id: string | null;
      created_at: string | Date;
    }>(
      await this.db.execute(sql`
        update ${orders} set reconcile_after = now() + greatest(
            make_interval(secs => ${leaseSeconds}::int), least((now() - created_at) / 12, interval '1 hour'))
        where id in (
          select id from ${orders}
          where (status in ${AWAITING} or (status = 'expired'
              and created_at > now() - make_interval(hours => ${windowHours}::int)))
            and created_at <= now() - make_interval(mins => ${afterMinutes}::int)
            and (reconcile_after is null or reconcile_after <= now())
          order by created_at
          limit ${limit}::int
          for update skip locked
        )
        returning id, user_id, status, amount, currency, provider_order_id, payment_id, created_at`),
    );
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      providerOrderId: row.provider_order_id,
      paymentId: row.payment_id,
      createdAt: new Date(row.created_at),
    }));
  }

  /**
   * Hides one of the caller's checkouts that was never paid (and has no payment in flight) from
   * their list, in one guarded statement; hiding twice is the same as once. Someone else's order,
   * like an unknown one, is not found.
   */
  async hideUnpaid(orderId: string, userId: string): Promise<'hidden' | 'not_found' | 'not_hideable'> {
    if (!UUID.test(orderId)) return 'not_found';
    const hidden = rowsOf<{ id: string }>(
      await this.db.execute(sql`
        update ${orders} set hidden_at = coalesce(hidden_at, now()), updated_at = now()
        where id = ${orderId}::uuid and user_id = ${userId}::uuid and status in ${HIDEABLE}
        returning id`),
    );
    if (hidden.length > 0) return 'hidden';
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .limit(1);
    return row ? 'not_hideable' : 'not_found';
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
    const [order] = await ordersWithDetails(this.db, [row]);
    return order;
  }

  /**
   * One page of the caller's orders, newest first. The cursor is the last order's creation time
   * (as PostgreSQL's text, to the microsecond) and id: keyset paging, stable while new orders come in.
   */
  async pageForUser(
    userId: string,
    limit: number,
    cursor: { createdAt: string; id: string } | undefined,
  ): Promise<{ orders: Order[]; next: { createdAt: string; id: string } | null }> {
    const after = cursor
      ? sql`(${orders.createdAt}, ${orders.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const rows = await this.db
      .select({ row: orders, createdAtText: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .where(after ? and(eq(orders.userId, userId), LISTED, after) : and(eq(orders.userId, userId), LISTED))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      orders: await ordersWithDetails(
        this.db,
        page.map(({ row }) => row),
      ),
      next: rows.length > limit && last ? { createdAt: last.createdAtText, id: last.row.id } : null,
    };
  }
}
