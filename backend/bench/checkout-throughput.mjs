#!/usr/bin/env node
/**
 * Checkout throughput: complete checkouts per second through the real HTTP API.
 *
 * A checkout is `POST /payments/create-order` (server pricing, the products the buyer already owns
 * refused, order and lines stored, simulated provider order), `POST /payments/simulate` (the
 * simulated Checkout: the payment is made, authorised and captured, at the simulated provider)
 * and `POST /payments/verify` (signature, then the payment confirmed with the provider: status,
 * order, amount, currency). Each buyer buys each product once (four checkouts of two products), so
 * thousands of buyers are seeded. The service runs as its own process on a loopback port; 20
 * keep-alive connections run checkouts for ~10 s after a short warm-up.
 *
 * Each database is measured twice: the checkout alone, and with the webhook events Razorpay also
 * sends for each checkout (payment.authorized, payment.captured, order.paid: three more requests,
 * each de-duplicated and applied). With the webhooks on, this script plays Razorpay: it signs and
 * posts the three events itself, at the same time as the verify, as Razorpay's servers do from
 * outside the shop, and a checkout counts only once the verify and all three events are answered
 * 2xx. (Earlier figures let the shop's simulated provider post them to itself and counted
 * checkouts while a backlog of undelivered events grew: they overstated the rate.) The service's
 * own simulated webhooks are off in both. SIMULATED_WEBHOOKS=off or =on measures only that one.
 *
 * Databases: embedded PGlite, then PostgreSQL when BENCH_POSTGRES_URL is set or a local initdb
 * exists (a throwaway cluster, as in the tests). Exits non-zero when embedded PGlite makes fewer
 * than 300 checkouts/s with the webhooks off.
 *
 * `npm run bench:checkout -w backend`. BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_CONNECTIONS override
 * the defaults; BENCH_POSTGRES_URL=skip runs PGlite only; BENCH_CPU_PROF_DIR writes a CPU profile
 * of the service. "service CPU ms" is the service process's CPU time per checkout, read from /proc:
 * unlike checkouts/s it hardly depends on what else the machine is running.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOGUE } from '@profit/contract';
import {
  benchPostgres,
  freePort,
  openServiceDatabase,
  seedUsers,
  simulatedPayment,
  startService,
  stop,
} from './checkout-harness.mjs';
import { stopPostgres } from '../test/support/postgres.global.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const USERS = Number(process.env.BENCH_USERS ?? 4000);
const WEBHOOK_MODES = ['off', 'on'].filter((mode) => (process.env.SIMULATED_WEBHOOKS ?? mode) === mode);
const EMBEDDED_TARGET_PER_SECOND = 300;

const keySecret = randomBytes(24).toString('hex');
const webhookSecret = randomBytes(24).toString('hex');

function postJson(agent, port, path, token, body) {
  return postRaw(agent, port, path, JSON.stringify(body), { authorization: `Bearer ${token}` });
}

function postRaw(agent, port, path, payload, headers) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: `/api${path}`,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** One complete checkout (a buyer's `i`-th: products 2i and 2i+1 of the catalogue); answers its latency in ms, or throws. */
async function checkout(agent, port, user, i, webhooks) {
  const started = performance.now();
  const products = [CATALOGUE[(i % 4) * 2], CATALOGUE[(i % 4) * 2 + 1]].map((p) => ({
    productId: p.id,
    name: p.title,
    price: p.price,
    quantity: 1,
  }));
  const post = (path, body) => postJson(agent, port, path, user.token, body);
  const created = await post('/payments/create-order', {
    amount: products.reduce((s, p) => s + p.price, 0),
    currency: 'INR',
    products,
    customer: { name: 'Bench', email: 'bench@example.in' },
  });
  if (created.status !== 201)
    throw new Error(`create-order answered ${created.status} ${JSON.stringify(created.body)}`);
  const payment = await simulatedPayment(post, created.body.id);
  const [verified, ...delivered] = await Promise.all([
    post('/payments/verify', payment),
    ...(webhooks === 'on' ? razorpayEvents(payment, created.body).map((event) => postEvent(agent, port, event)) : []),
  ]);
  if (verified.status !== 200 || verified.body.success !== true)
    throw new Error(`verify answered ${verified.status} ${JSON.stringify(verified.body)}`);
  const refused = delivered.find((answer) => answer.status < 200 || answer.status >= 300);
  if (refused) throw new Error(`a webhook answered ${refused.status} ${JSON.stringify(refused.body)}`);
  return performance.now() - started;
}

