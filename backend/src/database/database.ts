import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { keepStatementsPrepared } from './named-statements.js';
import * as schema from './schema.js';

/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A connected, migrated database and how to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers whether the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data folder, which `loadDataDir` starts another database from. */
  dump?(): Promise<Blob>;
}

/** Committed migrations, resolved from this module so the working directory does not matter. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseOptions {
  /** A PostgreSQL connection string; unset means embedded PGlite in `dataDir`. */
  url?: string | undefined;
  /** PGlite's data folder; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /** PostgreSQL: longest a statement may run, and a connection may take to open (milliseconds). */
  statementTimeoutMs?: number;
  connectTimeoutMs?: number;
  /** PostgreSQL: told of an error on an idle pooled connection (the pool replaces it). */
  onPoolError?: (error: Error) => void;
  /** PGlite only: start from this dump (`Database.dump()`) instead of an empty folder (tests). */
  loadDataDir?: Blob;
}

/** The database options of a configuration; pool errors are written to stderr as one JSON line. */
export function databaseOptionsOf(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  DATABASE_POOL_SIZE: number;
  DATABASE_STATEMENT_TIMEOUT_MS: number;
  DATABASE_CONNECT_TIMEOUT_MS: number;
}): DatabaseOptions {
  return {
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    onPoolError: (error) =>
      process.stderr.write(
        `${JSON.stringify({ level: 'warn', msg: 'idle database connection lost; the pool replaces it', code: (error as { code?: string }).code ?? error.name })}\n`,
      ),
  };
}

/**
 * Opens the database and applies the committed migrations. Only the driver in use is loaded
 * (imported on demand), which keeps start-up short.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 3_000,
      // Enforced by the server: a runaway statement or a transaction left open cannot hold locks.
      statement_timeout: options.statementTimeoutMs ?? 5_000,
      idle_in_transaction_session_timeout: (options.statementTimeoutMs ?? 5_000) * 2,
      keepAlive: true,
    });
    // An idle connection that breaks (server restart, failover, PgBouncer recycling it) is an
    // 'error' event of the pool: unheard, it would kill the process. The pool drops that client and
    // opens another for the next query; requests meanwhile answer 503.
    pool.on('error', (error) => options.onPoolError?.(error));
    // A connection that breaks while checked out (a query or a transaction on it, the server shut
    // down under it) is an 'error' event of that client, which the pool does not listen to: unheard,
    // it too would kill the process. The query on it fails (503) and the pool discards the client.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onPoolError?.(error));
      keepStatementsPrepared(client);
    });
    const db = drizzlePg({ client: pool, schema });
    await migrateUnderLock(pool, (client) => migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER }));
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: () => ping(db as unknown as Db),
      close: () => pool.end(),
    };
  }
  const [pglite, { drizzle: drizzlePglite }, { migrate: migratePglite }, { drizzlePGliteClass }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('./pglite-client.js'),
  ]);
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = new (drizzlePGliteClass(pglite))(
    options.dataDir,
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: () => ping(db as unknown as Db),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/** The advisory lock key migrations run under ('profit-m' as a 64-bit number). */
export const MIGRATION_LOCK_KEY = 0x70726f6669742d6dn;

/**
 * Runs the migrations on one connection holding a session-level advisory lock, so replicas starting
 * together migrate one after another: the first applies them, the others find nothing left to do.
 * Session locks need one server session throughout, so behind PgBouncer the migrating start must
 * connect directly or through session pooling (see docs/operations.md).
 */
async function migrateUnderLock(
  pool: import('pg').Pool,
  migrate: (client: import('pg').PoolClient) => Promise<void>,
): Promise<void> {
  const client = await pool.connect();
  try {
    // Neither of the pool's time limits applies here: waiting for another replica's migration is
    // not a runaway statement, and a starved process may leave the migration's transaction idle
    // between two statements longer than the idle-in-transaction limit (which ended it mid-way).
    await client.query('set statement_timeout = 0');
    await client.query('set idle_in_transaction_session_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migrate(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    client.release(true);
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
