/**
 * GET /api/products throughput: the built service (`node dist/main.js`: Nest, helmet, CORS, rate
 * limits, guard, error filter all on; logs at warn) against a bare Fastify server serving the same
 * JSON, each in its own process, measured with autocannon in this process (50 connections). RUNS
 * runs alternate between the two servers (DURATION seconds each, the one measured first taking
 * turns), so that a change of the machine's load affects both alike; each run gives a ratio of the
 * service's req/s to the baseline's. Prints every run (with each server's CPU time per request,
 * from /proc) and the median ratio; exits 1 if the median is below MIN_RATIO.
 *
 * Run after `npm run build -w contract && npm run build -w backend`: `npm run bench:products -w backend`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/support/free-port.mjs';
import autocannon from 'autocannon';
import { cpuSeconds } from './service.mjs';

const MIN_RATIO = 0.85;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const WARM_UP = 2;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Warms both up, then RUNS alternating runs: req/s and p99 of each server in each run. */
async function measureBoth(servers) {
  for (const { url } of Object.values(servers)) await run(url, WARM_UP);
  const runs = [];
  for (let index = 0; index < RUNS; index++) {
    const order = index % 2 === 0 ? ['bare', 'service'] : ['service', 'bare'];
    const measured = {};
    for (const name of order) {
      const { url, child } = servers[name];
      const cpuBefore = cpuSeconds(child.pid);
      const result = await run(url, DURATION);
      const cpu = cpuSeconds(child.pid) - cpuBefore;
      measured[name] = {
        rps: result.requests.total / result.duration,
        p99: result.latency.p99,
        cpuPerRequest: (cpu / result.requests.total) * 1e6,
      };
    }
    runs.push({ ...measured, ratio: measured.service.rps / measured.bare.rps });
  }
  return runs;
}

const row = ({ rps, p99, cpuPerRequest }) =>
  `${rps.toFixed(0).padStart(6)} req/s p99 ${String(p99).padStart(3)} ms ${cpuPerRequest.toFixed(1).padStart(5)} µs CPU`;

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

  const load = loadavg()[0].toFixed(1);
  console.log(
    `GET /api/products, ${CONNECTIONS} connections, ${RUNS} alternating runs of ${DURATION} s per server (after ${WARM_UP} s warm-up), Node ${process.version}, load ${load}`,
  );
  const runs = await measureBoth({ bare: { url: bareUrl, child: bare }, service: { url: serviceUrl, child: service } });
  for (const [index, { bare: baseline, service: shop, ratio }] of runs.entries()) {
    console.log(`run ${index + 1}: bare Fastify ${row(baseline)} | shop ${row(shop)} | ratio ${ratio.toFixed(2)}`);
  }
  const ratio = median(runs.map((r) => r.ratio));
  const ratios = runs.map((r) => r.ratio.toFixed(2)).join(', ');
  console.log(
    `median ratio : ${ratio.toFixed(2)} of ${ratios} (minimum ${MIN_RATIO.toFixed(2)}) ${ratio >= MIN_RATIO ? 'PASS' : 'FAIL'}`,
  );
  process.exitCode = ratio >= MIN_RATIO ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await Promise.all([service && stop(service), bare && stop(bare)]);
  rmSync(dataDir, { recursive: true, force: true });
}
