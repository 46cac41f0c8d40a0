import { Inject, Injectable } from '@nestjs/common';
import { ADMIN_CUSTOMER_MESSAGES, erasedEmailOf } from '@profit/contract';
import { sql } from 'drizzle-orm';
import { ApiError } from '../common/api-error.js';
import type { AuthenticatedUser } from '../common/current-user.decorator.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import {
  bugReportImages,
  bugReports,
  contactMessages,
  invoices,
  orders,
  outbox,
  sessions,
  subscriptions,
  users,
} from '../database/schema.js';
import { SessionsService } from '../auth/sessions.service.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import { normalizeEmail } from '../subscriptions/subscriptions.repository.js';
import { AuditLogRepository } from './audit-log.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/** What an erased free text reads. */
const ERASED_TEXT = '[erased]';

/**
 * Erasure under India's DPDP Act 2023: the person's name, e-mail, Google subject and picture, the
 * billing details of their orders without an invoice, the messages and bug reports they sent and
 * their newsletter subscription are gone; their sessions end. What GST law makes the shop keep
 * stays as issued: invoices and credit notes keep their figures, and an invoice keeps the buyer's
 * billing details and the name and e-mail it printed. One statement of intent, one erasure: a
 * customer already erased is left as they are.
 */
@Injectable()
export class AdminErasureService {
  constructor(
    @InjectDatabase() private readonly database: Database,
    private readonly sessions: SessionsService,
    private readonly audit: AuditLogRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** Erases the customer unless they already are; throws 404 for no such customer, 400 when the e-mail does not match. */
  async erase(userId: string, confirmEmail: string, merchant: AuthenticatedUser): Promise<void> {
    if (!UUID.test(userId)) throw ApiError.notFound(ADMIN_CUSTOMER_MESSAGES.notFound);
    this.sessions.forgetSessionsOf(userId);
    // The screenshots' files, removed once the rows naming them are gone for good (after commit).
    let erasedFiles: string[] = [];
    try {
      await this.database.db.transaction(async (tx) => {
        const [user] = rowsOf<{ email: string; name: string; erased_at: string | null }>(
          await tx.execute(sql`select email, name, erased_at from ${users} where id = ${userId}::uuid for update`),
        );
        if (!user) throw ApiError.notFound(ADMIN_CUSTOMER_MESSAGES.notFound);
        if (user.erased_at !== null) return;
        if (normalizeEmail(confirmEmail) !== normalizeEmail(user.email))
          throw ApiError.validation(ADMIN_CUSTOMER_MESSAGES.confirmMismatch, [
            { path: 'email', message: ADMIN_CUSTOMER_MESSAGES.confirmMismatch },
          ]);
        const address = normalizeEmail(user.email);
        const erasedEmail = erasedEmailOf(userId);
        const theirOrders = sql`(select id from ${orders} where user_id = ${userId}::uuid)`;
        // The invoice keeps the buyer it printed: their billing name (else account name) and e-mail.
        const kept = rowsOf<{ order_id: string }>(
          await tx.execute(sql`
            update ${invoices} i set buyer_name = coalesce(i.buyer_name, o.billing_name, ${user.name}),
              buyer_email = coalesce(i.buyer_email, ${user.email})
            from ${orders} o where o.id = i.order_id and o.user_id = ${userId}::uuid
            returning i.order_id`),
        );
        await tx.execute(sql`
          update ${orders} o set billing_name = null, billing_state = null, billing_pin_code = null,
            billing_gstin = null, updated_at = now()
          where o.user_id = ${userId}::uuid and not exists (select 1 from ${invoices} i where i.order_id = o.id)`);
        await tx.execute(sql`update ${outbox} set to_address = ${erasedEmail} where order_id in ${theirOrders}`);
        const messages = rowsOf<{ id: string }>(
          await tx.execute(sql`
            update ${contactMessages} set name = ${ADMIN_CUSTOMER_MESSAGES.erasedName}, email = ${erasedEmail},
              message = ${ERASED_TEXT}
            where lower(trim(email)) = ${address} returning id`),
        );
        const reports = rowsOf<{ id: string }>(
          await tx.execute(sql`
            update ${bugReports} set title = ${ERASED_TEXT}, description = ${ERASED_TEXT}, steps = null,
              expected = null, actual = null, contact_email = null
            where lower(trim(contact_email)) = ${address} returning id`),
        );
        if (reports.length > 0)
          erasedFiles = rowsOf<{ storage_key: string }>(
            await tx.execute(
              sql`delete from ${bugReportImages} where report_id in (${sql.join(
                reports.map((report) => sql`${report.id}::uuid`),
                sql`, `,
              )}) returning storage_key`,
            ),
          ).map((row) => row.storage_key);
        const unsubscribed = rowsOf<{ id: string }>(
          await tx.execute(sql`delete from ${subscriptions} where email_normalized = ${address} returning id`),
        );
        const ended = rowsOf<{ id: string }>(
          await tx.execute(sql`
            update ${sessions} set revoked_at = now() where user_id = ${userId}::uuid and revoked_at is null
            returning id`),
        );
        await tx.execute(sql`
          update ${users} set name = ${ADMIN_CUSTOMER_MESSAGES.erasedName}, email = ${erasedEmail},
            google_sub = ${`erased:${userId}`}, picture = null, erased_at = now(), updated_at = now()
          where id = ${userId}::uuid`);
        await this.audit.record(
          {
            actorEmail: merchant.email,
            action: 'erasure',
            subject: userId,
            details: {
              invoicesKept: kept.length,
              sessionsEnded: ended.length,
              contactMessages: messages.length,
              bugReports: reports.length,
              newsletter: unsubscribed.length > 0,
            },
          },
          tx,
        );
      });
      await Promise.all(erasedFiles.map((key) => this.storage.delete(key)));
    } finally {
      // Again after commit: a lookup that read a session while it was live is not remembered.
      this.sessions.forgetSessionsOf(userId);
    }
  }
}
