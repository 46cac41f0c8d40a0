import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  duplicateRefundMessage,
  extraPaymentMessage,
  merchantRefundMessage,
  ORDER_FAILURE_MESSAGES,
  ORDER_STATUSES_AWAITING_PAYMENT,
  ORDER_STATUSES_GRANTING_ACCESS,
  ORDER_STATUSES_HIDEABLE,
  ORDER_STATUSES_PAYABLE,
  CREDIT_NOTE_PREFIX,
  INVOICE_PREFIX,
  sacOf,
  type BillingDetails,
  type Order,
  type OrderFailureCode,
  type OrderLine,
  type OrderStatus,
  type PaymentStatus,
  type RefundReason,
  type RefundStatus,
} from '@profit/contract';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database, Db } from '../database/database.js';
import {
  creditNotes,
  documentSeries,
  invoices,
  jobs,
  orderLines,
  orders,
  outbox,
  payments,
  refunds,
  users,
  webhookEvents,
} from '../database/schema.js';
import { MAIL_JOB_KIND, RECEIPT_SUBJECT_PREFIX, REFUND_SUBJECT_PREFIX } from '../mail/mail.constants.js';
import { rowsOf } from '../database/rows.js';

type OrderRow = typeof orders.$inferSelect;

/** Where a statement runs: the database, or the transaction of a webhook event. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

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

/** A `refunds` row (reason `duplicate`, or a merchant's) as its job needs it. */
export interface DuplicateRefund {
  id: string;
  reason: RefundReason;
  orderId: string;
  paymentId: string;
  amount: number;
  status: RefundStatus;
  providerRefundId: string | null;
}

/** Which order a state change applies to: ours by id, or the provider's, optionally only if it is this user's. */
export type OrderMatch = { orderId: string } | { providerOrderId: string; userId?: string };

/** UUIDs only: any other id is simply not found (and never reaches PostgreSQL as a bad uuid). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `('created', 'attempted')`: a list of statuses as SQL literals (constants of the contract, never input). */
const statusList = (statuses: readonly string[]): SQL => sql.raw(`(${statuses.map((s) => `'${s}'`).join(', ')})`);
const PAYABLE = statusList(ORDER_STATUSES_PAYABLE);
const AWAITING = statusList(ORDER_STATUSES_AWAITING_PAYMENT);
const GRANTING = statusList(ORDER_STATUSES_GRANTING_ACCESS);

/** Thrown inside a webhook event's transaction to roll back a duplicate's changes. */
const ALREADY_PROCESSED = new Error('webhook event already processed');
const HIDEABLE = statusList(ORDER_STATUSES_HIDEABLE);

/** A hidden order is left out of its owner's list while it stays unpaid: paid after all, it shows again. */
const LISTED = sql`(${orders.hiddenAt} is null or ${orders.status} not in ${HIDEABLE})`;

function matchSql(where: OrderMatch): SQL {
  if ('orderId' in where) return sql`id = ${where.orderId}::uuid`;
  const byProvider = sql`provider_order_id = ${where.providerOrderId}`;
  return where.userId ? sql`${byProvider} and user_id = ${where.userId}::uuid` : byProvider;
}

