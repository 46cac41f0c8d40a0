import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A free loopback port (port 0), chosen once: the workers read the same value from the environment. */
async function freePort(): Promise<string> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(String(address.port)) : reject()));
    });
  });
}

process.env.E2E_SHOP_PORT ??= await freePort();
process.env.E2E_MOCK_PORT ??= await freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'profit-e2e-'));
export const SHOP_URL = `http://127.0.0.1:${process.env.E2E_SHOP_PORT}`;
export const MOCK_URL = `http://127.0.0.1:${process.env.E2E_MOCK_PORT}`;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  },
};

/**
 * The shopper's journeys in the system Chromium: against the real backend (demo mode, a fresh
 * PGlite folder) serving the production build on one port, and against the mock-mode build
 * (`npm run demo`'s) on a static server. Both builds must exist (`npm test` builds them first).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  // In CI a failed journey runs once more, so one rare flake does not block a landing; Playwright
  // then counts it as flaky and `npm test` names it at the end of the log, to be fixed like a failure.
  retries: process.env.CI ? 1 : 0,
  // Generous: the machine running the suite may be shared and busy; no assertion measures speed.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: { trace: 'retain-on-failure', actionTimeout: 30_000, navigationTimeout: 30_000 },
  projects: [
    { name: 'served', testIgnore: /mock\.spec\.ts/, use: { ...chromium, baseURL: SHOP_URL } },
    { name: 'mock', testMatch: /mock\.spec\.ts/, use: { ...chromium, baseURL: MOCK_URL } },
  ],
  webServer: [
    {
      command: 'node --enable-source-maps ../backend/dist/main.js',
      cwd: here,
      url: `${SHOP_URL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        HOST: '127.0.0.1',
        PORT: process.env.E2E_SHOP_PORT,
        DEMO: 'true',
        DATA_DIR: process.env.E2E_DATA_DIR,
        UPLOADS_DIR: `${process.env.E2E_DATA_DIR}-uploads`,
        STOREFRONT_DIR: path.join(here, 'dist'),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_MAX: '10000',
        RATE_LIMIT_SUBSCRIBE_MAX: '10000',
        RATE_LIMIT_CHECKOUT_MAX: '10000',
        RATE_LIMIT_SUPPORT_MAX: '10000',
      },
    },
    {
      command: `node scripts/serve-static.mjs dist-mock ${process.env.E2E_MOCK_PORT}`,
      cwd: here,
      url: MOCK_URL,
      // A backstop against a hang, as for the backend: a loaded machine starts Node slowly.
      timeout: 180_000,
      reuseExistingServer: false,
    },
  ],
});
