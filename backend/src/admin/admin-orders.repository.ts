import { Injectable } from '@nestjs/common';
import {
  ORDER_STATUSES_GRANTING_ACCESS,
  type AdminOrderDetail,
  type AdminOrderSummary,
  type AdminTimelineEvent,
  type OrderStatus,
} from '@profit/contract';
import { sql, type SQL } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import {
  creditNotes,
  invoices,
  orderLines,
  orders,
  outbox,
  payments,
  refunds,
  users,
  webhookEvents,
} from '../database/schema.js';
import { OrdersRepository } from '../orders/orders.repository.js';

/** What the merchant narrowed the order list by. */
export interface OrderFilters {
  status?: OrderStatus | undefined;
  /** Days in India time, YYYY-MM-DD, both included. */
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  /** One customer's orders only (their page in the console). */
  userId?: string | undefined;
}

export interface Cursor {
  createdAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const iso = (value: string | Date): string => new Date(value).toISOString();
/** The shop's days are India's: a day starts at 00:00 IST. */
const IST = 'Asia/Kolkata';

/** A search of the merchant's: an order id, a payment id, an invoice number, or (part of) an e-mail. */
function searchSql(q: string): SQL {
  if (UUID.test(q)) return sql`o.id = ${q}::uuid`;
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(o.payment_id = ${q} or exists (select 1 from ${payments} p where p.order_id = o.id and p.id = ${q})
    or i.number = ${q.toUpperCase()} or lower(u.email) like ${like})`;
}

/** Every order of every shopper, as the merchant console reads them. */
@Injectable()
export class AdminOrdersRepository {
  constructor(
    @InjectDatabase() private readonly database: Database,
    private readonly orders: OrdersRepository,
  ) {}

  private get db() {
    return this.database.db;
  }

  /** A page of orders, newest first, keyset-paged by (creation time, id) like the shopper's list. */
  async page(
    filters: OrderFilters,
    limit: number,
    cursor: Cursor | undefined,
  ): Promise<{ orders: AdminOrderSummary[]; next: Cursor | null }> {
    const conditions: SQL[] = [sql`true`];
    if (filters.status) conditions.push(sql`o.status = ${filters.status}`);
    if (filters.from) conditions.push(sql`o.created_at >= (${filters.from}::date)::timestamp at time zone ${IST}`);
    if (filters.to) conditions.push(sql`o.created_at < ((${filters.to}::date + 1)::timestamp at time zone ${IST})`);
    if (filters.q) conditions.push(searchSql(filters.q));
    if (filters.userId) conditions.push(sql`o.user_id = ${filters.userId}::uuid`);
    if (cursor) conditions.push(sql`(o.created_at, o.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
    const rows = rowsOf<{
      id: string;
      status: OrderStatus;
      amount: number;
      amount_refunded: number;
      created_at: string;
      created_at_text: string;
      paid_at: string | null;
      payment_id: string | null;
      invoice_number: string | null;
      user_id: string;
      name: string;
      email: string;
      titles: string[];
    }>(
      await this.db.execute(sql`
        select o.id, o.status, o.amount, o.amount_refunded, o.created_at, o.created_at::text as created_at_text,
          o.paid_at, o.payment_id, i.number as invoice_number, u.id as user_id, u.name, u.email,
          array(select l.title from ${orderLines} l where l.order_id = o.id order by l.position) as titles
        from ${orders} o
          join ${users} u on u.id = o.user_id
          left join ${invoices} i on i.order_id = o.id
        where ${sql.join(conditions, sql` and `)}
        order by o.created_at desc, o.id desc
        limit ${limit + 1}::int`),
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      orders: page.map((row) => ({
        id: row.id,
        status: row.status,
        amount: row.amount,
        amountRefunded: row.amount_refunded,
        createdAt: iso(row.created_at),
        paidAt: row.paid_at ? iso(row.paid_at) : null,
        paymentId: row.payment_id,
        invoiceNumber: row.invoice_number,
        customer: { id: row.user_id, name: row.name, email: row.email },
        titles: row.titles,
      })),
      next: rows.length > limit && last ? { createdAt: last.created_at_text, id: last.id } : null,
    };
  }

  /** One order with its customer and everything that happened to it, or undefined. */
  async detail(orderId: string): Promise<AdminOrderDetail | undefined> {
    if (!UUID.test(orderId)) return undefined;
    const [owner] = rowsOf<{ user_id: string; name: string; email: string }>(
      await this.db.execute(sql`
        select o.user_id, u.name, u.email from ${orders} o join ${users} u on u.id = o.user_id
        where o.id = ${orderId}::uuid`),
    );
    if (!owner) return undefined;
    const order = await this.orders.findForUser(orderId, owner.user_id);
    if (!order) return undefined;
    const [paymentRows, refundRows, emailRows, noteRows, invoiceRows] = await Promise.all([
      this.db.execute(sql`
        select id, amount, status, extra, amount_refunded, created_at from ${payments}
        where order_id = ${orderId}::uuid order by created_at`),
      this.db.execute(sql`
        select id, amount, reason, status, product_ids, titles, note, requested_by, provider_refund_id, created_at
        from ${refunds} where order_id = ${orderId}::uuid order by created_at`),
      this.db.execute(sql`
        select id, kind, to_address, subject, created_at, sent_at from ${outbox}
        where order_id = ${orderId}::uuid order by created_at`),
      this.db.execute(sql`
        select number, amount, issued_at from ${creditNotes} where order_id = ${orderId}::uuid order by position`),
      this.db.execute(sql`select number, issued_at from ${invoices} where order_id = ${orderId}::uuid`),
    ]);
    const paymentList = rowsOf<{
      id: string;
      amount: number;
      status: string;
      extra: boolean;
      amount_refunded: number;
      created_at: string;
    }>(paymentRows);
    const paymentIds = [order.paymentId, ...paymentList.map((p) => p.id)].filter((id): id is string => Boolean(id));
    const webhookRows =
      paymentIds.length === 0
        ? []
        : rowsOf<{ event: string; outcome: string | null; received_at: string }>(
            await this.db.execute(sql`
              select event, outcome, received_at from ${webhookEvents}
              where payment_id in (${sql.join(
                paymentIds.map((id) => sql`${id}`),
                sql`, `,
              )})
              order by received_at`),
          );
    const refundList = rowsOf<{
      id: string;
      amount: number;
      reason: 'duplicate' | 'merchant';
      status: 'pending' | 'processed' | 'failed';
      product_ids: string[];
      titles: string[];
      note: string | null;
      requested_by: string | null;
      provider_refund_id: string | null;
      created_at: string;
    }>(refundRows);
    const emails = rowsOf<{
      id: string;
      kind: 'receipt' | 'refund_notice';
      to_address: string;
      subject: string;
      created_at: string;
      sent_at: string | null;
    }>(emailRows);
    const timeline: AdminTimelineEvent[] = [
      { at: order.createdAt, kind: 'order' as const, summary: `Order created for ${order.lines.length} product(s)` },
      ...paymentList.map((p) => ({
        at: iso(p.created_at),
        kind: 'payment' as const,
        summary: `Payment ${p.id}${p.extra ? ' (second payment)' : ''}: ${p.status}`,
      })),
      ...webhookRows.map((w) => ({
        at: iso(w.received_at),
        kind: 'webhook' as const,
        summary: `Webhook ${w.event}: ${w.outcome ?? 'received'}`,
      })),
      ...rowsOf<{ number: string; issued_at: string }>(invoiceRows).map((i) => ({
        at: iso(i.issued_at),
        kind: 'document' as const,
        summary: `Tax invoice ${i.number} issued`,
      })),
      ...refundList.map((r) => ({
        at: iso(r.created_at),
        kind: 'refund' as const,
        summary: `Refund of ${r.titles.join(', ')} (${r.reason === 'merchant' ? `by ${r.requested_by}` : 'already owned'}): ${r.status}`,
      })),
      ...rowsOf<{ number: string; amount: number; issued_at: string }>(noteRows).map((c) => ({
        at: iso(c.issued_at),
        kind: 'document' as const,
        summary: `Credit note ${c.number} issued`,
      })),
      ...emails.map((e) => ({
        at: iso(e.created_at),
        kind: 'email' as const,
        summary: `E-mail “${e.subject}” to ${e.to_address}: ${e.sent_at ? 'sent' : 'waiting'}`,
      })),
    ].sort((a, b) => a.at.localeCompare(b.at));
    const refunded = new Set(refundList.filter((r) => r.status !== 'failed').flatMap((r) => r.product_ids));
    const granting = (ORDER_STATUSES_GRANTING_ACCESS as readonly string[]).includes(order.status);
    return {
      order,
      customer: { id: owner.user_id, name: owner.name, email: owner.email },
      timeline,
      emails: emails.map((e) => ({
        id: e.id,
        kind: e.kind,
        to: e.to_address,
        subject: e.subject,
        createdAt: iso(e.created_at),
        sentAt: e.sent_at ? iso(e.sent_at) : null,
      })),
      refunds: refundList.map((r) => ({
        id: r.id,
        amount: r.amount,
        reason: r.reason,
        status: r.status,
        productIds: r.product_ids,
        note: r.note ?? `Already owned: ${r.titles.join(', ')}`,
        requestedBy: r.requested_by,
        providerRefundId: r.provider_refund_id,
        createdAt: iso(r.created_at),
      })),
      refundableProductIds: granting ? order.lines.map((line) => line.productId).filter((id) => !refunded.has(id)) : [],
    };
  }
}
