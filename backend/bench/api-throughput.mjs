/**
 * Throughput of a public and a signed-in route, `GET /api/products` and `GET /api/auth/profile`,
 * on the built service (`node dist/main.js`, demo mode, embedded PGlite, logs at warn, API only:
 * no storefront is served, so a build with `storefront/dist` and one without compare alike), optionally
 * beside a baseline build of another checkout (BENCH_BASELINE_DIR: its `backend/` folder with a
 * built `dist/`). Each service is its own process; one session is signed in on each through the
 * demo identity (`POST /auth/demo/credential`, `POST /auth/google`). After a warm-up, every
 * route is measured on each service in ROUNDS alternating slices (50 connections), so a change of
 * the machine's load affects both builds alike. Prints req/s, p99 and the service's own CPU time
 * per request (from /proc, so steadier than req/s on a shared machine) per route and service, the
 * ratios of this build to the baseline, and the load average; exits 1 on any non-2xx answer.
 *
 * Run after `npm run build -w contract && npm run build -w backend` (and the baseline's build):
 * `BENCH_BASELINE_DIR=/path/to/other/backend npm run bench:api -w backend`.
 * BENCH_DURATION (seconds per route and service, 10), BENCH_ROUNDS (2).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../test/support/free-port.mjs';
import { cpuSeconds } from './service.mjs';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARM_UP = 2;
const ROUTES = ['/api/products', '/api/auth/profile'];
const backendDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const baselineDir = process.env.BENCH_BASELINE_DIR ? resolve(process.env.BENCH_BASELINE_DIR) : undefined;

/** Starts `dist/main.js` of a backend folder on a fresh data folder; resolves once it listens. */
async function startService(name, dir) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'profit-bench-api-'));
  // No Google client id: the demo identity provider signs the session in.
  const { GOOGLE_CLIENT_ID: _google, ...inherited } = process.env;
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: dir,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // An empty folder: neither build serves a storefront, whether or not its own was built.
      STOREFRONT_DIR: dataDir,
      // One address sends everything: the per-address sign-in limit (which covers the profile) is lifted.
      RATE_LIMIT_AUTH_MAX: '100000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise((resolveStart, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${name} did not start in 180 s:\n${output}`)), 180_000);
    const onData = (chunk) => {
      output += chunk;
      if (!/listening on/.test(output)) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolveStart();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${output}`)));
  });
  return { name, child, dataDir, base: `http://127.0.0.1:${port}` };
}

const stopService = ({ child, dataDir }) =>
  new Promise((resolveStop) => {
    const done = () => {
      rmSync(dataDir, { recursive: true, force: true });
      resolveStop();
    };
    if (child.exitCode !== null) return done();
    child.removeAllListeners('exit');
    child.once('exit', done);
    child.kill('SIGTERM');
  });

async function postJson(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A session on the service, through its demo identity provider: the bearer token. */
async function signIn(service) {
  const { credential } = await postJson(`${service.base}/api/auth/demo/credential`, {
    name: 'Bench Shopper',
    email: 'bench.shopper@example.in',
  });
  const { token } = await postJson(`${service.base}/api/auth/google`, { credential });
  return token;
}

async function run(service, route, duration) {
  const result = await autocannon({
    url: `${service.base}${route}`,
    connections: CONNECTIONS,
    duration,
    headers: { authorization: `Bearer ${service.token}` },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${service.name} ${route}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}

const services = [];
try {
  services.push(await startService('this build', backendDir));
  if (baselineDir) services.push(await startService('baseline', baselineDir));
  for (const service of services) service.token = await signIn(service);

  const loadBefore = loadavg()[0];
  console.log(
    `${ROUTES.join(' and ')}, ${CONNECTIONS} connections, ${DURATION} s per route and build in ${ROUNDS} alternating slices (after ${WARM_UP} s warm-up), Node ${process.version}`,
  );
  if (baselineDir) console.log(`baseline: ${baselineDir}`);
  for (const route of ROUTES) for (const service of services) await run(service, route, WARM_UP);
  const totals = new Map();
  for (let round = 0; round < ROUNDS; round++) {
    for (const route of ROUTES) {
      // Alternate which build goes first, so neither always runs right after the other's slice.
      const order = round % 2 === 0 ? services : [...services].reverse();
      for (const service of order) {
        const cpuBefore = cpuSeconds(service.child.pid);
        const result = await run(service, route, DURATION / ROUNDS);
        const key = `${route} ${service.name}`;
        const total = totals.get(key) ?? { requests: 0, seconds: 0, cpu: 0, p99: 0 };
        total.cpu += cpuSeconds(service.child.pid) - cpuBefore;
        total.requests += result.requests.total;
        total.seconds += result.duration;
        total.p99 = Math.max(total.p99, result.latency.p99);
        totals.set(key, total);
      }
    }
  }
  const rps = (route, service) => {
    const total = totals.get(`${route} ${service.name}`);
    return total.requests / total.seconds;
  };
  const cpuPerRequest = (route, service) => {
    const total = totals.get(`${route} ${service.name}`);
    return (total.cpu / total.requests) * 1e6;
  };
  for (const route of ROUTES) {
    for (const service of services) {
      const total = totals.get(`${route} ${service.name}`);
      console.log(
        `${route.padEnd(18)} ${service.name.padEnd(10)} ${rps(route, service).toFixed(0).padStart(7)} req/s  p99 ${String(total.p99).padStart(4)} ms  ${cpuPerRequest(route, service).toFixed(1).padStart(6)} µs CPU/request`,
      );
    }
    if (services.length === 2) {
      const [own, baseline] = services;
      const throughput = rps(route, own) / rps(route, baseline);
      // Requests per CPU-second, this build over the baseline: above 1 is cheaper.
      const efficiency = cpuPerRequest(route, baseline) / cpuPerRequest(route, own);
      console.log(
        `${route.padEnd(18)} ratio      req/s ${throughput.toFixed(3)}, requests per CPU-second ${efficiency.toFixed(3)}`,
      );
    }
  }
  console.log(`load average (1 min): ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await Promise.all(services.map(stopService));
}
