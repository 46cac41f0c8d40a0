import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const backendDir = fileURLToPath(new URL('..', import.meta.url));

/** Runs `src/main.ts` (as `npm run dev` does) with only the given environment. */
function start(env: Record<string, string>) {
  return spawnSync(
    process.execPath,
    ['--conditions=source', '--import', '@swc-node/register/esm-register', 'src/main.ts'],
    {
      cwd: backendDir,
      env: { PATH: process.env['PATH'] ?? '', ...env },
      encoding: 'utf8',
      // A backstop against a hang only: a loaded machine can take long to load Nest and swc.
      timeout: 180_000,
    },
  );
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
});
