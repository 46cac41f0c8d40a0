/**
 * The shop service for a benchmark: `src/main.ts` run from source (no build needed) in its own
 * process, on a free port, with a fresh PGlite data folder and uploads folder.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/support/free-port.mjs';

/** BENCH_BACKEND_DIR runs another checkout's service (main, before a change) under the same load. */
const backendDir = process.env.BENCH_BACKEND_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the service with `env` on top of a quiet development configuration; `{ url, stop }`. */
export async function startService(env = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'profit-bench-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', '@swc-node/register/esm-register', 'src/main.ts'],
    {
      cwd: backendDir,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: join(folder, 'data'),
        UPLOADS_DIR: join(folder, 'uploads'),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        RECONCILE_INTERVAL_SECONDS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the service did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk) => {
      output += chunk;
      if (/API listening on/.test(output)) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`the service exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    folder,
    async stop() {
      child.removeAllListeners('exit');
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The p-th percentile (0–100) of `values`, in their unit. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/**
 * Sends GET `url` from `workers` loops one request after another until `until()` is true; the
 * latencies in milliseconds and the number of failed answers.
 */
export async function measureRequests(url, until, workers = 4) {
  const latencies = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!until()) {
        const started = performance.now();
        try {
          const response = await fetch(url);
          await response.arrayBuffer();
          if (!response.ok) failures += 1;
        } catch {
          failures += 1;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  return { latencies, failures };
}

/** The run's date and the machine's load, for BENCHMARKS.md. */
export const runHeader = (title) =>
  `${title}\n${new Date().toISOString()}, Node ${process.version}, load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min)`;

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat (Linux). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // After the command: state is field 3, so utime (14) and stime (15) are at 11 and 12.
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;
