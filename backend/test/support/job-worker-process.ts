/**
 * A real process running the job worker on a PGlite data folder, for the crash test of the job
 * table (`jobs.e2e.ts`). Its one kind, `test.marked`, appends `start <key>` to a file, waits
 * `payload.ms`, then appends `done <key>`: what ran, and how far, survives the process.
 *
 *   node <swc-node args> test/support/job-worker-process.ts <dataDir> <marksFile> [enqueue <key> <ms> | lease <seconds>]
 *
 * Prints `ready` once the worker runs. Leases are 2 s unless given, so a job whose worker died is
 * claimed again soon.
 */
import { appendFileSync } from 'node:fs';
import { openDatabase } from '../../src/database/database.js';
import { JobsService } from '../../src/jobs/jobs.service.js';

const [dataDir, marksFile, command, key, ms] = process.argv.slice(2);
if (!dataDir || !marksFile)
  throw new Error('usage: job-worker-process.ts <dataDir> <marksFile> [enqueue <key> <ms> | lease <seconds>]');
const leaseSeconds = command === 'lease' ? Number(key) : 2;

const database = await openDatabase({ dataDir });
const jobs = new JobsService(database, { pollIntervalMs: 100, name: 'TestJobs' });
jobs.register<{ ms: number }>(
  'test.marked',
  async (payload, job) => {
    appendFileSync(marksFile, `start ${job.key}\n`);
    await new Promise((resolve) => setTimeout(resolve, payload.ms));
    appendFileSync(marksFile, `done ${job.key}\n`);
  },
  { leaseSeconds },
);
if (command === 'enqueue' && key) await jobs.enqueue({ kind: 'test.marked', key, payload: { ms: Number(ms ?? 0) } });
jobs.start();
console.log('ready');
process.on('SIGTERM', () => {
  void jobs
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
