import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { InjectDatabase } from './database.tokens.js';
import type { Database } from './database.js';

/** How often the purge runs; every replica runs it (deleting twice is harmless). */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;
/** Expired or revoked sessions are kept this long for support questions, then deleted. */
export const SESSION_RETENTION_DAYS = 7;
/** Processed webhook event ids are kept this long: Razorpay retries a delivery for 24 hours at most. */
export const WEBHOOK_EVENT_RETENTION_DAYS = 30;

/** Jobs done (not those that gave up, which an operator reads) are kept this long, then deleted. */
export const DONE_JOB_RETENTION_DAYS = 30;

/** What one purge deleted. */
export interface PurgeResult {
  sessions: number;
  webhookEvents: number;
  rateLimits: number;
  jobs: number;
}

/**
 * Deletes what no request needs any more: sessions expired or revoked a week ago, webhook event ids
 * a month old, rate-limit counters of ended windows, jobs done a month ago. Runs at start and then every hour.
 */
@Injectable()
export class MaintenanceService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Maintenance');
  private timer: NodeJS.Timeout | undefined;

  constructor(@InjectDatabase() private readonly database: Database) {}

  onApplicationBootstrap(): void {
    const run = () => void this.purge().catch((error: unknown) => this.logger.warn(`purge failed: ${String(error)}`));
    this.timer = setInterval(run, PURGE_INTERVAL_MS).unref();
    run();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async purge(): Promise<PurgeResult> {
    const db = this.database.db;
    const rows = (result: unknown) =>
      (result as { rowCount?: number; affectedRows?: number }).rowCount ??
      (result as { affectedRows?: number }).affectedRows ??
      0;
    const sessions = await db.execute(sql`
      delete from sessions
      where expires_at < now() - ${SESSION_RETENTION_DAYS} * interval '1 day'
         or revoked_at < now() - ${SESSION_RETENTION_DAYS} * interval '1 day'`);
    const webhookEvents = await db.execute(
      sql`delete from webhook_events where received_at < now() - ${WEBHOOK_EVENT_RETENTION_DAYS} * interval '1 day'`,
    );
    const rateLimits = await db.execute(sql`delete from rate_limits where reset_at < now()`);
    const jobs = await db.execute(
      sql`delete from jobs where done_at < now() - ${DONE_JOB_RETENTION_DAYS} * interval '1 day'`,
    );
    return {
      sessions: rows(sessions),
      webhookEvents: rows(webhookEvents),
      rateLimits: rows(rateLimits),
      jobs: rows(jobs),
    };
  }
}
