/**
 * Slow clients against the shop with its default timeouts: 500 connections that trickle a byte a
 * second (250 never finish their headers, 250 never finish a body), while GET /api/products is
 * sent from four loops. Prints how long until the server had closed every slow connection and the
 * p99 of the normal requests meanwhile; exits 1 unless all were gone within 30 s and p99 < 100 ms.
 *
 * `npm run bench:timeouts -w backend`
 */
import { connect } from 'node:net';
import { measureRequests, percentile, runHeader, startService } from './service.mjs';

const SLOW = 500;
const GONE_WITHIN_MS = 30_000;
const BUDGET_MS = 100;

const service = await startService({ RATE_LIMIT_SUPPORT_MAX: '100000' });
try {
  const started = performance.now();
  const closedAt = [];
  const slow = Array.from(
    { length: SLOW },
    (_, i) =>
      new Promise((resolve) => {
        const socket = connect(service.port, '127.0.0.1');
        const head =
          i % 2 === 0
            ? 'GET /api/products HTTP/1.1\r\nHost: localhost\r\n'
            : 'POST /api/support/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{"name":"';
        const drip = i % 2 === 0 ? 'X-Slow: yes\r\n' : 'a';
        let sent = 0;
        let timer;
        socket.on('connect', () => {
          socket.write(head);
          timer = setInterval(() => socket.writable && socket.write(drip[sent++ % drip.length]), 1_000);
        });
        socket.on('error', () => undefined);
        socket.on('close', () => {
          clearInterval(timer);
          closedAt.push(performance.now() - started);
          resolve();
        });
      }),
  );
  let allClosed = false;
  const closing = Promise.all(slow).then(() => (allClosed = true));
  const deadline = started + GONE_WITHIN_MS + 30_000;
  const [normal] = await Promise.all([
    measureRequests(`${service.url}/api/products`, () => allClosed || performance.now() > deadline),
    Promise.race([closing, new Promise((resolve) => setTimeout(resolve, GONE_WITHIN_MS + 30_000))]),
  ]);

  const lastClose = closedAt.length === SLOW ? Math.max(...closedAt) : Infinity;
  const p99 = percentile(normal.latencies, 99);
  const pass = lastClose <= GONE_WITHIN_MS && p99 < BUDGET_MS && normal.failures === 0;
  console.log(runHeader(`bench:timeouts: ${SLOW} trickling connections (a byte a second) with the default timeouts`));
  console.log(
    `slow connections closed by the server: ${closedAt.length}/${SLOW}, the first after ${(Math.min(...closedAt) / 1000).toFixed(1)} s, the last after ${(lastClose / 1000).toFixed(1)} s (within ${GONE_WITHIN_MS / 1000} s)`,
  );
  console.log(
    `GET /api/products meanwhile: ${normal.latencies.length} requests, p50 ${percentile(normal.latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (budget < ${BUDGET_MS} ms), ${normal.failures} failed`,
  );
  console.log(pass ? 'PASS' : 'FAIL');
  process.exitCode = pass ? 0 : 1;
} finally {
  await service.stop();
}
