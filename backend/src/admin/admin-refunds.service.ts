import { Injectable } from '@nestjs/common';
import {
  ADMIN_MESSAGES,
  ADMIN_REFUND_MESSAGES,
  ORDER_STATUSES_GRANTING_ACCESS,
  type AdminRefundRequest,
} from '@profit/contract';
import { sql } from 'drizzle-orm';
import { ApiError } from '../common/api-error.js';
import type { AuthenticatedUser } from '../common/current-user.decorator.js';
import { orderLines, orders, refunds } from '../database/schema.js';
import { JobsService } from '../jobs/jobs.service.js';
import type { Executor } from '../database/executor.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { PAYMENT_JOBS } from '../payments/order-payments.service.js';
import { AuditLogRepository } from './audit-log.repository.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const refused = (message: string) => new ApiError(409, 'PRECONDITION_FAILED', message);
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/**
 * A merchant's refund of lines of a paid order. It is recorded as a `refunds` row (reason
 * `merchant`) with its job, the audit entry beside it, in one transaction holding the order's row:
 * the same job as the shop's own duplicate refunds then calls the provider, and the refund's
 * settlement (`applyRefund`) takes back access on a full refund, issues the credit note and queues
 * the e-mail, exactly as a refund webhook does. One idempotency key is one refund: a second request
 * with it (a double press, two merchants at once) answers the first one's result.
 */
@Injectable()
export class AdminRefundsService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly jobs: JobsService,
    private readonly audit: AuditLogRepository,
  ) {}

  /** Records the refund (or finds the one of this key) and runs its provider call. */
  async refund(orderId: string, request: AdminRefundRequest, merchant: AuthenticatedUser): Promise<void> {
    if (!UUID.test(orderId)) throw ApiError.notFound(ADMIN_MESSAGES.orderNotFound);
    const refundId = await this.orders.transaction((tx) => this.record(tx, orderId, request, merchant));
    const key = `refund-merchant:${refundId}`;
    // The provider call now, so the answer shows its result; a failure is retried by the workers.
    if (!(await this.jobs.runNow(key))) this.jobs.kick();
  }

  private async record(
    tx: Executor,
    orderId: string,
    request: AdminRefundRequest,
    merchant: AuthenticatedUser,
  ): Promise<string> {
    // The order's row is held until commit: refunds of one order are decided one after another.
    const [order] = rowsOf<{ status: string; payment_id: string | null }>(
      await tx.execute(sql`select status, payment_id from ${orders} where id = ${orderId}::uuid for update`),
    );
    if (!order) throw ApiError.notFound(ADMIN_MESSAGES.orderNotFound);
    const [earlier] = rowsOf<{ id: string; order_id: string; product_ids: string[] }>(
      await tx.execute(
        sql`select id, order_id, product_ids from ${refunds} where idempotency_key = ${request.idempotencyKey}::uuid`,
      ),
    );
    if (earlier) {
      if (earlier.order_id !== orderId || !sameSet(earlier.product_ids, request.productIds))
        throw refused(ADMIN_REFUND_MESSAGES.keyReused);
      return earlier.id;
    }
    if (!(ORDER_STATUSES_GRANTING_ACCESS as readonly string[]).includes(order.status) || !order.payment_id)
      throw refused(ADMIN_REFUND_MESSAGES.notRefundable);
    const lines = rowsOf<{ product_id: string; title: string; price: number }>(
      await tx.execute(
        sql`select product_id, title, price from ${orderLines} where order_id = ${orderId}::uuid order by position`,
      ),
    );
    const wanted = lines.filter((line) => request.productIds.includes(line.product_id));
    if (wanted.length !== new Set(request.productIds).size)
      throw ApiError.validation(ADMIN_REFUND_MESSAGES.notInOrder, [
        { path: 'productIds', message: ADMIN_REFUND_MESSAGES.notInOrder },
      ]);
    const [taken] = rowsOf<{ product_ids: string[] | null }>(
      await tx.execute(sql`
        select array_agg(distinct p) as product_ids from ${refunds}, unnest(product_ids) p
        where order_id = ${orderId}::uuid and status <> 'failed'`),
    );
    const again = wanted.filter((line) => taken?.product_ids?.includes(line.product_id));
    if (again.length > 0) throw refused(ADMIN_REFUND_MESSAGES.alreadyRefunded(again.map((line) => line.title)));
    const amount = wanted.reduce((sum, line) => sum + line.price, 0);
    const [inserted] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into ${refunds} (order_id, payment_id, reason, amount, product_ids, titles, idempotency_key, note, requested_by)
        values (${orderId}::uuid, ${order.payment_id}, 'merchant', ${amount}::int,
          ${sql`array[${sql.join(
            wanted.map((line) => sql`${line.product_id}`),
            sql`, `,
          )}]::text[]`},
          ${sql`array[${sql.join(
            wanted.map((line) => sql`${line.title}`),
            sql`, `,
          )}]::text[]`},
          ${request.idempotencyKey}::uuid, ${request.reason}, ${merchant.email})
        returning id`),
    );
    const refundId = inserted!.id;
    await this.jobs.enqueue(
      { kind: PAYMENT_JOBS.refundDuplicate, key: `refund-merchant:${refundId}`, payload: { refundId } },
      tx,
    );
    await this.audit.record(
      {
        actorEmail: merchant.email,
        action: 'refund',
        subject: orderId,
        details: { refundId, amount, productIds: wanted.map((line) => line.product_id), reason: request.reason },
      },
      tx,
    );
    return refundId;
  }
}
