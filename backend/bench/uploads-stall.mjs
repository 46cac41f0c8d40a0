/**
 * Uploads against the shop: GET /api/products from four loops, first alone, then while six bug
 * reports of three 2 MB screenshots each are sent at once by another process
 * (`send-bug-reports.mjs`). Prints p50/p99 of both phases; exits 1 when the p99 during uploads is
 * 100 ms or more.
 *
 * `npm run bench:uploads -w backend` (BENCH_BACKEND_DIR=<another checkout>/backend measures that one)
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { measureRequests, percentile, runHeader, startService } from './service.mjs';

const REPORTS = 6;
const SCREENSHOTS = 3;
const BUDGET_MS = 100;

const service = await startService({ RATE_LIMIT_SUPPORT_MAX: '1000', TRUST_PROXY: '1' });
try {
  const products = `${service.url}/api/products`;
  const quietEnd = performance.now() + 5_000;
  const quiet = await measureRequests(products, () => performance.now() > quietEnd);

  const sender = spawn(
    process.execPath,
    [
      fileURLToPath(new URL('send-bug-reports.mjs', import.meta.url)),
      service.url,
      String(REPORTS),
      String(SCREENSHOTS),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let output = '';
  sender.stdout.on('data', (chunk) => (output += chunk));
  while (!output.includes('ready')) await once(sender.stdout, 'data');
  const exited = once(sender, 'exit');
  let uploading = true;
  void exited.then(() => (uploading = false));
  sender.stdin.write('go\n');
  const during = await measureRequests(products, () => !uploading);
  const [code] = await exited;
  const seconds = /done (\S+)/.exec(output)?.[1];
  if (code !== 0 || !seconds) throw new Error(`the reports were not all accepted (exit ${code})`);

  const p99 = percentile(during.latencies, 99);
  const pass = p99 < BUDGET_MS && during.failures === 0;
  console.log(
    runHeader(`bench:uploads: GET /api/products (4 loops) while ${REPORTS} reports of ${SCREENSHOTS} x 2 MB are sent`),
  );
  for (const [name, phase] of [
    ['alone          ', quiet],
    ['during uploads ', during],
  ])
    console.log(
      `${name}: ${phase.latencies.length} requests, p50 ${percentile(phase.latencies, 50).toFixed(1)} ms, p99 ${percentile(phase.latencies, 99).toFixed(1)} ms, max ${Math.max(...phase.latencies).toFixed(1)} ms, ${phase.failures} failed`,
    );
  console.log(
    `the ${REPORTS} reports took ${seconds} s; p99 during them ${p99.toFixed(1)} ms (budget < ${BUDGET_MS} ms) ${pass ? 'PASS' : 'FAIL'}`,
  );
  process.exitCode = pass ? 0 : 1;
} finally {
  await service.stop();
}
