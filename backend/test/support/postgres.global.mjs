/**
 * Jest global set-up: starts a throwaway PostgreSQL cluster (Debian's `postgresql` package) on a
 * loopback port for the tests that run against a real server, and exposes its URL as
 * `TEST_POSTGRES_URL`. Where no server is installed those tests skip with a notice, except under
 * CI=true, where a missing server fails the run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';
import { buildPgliteTemplate } from './pglite-template.mjs';
import { buildGuidePdfs } from './deliverables.global.mjs';

const STATE = '__throwawayPostgres';

export function findPostgresBin() {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** Jest's global set-up: the kits' PDFs, the PGlite template, then (where installed) a throwaway PostgreSQL. */
export default async function globalSetup() {
  buildGuidePdfs();
  process.env.PGLITE_TEMPLATE = await buildPgliteTemplate();
  await startPostgres();
}

async function startPostgres() {
  if (process.env.TEST_POSTGRES_URL) return;
  const bin = findPostgresBin();
  if (!bin) {
    const message =
      'PostgreSQL is not installed (no initdb under /usr/lib/postgresql/*/bin): the PostgreSQL tests are skipped. Install it with `apt-get install postgresql`.';
    if (process.env.CI === 'true') throw new Error(`${message} Under CI=true this is a failure.`);
    console.warn(`\n⚠ ${message}\n`);
    return;
  }
  const cluster = await createCluster(bin, ['max_connections=200']);
  cluster.start();
  process.env.TEST_POSTGRES_URL = cluster.url;
  globalThis[STATE] = cluster;
}

export function stopPostgres() {
  const cluster = globalThis[STATE];
  if (!cluster) return;
  try {
    cluster.stop('immediate');
  } catch {
    // already stopped
  }
  cluster.remove();
}

/**
 * A throwaway PostgreSQL cluster in a temporary folder, on a loopback port, made by `initdb`;
 * `start` and `stop` (`fast` by default: connections terminated, transactions rolled back, as in a
 * failover) may be called again and again on the same port. `settings` are extra `-c` options.
 */
export async function createCluster(bin, settings = []) {
  const dir = mkdtempSync(join(tmpdir(), 'profit-pg-'));
  const dataDir = join(dir, 'data');
  const port = await freePort();
  // initdb and postgres refuse to run as root: run them as the `postgres` user where we are root.
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (command, args) => {
    if (asRoot) {
      execFileSync('chown', ['-R', 'postgres:postgres', dir]);
      return execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' });
    }
    return execFileSync(join(bin, command), args, { stdio: 'pipe' });
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = [`-p ${port} -k ${dir} -h 127.0.0.1 -c fsync=off`, ...settings.map((s) => `-c ${s}`)].join(' ');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => void run('pg_ctl', ['-D', dataDir, '-l', join(dir, 'log'), '-w', '-o', options, 'start']),
    stop: (mode = 'fast') => void run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
