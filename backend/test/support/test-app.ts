import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import { createApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../src/database/database.js';

/**
 * A configuration for tests: development defaults plus the given variables. Rate limits are high
 * unless a test sets them, so suites that sign in many users are not throttled.
 */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_MAX: '100000',
    RATE_LIMIT_SUBSCRIBE_MAX: '100000',
    RATE_LIMIT_SUPPORT_MAX: '100000',
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

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * A dump of a freshly migrated PGlite database, kept in the system's temp folder under a hash of
 * the migrations: a new in-memory database loads it in well under a second, where creating and
 * migrating one takes several.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_FOLDER);
  const file = join(tmpdir(), `profit-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({ dataDir: 'memory://' });
  const dump = await database.dump!();
  await database.close();
  const partial = `${file}.${process.pid}.${randomUUID()}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/** Opens a fresh migrated database of the given kind. */
export async function openTestDatabase(kind: DatabaseKind = 'pglite'): Promise<Database> {
  if (kind === 'postgres') return openDatabase({ url: await createPostgresDatabase(), dataDir: '' });
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
