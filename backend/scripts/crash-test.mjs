#!/usr/bin/env node
/**
 * Crash test: no acknowledged payment is lost or paid twice when the service dies mid-flight.
 *
 * Starts the backend on a fresh embedded PGlite data folder and a free loopback port, runs demo
 * checkouts (create-order, the simulated Checkout, then verify, which confirms the payment with
 * the simulated provider) from several concurrent buyers, SIGKILLs the process while requests are
 * in flight, restarts it on the same folder, and checks that every order whose verify answered
 * success is still paid with that payment. Then it REPLAYS every acknowledged payment against the
 * restarted service — the verify again, and a signed `payment.captured` webhook of it under a new
 * event id — and checks that none was applied twice: same payment, same payment time, no refund,
 * no second payment recorded on the order, no payment id on two orders.
 *
 * `npm run crash-test -w backend`; exits non-zero on any violation. It waits on what it needs (the
 * service answering, the payments acknowledged), never on a time budget: a loaded machine is slow,
 * not broken. Only a backstop against a hang bounds each start.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOGUE } from '@profit/contract';
import {
  freePort,
  openServiceDatabase,
  seedUsers,
  simulatedPayment,
  startService,
  stop,
} from '../bench/checkout-harness.mjs';

/** Concurrent checkout loops; each has its own buyers, and a buyer buys each product once. */
const LOOPS = 12;
const BUYERS_PER_LOOP = 8;
/** Load runs at least this long and until this many payments are acknowledged (or every loop is done), then the kill. */
const LOAD_MS = Number(process.env.CRASH_LOAD_MS ?? 1500);
const MIN_ACKNOWLEDGED = 30;
/** A backstop against a hang, not a budget: a loaded 2-core machine compiles the sources slowly. */
const START_BACKSTOP_MS = 5 * 60_000;
const keySecret = randomBytes(24).toString('hex');
const webhookSecret = randomBytes(24).toString('hex');
const dataDir = mkdtempSync(join(tmpdir(), 'profit-crash-'));
const log = (line) => console.log(`[crash-test] ${line}`);

async function post(base, token, path, body) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** One loop of checkouts until the service dies: buyer after buyer, each buying every product once. */
async function buyerLoop(base, buyers, acknowledged, counters) {
  for (let i = 0; i < buyers.length * CATALOGUE.length; i++) {
    const buyer = buyers[Math.floor(i / CATALOGUE.length)];
    const product = CATALOGUE[i % CATALOGUE.length];
    try {
      const products = [{ productId: product.id, name: product.title, price: product.price, quantity: 1 }];
      const amount = product.price;
      const created = await post(base, buyer.token, '/payments/create-order', {
        amount,
        currency: 'INR',
        products,
        customer: { name: 'Crash Test', email: 'crash@example.in' },
      });
      if (created.status !== 201) throw new Error(`create-order ${created.status}`);
      counters.created++;
      const verify = await simulatedPayment((path, body) => post(base, buyer.token, path, body), created.body.id);
      const verified = await post(base, buyer.token, '/payments/verify', verify);
      if (verified.status === 200 && verified.body.success === true) {
        acknowledged.push({
          buyer,
          orderId: created.body.orderId,
          providerOrderId: created.body.id,
          paymentId: verify.razorpay_payment_id,
          amount,
          verify,
        });
      }
    } catch {
      counters.failedRequests++;
      return; // the service is gone
    }
  }
}

