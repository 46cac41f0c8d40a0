import { spawn, spawnSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { LIVE_SELLER_ENV } from './support/test-app.js';

const backendDir = fileURLToPath(new URL('..', import.meta.url));

const MAIN = ['--conditions=source', '--import', '@swc-node/register/esm-register', 'src/main.ts'];

/** Runs `src/main.ts` (as `npm run dev` does) with only the given environment. */
function start(env: Record<string, string>) {
  return spawnSync(process.execPath, MAIN, {
    cwd: backendDir,
    env: { PATH: process.env['PATH'] ?? '', ...env },
    encoding: 'utf8',
    // A backstop against a hang only: a loaded machine can take long to load Nest and swc.
    timeout: 180_000,
  });
}

/** Every key a live shop needs, with a live Razorpay key id. */
const LIVE_KEYS = {
  GOOGLE_CLIENT_ID: 'shop.apps.googleusercontent.com',
  RAZORPAY_KEY_ID: 'rzp_live_startup',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'whsec',
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * Starts `src/main.ts` for real with the given environment on a free loopback port, runs `use`
 * against its address once it listens, then stops it.
 */
async function whileRunning(env: Record<string, string>, use: (base: string) => Promise<void>): Promise<void> {
  const port = await freePort();
  const child = spawn(process.execPath, MAIN, {
    cwd: backendDir,
    env: { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const listening = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Shop API listening on')) resolve();
      };
      child.stdout.on('data', listening);
      child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
      child.on('exit', (code) => reject(new Error(`the shop exited (${code}) before listening:\n${output}`)));
    });
    await use(`http://127.0.0.1:${port}`);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

describe('the service at start', () => {
  it('refuses to start in production without its secrets, naming each missing variable', () => {
    const result = start({ NODE_ENV: 'production', DATA_DIR: 'memory://' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The configuration is not valid:');
    for (const name of ['GOOGLE_CLIENT_ID', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET']) {
      expect(result.stderr).toContain(`  - ${name} is required when NODE_ENV=production`);
    }
    expect(result.stderr).toContain(
      '  - SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_STATE, SELLER_GSTIN are required when NODE_ENV=production (the seller on tax invoices)',
    );
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses a seller GSTIN registered in another state than SELLER_STATE, in one line naming it', () => {
    const result = start({
      DATA_DIR: 'memory://',
      SELLER_LEGAL_NAME: 'Profit Tools Private Limited',
      SELLER_ADDRESS: '12 MG Road, Bengaluru',
      SELLER_STATE: '27',
      SELLER_GSTIN: '29AAGCB7383J1Z4',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'The configuration is not valid:\n  - SELLER_GSTIN: is registered in Karnataka, not in SELLER_STATE (Maharashtra)',
    );
  });

  it('refuses a PORT that is not a port number, naming PORT', () => {
    const result = start({ PORT: 'eighty', DATA_DIR: 'memory://' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'The configuration is not valid:\n  - PORT: must be a port number from 0 to 65535',
    );
  });

  it('refuses a public address without keys instead of running a demo anyone could reach', () => {
    const result = start({ HOST: '0.0.0.0', PORT: '0', DATA_DIR: 'memory://' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The configuration is not valid:');
    expect(result.stderr).toContain(
      '  - GOOGLE_CLIENT_ID is required on a public address (HOST=0.0.0.0); set it, set DEMO=true for a demo, or listen on 127.0.0.1',
    );
    expect(result.stderr).toContain('  - RAZORPAY_WEBHOOK_SECRET is required on a public address');
  });

  describe('never mixes live and demo modes', () => {
    it('refuses live sign-in with simulated payments (a Google client id, no Razorpay keys) on loopback', () => {
      const result = start({ GOOGLE_CLIENT_ID: LIVE_KEYS.GOOGLE_CLIENT_ID, DATA_DIR: 'memory://' });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        '  - RAZORPAY_KEY_ID is required with GOOGLE_CLIENT_ID set: a live shop needs Google sign-in and Razorpay payments together; set it, or unset GOOGLE_CLIENT_ID for a demo',
      );
      expect(result.stderr).toContain('  - RAZORPAY_KEY_SECRET is required with GOOGLE_CLIENT_ID set');
      expect(result.stdout).not.toContain('listening');
    });

    it('refuses live Razorpay keys with the demo sign-in (no Google client id)', () => {
      const { GOOGLE_CLIENT_ID: _google, ...razorpay } = LIVE_KEYS;
      const result = start({ ...razorpay, ...LIVE_SELLER_ENV, DATA_DIR: 'memory://' });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        'The configuration is not valid:\n  - GOOGLE_CLIENT_ID is required with RAZORPAY_KEY_ID set: a live shop needs Google sign-in and Razorpay payments together; set it, or unset RAZORPAY_KEY_ID for a demo',
      );
    });

    it('refuses a live shop on loopback (behind a proxy) without the seller its invoices name', () => {
      const { SELLER_ADDRESS: _address, ...sellerWithoutAddress } = LIVE_SELLER_ENV;
      const result = start({ ...LIVE_KEYS, ...sellerWithoutAddress, DATA_DIR: 'memory://' });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        'The configuration is not valid:\n  - SELLER_ADDRESS is required with GOOGLE_CLIENT_ID and RAZORPAY_KEY_ID set (the seller on tax invoices); set it, or unset GOOGLE_CLIENT_ID and RAZORPAY_KEY_ID for a demo',
      );
    });

    it('refuses DEMO=true while a live key is set', () => {
      const result = start({ DEMO: 'true', HOST: '0.0.0.0', ...LIVE_KEYS, DATA_DIR: 'memory://' });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        'The configuration is not valid:\n  - DEMO=true is not allowed with GOOGLE_CLIENT_ID and RAZORPAY_KEY_ID set: a demo signs in and pays with simulated services; unset GOOGLE_CLIENT_ID and RAZORPAY_KEY_ID, or unset DEMO for a live shop',
      );
    });

    it('refuses Razorpay test keys in production unless the shop is declared a staging shop', () => {
      const result = start({
        NODE_ENV: 'production',
        ...LIVE_KEYS,
        ...LIVE_SELLER_ENV,
        RAZORPAY_KEY_ID: 'rzp_test_startup',
        DATA_DIR: 'memory://',
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        'The configuration is not valid:\n  - RAZORPAY_KEY_ID is a test key (rzp_test_…), which takes no real payments when NODE_ENV=production; use a live key, or set RAZORPAY_ALLOW_TEST_KEYS=true for a staging shop',
      );
    });

    it('runs a live shop on loopback without the simulated checkout or the demo identity', async () => {
      await whileRunning({ ...LIVE_KEYS, ...LIVE_SELLER_ENV, DATA_DIR: 'memory://' }, async (base) => {
        const config = await (await fetch(`${base}/api/config`)).json();
        expect(config).toMatchObject({ mode: 'live', paymentProvider: 'razorpay', testPayments: false });
        // Signed out, an existing route answers 401; these routes do not exist at all.
        for (const path of ['/api/payments/simulate', '/api/auth/demo/credential']) {
          const response = await fetch(`${base}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              razorpay_order_id: 'order_x',
              outcome: 'success',
              name: 'A',
              email: 'a@example.in',
            }),
          });
          expect({ path, status: response.status }).toEqual({ path, status: 404 });
        }
      });
    });

    it('runs a staging shop in production with test keys when RAZORPAY_ALLOW_TEST_KEYS=true, and says so', async () => {
      const env = {
        NODE_ENV: 'production',
        ...LIVE_KEYS,
        ...LIVE_SELLER_ENV,
        RAZORPAY_KEY_ID: 'rzp_test_startup',
        RAZORPAY_ALLOW_TEST_KEYS: 'true',
        DATA_DIR: 'memory://',
      };
      await whileRunning(env, async (base) => {
        const config = await (await fetch(`${base}/api/config`)).json();
        expect(config).toEqual({
          mode: 'live',
          googleClientId: LIVE_KEYS.GOOGLE_CLIENT_ID,
          razorpayKeyId: 'rzp_test_startup',
          paymentProvider: 'razorpay',
          testPayments: true,
        });
      });
    });
  });
});
