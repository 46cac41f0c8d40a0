import { createCluster, findPostgresBin } from './postgres.global.mjs';

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
  const cluster = await createCluster(bin);
  cluster.start();
  return {
    url: cluster.url,
    start: () => cluster.start(),
    stop: () => cluster.stop(),
    destroy: () => {
      try {
        cluster.stop();
      } catch {
        // already stopped
      }
      cluster.remove();
    },
  };
}
