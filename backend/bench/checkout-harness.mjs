/**
 * Shared by the crash test and the checkout benchmark: starts the backend as a child process from
 * its TypeScript sources (SWC, with the contract read from source, so nothing has to be built),
 * seeds signed-in users straight into its database, and drives the demo checkout over HTTP:
 * create-order, the simulated Checkout (`/payments/simulate`, which makes the payment at the
 * simulated provider), then verify, which confirms the payment with that provider.
 * Run under `node --conditions=source --import @swc-node/register/esm-register`.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';

export const BACKEND_DIR = fileURLToPath(new URL('..', import.meta.url));
export const NODE_ARGS = ['--conditions=source', '--import', '@swc-node/register/esm-register'];

export { freePort } from '../test/support/free-port.mjs';

/**
 * Creates `count` users and a live session each, directly in the database (no sign-in provider
 * involved), then closes it. Answers their bearer tokens.
 */
export async function seedUsers(database, count) {
  const { users, sessions } = await import('../src/database/schema.ts');
  const { hashSessionToken } = await import('../src/auth/sessions.service.ts');
  const seeded = [];
  // In batches: a benchmark needs thousands of buyers (each may buy every product once).
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, j) => {
      const suffix = randomUUID();
      return {
        googleSub: `seed-${suffix}`,
        email: `buyer-${suffix}@example.in`,
        name: `Buyer ${start + j}`,
        token: randomBytes(32).toString('base64url'),
      };
    });
    const rows = await database.db
      .insert(users)
      .values(batch.map(({ googleSub, email, name }) => ({ googleSub, email, name })))
      .returning({ id: users.id, googleSub: users.googleSub });
    const tokenOf = new Map(batch.map((b) => [b.googleSub, b.token]));
    await database.db.insert(sessions).values(
      rows.map((row) => ({
        userId: row.id,
        tokenHash: hashSessionToken(tokenOf.get(row.googleSub)),
        expiresAt: new Date(Date.now() + 24 * 3_600_000),
      })),
    );
    for (const row of rows) seeded.push({ id: row.id, token: tokenOf.get(row.googleSub) });
  }
  return seeded;
}

/** Opens (and migrates) the database the service will use. */
export async function openServiceDatabase({ dataDir, url }) {
  const { openDatabase } = await import('../src/database/database.ts');
  return openDatabase({ dataDir: dataDir ?? '', url, poolSize: 4 });
}

/**
 * The environment of a demo-mode service with fixed simulated secrets; `extraEnv` adds to it or,
 * with an undefined value, removes a variable. Users are seeded, not signed in.
 */
export function serviceEnv({ port, dataDir, databaseUrl, keySecret, webhookSecret, extraEnv = {} }) {
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir ?? './data',
    LOG_LEVEL: 'error',
    // Without a key id, payments stay simulated; the lone secret lets the harness sign payments itself.
    RAZORPAY_KEY_SECRET: keySecret,
    ...(webhookSecret ? { RAZORPAY_WEBHOOK_SECRET: webhookSecret } : {}),
    // Reconciliation would compete with the load for the CPU; the crash test runs it on purpose.
    RECONCILE_INTERVAL_SECONDS: process.env.RECONCILE_INTERVAL_SECONDS ?? '0',
    // Benchmarks and the crash test drive a few buyers hard: the per-shopper checkout limit is lifted.
    RATE_LIMIT_CHECKOUT_MAX: '1000000',
  };
  delete env.RAZORPAY_KEY_ID;
  delete env.NODE_OPTIONS;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  for (const [name, value] of Object.entries(extraEnv)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

/** Every service started here dies with this process, whatever way it ends. */
const children = new Set();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** Starts `src/main.ts` and waits until /api/health answers. BENCH_SERVICE_STDERR=1 shows its stderr as it runs. */
export async function startService(options, { timeoutMs = Number(process.env.BENCH_START_TIMEOUT_MS ?? 45_000) } = {}) {
  // BENCH_CPU_PROF_DIR: write a V8 CPU profile of the service there when it exits (SIGTERM).
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  const child = spawn(process.execPath, [...NODE_ARGS, ...profile, 'src/main.ts'], {
    cwd: BACKEND_DIR,
    env: serviceEnv(options),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  if (process.env.BENCH_SERVICE_STDERR) child.stderr.pipe(process.stderr);
  const base = `http://127.0.0.1:${options.port}/api`;
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The service exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${base}/health`);
      if (response.ok) return { child, base, output: () => output, startedInMs: Date.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The service did not answer within ${timeoutMs} ms:\n${output}`);
}

/** Stops a child and waits for it to be gone. */
export function stop(child, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** One demo checkout's payment: the simulated Checkout pays the provider order; answers the body verify takes. */
export async function simulatedPayment(post, providerOrderId) {
  const simulated = await post('/payments/simulate', { razorpay_order_id: providerOrderId, outcome: 'success' });
  if (simulated.status !== 200 || simulated.body.outcome !== 'success')
    throw new Error(`simulate answered ${simulated.status} ${JSON.stringify(simulated.body)}`);
  const { outcome: _outcome, ...verify } = simulated.body;
  return verify;
}

/**
 * The PostgreSQL a benchmark measures: BENCH_POSTGRES_URL when set ('skip' for none), otherwise a
 * fresh database named `<prefix>_…` in a throwaway local cluster (as the tests start one), when
 * PostgreSQL is installed. Answers `{ url, throwaway }`, or `{}` when there is none to measure.
 */
export async function benchPostgres(prefix) {
  if (process.env.BENCH_POSTGRES_URL === 'skip') return {};
  if (process.env.BENCH_POSTGRES_URL) return { url: process.env.BENCH_POSTGRES_URL, throwaway: false };
  const { default: startPostgres } = await import('../test/support/postgres.global.mjs');
  const { default: pg } = await import('pg');
  const saved = process.env.TEST_POSTGRES_URL;
  delete process.env.TEST_POSTGRES_URL;
  await startPostgres();
  const clusterUrl = process.env.TEST_POSTGRES_URL;
  if (saved) process.env.TEST_POSTGRES_URL = saved;
  if (!clusterUrl) return {};
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return { url: clusterUrl.replace(/\/[^/]*$/, `/${name}`), throwaway: true };
}
