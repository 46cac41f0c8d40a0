/**
 * Start-up time: with an existing data folder (the normal case after the first start), spawns
 * `node dist/main.js` and measures the time until GET /api/health answers 200. Prints the figure
 * of each of RUNS starts and their median; exits 1 if the median is over LIMIT_MS.
 *
 * Run after `npm run build -w contract && npm run build -w backend`: `npm run bench:start -w backend`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/support/free-port.mjs';

const LIMIT_MS = 3000;
const RUNS = 5;
const backendDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(join(tmpdir(), 'profit-start-'));

/** Milliseconds from spawn to the first 200 of /api/health. */
async function timeStart() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: backendDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}:\n${stderr}`);
      if (performance.now() - started > 60_000) throw new Error('no answer from /api/health within 60 s');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  }
}

try {
  const first = await timeStart();
  console.log(`first start (creates and migrates the data folder): ${(first / 1000).toFixed(2)} s`);
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const ms = await timeStart();
    times.push(ms);
    console.log(`start with the existing data folder, run ${run + 1}: ${(ms / 1000).toFixed(2)} s`);
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
  const pass = median <= LIMIT_MS;
  console.log(
    `median start to first /api/health answer: ${(median / 1000).toFixed(2)} s (limit ${(LIMIT_MS / 1000).toFixed(1)} s) ${pass ? 'PASS' : 'FAIL'}`,
  );
  process.exitCode = pass ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
