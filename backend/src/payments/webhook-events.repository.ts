import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import type { Executor } from '../database/executor.js';
import { rowsOf } from '../database/rows.js';
import { orders, webhookEvents } from '../database/schema.js';
import { GRANTING } from '../orders/order-sql.js';

/** Thrown inside a webhook event's transaction to roll back a duplicate's changes. */
const ALREADY_PROCESSED = new Error('webhook event already processed');

/**
 * The provider's webhook events the shop has processed (`webhook_events`): each event id is
 * applied once, in the transaction of its changes, with what it did (the merchant's timeline).
 */
@Injectable()
export class WebhookEventsRepository {
  constructor(@InjectDatabase() private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /**
   * Records an event that changes nothing, in one statement: a payment event for an order this very
   * payment has already paid (verify or an earlier event told the shop first, as with two of
   * Razorpay's three events of every checkout). Answers `unsettled` when the order is not in that
   * state and the event id is new (the caller applies the event in full), otherwise whether the
   * event id was new.
   */
  async recordSettledPaymentEvent(
    eventId: string,
    event: string,
    payment: { id: string; providerOrderId: string },
  ): Promise<'recorded' | 'duplicate' | 'unsettled'> {
    const [row] = rowsOf<{ settled: boolean; recorded: boolean; seen: boolean }>(
      await this.db.execute(sql`
        with seen as (
          select 1 from ${webhookEvents} where event_id = ${eventId}
        ), settled as (
          select 1 from ${orders}
          where provider_order_id = ${payment.providerOrderId} and payment_id = ${payment.id} and status in ${GRANTING}
        ), recorded as (
          insert into ${webhookEvents} (event_id, event, payment_id, outcome)
          select ${eventId}, ${event}, ${payment.id}, 'already_paid' from settled
          on conflict do nothing
          returning 1
        )
        select exists (select 1 from settled) as settled, exists (select 1 from recorded) as recorded,
          exists (select 1 from seen) as seen`),
    );
    if (!row?.settled) return row?.seen ? 'duplicate' : 'unsettled';
    return row.recorded ? 'recorded' : 'duplicate';
  }

  /**
   * Records an event with what it did, in one statement (in `executor`: the event's own transaction,
   * or none when its change has already committed on its own, as a captured payment that paid its
   * order with `OrderPaymentsService.payAlone`); answers whether its id was new. A replay of a paying
   * event changes nothing either way: paying is guarded by the order's state.
   */
  async recordAppliedEvent(
    eventId: string,
    event: string,
    paymentId: string | null,
    outcome: string,
    executor: Executor = this.db,
  ): Promise<boolean> {
    const inserted = await executor
      .insert(webhookEvents)
      .values({ eventId, event, paymentId, outcome })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    return inserted.length > 0;
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
        if (!(await this.recordAppliedEvent(eventId, event, paymentId, outcome, tx))) throw ALREADY_PROCESSED;
        return true;
      });
    } catch (error) {
      if (error === ALREADY_PROCESSED) return false;
      throw error;
    }
  }
}
