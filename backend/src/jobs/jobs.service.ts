import { Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../database/database.js';
import { jobs } from '../database/schema.js';
import { rowsOf } from '../database/rows.js';

/** Where a job is enqueued: the database, or the caller's open transaction (then it commits with the change). */
export type JobExecutor = Pick<Db, 'execute'>;

/** A job to run once: `key` is unique, so enqueueing the same key again does nothing. */
export interface NewJob {
  kind: string;
  /** JSON the handler receives. */
  payload: unknown;
  /** What makes this job unique, e.g. `refund:duplicate:<payment id>`. */
  key: string;
  /** Not before this time (default: now). */
  runAt?: Date;
}

/** The job a handler is running. */
export interface RunningJob {
  id: string;
  kind: string;
  key: string;
  /** 1 on the first run; a run after a crash or a failure counts too. */
  attempt: number;
}

/**
 * Runs one job. It may run more than once — its worker may die after the work and before the job
 * is marked done, or its lease may run out while it still works — so a handler must be
 * IDEMPOTENT: it checks what is already done (the provider's state, its own rows) before acting.
 * Throwing retries the job later with back-off.
 */
export type JobHandler<P = unknown> = (payload: P, job: RunningJob) => Promise<void>;

export interface JobKindOptions {
  /** Runs before giving up (logged at error level); default 12. */
  maxAttempts?: number;
  /** The wait before the next attempt after `attempt` failed; default 5 s doubling per attempt, at most an hour. */
  backoffMs?: (attempt: number) => number;
  /** How long a claimed job is its worker's alone; another worker takes it after (default 60 s). */
  leaseSeconds?: number;
}

export interface JobsOptions {
  /** How often the worker looks for due jobs; 0 runs none on a timer (`runDue` still works). */
  pollIntervalMs: number;
  /** Jobs claimed per round, run side by side. */
  batchSize?: number;
  /** A name for the logs. */
  name?: string;
}

const DEFAULT_MAX_ATTEMPTS = 12;
const DEFAULT_LEASE_SECONDS = 60;
export const defaultBackoffMs = (attempt: number): number => Math.min(5_000 * 2 ** (attempt - 1), 3_600_000);

/**
 * Enqueues a job in `executor` — inside the caller's transaction, the job exists exactly when the
 * change that asks for it commits. Answers false when a job of that key already exists.
 */
export async function enqueueJob(executor: JobExecutor, job: NewJob): Promise<boolean> {
  const runAt = job.runAt ? sql`${job.runAt.toISOString()}::timestamptz` : sql`now()`;
  const rows = rowsOf<{ id: string }>(
    await executor.execute(sql`
      insert into ${jobs} (kind, key, payload, run_at)
      values (${job.kind}, ${job.key}, ${JSON.stringify(job.payload ?? null)}::jsonb, ${runAt})
      on conflict (key) do nothing
      returning id`),
  );
  return rows.length > 0;
}

/**
 * The durable job table's worker. Owners register a handler per kind; the worker claims due jobs of
 * the kinds it knows with `FOR UPDATE SKIP LOCKED` and a lease (so replicas sharing one PostgreSQL
 * never run one job at once, and a job whose worker died runs again once its lease is over), runs
 * the handler, then marks the job done — or schedules a retry with exponential back-off, giving up
 * (error-level log, `failed_at`) after the kind's `maxAttempts`. Every state change is fenced by the
 * attempt number, so a worker whose lease ran out cannot overwrite the next one's result.
 * Starts with the application, stops (waiting for the jobs in hand) on shutdown.
 */
export class JobsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger: Logger;
  private readonly handlers = new Map<string, { handler: JobHandler<never>; options: Required<JobKindOptions> }>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly options: JobsOptions,
  ) {
    this.logger = new Logger(options.name ?? 'Jobs');
  }

  /** Registers the handler of a kind (once per kind, by the module that owns that work). */
  register<P>(kind: string, handler: JobHandler<P>, options: JobKindOptions = {}): void {
    if (this.handlers.has(kind)) throw new Error(`A handler for job kind ${kind} is already registered`);
    this.handlers.set(kind, {
      handler: handler as JobHandler<never>,
      options: {
        maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        backoffMs: options.backoffMs ?? defaultBackoffMs,
        leaseSeconds: options.leaseSeconds ?? DEFAULT_LEASE_SECONDS,
      },
    });
  }

  /** `enqueueJob` on this service's database (or the given transaction). */
  enqueue(job: NewJob, executor: JobExecutor = this.database.db): Promise<boolean> {
    return enqueueJob(executor, job);
  }

  /** Looks for due jobs now rather than at the next poll (call it after the enqueueing transaction committed). */
  kick(): void {
    if (this.stopped || this.options.pollIntervalMs <= 0) return;
    setImmediate(() => void this.runDue().catch((error: unknown) => this.logger.error(`Jobs round failed: ${error}`)));
  }

  onApplicationBootstrap(): void {
    this.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  start(): void {
    this.stopped = false;
    if (this.options.pollIntervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => this.kick(), this.options.pollIntervalMs);
    this.timer.unref();
    this.kick();
  }

  /** Stops polling and waits for the jobs in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /**
   * Claims and runs due jobs until none is left; a round already running in this process is joined
   * (and runs once more, for jobs enqueued meanwhile). Answers how many jobs ran.
   */
  runDue(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let ran = 0;
      do {
        this.again = false;
        for (;;) {
          const claimed = await this.claim();
          if (claimed.length === 0) break;
          await Promise.all(claimed.map((job) => this.runOne(job)));
          ran += claimed.length;
          if (this.stopped) break;
        }
      } while (this.again && !this.stopped);
      return ran;
    })().finally(() => (this.running = undefined));
    return this.running;
  }

  /**
   * Runs the job of this key now, in this process, if it is due and no worker holds it (a request
   * that wants its follow-up done before it answers); otherwise leaves it to the workers. Answers
   * whether it ran and succeeded.
   */
  async runNow(key: string): Promise<boolean> {
    // At once, even while the job waits out a retry's back-off: the caller (a verify) wants it now.
    const [job] = await this.claim(sql`and key = ${key}`, false);
    return job ? this.runOne(job) : false;
  }

  private async claim(
    only = sql``,
    dueOnly = true,
  ): Promise<{ id: string; kind: string; key: string; payload: unknown; attempts: number }[]> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return [];
    // Each kind's lease is set after the claim; the claim itself leases for the longest one.
    const lease = Math.max(...[...this.handlers.values()].map((entry) => entry.options.leaseSeconds));
    return rowsOf(
      await this.database.db.execute(sql`
        update ${jobs} set locked_until = now() + make_interval(secs => ${lease}::int), attempts = attempts + 1
        where id in (
          select id from ${jobs}
          where done_at is null and failed_at is null ${dueOnly ? sql`and run_at <= now()` : sql``}
            and (locked_until is null or locked_until <= now()) ${only}
            and kind in (${sql.join(
              kinds.map((kind) => sql`${kind}`),
              sql`, `,
            )})
          order by run_at
          limit ${this.options.batchSize ?? 10}::int
          for update skip locked
        )
        returning id, kind, key, payload, attempts`),
    );
  }

  private async runOne(job: {
    id: string;
    kind: string;
    key: string;
    payload: unknown;
    attempts: number;
  }): Promise<boolean> {
    const entry = this.handlers.get(job.kind)!;
    const fence = sql`id = ${job.id}::uuid and attempts = ${job.attempts}::int and done_at is null`;
    try {
      await entry.handler(job.payload as never, { id: job.id, kind: job.kind, key: job.key, attempt: job.attempts });
      await this.database.db.execute(
        sql`update ${jobs} set done_at = now(), locked_until = null, last_error = null where ${fence}`,
      );
      return true;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2_000);
      if (job.attempts >= entry.options.maxAttempts) {
        this.logger.error(`Job ${job.kind} ${job.key} gave up after ${job.attempts} attempts: ${message}`);
        await this.database.db.execute(
          sql`update ${jobs} set failed_at = now(), locked_until = null, last_error = ${message} where ${fence}`,
        );
        return false;
      }
      const delay = Math.max(0, Math.round(entry.options.backoffMs(job.attempts)));
      this.logger.warn(
        `Job ${job.kind} ${job.key} failed (attempt ${job.attempts}), retried in ${delay} ms: ${message}`,
      );
      await this.database.db.execute(sql`
        update ${jobs} set run_at = now() + make_interval(secs => ${delay / 1000}::double precision),
          locked_until = null, last_error = ${message}
        where ${fence}`);
      return false;
    }
  }
}
