#!/usr/bin/env node
/**
 * Load: 60 s of mixed shopper traffic at 50 concurrent connections against the service started as
 * its own process (embedded PGlite, then PostgreSQL where one is available).
 *
 * Each of the 50 connections plays shoppers one after another. A shopper's visit: the catalogue,
 * one product, the storefront's config; signing in (every fifth visit through the demo identity —
 * `POST /auth/demo/credential` then `POST /auth/google` — the others with a session seeded in the
 * database); the profile; an order of one product at the server's price, the simulated Checkout,
 * verify; the orders list and the order; the library; the product's download. Every answer must
 * have the expected status: a single error fails the run. Rate limits are lifted by environment
 * (one address sends everything), as the checkout benchmark does.
 *
 * Prints p50/p99 per route, visits and requests per second, and the service's RSS after the
 * warm-up and at the end; exits non-zero on any error or when RSS grew by more than
 * RSS_GROWTH_LIMIT_MB (default 128) during the measured run.
 *
 * `npm run bench:load -w backend`. BENCH_SECONDS (60), BENCH_WARMUP_SECONDS (5),
 * BENCH_CONNECTIONS (50), BENCH_USERS (seeded shoppers, 4000), RSS_GROWTH_LIMIT_MB;
 * BENCH_POSTGRES_URL=skip runs PGlite only, or names the PostgreSQL to use.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOGUE } from '@profit/contract';
import { benchPostgres, freePort, openServiceDatabase, seedUsers, startService, stop } from './checkout-harness.mjs';
import { stopPostgres } from '../test/support/postgres.global.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const USERS = Number(process.env.BENCH_USERS ?? 4000);
const RSS_GROWTH_LIMIT_MB = Number(process.env.RSS_GROWTH_LIMIT_MB ?? 128);
const LIFTED = '100000000';
/** A backstop, not a budget: compiling the sources on a busy shared machine can take minutes. */
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_MS ?? 300_000);

const keySecret = randomBytes(24).toString('hex');

/** One HTTP call over the shared keep-alive agent; answers status, body and latency. */
function call(agent, port, method, path, { token, body } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ agent, host: '127.0.0.1', port, path: `/api${path}`, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const json = (res.headers['content-type'] ?? '').includes('json') && text ? JSON.parse(text) : text;
        resolve({ status: res.statusCode, body: json, ms: performance.now() - started });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Latencies per route, and errors, of one run. */
class Recorder {
  latencies = new Map();
  errors = 0;
  lastError = '';
  requests = 0;
  visits = 0;
  record(route, response, expected) {
    this.requests++;
    if (!this.latencies.has(route)) this.latencies.set(route, []);
    this.latencies.get(route).push(response.ms);
    if (response.status !== expected) {
      this.errors++;
      this.lastError = `${route} answered ${response.status} (expected ${expected}): ${JSON.stringify(response.body).slice(0, 300)}`;
      throw new Error(this.lastError);
    }
    return response.body;
  }
}

/** Seeded shoppers hand out (shopper, product) pairs: each buys each product once. */
function seededPurchases(users) {
  let next = 0;
  return () => {
    const n = next++;
    const user = users[Math.floor(n / CATALOGUE.length)];
    return user ? { token: user.token, product: CATALOGUE[n % CATALOGUE.length] } : undefined;
  };
}

async function signInThroughDemo(agent, port, recorder) {
  const name = `Shopper ${randomUUID().slice(0, 8)}`;
  const email = `shopper-${randomUUID()}@example.in`;
  const issued = recorder.record(
    'POST /auth/demo/credential',
    await call(agent, port, 'POST', '/auth/demo/credential', { body: { name, email } }),
    200,
  );
  const signedIn = recorder.record(
    'POST /auth/google',
    await call(agent, port, 'POST', '/auth/google', { body: { credential: issued.credential } }),
    200,
  );
  return signedIn.token;
}

/** One shopper's visit, from the catalogue to the download. */
async function visit(agent, port, recorder, nextPurchase, visitNumber) {
  const get = async (route, path, token, expected = 200) =>
    recorder.record(route, await call(agent, port, 'GET', path, { token }), expected);
  const post = async (route, path, token, body, expected = 200) =>
    recorder.record(route, await call(agent, port, 'POST', path, { token, body }), expected);

  await get('GET /products', '/products');
  let purchase = visitNumber % 5 === 0 ? undefined : nextPurchase();
  if (!purchase) {
    purchase = {
      token: await signInThroughDemo(agent, port, recorder),
      product: CATALOGUE[visitNumber % CATALOGUE.length],
    };
  }
  const { token, product } = purchase;
  await get('GET /products/:id', `/products/${product.id}`);
  await get('GET /config', '/config');
  await get('GET /auth/profile', '/auth/profile', token);
  const created = await post(
    'POST /payments/create-order',
    '/payments/create-order',
    token,
    {
      amount: product.price,
      currency: 'INR',
      products: [{ productId: product.id, name: product.title, price: product.price, quantity: 1 }],
      customer: { name: 'Load Shopper', email: 'shopper@example.in' },
    },
    201,
  );
  const simulated = await post('POST /payments/simulate', '/payments/simulate', token, {
    razorpay_order_id: created.id,
    outcome: 'success',
  });
  const { outcome: _outcome, ...payment } = simulated;
  const verified = await post('POST /payments/verify', '/payments/verify', token, payment);
  if (verified.success !== true) throw new Error(`verify answered ${JSON.stringify(verified)}`);
  await get('GET /orders', '/orders', token);
  await get('GET /orders/:id', `/orders/${created.orderId}`, token);
  await get('GET /library', '/library', token);
  await get('GET /library/:productId/download', `/library/${product.id}/download`, token);
  recorder.visits++;
}

let visitCounter = 0;

async function drive(port, nextPurchase, seconds) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const recorder = new Recorder();
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        try {
          await visit(agent, port, recorder, nextPurchase, visitCounter++);
        } catch (error) {
          if (!recorder.lastError) recorder.lastError = String(error);
          if (!String(error).includes('expected')) recorder.errors++;
        }
      }
    }),
  );
  agent.destroy();
  return recorder;
}

