import { sql } from 'drizzle-orm';
import type { Database } from '../database/database.js';

/** One counted request: how many the key has made in its current window, and when that window ends. */
export interface Hit {
  count: number;
  /** Epoch milliseconds. */
  resetAt: number;
}

/** Fixed-window counters of requests by key (`auth|203.0.113.7`, `create-order|<user id>`). */
export interface RateLimitStore {
  /** Adds `amount` (one request by default; bytes for the upload quota) to the key's current window. */
  hit(key: string, windowMs: number, amount?: number): Promise<Hit>;
}

/** How often the memory store forgets ended windows, whatever their length (a day's quota among minute limits). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counters in this process's memory: right for embedded PGlite, whose data folder belongs to one
 * process anyway. Windows that have ended are swept every minute, so the map holds only the keys
 * of windows still running.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, Hit>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = () => Date.now()) {}

  get size(): number {
    return this.counters.size;
  }

  hit(key: string, windowMs: number, amount = 1): Promise<Hit> {
    const now = this.now();
    if (now >= this.nextSweep) {
      for (const [k, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(k);
      this.nextSweep = now + Math.min(windowMs, SWEEP_EVERY_MS);
    }
    let counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) {
      counter = { count: 0, resetAt: now + windowMs };
      this.counters.set(key, counter);
    }
    counter.count += amount;
    return Promise.resolve({ ...counter });
  }
}

/**
 * Counters in the `rate_limits` table, shared by every replica on one PostgreSQL: one upsert per
 * request, which starts a new window when the stored one has ended. Rows of ended windows are
 * deleted by the maintenance purge.
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  constructor(private readonly database: Database) {}

  async hit(key: string, windowMs: number, amount = 1): Promise<Hit> {
    const result = await this.database.db.execute<{ count: number; reset_at: string | Date }>(sql`
      insert into rate_limits as r (key, count, reset_at)
      values (${key}, ${amount}::int, now() + ${windowMs}::int * interval '1 millisecond')
      on conflict (key) do update set
        count = case when r.reset_at <= now() then excluded.count else r.count + excluded.count end,
        reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
      returning count, reset_at`);
    const row = (result as unknown as { rows: { count: number; reset_at: string | Date }[] }).rows[0];
    if (!row) throw new Error('rate limit upsert returned no row');
    return { count: Number(row.count), resetAt: new Date(row.reset_at).getTime() };
  }
}

/** Shared counters (the database) whenever several processes may serve: that is, on PostgreSQL. */
export const rateLimitStoreFor = (database: Database): RateLimitStore =>
  database.kind === 'postgres' ? new DatabaseRateLimitStore(database) : new MemoryRateLimitStore();
