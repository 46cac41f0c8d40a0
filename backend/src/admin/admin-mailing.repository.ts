import { Injectable } from '@nestjs/common';
import type { AdminOutboxEmail, AdminSubscriber, OutboxState } from '@profit/contract';
import { sql, type SQL } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { jobs, outbox, subscriptions } from '../database/schema.js';
import { MAIL_JOB_KIND } from '../mail/mail.constants.js';
import type { Cursor } from './admin-orders.repository.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const iso = (value: string | Date): string => new Date(value).toISOString();

/** A page of rows read one more than asked, keyset-paged by (creation time, id). */
function pageOf<Row extends { id: string; created_at_text: string }>(rows: Row[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, next: rows.length > limit && last ? { createdAt: last.created_at_text, id: last.id } : null };
}

/** An outbox e-mail's delivery state, from its `sent_at` and its `mail.deliver` job. */
const STATE_SQL = sql`case when o.sent_at is not null then 'sent' when j.failed_at is not null then 'failed' else 'queued' end`;

/** The newsletter's list and the outbox, read-only, for the merchant. */
@Injectable()
export class AdminMailingRepository {
  constructor(@InjectDatabase() private readonly database: Database) {}

  async subscribers(
    q: string | undefined,
    limit: number,
    cursor: Cursor | undefined,
  ): Promise<{ subscribers: AdminSubscriber[]; next: Cursor | null }> {
    const conditions: SQL[] = [sql`true`];
    if (q) conditions.push(sql`s.email_normalized like ${`%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    if (cursor) conditions.push(sql`(s.created_at, s.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
    const rows = rowsOf<{
      id: string;
      email: string;
      status: AdminSubscriber['status'];
      created_at: string;
      created_at_text: string;
      confirmed_at: string | null;
    }>(
      await this.database.db.execute(sql`
        select s.id, s.email, s.status, s.created_at, s.created_at::text as created_at_text, s.confirmed_at
        from ${subscriptions} s where ${sql.join(conditions, sql` and `)}
        order by s.created_at desc, s.id desc limit ${limit + 1}::int`),
    );
    const { page, next } = pageOf(rows, limit);
    return {
      subscribers: page.map((row) => ({
        id: row.id,
        email: row.email,
        status: row.status,
        subscribedAt: iso(row.created_at),
        confirmedAt: row.confirmed_at ? iso(row.confirmed_at) : null,
      })),
      next,
    };
  }

  async outbox(
    state: OutboxState | undefined,
    limit: number,
    cursor: Cursor | undefined,
  ): Promise<{ emails: AdminOutboxEmail[]; next: Cursor | null }> {
    const conditions: SQL[] = [sql`true`];
    if (state) conditions.push(sql`${STATE_SQL} = ${state}`);
    if (cursor) conditions.push(sql`(o.created_at, o.id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
    const rows = rowsOf<{
      id: string;
      kind: AdminOutboxEmail['kind'];
      to_address: string;
      subject: string;
      created_at: string;
      created_at_text: string;
      sent_at: string | null;
      state: OutboxState;
      attempts: number | null;
      last_error: string | null;
      order_id: string | null;
    }>(
      await this.database.db.execute(sql`
        select o.id, o.kind, o.to_address, o.subject, o.created_at, o.created_at::text as created_at_text, o.sent_at,
          ${STATE_SQL} as state, j.attempts, j.last_error, o.order_id
        from ${outbox} o
          left join ${jobs} j on j.kind = ${MAIL_JOB_KIND} and j.key = 'mail:' || o.id::text
        where ${sql.join(conditions, sql` and `)}
        order by o.created_at desc, o.id desc limit ${limit + 1}::int`),
    );
    const { page, next } = pageOf(rows, limit);
    return {
      emails: page.map((row) => ({
        id: row.id,
        kind: row.kind,
        to: row.to_address,
        subject: row.subject,
        createdAt: iso(row.created_at),
        sentAt: row.sent_at ? iso(row.sent_at) : null,
        state: row.state,
        attempts: row.attempts ?? 0,
        lastError: row.state === 'sent' ? null : row.last_error,
        orderId: row.order_id,
      })),
      next,
    };
  }
}