/**
 * The events Razorpay sends for a payment captured at once (automatic capture), with the entities
 * as its webhooks carry them: payment.authorized, payment.captured and order.paid.
 */
function razorpayEvents({ razorpay_payment_id: paymentId, razorpay_order_id: orderId }, { amount, currency }) {
  const createdAt = Math.floor(Date.now() / 1000);
  const payment = (status) => ({
    id: paymentId,
    entity: 'payment',
    amount,
    currency,
    status,
    order_id: orderId,
    amount_refunded: 0,
    captured: status === 'captured',
    method: 'card',
    created_at: createdAt,
  });
  const order = { id: orderId, entity: 'order', amount, amount_paid: amount, currency, status: 'paid' };
  return [
    ['payment.authorized', { payment: { entity: payment('authorized') } }],
    ['payment.captured', { payment: { entity: payment('captured') } }],
    ['order.paid', { payment: { entity: payment('captured') }, order: { entity: order } }],
  ].map(([event, payload]) => ({
    id: `evt_bench_${randomBytes(9).toString('base64url')}`,
    body: JSON.stringify({
      entity: 'event',
      account_id: 'acc_bench',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: createdAt,
    }),
  }));
}

/** Posts one event to the shop's webhook route, signed as Razorpay signs it. */
function postEvent(agent, port, { id, body }) {
  return postRaw(agent, port, '/payments/webhook', body, {
    'x-razorpay-signature': createHmac('sha256', webhookSecret).update(body).digest('hex'),
    'x-razorpay-event-id': id,
  });
}

/** Buyers taken so far, across warm-up and measurement. */
let buyersTaken = 0;

/**
 * Runs `connections` loops of checkouts for `seconds`; answers the latencies and errors. Each loop
 * is one buyer at a time, making its four checkouts one after another as a shopper does, then the
 * next buyer. (Until 2026-11-28 consecutive checkouts went to different loops, so each buyer made
 * four checkouts at the same moment on four connections: that measured how the shopper's lock
 * serialises one person's simultaneous payments, which no shopper makes, more than the shop's
 * throughput. BENCH_SAME_BUYER_AT_ONCE=on keeps that pattern, as a worst case.)
 */
async function drive(port, users, seconds, connections, webhooks) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let lastError;
  const deadline = performance.now() + seconds * 1000;
  const sameBuyerAtOnce = process.env.BENCH_SAME_BUYER_AT_ONCE === 'on';
  let checkoutsTaken = buyersTaken * 4;
  const next = (loop) => {
    if (sameBuyerAtOnce) {
      const n = checkoutsTaken++;
      return { buyer: Math.floor(n / 4), i: n % 4 };
    }
    if (loop.buyer === undefined || loop.i === 3) return { buyer: buyersTaken++, i: 0 };
    return { buyer: loop.buyer, i: loop.i + 1 };
  };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      let loop = {};
      while (performance.now() < deadline) {
        loop = next(loop);
        if (loop.buyer >= users.length)
          throw new Error(`Every seeded buyer owns everything: raise BENCH_USERS above ${users.length}`);
        try {
          latencies.push(await checkout(agent, port, users[loop.buyer], loop.i, webhooks));
        } catch (error) {
          errors++;
          lastError = error;
        }
      }
    }),
  );
  if (sameBuyerAtOnce) buyersTaken = Math.ceil(checkoutsTaken / 4);
  agent.destroy();
  return { latencies, errors, lastError };
}

