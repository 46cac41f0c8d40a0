import { Injectable } from '@nestjs/common';
import {
  findProduct,
  type AdminCustomerExport,
  type AdminCustomerSummary,
  type AdminOwnedProduct,
  type SubscriptionStatus,
} from '@profit/contract';
import { sql, type SQL } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import {
  bugReportImages,
  bugReports,
  contactMessages,
  creditNotes,
  invoices,
  orderLines,
  orders,
  payments,
  refunds,
  sessions,
  subscriptions,
  users,
} from '../database/schema.js';
import { LibraryRepository } from '../library/library.repository.js';
import { normalizeEmail } from '../subscriptions/subscriptions.repository.js';
import type { Cursor } from './admin-orders.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const iso = (value: string | Date): string => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null): string | null => (value === null ? null : iso(value));
const likeOf = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A row as the export shows it: camelCase keys, instants (`*_at`) as ISO strings. */
function exported(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
      key.endsWith('_at') && (typeof value === 'string' || value instanceof Date) ? iso(value) : value,
    ]),
  );
}

interface CustomerRow {
  id: string;
  name: string;
  email: string;
  created_at: string;
  created_at_text: string;
  erased_at: string | null;
  orders_count: number;
  paid_net: number;
}

/** The columns of a customer's summary: orders counted, paid money net of refunds. */
const summaryColumns = sql`u.id, u.name, u.email, u.created_at, u.created_at::text as created_at_text, u.erased_at,
  (select count(*) from ${orders} o where o.user_id = u.id)::int as orders_count,
  coalesce((select sum(o.amount - o.amount_refunded) from ${orders} o
    where o.user_id = u.id and o.paid_at is not null), 0)::int as paid_net`;

const summaryOf = (row: CustomerRow): AdminCustomerSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  createdAt: iso(row.created_at),
  erasedAt: isoOrNull(row.erased_at),
  ordersCount: row.orders_count,
  paidNet: row.paid_net,
});

/** The shop's customers as the merchant console reads them: the list, one customer, their data export. */
@Injectable()
export class AdminCustomersRepository {
  constructor(
    @InjectDatabase() private readonly database: Database,
    private readonly libraryReads: LibraryRepository,
  ) {}

  private get db() {
    return this.database.db;
  }

