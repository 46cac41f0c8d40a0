import { Injectable } from '@nestjs/common';
import type { PaymentStatus, RefundReason, RefundStatus } from '@profit/contract';
import { and, eq, sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import type { Executor } from '../database/executor.js';
import { rowsOf } from '../database/rows.js';
import { payments, refunds } from '../database/schema.js';
import { issueCreditNote } from '../orders/credit-notes.js';
import { UUID } from '../orders/order-sql.js';
import type { CapturedPayment } from '../orders/orders.repository.js';

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

/**
 * The payments recorded against orders that are not the order's own (a second payment of a paid
 * order: recorded as extra and refunded in full) and the shop's refunds (`refunds`: a duplicate
 * line's, a merchant's) as the provider accepts and settles them. The order's own payment is
 * recorded with its transition, in `OrdersRepository`'s statements.
 */
@Injectable()
export class PaymentsRepository {
  constructor(@InjectDatabase() private readonly database: Database) {}

  private get db() {
    return this.database.db;
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
    if (status === 'refunded') await issueCreditNote(executor, paymentId, 'duplicate_payment');
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
}
