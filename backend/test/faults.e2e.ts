import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATALOGUE, ErrorBodySchema } from '@profit/contract';
import pg from 'pg';
import { freePort, startService, stop, type StartedService } from '../bench/checkout-harness.mjs';
import { startOwnPostgres, type OwnPostgres } from './support/own-postgres.js';
import { GENEROUS_DATABASE_TIMEOUTS, postgresUrl } from './support/test-app.js';
import { cartOf } from './support/checkout.js';

/** A backstop against a hang, not a budget: a loaded 2-core machine compiles the sources slowly. */
const START_TIMEOUT_MS = 5 * 60_000;

/** Shoppers buying at once, each on its own loop. */
const SHOPPERS = 6;
/** Routes that need no database: they keep answering while it is down. */
const WITHOUT_DATABASE = new Set(['GET /products', 'GET /config']);

type Phase = 'up' | 'down' | 'recovering' | 'after';

interface Answer {
  route: string;
  status: number;
  body: unknown;
  retryAfter: string | null;
  sentIn: Phase;
  answeredIn: Phase;
}

const run = postgresUrl() ? describe : describe.skip;

/**
 * PostgreSQL stopped (`pg_ctl stop -m fast`, as in a failover) and started again while shoppers
 * buy: the service answers 503 in the contract's error shape while it is down, recovers by itself
 * when it is back, and every order it acknowledged (verify answered success) is paid.
 */
