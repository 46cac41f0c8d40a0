// The shop the measurement scripts audit: one already running (`--url`), or `npm start` run on a
// free port with a fresh data folder, stopped afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
  });

/** `npm start` (scripts/start.mjs: builds what is missing, then serves) on a free port and a fresh data folder. */
async function startShop() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'profit-measure-'));
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DEMO: 'true', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // However the script ends (an error before its own `stop()`, a browser that would not start), the
  // shop it started ends with it: `start.mjs` passes the signal on to the server.
  const stopAtExit = () => child.exitCode === null && child.signalCode === null && child.kill('SIGTERM');
  process.once('exit', stopAtExit);
  const stop = async () => {
    process.off('exit', stopAtExit);
    stopAtExit();
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  // Builds from a fresh clone take a few minutes on a busy machine.
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/`);
      if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) return { url, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`npm start did not serve the home page at ${url} (exit code ${child.exitCode ?? 'none'}).`);
}

/** The shop at `url` when given (left running), or one `startShop` runs; `stop()` in either case. */
export const shopAt = async (url) => (url ? { url: url.replace(/\/$/, ''), stop: async () => undefined } : startShop());

/** The product page a measurement visits: the catalogue's first product. */
export async function productPath(url) {
  const { products } = await (await fetch(`${url}/api/products`)).json();
  return `/products/${products[0].id}`;
}