/**
 * The orders table, its lines and its payments. Every state change is ONE guarded statement
 * (`... WHERE status IN (states it may leave)`), so concurrent callers (two verifies, a verify
 * and a webhook, two replicas reconciling) make at most one transition, and a paid order never
 * goes back except by a refund or a dispute.
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
        where o.user_id = ${userId}::uuid and o.status in ('created', 'attempted', 'failed')
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

  /**
   * Locks the shopper's row until `executor`'s transaction ends: payments of one shopper's orders are
   * applied one after another, so of two orders holding one product and paid at once, the second
   * sees the first paid (and refunds the overlap) whatever the replicas and the order of events.
   */
  async lockCustomerOf(where: OrderMatch, executor: Executor): Promise<void> {
    await executor.execute(
      sql`select 1 from ${users} where id = (select user_id from ${orders} where ${matchSql(where)} limit 1) for update`,
    );
  }

  /** Whether every statement runs alone (embedded PGlite: one session), so one statement is already serialised. */
  get statementsRunAlone(): boolean {
    return this.database.kind === 'pglite';
  }

  /**
   * created / attempted / failed / expired → paid, for a payment captured at exactly the order's
   * amount and currency, with the payment recorded and — when the shopper already owns some of its
   * products through another paid order (the caller holds the shopper's lock, `lockCustomerOf`, or
   * runs on PGlite) — their refund recorded (reason `duplicate`, once per payment) and its job
   * (`refundJobKind`, key `refund-duplicate:<refund id>`) enqueued. The same statement issues the
   * order's tax invoice — the next number of its financial year's series (April to March, India
   * time, of the moment it is paid), the seller as configured now, the place of supply the buyer's
   * billing state (else the seller's) — and writes the receipt to the outbox with the job that
   * delivers it: ONE statement, so it all commits together and checkout's hottest path stays one
   * round trip. Answers our order id, its lines (each saying whether it was already owned) and the
   * refund's id, or undefined when no order in a payable state matched (already paid, another amount…).
   */
  async markPaid(
    where: OrderMatch,
    payment: CapturedPayment,
    refundJobKind: string,
    executor: Executor = this.db,
  ): Promise<{ orderId: string; lines: PaidLine[]; refundId: string | undefined } | undefined> {
    const rows = rowsOf<{
      order_id: string;
      product_id: string;
      title: string;
      price: number;
      owned: boolean;
      refund_id: string | null;
    }>(
      await executor.execute(sql`
        with paid as (
          update ${orders}
          set status = 'paid', payment_id = ${payment.id}, paid_at = now(), failure_code = null,
              failure_reason = null, reconcile_after = null, updated_at = now()
          where ${matchSql(where)} and status in ${PAYABLE}
            and amount = ${payment.amount}::int and currency = ${payment.currency}
          returning id, user_id, paid_at, billing_state
        ), recorded as (
          insert into ${payments} (id, order_id, amount, currency, status, extra)
          select ${payment.id}, id, ${payment.amount}::int, ${payment.currency}, 'captured', false from paid
          on conflict (id) do update set status = 'captured', extra = false, updated_at = now()
          returning order_id
        ), paid_lines as (
          select paid.id as order_id, line.position, line.product_id, line.title, line.price,
            exists (
              select 1 from ${orders} other join ${orderLines} held on held.order_id = other.id
              where other.user_id = paid.user_id and other.id <> paid.id and other.status in ${GRANTING}
                and held.product_id = line.product_id
            ) as owned
          from paid join ${orderLines} line on line.order_id = paid.id
        ), duplicate as (
          insert into ${refunds} (order_id, payment_id, reason, amount, product_ids, titles)
          select order_id, ${payment.id}, 'duplicate', sum(price)::int,
            array_agg(product_id order by position), array_agg(title order by position)
          from paid_lines where owned group by order_id
          on conflict (payment_id) where reason = 'duplicate' do nothing
          returning id
        ), fiscal as (
          select id, user_id, paid_at, billing_state,
            extract(year from (paid_at at time zone 'UTC') + interval '5 hours 30 minutes' - interval '3 months')::int as y
          from paid
        ), series as (
          insert into ${documentSeries} (series, last_number)
          select ${INVOICE_PREFIX} || '/' || lpad((y % 100)::text, 2, '0') || '-' || lpad(((y + 1) % 100)::text, 2, '0'), 1
          from fiscal
          on conflict (series) do update set last_number = ${documentSeries.lastNumber} + 1
          returning series, last_number
        ), invoice as (
          insert into ${invoices} (order_id, number, issued_at, seller, place_of_supply)
          select fiscal.id, series.series || '/' || lpad(series.last_number::text, 6, '0'), fiscal.paid_at,
            ${JSON.stringify(this.config.seller)}::jsonb, coalesce(fiscal.billing_state, ${this.config.seller.state})
          from fiscal, series
          returning order_id, number
        ), receipt as (
          insert into ${outbox} (kind, to_address, subject, order_id)
          select 'receipt', ${users.email}, ${RECEIPT_SUBJECT_PREFIX} || invoice.number, invoice.order_id
          from invoice join fiscal on fiscal.id = invoice.order_id join ${users} on ${users.id} = fiscal.user_id
          returning id
        ), mail_job as (
          insert into ${jobs} (kind, key, payload)
          select ${MAIL_JOB_KIND}, 'mail:' || receipt.id, jsonb_build_object('outboxId', receipt.id) from receipt
          returning id
        ), refund_job as (
          insert into ${jobs} (kind, key, payload)
          select ${refundJobKind}, 'refund-duplicate:' || id, jsonb_build_object('refundId', id) from duplicate
          on conflict (key) do nothing
        )
        select order_id, product_id, title, price, owned, (select id from duplicate) as refund_id
        from paid_lines order by position`),
    );
    if (rows.length === 0) return undefined;
    return {
      orderId: rows[0]!.order_id,
      lines: rows.map((row) => ({ productId: row.product_id, title: row.title, price: row.price, owned: row.owned })),
      refundId: rows[0]!.refund_id ?? undefined,
    };
  }

  /** A refund of ours (a duplicate's or a merchant's) by its id. */
  async duplicateRefund(refundId: string): Promise<DuplicateRefund | undefined> {
    const [row] = await this.db.select().from(refunds).where(eq(refunds.id, refundId)).limit(1);
    return row
      ? {
          id: row.id,
          reason: row.reason,
          orderId: row.orderId,
          paymentId: row.paymentId,
          amount: row.amount,
          status: row.status,
          providerRefundId: row.providerRefundId,
        }
      : undefined;
  }

  /** What the shop itself recorded as refunded (or asked to refund) of a payment, other refunds than `exceptRefundId`. */
  async recordedRefundsOfPayment(paymentId: string, exceptRefundId: string): Promise<number> {
    const [row] = rowsOf<{ total: number | null }>(
      await this.db.execute(sql`
        select coalesce(sum(amount), 0)::int as total from ${refunds}
        where payment_id = ${paymentId} and id <> ${exceptRefundId}::uuid
          and (status = 'processed' or (status = 'pending' and provider_refund_id is not null))`),
    );
    return row?.total ?? 0;
  }

  /** The provider accepted (`pending`) or processed a refund of ours. */
  async markRefundRequested(refundId: string, providerRefundId: string | null, status: RefundStatus): Promise<void> {
    await this.db.execute(sql`
      update ${refunds} set provider_refund_id = coalesce(provider_refund_id, ${providerRefundId}),
        status = case when status = 'processed' then status else ${status} end, updated_at = now()
      where id = ${refundId}::uuid`);
  }

  /**
   * A refund event of the provider for one of our refunds (by our id in its notes, or the provider's
   * id): `processed` or `failed`. Answers whether one of ours matched.
   */
  async settleRefund(
    match: { refundId?: string | undefined; providerRefundId: string },
    status: 'processed' | 'failed',
    executor: Executor = this.db,
  ): Promise<{ id: string; orderId: string; amount: number } | undefined> {
    const byId = match.refundId && UUID.test(match.refundId) ? sql`id = ${match.refundId}::uuid or ` : sql``;
    const [row] = rowsOf<{ id: string; order_id: string; amount: number }>(
      await executor.execute(sql`
        update ${refunds} set status = ${status}, provider_refund_id = coalesce(provider_refund_id, ${match.providerRefundId}),
          updated_at = now()
        where (${byId}provider_refund_id = ${match.providerRefundId})
          and (status <> 'processed' or ${status} = 'processed')
        returning id, order_id, amount`),
    );
    return row ? { id: row.id, orderId: row.order_id, amount: row.amount } : undefined;
  }

  /** created / failed / expired → attempted, with the authorised payment recorded (a late authorisation included). */
  async markAttempted(orderId: string, payment: CapturedPayment, executor: Executor = this.db): Promise<boolean> {
    const rows = rowsOf<{ id: string }>(
      await executor.execute(sql`
        with attempted as (
          update ${orders} set status = 'attempted', failure_code = null, updated_at = now()
          where id = ${orderId}::uuid and status in ('created', 'failed', 'expired')
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
        where ${matchSql(where)} and status in ${AWAITING}
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
        where id = ${orderId}::uuid and status in ${AWAITING}
        returning id`),
    );
    return rows.length > 0;
  }

  /**
   * A captured payment for an order already paid by another one: recorded once, flagged as extra.
   * Answers true only for the caller that recorded it (that one refunds it).
   */
  async recordExtraPayment(orderId: string, payment: CapturedPayment, executor: Executor = this.db): Promise<boolean> {
    const rows = rowsOf<{ id: string }>(
      await executor.execute(sql`
        insert into ${payments} (id, order_id, amount, currency, status, extra)
        values (${payment.id}, ${orderId}::uuid, ${payment.amount}::int, ${payment.currency}, 'captured', true)
        on conflict (id) do update set status = 'captured', extra = true, updated_at = now()
          where ${payments.status} = 'authorized'
        returning id`),
    );
    return rows.length > 0;
  }

  /** A refund of an extra payment was asked for (`refund_pending`) or processed (`refunded`). */
  async markExtraPaymentRefund(
    paymentId: string,
    refundId: string | null,
    status: Extract<PaymentStatus, 'refund_pending' | 'refunded'>,
    amountRefunded: number,
    executor?: Executor,
  ): Promise<boolean> {
    // Refunded: its credit note commits with it.
    if (!executor)
      return this.db.transaction((tx) => this.markExtraPaymentRefund(paymentId, refundId, status, amountRefunded, tx));
    const rows = rowsOf<{ id: string }>(
      await executor.execute(sql`
        update ${payments} set status = ${status}, refund_id = coalesce(${refundId}, refund_id),
          amount_refunded = greatest(amount_refunded, ${amountRefunded}::int), updated_at = now()
        where id = ${paymentId} and extra and status <> 'refunded'
        returning id`),
    );
    if (rows.length === 0) return false;
    if (status === 'refunded') await this.issueCreditNote(executor, paymentId, 'duplicate_payment');
    return true;
  }

  /** Extra payments whose refund was never asked for (the process died in between): reconciliation retries them. */
  async extraPaymentsToRefund(limit = 50): Promise<{ id: string; orderId: string; amount: number }[]> {
    return this.db
      .select({ id: payments.id, orderId: payments.orderId, amount: payments.amount })
      .from(payments)
      .where(and(eq(payments.extra, true), eq(payments.status, 'captured')))
      .limit(limit);
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
          where payment_id = ${paymentId} and status in ('paid', 'partially_refunded', 'disputed')
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
    await this.issueCreditNote(executor, paymentId, 'refund');
    return true;
  }

  /**
   * Issues the credit note of what was refunded on the order paid by `paymentId` and not yet
   * credited (`refund`), or of a second payment refunded in full (`duplicate_payment`): the next
   * number of the current financial year's credit-note series, and the refund notice in the outbox
   * with the job that delivers it — one statement, in the caller's transaction. Nothing when nothing
   * is left to credit or the order has no invoice. Idempotent by `refund_key`.
   */
  async issueCreditNote(
    executor: Executor,
    paymentId: string,
    reason: 'refund' | 'duplicate_payment',
  ): Promise<string | undefined> {
    const target =
      reason === 'refund'
        ? sql`select o.id as order_id, o.user_id, o.payment_id,
              o.amount_refunded - coalesce((select sum(c.amount) from ${creditNotes} c
                where c.order_id = o.id and c.reason = 'refund'), 0)::int as amount,
              'refund:' || o.payment_id || ':' || o.amount_refunded as refund_key
            from ${orders} o join ${invoices} i on i.order_id = o.id
            where o.payment_id = ${paymentId}`
        : sql`select o.id as order_id, o.user_id, p.id as payment_id, p.amount_refunded as amount,
              'duplicate:' || p.id as refund_key
            from ${payments} p join ${orders} o on o.id = p.order_id join ${invoices} i on i.order_id = o.id
            where p.id = ${paymentId} and p.extra and p.status = 'refunded'`;
    const [row] = rowsOf<{ number: string }>(
      await executor.execute(sql`
        with target as (${target})
        , due as (
          select target.*, extract(year from (now() at time zone 'UTC') + interval '5 hours 30 minutes'
              - interval '3 months')::int as y,
            (select count(*) from ${creditNotes} c where c.order_id = target.order_id)::int + 1 as position
          from target
          where amount > 0 and not exists (select 1 from ${creditNotes} c where c.refund_key = target.refund_key)
        )
        , series as (
          insert into ${documentSeries} (series, last_number)
          select ${CREDIT_NOTE_PREFIX} || '/' || lpad((y % 100)::text, 2, '0') || '-' || lpad(((y + 1) % 100)::text, 2, '0'), 1
          from due
          on conflict (series) do update set last_number = ${documentSeries.lastNumber} + 1
          returning series, last_number
        )
        , note as (
          insert into ${creditNotes} (order_id, position, number, amount, reason, payment_id, refund_key)
          select due.order_id, due.position, series.series || '/' || lpad(series.last_number::text, 6, '0'),
            due.amount, ${reason}, due.payment_id, due.refund_key
          from due, series
          returning id, order_id, number
        )
        , notice as (
          insert into ${outbox} (kind, to_address, subject, order_id, credit_note_id)
          select 'refund_notice', ${users.email}, ${REFUND_SUBJECT_PREFIX} || note.number, note.order_id, note.id
          from note join due on due.order_id = note.order_id join ${users} on ${users.id} = due.user_id
          returning id
        )
        , mail_job as (
          insert into ${jobs} (kind, key, payload)
          select ${MAIL_JOB_KIND}, 'mail:' || notice.id, jsonb_build_object('outboxId', notice.id) from notice
          returning id
        )
        select number from note`),
    );
    return row?.number;
  }

  /** paid / partially_refunded → disputed, while the customer's bank reviews a chargeback. */
  async markDisputed(paymentId: string, executor: Executor = this.db): Promise<boolean> {
    return this.updateByPayment(
      sql`status = 'disputed'`,
      paymentId,
      sql`status in ('paid', 'partially_refunded')`,
      executor,
    );
  }

  /** disputed → paid (or partially_refunded): the dispute was decided for the shop. */
  async markDisputeWon(paymentId: string, executor: Executor = this.db): Promise<boolean> {
    return this.updateByPayment(
      sql`status = case when amount_refunded = 0 then 'paid' else 'partially_refunded' end`,
      paymentId,
      sql`status = 'disputed'`,
      executor,
    );
  }

  /** disputed / paid / partially_refunded → refunded: the dispute was lost and the money given back. */
  async markDisputeLost(paymentId: string, executor: Executor = this.db): Promise<boolean> {
    const changed = await this.updateByPayment(
      sql`status = 'refunded', amount_refunded = amount`,
      paymentId,
      sql`status in ('disputed', 'paid', 'partially_refunded')`,
      executor,
    );
    if (changed) await this.issueCreditNote(executor, paymentId, 'refund');
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
    const [order] = await this.withDetails([row]);
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
      orders: await this.withDetails(page.map(({ row }) => row)),
      next: rows.length > limit && last ? { createdAt: last.createdAtText, id: last.row.id } : null,
    };
  }

  /** Each product the user has access to, once, with the first paid order that holds it. */
  async paidProductsForUser(userId: string): Promise<{ productId: string; orderId: string; paidAt: Date }[]> {
    const rows = await this.db
      .select({ productId: orderLines.productId, orderId: orders.id, paidAt: orders.paidAt })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.userId, userId), sql`${orders.status} in ${GRANTING}`))
      .orderBy(asc(orders.paidAt), asc(orders.id));
    const seen = new Map<string, { productId: string; orderId: string; paidAt: Date }>();
    for (const row of rows) {
      if (!seen.has(row.productId))
        seen.set(row.productId, { productId: row.productId, orderId: row.orderId, paidAt: row.paidAt ?? new Date(0) });
    }
    return [...seen.values()];
  }

  /** The user's first order that grants access to this product (paid, not refunded), or null. */
  async grantingOrderFor(userId: string, productId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ orderId: orders.id })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.userId, userId), sql`${orders.status} in ${GRANTING}`, eq(orderLines.productId, productId)))
      .orderBy(asc(orders.paidAt), asc(orders.id))
      .limit(1);
    return row?.orderId ?? null;
  }

  /**
   * Records an event that changes nothing, in one statement: a payment event for an order this very
   * payment has already paid (verify or an earlier event told the shop first, as with two of
   * Razorpay's three events of every checkout). Answers `unsettled` when the order is not in that
   * state (the caller applies the event in full), otherwise whether the event id was new.
   */
  async recordSettledPaymentEvent(
    eventId: string,
    event: string,
    payment: { id: string; providerOrderId: string },
  ): Promise<'recorded' | 'duplicate' | 'unsettled'> {
    const [row] = rowsOf<{ settled: boolean; recorded: boolean }>(
      await this.db.execute(sql`
        with settled as (
          select 1 from ${orders}
          where provider_order_id = ${payment.providerOrderId} and payment_id = ${payment.id} and status in ${GRANTING}
        ), recorded as (
          insert into ${webhookEvents} (event_id, event, payment_id, outcome)
          select ${eventId}, ${event}, ${payment.id}, 'already_paid' from settled
          on conflict do nothing
          returning 1
        )
        select exists (select 1 from settled) as settled, exists (select 1 from recorded) as recorded`),
    );
    if (!row?.settled) return 'unsettled';
    return row.recorded ? 'recorded' : 'duplicate';
  }

  /**
   * Runs `apply` for a webhook event only the first time its id is seen: the id is inserted in the
   * same transaction as the change, with what `apply` answers it did (the merchant's timeline) and
   * the payment it is about, so a replay (or a concurrent duplicate) changes nothing. The id goes in
   * last, in the statement that also records the outcome (one statement fewer per event): a
   * duplicate finds it there, or waits for the first delivery's transaction and then finds it, and
   * its changes are rolled back. Answers false for an event already processed.
   */
  async onceForWebhookEvent(
    eventId: string,
    event: string,
    paymentId: string | null,
    apply: (tx: Executor) => Promise<string>,
  ): Promise<boolean> {
    try {
      return await this.db.transaction(async (tx) => {
        const outcome = await apply(tx);
        const inserted = await tx
          .insert(webhookEvents)
          .values({ eventId, event, paymentId, outcome })
          .onConflictDoNothing()
          .returning({ eventId: webhookEvents.eventId });
        if (inserted.length === 0) throw ALREADY_PROCESSED;
        return true;
      });
    } catch (error) {
      if (error === ALREADY_PROCESSED) return false;
      throw error;
    }
  }

  private async withDetails(rows: OrderRow[]): Promise<Order[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [lines, extras, ownRefunds, invoiceRows, creditNoteRows] = await Promise.all([
      this.db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
        .orderBy(asc(orderLines.orderId), asc(orderLines.position)),
      this.db
        .select()
        .from(payments)
        .where(and(inArray(payments.orderId, ids), eq(payments.extra, true)))
        .orderBy(asc(payments.createdAt)),
      this.db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.createdAt)),
      this.db
        .select({ orderId: invoices.orderId, number: invoices.number })
        .from(invoices)
        .where(inArray(invoices.orderId, ids)),
      this.db
        .select({
          orderId: creditNotes.orderId,
          n: creditNotes.position,
          number: creditNotes.number,
          amount: creditNotes.amount,
        })
        .from(creditNotes)
        .where(inArray(creditNotes.orderId, ids))
        .orderBy(asc(creditNotes.orderId), asc(creditNotes.position)),
    ]);
    const refundsByOrder = groupBy(
      ownRefunds,
      (refund) => refund.orderId,
      (refund) => ({
        amount: refund.amount,
        reason: refund.reason,
        status: refund.status,
        productIds: refund.productIds,
        message:
          refund.reason === 'merchant'
            ? merchantRefundMessage(refund.amount, refund.status)
            : duplicateRefundMessage(refund.amount, refund.titles, refund.status),
      }),
    );
    const documentsByOrder = new Map<string, Order['documents']>();
    for (const invoice of invoiceRows)
      documentsByOrder.set(invoice.orderId, { invoiceNumber: invoice.number, creditNotes: [] });
    for (const { orderId, ...note } of creditNoteRows) documentsByOrder.get(orderId)?.creditNotes.push(note);
    const linesByOrder = groupBy(
      lines,
      (line) => line.orderId,
      ({ productId, title, price }) => ({
        productId,
        title,
        price,
      }),
    );
    const extrasByOrder = groupBy(
      extras,
      (payment) => payment.orderId,
      (payment) => ({
        paymentId: payment.id,
        amount: payment.amount,
        status: payment.status,
        message: extraPaymentMessage(payment.amount, payment.status),
      }),
    );
    return rows.map((row) =>
      toOrder(
        row,
        linesByOrder.get(row.id) ?? [],
        extrasByOrder.get(row.id) ?? [],
        refundsByOrder.get(row.id) ?? [],
        documentsByOrder.get(row.id),
      ),
    );
  }
}

