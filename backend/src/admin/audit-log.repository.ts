import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { auditLog } from '../database/schema.js';
import type { Executor } from '../orders/orders.repository.js';

/** The merchant actions the audit log records. */
export type AuditAction = 'refund' | 'export' | 'erasure' | 'mark_handled';

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
}
