import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { CATALOGUE } from '@profit/contract';
import pg from 'pg';
import { freePort, startService, stop, type StartedService } from '../bench/checkout-harness.mjs';
import { cartOf, signedWebhook } from './support/checkout.js';
import { startRoundRobinProxy, type RoundRobinProxy } from './support/round-robin-proxy.js';
import { createPostgresDatabase, describeOnPostgres, GENEROUS_DATABASE_TIMEOUTS } from './support/test-app.js';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A backstop against a hang, not a budget: a loaded 2-core machine compiles the sources slowly. */
const START_TIMEOUT_MS = 5 * 60_000;

const MIGRATION_FILES = readdirSync(fileURLToPath(new URL('../drizzle', import.meta.url))).filter((name) =>
  name.endsWith('.sql'),
);
const SUBSCRIBE_LIMIT = 4;
const WEBHOOK_SECRET = randomBytes(16).toString('hex');

/**
 * Two backend processes (nothing shared in memory) on one PostgreSQL, behind a round-robin proxy:
 * whatever one replica does, the other sees.
 */
describeOnPostgres('two replicas behind a load balancer', () => {
  let url: string;
  let replicas: StartedService[];
  let proxy: RoundRobinProxy;
  let database: pg.Client;

  beforeAll(async () => {
    url = await createPostgresDatabase();
    const ports = [await freePort(), await freePort()];
    // Started together on an empty database: both try to migrate at once.
    replicas = await Promise.all(
      ports.map((port) =>
        startService(
          {
            port,
            databaseUrl: url,
            keySecret: randomBytes(16).toString('hex'),
            webhookSecret: WEBHOOK_SECRET,
            extraEnv: {
              GOOGLE_CLIENT_ID: undefined, // demo sign-in on (loopback, no keys)
              TRUST_PROXY: '127.0.0.1',
              RATE_LIMIT_SUBSCRIBE_MAX: String(SUBSCRIBE_LIMIT),
              RATE_LIMIT_AUTH_MAX: '1000',
              // What the replicas share is under test, not how fast: ten payments queued on one
              // invoice series must wait their turn, not meet the production 5 s statement timeout.
              ...GENEROUS_DATABASE_TIMEOUTS,
            },
          },
          { timeoutMs: START_TIMEOUT_MS },
        ),
      ),
    );
    proxy = await startRoundRobinProxy(ports);
    database = new pg.Client({ connectionString: url });
    await database.connect();
  }, START_TIMEOUT_MS + 60_000);
  afterAll(async () => {
    await database?.end();
    await proxy?.close();
    await Promise.all((replicas ?? []).map((replica) => stop(replica.child)));
  });

  /** A request straight to one replica (0 or 1). */
  const call = async (
    replica: number,
    path: string,
    init: { method?: string; token?: string; body?: unknown } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (init.token) headers['authorization'] = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${replicas[replica]!.base}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };

  /** Demo sign-in on one replica: its session token. */
  const signIn = async (replica: number, name: string) => {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 8)}@example.in`;
    const issued = await call(replica, '/auth/demo/credential', { body: { name, email } });
    expect(issued.status).toBe(200);
    const signedIn = await call(replica, '/auth/google', { body: { credential: issued.body.credential } });
    expect(signedIn.status).toBe(200);
    return signedIn.body.token as string;
  };

  it('migrated the empty database once, though both replicas started together', async () => {
    const { rows } = await database.query('select hash from drizzle.__drizzle_migrations');
    expect(rows).toHaveLength(MIGRATION_FILES.length);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(MIGRATION_FILES.length);
  });

  it('honours a session made on one replica on the other, and a logout on one everywhere', async () => {
    const token = await signIn(0, 'Meera Nair');
    expect((await call(1, '/auth/profile', { token })).body.user.name).toBe('Meera Nair');
    expect((await call(1, '/auth/logout', { method: 'POST', token })).status).toBeLessThan(300);
    expect((await call(0, '/auth/profile', { token })).status).toBe(401);
  });

  it('shows a payment verified on one replica as paid, in the library and downloadable on the other', async () => {
    const token = await signIn(1, 'Rohan Das');
    const created = await call(0, '/payments/create-order', { token, body: cartOf([CATALOGUE[1]!.id]) });
    expect(created.status).toBe(201);
    // The simulated provider lives in the replica that created the order (as Razorpay is one service).
    const simulated = await call(0, '/payments/simulate', {
      token,
      body: { razorpay_order_id: created.body.id, outcome: 'success' },
    });
    const { outcome: _outcome, ...payment } = simulated.body;
    const verified = await call(0, '/payments/verify', { token, body: payment });
    expect(verified).toMatchObject({ status: 200, body: { success: true } });
    const order = await call(1, `/orders/${created.body.orderId}`, { token });
    expect(order).toMatchObject({ status: 200, body: { status: 'paid' } });
    const library = await call(1, '/library', { token });
    expect(JSON.stringify(library.body)).toContain(CATALOGUE[1]!.id);
    const download = await fetch(`${replicas[1]!.base}/library/${CATALOGUE[1]!.id}/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
  });

  it('numbers the tax invoices of payments verified on both replicas at once with no gap and no repeat', async () => {
    const buyers = 10;
    const invoiceNumbers = await Promise.all(
      Array.from({ length: buyers }, async (_, index) => {
        const replica = index % 2;
        const token = await signIn(replica, `Buyer ${index}`);
        const created = await call(replica, '/payments/create-order', { token, body: cartOf([CATALOGUE[3]!.id]) });
        const simulated = await call(replica, '/payments/simulate', {
          token,
          body: { razorpay_order_id: created.body.id, outcome: 'success' },
        });
        const { outcome: _outcome, ...payment } = simulated.body;
        const verified = await call(replica, '/payments/verify', { token, body: payment });
        expect(verified).toMatchObject({ status: 200 });
        const order = await call(1 - replica, `/orders/${created.body.orderId}`, { token });
        return order.body.documents.invoiceNumber as string;
      }),
    );
    const series = new Set(invoiceNumbers.map((number) => number.replace(/\d+$/, '')));
    expect(series.size).toBe(1);
    const sequences = invoiceNumbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(buyers);
    const { rows } = await database.query("select count(*)::int as n from invoices where number like $1 || '%'", [
      [...series][0],
    ]);
    // Consecutive from the series' first number: nothing skipped by either replica.
    expect(sequences).toEqual(Array.from({ length: rows[0].n }, (_, i) => i + 1).slice(-buyers));
    expect(sequences.at(-1)).toBe(rows[0].n);
  });

  it('applies a webhook event delivered to both replicas at once exactly once', async () => {
    const token = await signIn(0, 'Asha Verma');
    const created = await call(0, '/payments/create-order', { token, body: cartOf([CATALOGUE[2]!.id]) });
    const eventId = `evt_${randomUUID()}`;
    const failed = (paymentId: string) => ({
      entity: 'event',
      event: 'payment.failed',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            amount: created.body.amount,
            currency: 'INR',
            order_id: created.body.id,
            status: 'failed',
            error_code: 'BAD_REQUEST_ERROR',
            error_description: `Declined at ${paymentId}`,
          },
        },
      },
    });
    // The same event id, each replica given a body naming another payment: only one may be applied.
    const deliveries = await Promise.all(
      ['pay_replica0', 'pay_replica1'].map((paymentId, replica) => {
        const { payload, headers } = signedWebhook(WEBHOOK_SECRET, failed(paymentId), eventId);
        return fetch(`${replicas[replica]!.base}/payments/webhook`, { method: 'POST', headers, body: payload });
      }),
    );
    expect(deliveries.map((response) => response.status)).toEqual([200, 200]);
    const events = await database.query('select 1 from webhook_events where event_id = $1', [eventId]);
    expect(events.rowCount).toBe(1);
    const { rows } = await database.query('select failure_reason from orders where id = $1', [created.body.orderId]);
    expect(rows[0].failure_reason).toMatch(/^Payment pay_replica[01] failed: Declined at pay_replica[01]$/);
    const [, applied] = /Declined at (pay_replica[01])/.exec(rows[0].failure_reason)!;
    expect(rows[0].failure_reason).toBe(`Payment ${applied} failed: Declined at ${applied}`);
  });

  it('counts a client’s rate limit across both replicas', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SUBSCRIBE_LIMIT; i++) {
      const response = await fetch(`${proxy.base}/subscriptions/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `reader-${i}-${randomUUID().slice(0, 6)}@example.in` }),
      });
      statuses.push(response.status);
    }
    expect(new Set(proxy.served.slice(-statuses.length))).toEqual(new Set([0, 1]));
    expect(statuses.slice(0, SUBSCRIBE_LIMIT).every((status) => status < 300)).toBe(true);
    expect(statuses[SUBSCRIBE_LIMIT]).toBe(429);
  });
});
