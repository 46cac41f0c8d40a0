#!/usr/bin/env node
// Lighthouse 12, mobile preset (its default), on /, /products and /signin of the shop as `npm start`
// serves it (the production build on the backend's port, demo mode, a throwaway data folder). Prints
// the four category scores and LCP, TBT and CLS for each page. A measurement, not a test: the
// figures go into the README. Usage: npm run lighthouse [-- --url http://127.0.0.1:3000] (an
// already running shop), otherwise one is started on a free port.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const here = fileURLToPath(new URL('..', import.meta.url));
const PAGES = ['/', '/products', '/signin'];

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function startShop() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'profit-lighthouse-'));
  const child = spawn(process.execPath, [join(here, '../backend/dist/main.js')], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DEMO: 'true', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, stop: () => (child.kill('SIGTERM'), rmSync(dataDir, { recursive: true, force: true })) };
}

const given = process.argv.indexOf('--url');
const shop = given > 0 ? { url: process.argv[given + 1].replace(/\/$/, ''), stop: () => undefined } : await startShop();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, ${shop.url}\n`,
  );
  console.log('page        perf  a11y  best  seo    LCP      TBT     CLS');
  for (const path of PAGES) {
    const { lhr } = await lighthouse(`${shop.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const score = (id) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padStart(4);
    const audit = (id) => lhr.audits[id]?.displayValue ?? '?';
    console.log(
      `${path.padEnd(10)} ${score('performance')}  ${score('accessibility')}  ${score('best-practices')}  ${score('seo')}  ${audit('largest-contentful-paint').padStart(7)}  ${audit('total-blocking-time').padStart(7)}  ${audit('cumulative-layout-shift').padStart(6)}`,
    );
    const failing = Object.values(lhr.audits).filter(
      (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
    );
    for (const audit of failing.slice(0, 6)) console.log(`             - ${audit.id}: ${audit.title}`);
  }
} finally {
  await chrome.kill();
  shop.stop();
}
