/**
 * Uploads against the shop: GET /api/products from four loops, first alone, then while six bug
 * reports of three 2 MB screenshots each are sent at once (from six networks, so no quota stops
 * them). Prints p50/p99 of both phases; exits 1 when the p99 during uploads is 100 ms or more.
 *
 * `npm run bench:uploads -w backend`
 */
import { randomBytes } from 'node:crypto';
import { measureRequests, percentile, runHeader, startService } from './service.mjs';

const REPORTS = 6;
const SCREENSHOTS = 3;
const BUDGET_MS = 100;

/** Made before anything is measured: this process's own work must not show in its latencies. */
const screenshots = Array.from({ length: REPORTS * SCREENSHOTS }, () => {
  const bytes = randomBytes(2 * 1024 * 1024);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return new Blob([bytes], { type: 'image/png' });
});

const service = await startService({ RATE_LIMIT_SUPPORT_MAX: '1000', TRUST_PROXY: '1' });
try {
  const products = `${service.url}/api/products`;
  const quietEnd = performance.now() + 5_000;
  const quiet = await measureRequests(products, () => performance.now() > quietEnd);

  let uploading = true;
  const started = performance.now();
  const uploads = Promise.all(
    Array.from({ length: REPORTS }, async (_, i) => {
      const form = new FormData();
      form.append('title', `Checkout froze ${i + 1}`);
      form.append('description', 'The Pay Now button stayed on Processing.');
      for (let n = 0; n < SCREENSHOTS; n += 1)
        form.append('screenshots', screenshots[i * SCREENSHOTS + n], `screen-${n + 1}.png`);
      const response = await fetch(`${service.url}/api/support/bug-reports`, {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      if (response.status !== 201) throw new Error(`report ${i + 1}: ${response.status} ${await response.text()}`);
    }),
  ).finally(() => (uploading = false));
  const [during] = await Promise.all([measureRequests(products, () => !uploading), uploads]);
  const uploadSeconds = (performance.now() - started) / 1000;

  const p99 = percentile(during.latencies, 99);
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
    `the ${REPORTS} reports took ${uploadSeconds.toFixed(2)} s; p99 during them ${p99.toFixed(1)} ms (budget < ${BUDGET_MS} ms) ${p99 < BUDGET_MS && during.failures === 0 ? 'PASS' : 'FAIL'}`,
  );
  process.exitCode = p99 < BUDGET_MS && during.failures === 0 ? 0 : 1;
} finally {
  await service.stop();
}
