#!/usr/bin/env node
// `npm run dev`: the backend from source (demo mode, embedded database) and Vite with hot reload,
// proxying /api to it. Open the address Vite prints.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '3000';

console.log('Building the contract (the storefront configuration reads its route table)…');
if (spawnSync('npm', ['run', 'build', '--silent', '-w', 'contract'], { cwd: root, stdio: 'inherit' }).status !== 0)
  process.exit(1);

const children = [
  spawn('npm', ['run', 'dev', '-w', 'backend'], {
    cwd: root,
    stdio: 'inherit',
    env: { DATA_DIR: `${root}data`, DEMO: 'true', ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite'], {
    cwd: `${root}storefront`,
    stdio: 'inherit',
    env: { ...process.env, BACKEND_URL: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = (signal) => children.forEach((child) => child.exitCode === null && child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
children.forEach((child) =>
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  }),
);
