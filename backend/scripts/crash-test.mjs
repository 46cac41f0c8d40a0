#!/usr/bin/env node
/**
 * Crash test: no acknowledged payment is lost or paid twice when the service dies mid-flight.
 *
 * Starts the backend on a fresh embedded PGlite data folder and a free loopback port, runs demo
 * checkouts (create-order, then verify with a payment signed by the simulated key) from several
 * concurrent buyers, SIGKILLs the process while requests are in flight, restarts it on the same
 * folder, and checks that every order whose verify answered success is still paid with that
 * payment, that replaying those verifies changes nothing, and that no payment id is on two orders.
 *
 * `npm run crash-test -w backend`; exits non-zero on any violation. Its budgets are measured on the
 * machine it runs on: the restart may take five times the first start (at least 45 s).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOGUE } from '@profit/contract';
import { freePort, openServiceDatabase, seedUsers, startService, stop } from '../bench/checkout-harness.mjs';

const BUYERS = 12;
/** Load runs at least this long and until this many payments are acknowledged (capped), then the kill. */
const LOAD_MS = Number(process.env.CRASH_LOAD_MS ?? 1500);
const MIN_ACKNOWLEDGED = 30;
const MAX_LOAD_MS = 20_000;
const keySecret = randomBytes(24).toString('hex');
const dataDir = mkdtempSync(join(tmpdir(), 'profit-crash-'));
const sign = (orderId, paymentId) => createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
const log = (line) => console.log(`[crash-test] ${line}`);

async function post(base, token, path, body) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** One buyer checking out in a loop until the service dies; records what the server acknowledged. */
async function buyerLoop(base, buyer, acknowledged, counters) {
  for (let i = 0; ; i++) {
    try {
      const products = CATALOGUE.slice(0, (i % 3) + 1).map((p) => ({
        productId: p.id,
        name: p.title,
        price: p.price,
        quantity: 1,
      }));
      const amount = products.reduce((sum, p) => sum + p.price, 0);
      const created = await post(base, buyer.token, '/payments/create-order', {
        amount,
        currency: 'INR',
        products,
        customer: { name: 'Crash Test', email: 'crash@example.in' },
      });
      if (created.status !== 201) throw new Error(`create-order ${created.status}`);
      counters.created++;
      const paymentId = `pay_crash_${randomBytes(8).toString('hex')}`;
      const verify = {
        razorpay_order_id: created.body.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: sign(created.body.id, paymentId),
      };
      const verified = await post(base, buyer.token, '/payments/verify', verify);
      if (verified.status === 200 && verified.body.success === true) {
        acknowledged.push({ buyer, orderId: created.body.orderId, paymentId, amount, verify });
      }
    } catch {
      counters.failedRequests++;
      return; // the service is gone
    }
  }
}

async function main() {
  const started = Date.now();
  const database = await openServiceDatabase({ dataDir });
  const buyers = await seedUsers(database, BUYERS);
  await database.close();
  log(`seeded ${BUYERS} signed-in buyers in ${dataDir}`);

  const port = await freePort();
  const first = await startService({ port, dataDir, keySecret });
  log(
    `service up on port ${port} in ${first.startedInMs} ms; ${BUYERS} buyers checking out, SIGKILL after ${LOAD_MS} ms and ${MIN_ACKNOWLEDGED} acknowledged payments`,
  );
  const acknowledged = [];
  const counters = { created: 0, failedRequests: 0 };
  const loops = buyers.map((buyer) => buyerLoop(first.base, buyer, acknowledged, counters));
  const loadStarted = Date.now();
  while (
    Date.now() - loadStarted < MAX_LOAD_MS &&
    (Date.now() - loadStarted < LOAD_MS || acknowledged.length < MIN_ACKNOWLEDGED)
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const ackedBeforeKill = acknowledged.length;
  await stop(first.child, 'SIGKILL');
  await Promise.all(loops);
  log(
    `killed mid-flight: ${counters.created} orders created, ${ackedBeforeKill} payments acknowledged before the kill, ${counters.failedRequests} requests cut off`,
  );

  // The restart's budget is measured, not guessed: several times what the first start took here.
  const restartBudgetMs = Math.max(45_000, 5 * first.startedInMs);
  const second = await startService({ port, dataDir, keySecret }, { timeoutMs: restartBudgetMs });
  log(`restarted on the same data folder in ${second.startedInMs} ms`);
  const problems = [];
  try {
    const ordersById = new Map();
    for (const buyer of buyers) {
      const response = await fetch(`${second.base}/orders`, { headers: { authorization: `Bearer ${buyer.token}` } });
      const { orders } = await response.json();
      for (const order of orders) ordersById.set(order.id, order);
    }
    for (const ack of acknowledged) {
      const order = ordersById.get(ack.orderId);
      if (!order) problems.push(`acknowledged order ${ack.orderId} is missing after the restart`);
      else if (order.status !== 'paid' || order.paymentId !== ack.paymentId)
        problems.push(
          `acknowledged order ${ack.orderId} is ${order.status} with payment ${order.paymentId}, expected paid with ${ack.paymentId}`,
        );
      else if (order.amount !== ack.amount)
        problems.push(`order ${ack.orderId} has amount ${order.amount}, expected ${ack.amount}`);
    }
    const paymentOwners = new Map();
    for (const order of ordersById.values()) {
      if (order.status === 'paid' && !order.paidAt) problems.push(`order ${order.id} is paid without a payment time`);
      if (!order.paymentId) continue;
      if (paymentOwners.has(order.paymentId)) problems.push(`payment ${order.paymentId} is on two orders`);
      paymentOwners.set(order.paymentId, order.id);
    }
    // Replaying every acknowledged verify after the restart answers success and changes nothing.
    for (const ack of acknowledged) {
      const before = ordersById.get(ack.orderId);
      const replay = await post(second.base, ack.buyer.token, '/payments/verify', ack.verify);
      if (!replay.body.success)
        problems.push(`replaying the verify of ${ack.orderId} answered ${JSON.stringify(replay.body)}`);
      const after = await (
        await fetch(`${second.base}/orders/${ack.orderId}`, { headers: { authorization: `Bearer ${ack.buyer.token}` } })
      ).json();
      if (before && after.paidAt !== before.paidAt)
        problems.push(`replaying the verify of ${ack.orderId} changed its payment time`);
    }
    const paid = [...ordersById.values()].filter((o) => o.status === 'paid').length;
    log(
      `after restart: ${ordersById.size} orders stored, ${paid} paid (${acknowledged.length} acknowledged; a payment verified just as the process died may be paid without its answer having arrived), ${paymentOwners.size} distinct payment ids`,
    );
  } finally {
    await stop(second.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (acknowledged.length === 0) problems.push('no payment was acknowledged before the kill: the test proved nothing');
  if (problems.length > 0) {
    for (const problem of problems) console.error(`[crash-test] FAIL ${problem}`);
    process.exit(1);
  }
  log(
    `PASS: all ${acknowledged.length} acknowledged payments survived the SIGKILL, none paid twice (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

main().catch((error) => {
  console.error('[crash-test] ERROR', error);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
});
