#!/usr/bin/env node
// `npm start`: builds whatever is missing or out of date (saying so, step by step), then serves the
// whole shop on one port in demo mode on the embedded database: the storefront and, under /api, the
// backend. No keys, no database server, no .env to write.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { staleReason } from './freshness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => `${root}${path}`;

const steps = [
  {
    name: 'the contract',
    output: at('contract/dist/index.js'),
    sources: [at('contract/src'), at('contract/package.json')],
    command: ['run', 'build', '--silent', '-w', 'contract'],
  },
  {
    name: 'the backend',
    output: at('backend/dist/main.js'),
    sources: [at('backend/src'), at('backend/assets'), at('backend/package.json'), at('contract/src')],
    command: ['run', 'build', '--silent', '-w', 'backend'],
  },
  {
    name: 'the storefront',
    output: at('storefront/dist/index.html'),
    sources: [
      at('storefront/src'),
      at('storefront/index.html'),
      at('storefront/vite.config.ts'),
      at('design-system/src'),
      at('design-system/public'),
      at('contract/src'),
      at('backend/assets'),
    ],
    command: ['run', 'build', '--silent', '-w', 'storefront'],
  },
];

steps.forEach((step, index) => {
  const prefix = `[${index + 1}/${steps.length + 1}]`;
  const reason = staleReason(step.output, step.sources);
  if (!reason) {
    console.log(`${prefix} ${step.name}: up to date`);
    return;
  }
  console.log(`${prefix} building ${step.name} (${reason})…`);
  const started = Date.now();
  const build = spawnSync('npm', step.command, { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`Building ${step.name} failed (see above); nothing was started.`);
    process.exit(build.status ?? 1);
  }
  console.log(`${prefix} built ${step.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

const env = { DATA_DIR: at('data'), PORT: '3000', HOST: '127.0.0.1', DEMO: 'true', ...process.env };
const host = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
console.log(
  `[${steps.length + 1}/${steps.length + 1}] starting the shop (demo mode, embedded database in ${env.DATA_DIR})…`,
);
const server = spawn(process.execPath, ['--enable-source-maps', 'backend/dist/main.js'], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
  env,
});
let announced = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && chunk.toString().includes('Shop API listening')) {
    announced = true;
    console.log(
      [
        '',
        `  The shop is open at http://${host}:${env.PORT}`,
        `  API: http://${host}:${env.PORT}/api (described at /api/docs). Stop with Ctrl+C.`,
        '',
      ].join('\n'),
    );
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
