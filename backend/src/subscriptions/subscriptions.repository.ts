import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CONFIRMATION_LINK_DAYS, CONFIRMATION_RESEND_MINUTES } from '@profit/contract';
import { sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { rowsOf } from '../database/rows.js';
import { jobs, outbox, subscriptions } from '../database/schema.js';
import { MAIL_JOB_KIND, NEWSLETTER_CONFIRMATION_SUBJECT } from '../mail/mail.constants.js';

/** How addresses are compared: trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** A link's token: 24 random bytes, URL-safe. */
const newToken = () => randomBytes(24).toString('base64url');

/** Newsletter subscriptions, one row per address, counted once confirmed (double opt-in). */
@Injectable()
export class SubscriptionsRepository {
  constructor(@InjectDatabase() private readonly database: Database) {}

  /**
   * Asks the address to confirm: a new address, or one that unsubscribed, becomes `pending` with a
   * new confirmation link, and the e-mail carrying it goes to the outbox with its delivery job —
   * one statement, so the address and its e-mail commit together. A pending address is sent a new
   * link once the last is older than CONFIRMATION_RESEND_MINUTES; a confirmed one is left as it is.
   * Race-safe: the unique index decides. Answers the confirmation link's token when one was sent.
   */
  async requestConfirmation(email: string): Promise<string | undefined> {
    const token = newToken();
    const [row] = rowsOf<{ token: string }>(
      await this.database.db.execute(sql`
        with asked as (
          insert into ${subscriptions} (email, email_normalized, status, confirmation_token, confirmation_sent_at)
          values (${email.trim()}, ${normalizeEmail(email)}, 'pending', ${token}, now())
          on conflict (email_normalized) do update
            set status = 'pending', confirmation_token = excluded.confirmation_token,
              confirmation_sent_at = now(), email = excluded.email
            where ${subscriptions.status} = 'unsubscribed'
              or (${subscriptions.status} = 'pending' and (${subscriptions.confirmationSentAt} is null
                or ${subscriptions.confirmationSentAt} < now() - make_interval(mins => ${CONFIRMATION_RESEND_MINUTES}::int)))
          returning id, email, confirmation_token as token
        ), mail as (
          insert into ${outbox} (kind, to_address, subject, subscription_id)
          select 'newsletter_confirmation', email, ${NEWSLETTER_CONFIRMATION_SUBJECT}, id from asked
          returning id
        ), mail_job as (
          insert into ${jobs} (kind, key, payload)
          select ${MAIL_JOB_KIND}, 'mail:' || mail.id, jsonb_build_object('outboxId', mail.id) from mail
        )
        select token from asked`),
    );
    return row?.token;
  }

  /**
   * Confirms the subscription of a confirmation link sent within CONFIRMATION_LINK_DAYS; opening
   * it again answers the same. Answers false for an unknown, expired or unsubscribed link.
   */
  async confirm(token: string): Promise<boolean> {
    const rows = rowsOf<{ id: string }>(
      await this.database.db.execute(sql`
        update ${subscriptions} set status = 'confirmed', confirmed_at = coalesce(confirmed_at, now())
        where confirmation_token = ${token}
          and (status = 'confirmed' or (status = 'pending'
            and confirmation_sent_at > now() - make_interval(days => ${CONFIRMATION_LINK_DAYS}::int)))
        returning id`),
    );
    return rows.length > 0;
  }

  /** Ends the subscription of an unsubscribe link (again: the same answer); false for an unknown link. */
  async unsubscribe(token: string): Promise<boolean> {
    const rows = rowsOf<{ id: string }>(
      await this.database.db.execute(sql`
        update ${subscriptions} set status = 'unsubscribed', confirmation_token = null
        where unsubscribe_token = ${token}
        returning id`),
    );
    return rows.length > 0;
  }
}
