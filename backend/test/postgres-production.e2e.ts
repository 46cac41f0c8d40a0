import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../src/app.js';
import { MIGRATIONS_FOLDER, openDatabase } from '../src/database/database.js';
import { MaintenanceService } from '../src/database/maintenance.service.js';
import { exchangedIdTokens, sessions, webhookEvents } from '../src/database/schema.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createPostgresDatabase,
  describeOnPostgres,
  startTestApp,
  testConfig,
  type TestApp,
} from './support/test-app.js';
import { createSignedInUser } from './support/users.js';

/**
 * Where how fast a connection opens is not what a test is about: a loaded 2-core machine may take
 * longer than the production default (3 s) to start a server process for it.
 */
const SLOW_CONNECT_MS = 60_000;

const migrationCount = (): number =>
  (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries
    .length;

describeOnPostgres('PostgreSQL in production', () => {
  it('migrates once when several replicas start together (advisory lock)', async () => {
    const url = await createPostgresDatabase();
    const replicas = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ url, dataDir: '', connectTimeoutMs: SLOW_CONNECT_MS })),
    );
    const result = await replicas[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(migrationCount());
    await Promise.all(replicas.map((replica) => replica.close()));
  });

  it('survives an idle connection killed by the server, and answers the next query', async () => {
    const url = await createPostgresDatabase();
    let poolHeardTheLoss = () => undefined as void;
    const lost = new Promise<void>((resolve) => (poolHeardTheLoss = resolve));
    const database = await openDatabase({
      url,
      dataDir: '',
      connectTimeoutMs: SLOW_CONNECT_MS,
      onPoolError: () => poolHeardTheLoss(),
    });
    await database.db.execute(sql`select 1`);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await admin.end();
    // Once the pool has heard of it (a fixed pause here lost the race on a loaded machine).
    await lost;
    expect(await database.ping()).toBe(true);
    await database.close();
  });

  it('cancels a statement over DATABASE_STATEMENT_TIMEOUT_MS', async () => {
    const url = await createPostgresDatabase();
    const database = await openDatabase({
      url,
      dataDir: '',
      statementTimeoutMs: 100,
      connectTimeoutMs: SLOW_CONNECT_MS,
    });
    await expect(database.db.execute(sql`select pg_sleep(5)`)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '57014' }),
    });
    await database.close();
  });

  it('migrates in a starved process, however short the statement timeout', async () => {
    const url = await createPostgresDatabase();
    // The event loop blocked 250 ms in every 300, as a loaded machine starves it: the migration's
    // transaction sits idle between two statements longer than its idle-in-transaction limit
    // (twice the statement timeout).
    let starve: NodeJS.Timeout | undefined;
    const block = () => {
      const until = Date.now() + 250;
      while (Date.now() < until);
      starve = setTimeout(block, 50);
    };
    starve = setTimeout(block, 0);
    try {
      const database = await openDatabase({
        url,
        dataDir: '',
        statementTimeoutMs: 100,
        connectTimeoutMs: SLOW_CONNECT_MS,
      });
      clearTimeout(starve);
      const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(migrationCount());
      await database.close();
    } finally {
      clearTimeout(starve);
    }
  });

  it('refuses an order of a negative amount or in another currency (CHECK constraints)', async () => {
    const url = await createPostgresDatabase();
    const database = await openDatabase({ url, dataDir: '', connectTimeoutMs: SLOW_CONNECT_MS });
    const user = await database.db.execute(
      sql`insert into users (google_sub, email, name) values ('check', 'c@example.in', 'C') returning id`,
    );
    const userId = (user as unknown as { rows: { id: string }[] }).rows[0]!.id;
    for (const [amount, currency] of [
      [-100, 'INR'],
      [0, 'INR'],
      [100, 'USD'],
    ] as const) {
      await expect(
        database.db.execute(
          sql`insert into orders (user_id, amount, currency, provider) values (${userId}, ${amount}, ${currency}, 'simulated')`,
        ),
      ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23514' }) });
    }
    await database.close();
  });

  it('keeps each statement with parameters prepared on its connection, so it is parsed and planned once', async () => {
    const url = await createPostgresDatabase();
    const database = await openDatabase({ url, dataDir: '', connectTimeoutMs: SLOW_CONNECT_MS });
    // One transaction: one pooled connection, whose session holds its prepared statements.
    const prepared = await database.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) await tx.execute(sql`select ${n}::int + 1 as next`);
      const rows = await tx.execute(sql`select statement from pg_prepared_statements`);
      return (rows as unknown as { rows: { statement: string }[] }).rows.map((row) => row.statement);
    });
    expect(prepared).toEqual(['select $1::int + 1 as next']);
    await database.close();
  });

  describe('with the service', () => {
    let test: TestApp;
    beforeAll(async () => {
      test = await startTestApp({ database: 'postgres' });
    });
    afterAll(async () => {
      await test.close();
    });

    it('purges sessions expired or revoked a week ago, webhook events a month old and exchanged ID tokens past expiry, keeping the rest', async () => {
      const user = await createSignedInUser(test.app, test.database);
      const db = test.database.db;
      const old = new Date(Date.now() - 8 * 86_400_000);
      await db.insert(sessions).values([
        { userId: user.id, tokenHash: 'expired-long-ago', expiresAt: old },
        {
          userId: user.id,
          tokenHash: 'revoked-long-ago',
          expiresAt: new Date(Date.now() + 86_400_000),
          revokedAt: old,
        },
      ]);
      await db.insert(webhookEvents).values([
        { eventId: 'evt_old', event: 'order.paid', receivedAt: new Date(Date.now() - 31 * 86_400_000) },
        { eventId: 'evt_recent', event: 'order.paid' },
      ]);
      await db.insert(exchangedIdTokens).values([
        { tokenHash: 'expired-credential', expiresAt: new Date(Date.now() - 1000) },
        { tokenHash: 'live-credential', expiresAt: new Date(Date.now() + 3_600_000) },
      ]);
      await test.app.get(MaintenanceService).purge();
      const credentials = await db.select({ hash: exchangedIdTokens.tokenHash }).from(exchangedIdTokens);
      expect(credentials.map((row) => row.hash)).not.toContain('expired-credential');
      expect(credentials.map((row) => row.hash)).toContain('live-credential');
      const hashes = (await db.select({ hash: sessions.tokenHash }).from(sessions)).map((row) => row.hash);
      expect(hashes).not.toContain('expired-long-ago');
      expect(hashes).not.toContain('revoked-long-ago');
      expect(hashes).toHaveLength(1);
      const events = (await db.select({ id: webhookEvents.eventId }).from(webhookEvents)).map((row) => row.id);
      expect(events).toEqual(['evt_recent']);
      expect(
        (await test.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers })).statusCode,
      ).toBe(200);
    });

    it('counts rate limits in the database, shared by two apps on one PostgreSQL', async () => {
      const config = testConfig({ RATE_LIMIT_AUTH_MAX: '3' });
      const [a, b] = await Promise.all([0, 1].map(() => createApp(config, { database: test.database, logger: false })));
      try {
        const logout = (app: typeof a) =>
          app!.inject({ method: 'POST', url: '/api/auth/logout', remoteAddress: '10.8.0.1' });
        expect((await logout(a)).statusCode).toBe(200);
        expect((await logout(b)).statusCode).toBe(200);
        expect((await logout(a)).statusCode).toBe(200);
        expect((await logout(b)).statusCode).toBe(429);
      } finally {
        await Promise.all([a!.close(), b!.close()]);
      }
    });
  });
});

describe('two apps in one process', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp();
    second = await startTestApp();
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('each answer with their own sessions only (no process-wide passport strategy)', async () => {
    const user = await createSignedInUser(first.app, first.database);
    const profile = (app: TestApp) =>
      app.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.headers });
    expect((await profile(first)).statusCode).toBe(200);
    expect((await profile(second)).statusCode).toBe(401);
  });
});