/** The service process's resident memory in MB, from /proc (Linux). */
function rssMbOf(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function loadOne(label, { dataDir, databaseUrl }) {
  const database = await openServiceDatabase({ dataDir, url: databaseUrl });
  const users = await seedUsers(database, USERS);
  await database.close();
  const port = await freePort();
  const service = await startService(
    {
      port,
      dataDir,
      databaseUrl,
      keySecret,
      extraEnv: {
        GOOGLE_CLIENT_ID: undefined, // the demo identity signs shoppers in
        RATE_LIMIT_AUTH_MAX: LIFTED,
        RATE_LIMIT_SUBSCRIBE_MAX: LIFTED,
        RATE_LIMIT_SUPPORT_MAX: LIFTED,
        RATE_LIMIT_CHECKOUT_MAX: LIFTED,
      },
    },
    { timeoutMs: START_TIMEOUT_MS },
  );
  const pid = service.child.pid;
  try {
    const nextPurchase = seededPurchases(users);
    const warm = await drive(port, nextPurchase, WARMUP_SECONDS);
    const rssBefore = rssMbOf(pid);
    const started = performance.now();
    const run = await drive(port, nextPurchase, SECONDS);
    const elapsed = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2000)); // webhooks in flight settle
    const rssAfter = rssMbOf(pid);
    const health = await call(new Agent(), port, 'GET', '/health');
    return { label, run, warm, elapsed, rssBefore, rssAfter, healthy: health.status === 200 };
  } finally {
    await stop(service.child);
  }
}

function print(result) {
  const { label, run, elapsed, rssBefore, rssAfter } = result;
  console.log(
    `\n${label}: ${run.visits} visits (${(run.visits / elapsed).toFixed(1)}/s), ${run.requests} requests (${(run.requests / elapsed).toFixed(0)}/s), ${run.errors} errors, load average ${loadavg()[0].toFixed(1)} at the end`,
  );
  console.log(`${'route'.padEnd(34)} ${'requests'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  for (const [route, latencies] of [...run.latencies].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `${route.padEnd(34)} ${String(sorted.length).padStart(9)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)}`,
    );
  }
  console.log(
    `service RSS: ${rssBefore.toFixed(1)} MB after the warm-up, ${rssAfter.toFixed(1)} MB at the end (${(rssAfter - rssBefore >= 0 ? '+' : '') + (rssAfter - rssBefore).toFixed(1)} MB; bound +${RSS_GROWTH_LIMIT_MB} MB)`,
  );
  if (run.lastError) console.error(`  last error: ${run.lastError}`);
}

async function main() {
  console.log(
    `load: mixed shopper visits (catalogue, product, config, sign-in, profile, create-order, simulated Checkout, verify, orders, order, library, download), ${CONNECTIONS} connections, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up`,
  );
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at start; service and load generator share it`,
  );
  const results = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'profit-load-'));
  try {
    results.push(await loadOne('embedded PGlite', { dataDir }));
    print(results.at(-1));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const { url: postgresUrl, throwaway } = await benchPostgres('load');
  if (postgresUrl) {
    try {
      results.push(await loadOne(throwaway ? 'PostgreSQL (local)' : 'PostgreSQL', { databaseUrl: postgresUrl }));
      print(results.at(-1));
    } finally {
      if (throwaway) stopPostgres();
    }
  } else {
    console.log('\nPostgreSQL: skipped (set BENCH_POSTGRES_URL or install postgresql)');
  }

  const failures = results.flatMap((r) => [
    ...(r.run.errors + r.warm.errors > 0 ? [`${r.label}: ${r.run.errors + r.warm.errors} errors`] : []),
    ...(r.rssAfter - r.rssBefore > RSS_GROWTH_LIMIT_MB
      ? [`${r.label}: RSS grew ${(r.rssAfter - r.rssBefore).toFixed(1)} MB (bound ${RSS_GROWTH_LIMIT_MB} MB)`]
      : []),
    ...(r.healthy ? [] : [`${r.label}: not healthy after the run`]),
  ]);
  if (failures.length) {
    console.error(`\nFAIL: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log(`\nPASS: no errors, RSS growth within ${RSS_GROWTH_LIMIT_MB} MB, healthy after`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