run('PostgreSQL stopped and started during traffic [PostgreSQL]', () => {
  let database: OwnPostgres;
  let service: StartedService;
  let phase: Phase = 'up';
  const answers: Answer[] = [];
  const acknowledged: { orderId: string; token: string }[] = [];

  beforeAll(async () => {
    database = await startOwnPostgres();
    service = await startService(
      {
        port: await freePort(),
        databaseUrl: database.url,
        keySecret: randomBytes(16).toString('hex'),
        extraEnv: {
          GOOGLE_CLIENT_ID: undefined, // demo sign-in
          RATE_LIMIT_AUTH_MAX: '1000000',
          // Up, nothing may fail: a loaded machine must not turn a slow connection or statement into
          // a 503 (the production 3 s and 5 s). Down, connections are refused at once, whatever these say.
          ...GENEROUS_DATABASE_TIMEOUTS,
        },
      },
      { timeoutMs: START_TIMEOUT_MS },
    );
  }, START_TIMEOUT_MS + 60_000);
  afterAll(async () => {
    if (service && (service.child.exitCode !== null || service.child.signalCode !== null))
      console.error(`The service exited (${service.child.exitCode ?? service.child.signalCode}):\n${service.output()}`);
    if (service) await stop(service.child);
    database?.destroy();
  });

  const call = async (route: string, path: string, token?: string, body?: unknown): Promise<Answer> => {
    const sentIn = phase;
    const headers: Record<string, string> = {};
    if (token) headers['authorization'] = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${service.base}${path}`, {
      method: route.split(' ')[0],
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const answer: Answer = {
      route,
      status: response.status,
      body: text.startsWith('{') ? JSON.parse(text) : text,
      retryAfter: response.headers.get('retry-after'),
      sentIn,
      answeredIn: phase,
    };
    answers.push(answer);
    return answer;
  };

  const signIn = async (): Promise<string | undefined> => {
    const email = `shopper-${randomUUID()}@example.in`;
    const issued = await call('POST /auth/demo/credential', '/auth/demo/credential', undefined, {
      name: 'Faulty Shopper',
      email,
    });
    if (issued.status !== 200) return undefined;
    const credential = (issued.body as { credential: string }).credential;
    const signedIn = await call('POST /auth/google', '/auth/google', undefined, { credential });
    return signedIn.status === 200 ? (signedIn.body as { token: string }).token : undefined;
  };

  /** One shopper: signs in, then buys the catalogue a product at a time, signing in anew when done. */
  const shop = async (until: () => boolean) => {
    let token: string | undefined;
    let next = 0;
    while (!until()) {
      await call('GET /products', '/products');
      await call('GET /config', '/config');
      if (!token || next >= CATALOGUE.length) {
        token = await signIn();
        next = 0;
        if (!token) continue;
      }
      const created = await call(
        'POST /payments/create-order',
        '/payments/create-order',
        token,
        cartOf([CATALOGUE[next]!.id]),
      );
      if (created.status !== 201) continue;
      next++;
      const order = created.body as { id: string; orderId: string };
      const simulated = await call('POST /payments/simulate', '/payments/simulate', token, {
        razorpay_order_id: order.id,
        outcome: 'success',
      });
      if (simulated.status !== 200) continue;
      const { outcome: _outcome, ...payment } = simulated.body as Record<string, unknown>;
      const verified = await call('POST /payments/verify', '/payments/verify', token, payment);
      if (verified.status === 200 && (verified.body as { success?: boolean }).success === true)
        acknowledged.push({ orderId: order.orderId, token });
      await call('GET /orders', '/orders', token);
    }
  };

  const waitFor = async (condition: () => boolean | Promise<boolean>) => {
    while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 100));
  };

  it('answers 503 while it is down, recovers by itself, and loses no acknowledged order', async () => {
    let done = false;
    const shoppers = Array.from({ length: SHOPPERS }, () => shop(() => done));
    // However the test ends, the shoppers stop (a failed assertion must not leave them looping).
    const stopShoppers = () => {
      done = true;
      return Promise.allSettled(shoppers);
    };
    try {
      await waitFor(() => acknowledged.length >= 5);
      const acknowledgedBeforeStop = acknowledged.length;
      database.stop();
      phase = 'down';
      const answersAtStop = answers.length;
      // Down long enough for every shopper to meet it a few times.
      await waitFor(() => answers.slice(answersAtStop).filter((a) => a.status === 503).length >= 3 * SHOPPERS);
      const health = await call('GET /health', '/health');
      expect(health.status).toBe(503);
      database.start();
      phase = 'recovering';
      // Nothing restarts the service: it must find the database again by itself.
      await waitFor(async () => (await fetch(`${service.base}/health`)).status === 200);
      // Recovered once a whole purchase has gone through again: the pool has had to open its
      // connections afresh, which a loaded machine does slowly.
      const acknowledgedAtHealth = acknowledged.length;
      await waitFor(() => acknowledged.length > acknowledgedAtHealth);
      phase = 'after';
      const acknowledgedAtRecovery = acknowledged.length;
      await waitFor(() => acknowledged.length >= acknowledgedAtRecovery + 5);
      await stopShoppers();
      await Promise.all(shoppers);

      // Never a 500; every refusal in the contract's error shape; 503 only as SERVICE_UNAVAILABLE.
      const unexpected = answers.filter((a) => a.status >= 500 && a.status !== 503);
      expect(unexpected).toEqual([]);
      for (const answer of answers.filter((a) => a.status >= 400)) {
        expect(ErrorBodySchema.safeParse(answer.body).success).toBe(true);
      }
      const unavailable = answers.filter((a) => a.status === 503);
      expect(unavailable.length).toBeGreaterThanOrEqual(3 * SHOPPERS);
      for (const answer of unavailable) {
        expect([answer.route, answer.body]).toMatchObject([answer.route, { code: 'SERVICE_UNAVAILABLE' }]);
        expect(answer.retryAfter).not.toBeNull();
      }
      // Sent and answered while it was down: 503 wherever the database is needed (never a 401 that
      // would sign the shopper out), and the catalogue still served.
      for (const answer of answers.filter((a) => a.sentIn === 'down' && a.answeredIn === 'down')) {
        expect([answer.route, answer.status]).toEqual([answer.route, WITHOUT_DATABASE.has(answer.route) ? 200 : 503]);
      }
      // Before the stop and after the recovery, nothing failed (a request still in flight when the
      // database stopped may rightly meet it: only those sent and answered in the same phase count).
      const healthy = answers.filter((a) => (a.sentIn === 'up' || a.sentIn === 'after') && a.answeredIn === a.sentIn);
      expect(healthy.filter((a) => a.status >= 400)).toEqual([]);
      expect(acknowledgedBeforeStop).toBeGreaterThanOrEqual(5);

      // Every acknowledged order is paid: in the database and through the API.
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query('select id, status from orders where id = any($1::uuid[])', [
        acknowledged.map((a) => a.orderId),
      ]);
      await client.end();
      expect(rows).toHaveLength(acknowledged.length);
      expect(rows.filter((row) => row.status !== 'paid')).toEqual([]);
      for (const { orderId, token } of acknowledged) {
        const order = await call('GET /orders/:id', `/orders/${orderId}`, token);
        expect(order).toMatchObject({ status: 200, body: { status: 'paid' } });
      }
    } finally {
      await stopShoppers();
    }
  });
});