/** Rows grouped by a key, each mapped on the way, in their order. */
function groupBy<Row, Item>(rows: Row[], keyOf: (row: Row) => string, itemOf: (row: Row) => Item): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(itemOf(row));
    else groups.set(key, [itemOf(row)]);
  }
  return groups;
}

/** The contract's view of an order row: the failure as a code and the contract's message, never the internal detail. */
export function toOrder(
  row: OrderRow,
  lines: OrderLine[],
  extraPayments: Order['extraPayments'] = [],
  orderRefunds: Order['refunds'] = [],
  documents: Order['documents'] = { invoiceNumber: null, creditNotes: [] },
): Order {
  const failureCode = row.failureCode ?? (row.status === 'failed' ? 'PAYMENT_DECLINED' : null);
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: 'INR',
    providerOrderId: row.providerOrderId,
    paymentId: row.paymentId,
    failure:
      failureCode && ORDER_STATUSES_PAYABLE.includes(row.status as (typeof ORDER_STATUSES_PAYABLE)[number])
        ? { code: failureCode, message: ORDER_FAILURE_MESSAGES[failureCode] }
        : null,
    amountRefunded: row.amountRefunded,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    lines,
    extraPayments,
    refunds: orderRefunds,
    billing:
      row.billingName && row.billingState && row.billingPinCode
        ? {
            name: row.billingName,
            state: row.billingState as BillingDetails['state'],
            pinCode: row.billingPinCode,
            gstin: row.billingGstin,
          }
        : null,
    documents,
  };
}
