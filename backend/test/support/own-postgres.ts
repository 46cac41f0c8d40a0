import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../bench/checkout-harness.mjs';
import { findPostgresBin } from './postgres.global.mjs';

/**
 * A PostgreSQL cluster of a test's own (Debian's `postgresql`), which the test may stop and start
 * again on the same port, as an operator or a crash would, without touching the shared one.
 */
export interface OwnPostgres {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'profit-own-pg-'));
  const dataDir = join(dir, 'data');
  const port = await freePort();
  // initdb and postgres refuse to run as root: run them as the `postgres` user where we are root.
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (command: string, args: string[]) => {
    if (asRoot) {
      execFileSync('chown', ['-R', 'postgres:postgres', dir]);
      return execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' });
    }
    return execFileSync(join(bin, command), args, { stdio: 'pipe' });
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = () =>
    void run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -h 127.0.0.1 -c fsync=off`,
      'start',
    ]);
  // `fast`: open connections are terminated and in-flight transactions rolled back, as in a failover.
  const stop = () => void run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
