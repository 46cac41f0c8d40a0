import { CREDIT_NOTE_PREFIX } from '@profit/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../database/executor.js';
import { rowsOf } from '../database/rows.js';
import { creditNotes, documentSeries, invoices, jobs, orders, outbox, payments, users } from '../database/schema.js';
import { MAIL_JOB_KIND, REFUND_SUBJECT_PREFIX } from '../mail/mail.constants.js';

/**
 * Issues the credit note of what was refunded on the order paid by `paymentId` and not yet
 * credited (`refund`), or of a second payment refunded in full (`duplicate_payment`): the next
 * number of the current financial year's credit-note series, and the refund notice in the outbox
 * with the job that delivers it — one statement, in the caller's transaction. Nothing when nothing
 * is left to credit or the order has no invoice. Idempotent by `refund_key`.
 */
export async function issueCreditNote(
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
