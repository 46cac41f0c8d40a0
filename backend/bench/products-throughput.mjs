/**
 * GET /api/products throughput: the built service (`node dist/main.js`: Nest, helmet, CORS, rate
 * limits, guard, error filter all on; logs at warn) against a bare Fastify server serving the same
 * JSON, each in its own process, measured with autocannon in this process (50 connections,
 * DURATION seconds each, in ROUNDS alternating slices so that a change of the machine's load
 * affects both alike). Prints req/s and p99 latency of both and their ratio; exits 1 if the
 * service reaches less than MIN_RATIO of the baseline.
 *
 * Run after `npm run build -w contract && npm run build -w backend`: `npm run bench:products -w backend`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/support/free-port.mjs';
import autocannon from 'autocannon';

const MIN_RATIO = 0.7;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP = 2;
const ROUNDS = 2;
const backendDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Spawns a server and resolves when its output matches `ready`. */
function start(name, args, env, ready) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: backendDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${name} did not start in 30 s:\n${output}`)), 30_000);
    const onData = (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve({ child, match });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${output}`)));
  });
}

const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

const run = async (url, duration) => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
};

/** Warms both up, then measures them in alternating slices; req/s over all slices, worst p99. */
async function measureBoth(urls) {
  for (const url of urls) await run(url, WARM_UP);
  const totals = urls.map(() => ({ requests: 0, seconds: 0, p99: 0 }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, url] of urls.entries()) {
      const result = await run(url, DURATION / ROUNDS);
      totals[i].requests += result.requests.total;
      totals[i].seconds += result.duration;
      totals[i].p99 = Math.max(totals[i].p99, result.latency.p99);
    }
  }
  return totals.map(({ requests, seconds, p99 }) => ({ rps: requests / seconds, p99, total: requests }));
}

const dataDir = mkdtempSync(join(tmpdir(), 'profit-bench-'));
const port = await freePort();
let service;
let bare;
try {
  service = (
    await start(
      'service',
      ['dist/main.js'],
      {
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      /listening on/,
    )
  ).child;
  const bareStarted = await start('bare Fastify', ['bench/bare-products-server.mjs'], {}, /listening (\d+)/);
  bare = bareStarted.child;

  const serviceUrl = `http://127.0.0.1:${port}/api/products`;
  const bareUrl = `http://127.0.0.1:${bareStarted.match[1]}/api/products`;
  const [serviceResponse, bareResponse] = await Promise.all([fetch(serviceUrl), fetch(bareUrl)]);
  if (JSON.stringify(await serviceResponse.json()) !== JSON.stringify(await bareResponse.json()))
    throw new Error('the two servers answer different JSON');
  // The service is measured with its protections on: security headers and the request id.
  for (const header of [
    'content-security-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-request-id',
  ]) {
    if (!serviceResponse.headers.has(header)) throw new Error(`the service answered without ${header}`);
  }

  console.log(
    `GET /api/products, ${CONNECTIONS} connections, ${DURATION} s each in ${ROUNDS} alternating slices (after ${WARM_UP} s warm-up), Node ${process.version}`,
  );
  const [baseline, nest] = await measureBoth([bareUrl, serviceUrl]);
  console.log(
    `bare Fastify : ${baseline.rps.toFixed(0).padStart(7)} req/s  p99 ${String(baseline.p99).padStart(4)} ms  (${baseline.total} requests)`,
  );
  console.log(
    `shop service : ${nest.rps.toFixed(0).padStart(7)} req/s  p99 ${String(nest.p99).padStart(4)} ms  (${nest.total} requests)`,
  );
  const ratio = nest.rps / baseline.rps;
  console.log(
    `ratio        : ${ratio.toFixed(2)} (minimum ${MIN_RATIO.toFixed(2)}) ${ratio >= MIN_RATIO ? 'PASS' : 'FAIL'}`,
  );
  process.exitCode = ratio >= MIN_RATIO ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await Promise.all([service && stop(service), bare && stop(bare)]);
  rmSync(dataDir, { recursive: true, force: true });
}
