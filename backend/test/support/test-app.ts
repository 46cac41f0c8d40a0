import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import { createApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import { openDatabase, type Database } from '../../src/database/database.js';
import { buildPgliteTemplate } from './pglite-template.mjs';

/**
 * Seller settings a live shop must have: a made-up seller in Karnataka with a GSTIN of the right
 * check character, its support contact and grievance officer.
 */
export const LIVE_SELLER_ENV = {
  SELLER_LEGAL_NAME: 'Profit Tools Private Limited',
  SELLER_ADDRESS: '12 MG Road, Bengaluru, Karnataka 560001',
  SELLER_STATE: '29',
  SELLER_GSTIN: '29AAGCB7383J1Z4',
  SUPPORT_EMAIL: 'help@profit.example.in',
  SUPPORT_PHONE: '+91 80 4567 8900',
  GRIEVANCE_OFFICER_NAME: 'Kavya Rao',
  GRIEVANCE_OFFICER_DESIGNATION: 'Head of Customer Care',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@profit.example.in',
} as const;

/**
 * A configuration for tests: development defaults plus the given variables. Rate limits are high
 * unless a test sets them, so suites that sign in many users are not throttled; uploads go to a fresh
 * temporary folder. A live shop (a
 * Google or Razorpay key given) gets the seller of its invoices unless the test names its own.
 */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  const live = Boolean(overrides['GOOGLE_CLIENT_ID'] || overrides['RAZORPAY_KEY_ID']);
  return loadConfig({
    ...(live ? LIVE_SELLER_ENV : {}),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_MAX: '100000',
    RATE_LIMIT_SUBSCRIBE_MAX: '100000',
    // Reconciliation runs when a test asks for it, never on a timer behind its back.
    RECONCILE_INTERVAL_SECONDS: '0',
    // Jobs too: a test runs them with `JobsService.runDue()` when it has asserted what the request did.
    JOBS_POLL_INTERVAL_MS: '0',
    RATE_LIMIT_SUPPORT_MAX: '100000',
    RATE_LIMIT_CHECKOUT_MAX: '100000',
    BUG_REPORTS_PER_DAY: '100000',
    BUG_REPORT_BYTES_PER_DAY: '2000000000',
    // Every app its own uploads folder, so no test sees another's files.
    UPLOADS_DIR: mkdtempSync(path.join(tmpdir(), 'profit-uploads-')),
    ...overrides,
  });
}

/** The PostgreSQL server started by the global set-up, or undefined where none is installed. */
export const postgresUrl = (): string | undefined => process.env.TEST_POSTGRES_URL;

/** `describe` for PostgreSQL tests: skipped, visibly, where no server is installed. */
export const describeOnPostgres = (name: string, body: () => void): void => {
  const run = postgresUrl() ? describe : describe.skip;
  run(`${name} [PostgreSQL]`, body);
};

/** A fresh, empty PostgreSQL database on the throwaway server; its URL. */
export async function createPostgresDatabase(): Promise<string> {
  const url = postgresUrl();
  if (!url) throw new Error('TEST_POSTGRES_URL is not set');
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return url.replace(/\/[^/]*$/, `/${name}`);
}

/**
 * A service's PostgreSQL waits for tests that start one as a process: what the requests do is
 * under test, not how fast a loaded 2-core machine opens a connection or runs a statement.
 */
export const GENEROUS_DATABASE_TIMEOUTS = {
  DATABASE_CONNECT_TIMEOUT_MS: '60000',
  DATABASE_STATEMENT_TIMEOUT_MS: '60000',
} as const;

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The migrated PGlite database built once by Jest's global set-up (`pglite-template.mjs`); built
 * here only when a test runs without that set-up.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const file = process.env['PGLITE_TEMPLATE'] ?? (await buildPgliteTemplate());
  return new Blob([readFileSync(file)]);
}

/**
 * Opens a fresh migrated database of the given kind. On PostgreSQL the pool's waits are generous:
 * a test that queues 300 requests on ten connections of a busy 2-core machine tests what the
 * requests do, not how fast a slot frees (the 3 s and 5 s production timeouts turned them into
 * 503s in a loaded CI run); the tests of the timeouts themselves set their own.
 */
export async function openTestDatabase(kind: DatabaseKind = 'pglite'): Promise<Database> {
  if (kind === 'postgres')
    return openDatabase({
      url: await createPostgresDatabase(),
      dataDir: '',
      connectTimeoutMs: 60_000,
      statementTimeoutMs: 60_000,
    });
  return openDatabase({ dataDir: 'memory://', loadDataDir: await migratedPgliteTemplate() });
}

export interface TestApp {
  app: NestFastifyApplication;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** The whole service on a fresh database, for tests over HTTP (`app.inject` or a real port). */
export async function startTestApp(
  options: { env?: Record<string, string>; database?: DatabaseKind; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = await openTestDatabase(options.database);
  const app = await createApp(
    config,
    options.logStream ? { database, logStream: options.logStream } : { database, logger: false },
  );
  await app.getHttpAdapter().getInstance().ready();
  return { app, database, config, close: () => app.close() };
}