/** CPU seconds (user + system) the service process has used so far, from /proc (Linux); NaN elsewhere. */
function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function benchOne(label, { dataDir, databaseUrl, webhooks }) {
  buyersTaken = 0;
  const database = await openServiceDatabase({ dataDir, url: databaseUrl });
  const users = await seedUsers(database, USERS);
  await database.close();
  const port = await freePort();
  const service = await startService({
    port,
    dataDir,
    databaseUrl,
    keySecret,
    webhookSecret,
    extraEnv: { SIMULATED_WEBHOOKS: 'off' },
  });
  try {
    await drive(port, users, WARMUP_SECONDS, CONNECTIONS, webhooks);
    const started = performance.now();
    const cpuBefore = cpuSecondsOf(service.child.pid);
    const { latencies, errors, lastError } = await drive(port, users, SECONDS, CONNECTIONS, webhooks);
    const elapsed = (performance.now() - started) / 1000;
    const cpuMsPerCheckout = ((cpuSecondsOf(service.child.pid) - cpuBefore) * 1000) / latencies.length;
    const sorted = [...latencies].sort((a, b) => a - b);
    const result = {
      label,
      webhooks,
      checkouts: latencies.length,
      perSecond: latencies.length / elapsed,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      errors,
      cpuMsPerCheckout,
    };
    if (lastError) {
      console.error(`  ${label}: last error: ${lastError.message}`);
      const logged = service.output().trim().split('\n').slice(-8).join('\n    ');
      if (logged) console.error(`  the service's last lines:\n    ${logged}`);
    }
    return result;
  } finally {
    await stop(service.child);
  }
}

function printRow(r) {
  console.log(
    `${r.label.padEnd(20)} ${r.webhooks.padEnd(8)} ${String(r.checkouts).padStart(9)} ${r.perSecond.toFixed(1).padStart(12)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(7)} ${r.cpuMsPerCheckout.toFixed(2).padStart(14)}`,
  );
}

async function main() {
  console.log(
    `checkout throughput: create-order + simulated Checkout + verify (confirmed with the provider) per checkout, ${CONNECTIONS} connections, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up, ${USERS} signed-in users, simulated provider`,
  );
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg()[0].toFixed(1)} at start; service and load generator share it`,
  );
  console.log(
    'service CPU ms = CPU time the service process spent per checkout (independent of other load on the machine)',
  );
  console.log(
    `${'database'.padEnd(20)} ${'webhooks'.padEnd(8)} ${'checkouts'.padStart(9)} ${'checkouts/s'.padStart(12)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)} ${'service CPU ms'.padStart(14)}`,
  );
  const results = [];

  for (const webhooks of WEBHOOK_MODES) {
    const dataDir = mkdtempSync(join(tmpdir(), 'profit-bench-'));
    try {
      const embedded = await benchOne('embedded PGlite', { dataDir, webhooks });
      printRow(embedded);
      results.push(embedded);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const { url: postgresUrl, throwaway } = await benchPostgres('bench');
  if (postgresUrl) {
    try {
      for (const webhooks of WEBHOOK_MODES) {
        const result = await benchOne(throwaway ? 'PostgreSQL (local)' : 'PostgreSQL', {
          databaseUrl: postgresUrl,
          webhooks,
        });
        printRow(result);
        results.push(result);
      }
    } finally {
      if (throwaway) stopPostgres();
    }
  } else {
    console.log('PostgreSQL: skipped (set BENCH_POSTGRES_URL or install postgresql)');
  }

  const embedded = results.find((result) => result.label === 'embedded PGlite' && result.webhooks === 'off');
  if (!embedded) {
    console.log(`The target (≥ ${EMBEDDED_TARGET_PER_SECOND} checkouts/s) is checked with the webhooks off.`);
    return;
  }
  if (embedded.errors > 0 || embedded.perSecond < EMBEDDED_TARGET_PER_SECOND) {
    console.error(
      `FAIL: embedded PGlite made ${embedded.perSecond.toFixed(1)} checkouts/s with ${embedded.errors} errors (target ≥ ${EMBEDDED_TARGET_PER_SECOND}/s, no errors)`,
    );
    process.exit(1);
  }
  console.log(`PASS: embedded PGlite ≥ ${EMBEDDED_TARGET_PER_SECOND} checkouts/s (webhooks off)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
