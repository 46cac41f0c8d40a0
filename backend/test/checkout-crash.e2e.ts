import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const BACKEND_DIR = fileURLToPath(new URL('..', import.meta.url));
/**
 * No wall-clock budget: the script waits on what it needs (the service answering, payments
 * acknowledged). This is only the backstop against a hang.
 */
const LIMIT_MS = 10 * 60_000;

describe('checkout survives a crash (scripts/crash-test.mjs)', () => {
  it(
    'keeps every acknowledged payment paid, and none paid twice, across a SIGKILL mid-flight',
    async () => {
      const env = { ...process.env };
      delete env.NODE_OPTIONS;
      const child = spawn(
        process.execPath,
        ['--conditions=source', '--import', '@swc-node/register/esm-register', 'scripts/crash-test.mjs'],
        { cwd: BACKEND_DIR, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
      );
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      // On timeout, kill the script's whole process group: the service it started goes too.
      const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), LIMIT_MS);
      const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
      clearTimeout(timer);
      if (code !== 0) console.error(output);
      expect(code).toBe(0);
      expect(output).toMatch(/PASS: all \d+ acknowledged payments survived the SIGKILL, none paid twice/);
    },
    LIMIT_MS + 5_000,
  );
});
