/**
 * The home page against a static asset of about the same size, both asked for with Brotli, in
 * alternating autocannon slices in one run: the page is compressed once at start, so it should
 * serve at least 0.8x the asset's requests/s. Needs a storefront build (`npm run build -w
 * storefront`, or STOREFRONT_DIR naming one). Exits 1 below the ratio.
 *
 * `npm run bench:compression -w backend`
 */
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { runHeader, startService } from './service.mjs';

const MIN_RATIO = 0.8;
const CONNECTIONS = 20;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = 2;
const root = resolve(process.env.STOREFRONT_DIR ?? fileURLToPath(new URL('../../storefront/dist', import.meta.url)));
const headers = { 'accept-encoding': 'gzip, deflate, br' };

const run = async (url, duration) => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
};

const service = await startService({ STOREFRONT_DIR: root });
try {
  const home = await fetch(`${service.url}/`, { headers });
  if (home.headers.get('content-encoding') !== 'br') throw new Error('the home page did not come back in Brotli');
  const pageBytes = Buffer.byteLength(await home.text());
  // The build's asset (with its own .br copy) nearest the page's size.
  const assets = readdirSync(join(root, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name) && readdirSync(join(root, 'assets')).includes(`${name}.br`))
    .map((name) => ({ name, size: statSync(join(root, 'assets', name)).size }))
    .sort((a, b) => Math.abs(a.size - pageBytes) - Math.abs(b.size - pageBytes));
  const asset = assets[0];
  if (!asset) throw new Error(`no precompressed asset in ${root}/assets`);
  const urls = [`${service.url}/`, `${service.url}/assets/${asset.name}`];
  for (const url of urls) await run(url, 2);
  const totals = urls.map(() => ({ requests: 0, seconds: 0, p99: 0 }));
  for (let round = 0; round < ROUNDS; round += 1)
    for (const [i, url] of urls.entries()) {
      const result = await run(url, DURATION / ROUNDS);
      totals[i].requests += result.requests.total;
      totals[i].seconds += result.duration;
      totals[i].p99 = Math.max(totals[i].p99, result.latency.p99);
    }
  const [page, file] = totals.map(({ requests, seconds, p99 }) => ({ rps: requests / seconds, p99 }));
  const ratio = page.rps / file.rps;
  console.log(
    runHeader(
      `bench:compression: Brotli, ${CONNECTIONS} connections, ${DURATION} s each in ${ROUNDS} alternating slices`,
    ),
  );
  console.log(`/ (${pageBytes} bytes)                   : ${page.rps.toFixed(0)} req/s, p99 ${page.p99} ms`);
  console.log(`/assets/${asset.name} (${asset.size} bytes): ${file.rps.toFixed(0)} req/s, p99 ${file.p99} ms`);
  console.log(`ratio ${ratio.toFixed(2)} (minimum ${MIN_RATIO}) ${ratio >= MIN_RATIO ? 'PASS' : 'FAIL'}`);
  process.exitCode = ratio >= MIN_RATIO ? 0 : 1;
} finally {
  await service.stop();
}