  /** A page of customers, newest first, keyset-paged by (sign-up time, id); `q` searches e-mail and name. */
  async page(
    q: string | undefined,
    limit: number,
    cursor: Cursor | undefined,
  ): Promise<{ customers: AdminCustomerSummary[]; next: Cursor | null }> {
    const conditions: SQL[] = [sql`true`];
    if (q) conditions.push(sql`(lower(u.email) like ${likeOf(q)} or lower(u.name) like ${likeOf(q)})`);
    if (cursor) conditions.push(sql`(u.created_at, u.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
    const rows = rowsOf<CustomerRow>(
      await this.db.execute(sql`
        select ${summaryColumns} from ${users} u
        where ${sql.join(conditions, sql` and `)}
        order by u.created_at desc, u.id desc
        limit ${limit + 1}::int`),
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      customers: page.map(summaryOf),
      next: rows.length > limit && last ? { createdAt: last.created_at_text, id: last.id } : null,
    };
  }

  /** One customer's summary, or undefined. */
  async summary(userId: string): Promise<AdminCustomerSummary | undefined> {
    if (!UUID.test(userId)) return undefined;
    const [row] = rowsOf<CustomerRow>(
      await this.db.execute(sql`select ${summaryColumns} from ${users} u where u.id = ${userId}::uuid`),
    );
    return row ? summaryOf(row) : undefined;
  }

  /** The products the customer owns, each with the order that bought it. */
  async library(userId: string): Promise<AdminOwnedProduct[]> {
    return (await this.libraryReads.paidProductsForUser(userId)).map((owned) => ({
      productId: owned.productId,
      title: findProduct(owned.productId)?.title ?? owned.productId,
      orderId: owned.orderId,
      purchasedAt: owned.paidAt.toISOString(),
    }));
  }

  /** The state of the newsletter subscription of this address, or null. */
  async newsletter(email: string): Promise<SubscriptionStatus | null> {
    const [row] = rowsOf<{ status: SubscriptionStatus }>(
      await this.db.execute(sql`select status from ${subscriptions} where email_normalized = ${normalizeEmail(email)}`),
    );
    return row?.status ?? null;
  }

  /** Every row that holds the customer's personal data; undefined when there is no such customer. */
  async exportOf(userId: string): Promise<AdminCustomerExport | undefined> {
    if (!UUID.test(userId)) return undefined;
    const [user] = rowsOf<{
      id: string;
      name: string;
      email: string;
      picture: string | null;
      created_at: string;
      erased_at: string | null;
    }>(
      await this.db.execute(
        sql`select id, name, email, picture, created_at, erased_at from ${users} where id = ${userId}::uuid`,
      ),
    );
    if (!user) return undefined;
    const address = normalizeEmail(user.email);
    const ofOrders = (table: SQL) =>
      sql`${table}.order_id in (select id from ${orders} where user_id = ${userId}::uuid)`;
    const [
      sessionCounts,
      orderRows,
      paymentRows,
      refundRows,
      invoiceRows,
      noteRows,
      newsletterRows,
      contactRows,
      bugRows,
    ] = await Promise.all([
      this.db.execute(sql`
          select count(*)::int as total,
            (count(*) filter (where revoked_at is null and expires_at > now()))::int as live
          from ${sessions} where user_id = ${userId}::uuid`),
      this.db.execute(sql`
          select o.id, o.status, o.amount, o.amount_refunded, o.currency, o.payment_id, o.created_at, o.paid_at,
            o.billing_name, o.billing_state, o.billing_pin_code, o.billing_gstin,
            coalesce((select json_agg(json_build_object('productId', l.product_id, 'title', l.title, 'price', l.price)
              order by l.position) from ${orderLines} l where l.order_id = o.id), '[]'::json) as lines
          from ${orders} o where o.user_id = ${userId}::uuid order by o.created_at`),
      this.db.execute(sql`
          select id, order_id, amount, status, extra, amount_refunded, created_at from ${payments}
          where ${ofOrders(sql`${payments}`)} order by created_at`),
      this.db.execute(sql`
          select id, order_id, reason, amount, product_ids, status, note, created_at from ${refunds}
          where ${ofOrders(sql`${refunds}`)} order by created_at`),
      this.db.execute(sql`
          select order_id, number, issued_at, place_of_supply, buyer_name, buyer_email from ${invoices}
          where ${ofOrders(sql`${invoices}`)} order by issued_at`),
      this.db.execute(sql`
          select order_id, number, issued_at, amount, reason from ${creditNotes}
          where ${ofOrders(sql`${creditNotes}`)} order by issued_at`),
      this.db.execute(sql`
          select email, status, created_at, confirmed_at from ${subscriptions} where email_normalized = ${address}`),
      this.db.execute(sql`
          select id, name, email, message, created_at, handled_at from ${contactMessages}
          where lower(trim(email)) = ${address} order by created_at`),
      this.db.execute(sql`
          select r.id, r.title, r.severity, r.description, r.steps, r.expected, r.actual, r.contact_email, r.created_at,
            coalesce((select json_agg(json_build_object('fileName', i.file_name, 'contentType', i.content_type,
              'size', i.size) order by i.position) from ${bugReportImages} i where i.report_id = r.id), '[]'::json)
              as images
          from ${bugReports} r where lower(trim(r.contact_email)) = ${address} order by r.created_at`),
    ]);
    const [counts] = rowsOf<{ total: number; live: number }>(sessionCounts);
    const [newsletter] = rowsOf<Record<string, unknown>>(newsletterRows);
    return {
      exportedAt: new Date().toISOString(),
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        picture: user.picture,
        createdAt: iso(user.created_at),
        erasedAt: isoOrNull(user.erased_at),
      },
      sessions: counts ?? { total: 0, live: 0 },
      orders: rowsOf<Record<string, unknown>>(orderRows).map(exported),
      payments: rowsOf<Record<string, unknown>>(paymentRows).map(exported),
      refunds: rowsOf<Record<string, unknown>>(refundRows).map(exported),
      invoices: rowsOf<Record<string, unknown>>(invoiceRows).map(exported),
      creditNotes: rowsOf<Record<string, unknown>>(noteRows).map(exported),
      library: await this.library(userId),
      newsletter: newsletter ? exported(newsletter) : null,
      contactMessages: rowsOf<Record<string, unknown>>(contactRows).map(exported),
      bugReports: rowsOf<Record<string, unknown>>(bugRows).map(exported),
    };
  }
}
