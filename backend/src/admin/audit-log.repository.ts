import { Injectable } from '@nestjs/common';
import { AUDIT_ACTIONS, type AuditEntry as ApiAuditEntry } from '@profit/contract';
import { sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { auditLog } from '../database/schema.js';
import type { Executor } from '../database/executor.js';

/** The merchant actions the audit log records. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  actorEmail: string;
  action: AuditAction;
  /** What the action was on: an order id, a message id, an export's name. */
  subject: string;
  details: Record<string, unknown>;
}

/** The append-only log of merchant actions: entries are only ever inserted (a trigger refuses the rest). */
@Injectable()
export class AuditLogRepository {
  constructor(@InjectDatabase() private readonly database: Database) {}

  /** Records an action, in the caller's transaction where there is one (so it commits with the action). */
  async record(entry: AuditEntry, executor: Executor = this.database.db): Promise<void> {
    await executor.execute(sql`
      insert into ${auditLog} (actor_email, action, subject, details)
      values (${entry.actorEmail}, ${entry.action}, ${entry.subject}, ${JSON.stringify(entry.details)}::jsonb)`);
  }

  /** A page of the log, newest first, keyset-paged by (time, id). */
  async page(
    limit: number,
    cursor: { createdAt: string; id: string } | undefined,
  ): Promise<{ entries: ApiAuditEntry[]; next: { createdAt: string; id: string } | null }> {
    const after = cursor ? sql`where (at, id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : sql``;
    const rows = (
      (await this.database.db.execute(sql`
        select id, at, at::text as at_text, actor_email, action, subject, details from ${auditLog}
        ${after} order by at desc, id desc limit ${limit + 1}::int`)) as unknown as {
        rows: {
          id: string;
          at: string;
          at_text: string;
          actor_email: string;
          action: AuditAction;
          subject: string;
          details: Record<string, unknown>;
        }[];
      }
    ).rows;
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      entries: page.map((row) => ({
        id: row.id,
        at: new Date(row.at).toISOString(),
        actorEmail: row.actor_email,
        action: row.action,
        subject: row.subject,
        details: row.details,
      })),
      next: rows.length > limit && last ? { createdAt: last.at_text, id: last.id } : null,
    };
  }
}