/** A signed `payment.captured` of an acknowledged payment, as Razorpay would (re)deliver it. */
async function replayCapturedWebhook(base, ack, eventId) {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: ack.paymentId,
          entity: 'payment',
          amount: ack.amount,
          currency: 'INR',
          status: 'captured',
          order_id: ack.providerOrderId,
          amount_refunded: 0,
        },
      },
    },
  });
  const response = await fetch(`${base}/payments/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', webhookSecret).update(body).digest('hex'),
      'x-razorpay-event-id': eventId,
    },
    body,
  });
  return response.status;
}

async function main() {
  const started = Date.now();
  const database = await openServiceDatabase({ dataDir });
  const buyers = await seedUsers(database, LOOPS * BUYERS_PER_LOOP);
  await database.close();
  log(`seeded ${buyers.length} signed-in buyers in ${dataDir}`);

  const port = await freePort();
  const first = await startService({ port, dataDir, keySecret, webhookSecret }, { timeoutMs: START_BACKSTOP_MS });
  log(
    `service up on port ${port} in ${first.startedInMs} ms; ${LOOPS} concurrent checkout loops, SIGKILL after ${LOAD_MS} ms and ${MIN_ACKNOWLEDGED} acknowledged payments`,
  );
  const acknowledged = [];
  const counters = { created: 0, failedRequests: 0 };
  let loopsRunning = LOOPS;
  const loops = Array.from({ length: LOOPS }, (_, loop) =>
    buyerLoop(
      first.base,
      buyers.slice(loop * BUYERS_PER_LOOP, (loop + 1) * BUYERS_PER_LOOP),
      acknowledged,
      counters,
    ).finally(() => loopsRunning--),
  );
  const loadStarted = Date.now();
  while (loopsRunning > 0 && (Date.now() - loadStarted < LOAD_MS || acknowledged.length < MIN_ACKNOWLEDGED)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const ackedBeforeKill = acknowledged.length;
  await stop(first.child, 'SIGKILL');
  await Promise.all(loops);
  log(
    `killed mid-flight: ${counters.created} orders created, ${ackedBeforeKill} payments acknowledged before the kill, ${counters.failedRequests} requests cut off`,
  );

  const second = await startService({ port, dataDir, keySecret, webhookSecret }, { timeoutMs: START_BACKSTOP_MS });
  log(`restarted on the same data folder in ${second.startedInMs} ms`);
  const problems = [];
  try {
    const ordersOf = async (buyer) => {
      const all = [];
      let cursor = null;
      do {
        const query = `?limit=100${cursor ? `&cursor=${cursor}` : ''}`;
        const response = await fetch(`${second.base}/orders${query}`, {
          headers: { authorization: `Bearer ${buyer.token}` },
        });
        const page = await response.json();
        all.push(...page.orders);
        cursor = page.nextCursor;
      } while (cursor);
      return all;
    };
    const ordersById = new Map();
    for (const buyer of buyers) for (const order of await ordersOf(buyer)) ordersById.set(order.id, order);
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
    // Replay every acknowledged payment after the restart — its verify, and its payment.captured
    // webhook under a new event id — then check none was applied twice.
    let replayed = 0;
    for (const ack of acknowledged) {
      const replay = await post(second.base, ack.buyer.token, '/payments/verify', ack.verify);
      if (!replay.body.success)
        problems.push(`replaying the verify of ${ack.orderId} answered ${JSON.stringify(replay.body)}`);
      const status = await replayCapturedWebhook(
        second.base,
        ack,
        `evt_crash_replay_${randomBytes(6).toString('hex')}`,
      );
      if (status !== 200) problems.push(`replaying the webhook of ${ack.orderId} answered ${status}`);
      replayed++;
    }
    for (const ack of acknowledged) {
      const before = ordersById.get(ack.orderId);
      const after = await (
        await fetch(`${second.base}/orders/${ack.orderId}`, { headers: { authorization: `Bearer ${ack.buyer.token}` } })
      ).json();
      if (after.status !== 'paid' || after.paymentId !== ack.paymentId)
        problems.push(`after the replays, order ${ack.orderId} is ${after.status} with ${after.paymentId}`);
      if (before && after.paidAt !== before.paidAt)
        problems.push(`replaying payment ${ack.paymentId} changed the payment time of ${ack.orderId}: paid twice`);
      if (after.extraPayments.length > 0 || after.amountRefunded !== 0)
        problems.push(
          `replaying payment ${ack.paymentId} was taken as a second payment of ${ack.orderId} (${JSON.stringify(after.extraPayments)}): paid twice`,
        );
    }
    log(`replayed ${replayed} acknowledged payments (verify and webhook) after the restart`);
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
