import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/database/database.js';
import { JobsService } from '../src/jobs/jobs.service.js';
import { createPostgresDatabase, describeOnPostgres, openTestDatabase, startTestApp } from './support/test-app.js';

const BACKEND_DIR = fileURLToPath(new URL('..', import.meta.url));
const NODE_ARGS = ['--conditions=source', '--import', '@swc-node/register/esm-register'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type JobRow = {
  key: string;
  attempts: number;
  done_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
};
const jobRows = async (database: Database): Promise<JobRow[]> =>
  (
    (await database.db.execute(sql`select key, attempts, done_at, failed_at, last_error from jobs order by key`)) as {
      rows: JobRow[];
    }
  ).rows;

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});

async function database(kind: 'pglite' | 'postgres' = 'pglite'): Promise<Database> {
  const db = await openTestDatabase(kind);
  opened.push(db);
  return db;
}

describe('the durable job table', () => {
  it('runs an enqueued job once, and never enqueues the same key twice', async () => {
    const db = await database();
    const jobs = new JobsService(db, { pollIntervalMs: 0 });
    const ran: string[] = [];
    jobs.register<{ n: number }>('test.record', async (payload, job) => void ran.push(`${job.key}:${payload.n}`));
    expect(await jobs.enqueue({ kind: 'test.record', key: 'a', payload: { n: 1 } })).toBe(true);
    expect(await jobs.enqueue({ kind: 'test.record', key: 'a', payload: { n: 2 } })).toBe(false);
    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    expect(ran).toEqual(['a:1']);
    const [row] = await jobRows(db);
    expect(row).toMatchObject({ key: 'a', attempts: 1, failed_at: null });
    expect(row!.done_at).not.toBeNull();
  });

  it("enqueues inside the caller's transaction: a rolled-back change leaves no job", async () => {
    const db = await database();
    const jobs = new JobsService(db, { pollIntervalMs: 0 });
    await db.db.transaction(async (tx) => {
      await jobs.enqueue({ kind: 'test.record', key: 'kept', payload: null }, tx);
    });
    await db.db
      .transaction(async (tx) => {
        await jobs.enqueue({ kind: 'test.record', key: 'rolled-back', payload: null }, tx);
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect((await jobRows(db)).map((row) => row.key)).toEqual(['kept']);
  });

  it('waits for run_at, and leaves kinds it has no handler for to the workers that have one', async () => {
    const db = await database();
    const jobs = new JobsService(db, { pollIntervalMs: 0 });
    const ran: string[] = [];
    jobs.register('test.record', async (_payload, job) => void ran.push(job.key));
    await jobs.enqueue({ kind: 'test.record', key: 'later', payload: null, runAt: new Date(Date.now() + 60_000) });
    await jobs.enqueue({ kind: 'test.other', key: 'other', payload: null });
    expect(await jobs.runDue()).toBe(0);
    expect(ran).toEqual([]);
  });

  it('retries a failing job with exponential back-off, then gives up and logs it at error level', async () => {
    const db = await database();
    const jobs = new JobsService(db, { pollIntervalMs: 0 });
    const delays: number[] = [];
    let calls = 0;
    jobs.register(
      'test.failing',
      async () => {
        calls++;
        throw new Error(`provider down (${calls})`);
      },
      { maxAttempts: 3, backoffMs: (attempt) => (delays.push(100 * 2 ** attempt), 0) },
    );
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      await jobs.enqueue({ kind: 'test.failing', key: 'f', payload: null });
      await jobs.runDue();
      expect(calls).toBe(3);
      expect(delays).toEqual([200, 400]);
      const [row] = await jobRows(db);
      expect(row).toMatchObject({ attempts: 3, done_at: null, last_error: 'provider down (3)' });
      expect(row!.failed_at).not.toBeNull();
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/test\.failing f gave up after 3 attempts/));
      expect(await jobs.runDue()).toBe(0);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('schedules the retry by the back-off: not due again before it', async () => {
    const db = await database();
    const jobs = new JobsService(db, { pollIntervalMs: 0 });
    let calls = 0;
    jobs.register(
      'test.once-failing',
      async () => {
        if (++calls === 1) throw new Error('first try fails');
      },
      { backoffMs: () => 60_000 },
    );
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      await jobs.enqueue({ kind: 'test.once-failing', key: 'r', payload: null });
      await jobs.runDue();
      expect(calls).toBe(1);
      const [{ due }] = (
        (await db.db.execute(sql`select run_at > now() + interval '50 seconds' as due from jobs`)) as {
          rows: { due: boolean }[];
        }
      ).rows as [{ due: boolean }];
      expect(due).toBe(true);
      await db.db.execute(sql`update jobs set run_at = now()`);
      await jobs.runDue();
      expect(calls).toBe(2);
      expect((await jobRows(db))[0]!.done_at).not.toBeNull();
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('starts with the application and runs what is enqueued, and stops on shutdown', async () => {
    const test = await startTestApp({ env: { JOBS_POLL_INTERVAL_MS: '50' } });
    const jobs = test.app.get(JobsService);
    // Waits for the run itself (the test's own limit is the backstop), not for a number of polls.
    const ran = new Promise<string>((resolve) =>
      jobs.register('test.record', async (_payload, job) => resolve(job.key)),
    );
    await jobs.enqueue({ kind: 'test.record', key: 'in-app', payload: null });
    expect(await ran).toBe('in-app');
    await test.close();
  });

  it('never runs one job in two workers at once (one PGlite)', async () => {
    const db = await database();
    await twoWorkersRunEachJobOnce(db, db);
  });

  it('survives a SIGKILL mid-job: the job runs again after the restart, to completion, once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'profit-jobs-'));
    const marks = join(dir, 'marks.txt');
    const dataDir = join(dir, 'data');
    const children: ChildProcess[] = [];
    const startWorker = async (...args: string[]) => {
      const env = { ...process.env };
      delete env.NODE_OPTIONS;
      const child = spawn(
        process.execPath,
        [...NODE_ARGS, 'test/support/job-worker-process.ts', dataDir, marks, ...args],
        {
          cwd: BACKEND_DIR,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      children.push(child);
      let output = '';
      child.stdout!.on('data', (chunk) => (output += chunk));
      child.stderr!.on('data', (chunk) => (output += chunk));
      return { child, output: () => output };
    };
    const marksNow = () => (existsSync(marks) ? readFileSync(marks, 'utf8').trim().split('\n') : []);
    const waitFor = async (what: () => boolean, label: string, output: () => string) => {
      for (let waited = 0; !what(); waited += 100) {
        if (waited > 120_000) throw new Error(`timed out waiting for ${label}:\n${output()}`);
        await sleep(100);
      }
    };
    try {
      const first = await startWorker('enqueue', 'slow-job', '60000');
      await waitFor(() => marksNow().includes('start slow-job'), 'the job to start', first.output);
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      expect(marksNow()).toEqual(['start slow-job']);

      // Restarted without enqueueing: the job is in the table, the dead worker's lease (2 s) runs
      // out, it runs again. The new worker leases for two minutes: however slowly a loaded machine
      // runs its 200 ms job, the lease cannot run out under it (which would run the job a third time).
      const payloadShort = await openDatabase({ dataDir });
      await payloadShort.db.execute(sql`update jobs set payload = '{"ms": 200}'::jsonb`);
      await payloadShort.close();
      const second = await startWorker('lease', '120');
      await waitFor(() => marksNow().includes('done slow-job'), 'the job to run again', second.output);
      await sleep(3_000); // some thirty polls more: a job done is not run again
      second.child.kill('SIGTERM');
      await new Promise((resolve) => second.child.once('exit', resolve));
      expect(marksNow()).toEqual(['start slow-job', 'start slow-job', 'done slow-job']);
      const db = await openDatabase({ dataDir });
      const [row] = await jobRows(db);
      await db.close();
      expect(row).toMatchObject({ key: 'slow-job', attempts: 2, failed_at: null });
      expect(row!.done_at).not.toBeNull();
    } finally {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});

describeOnPostgres('the durable job table', () => {
  it('never runs one job in two replicas at once (two pools, FOR UPDATE SKIP LOCKED)', async () => {
    const url = await createPostgresDatabase();
    const first = await openDatabase({ url, dataDir: '' });
    const second = await openDatabase({ url, dataDir: '' });
    opened.push(first, second);
    const ran = await twoWorkersRunEachJobOnce(first, second);
    // Both replicas took part (each claims three at a time while the other works).
    expect(ran.every((count) => count > 0)).toBe(true);
  });
});

async function twoWorkersRunEachJobOnce(first: Database, second: Database) {
  const runs = new Map<string, number>();
  const workers = [first, second].map((db, index) => {
    const jobs = new JobsService(db, { pollIntervalMs: 0, batchSize: 3, name: `Worker${index}` });
    jobs.register('test.counted', async (_payload, job) => {
      runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
      await sleep(5);
    });
    return jobs;
  });
  for (let i = 0; i < 40; i++) await workers[0]!.enqueue({ kind: 'test.counted', key: `k${i}`, payload: null });
  const ran = await Promise.all(workers.map((jobs) => jobs.runDue()));
  expect(ran[0]! + ran[1]!).toBe(40);
  expect(runs.size).toBe(40);
  expect([...runs.values()].every((count) => count === 1)).toBe(true);
  return ran;
}
