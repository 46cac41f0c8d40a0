#!/usr/bin/env node
// `npm start`: builds what the shop needs, then serves it on one port in demo mode on the
// embedded database (no keys, no database server, no .env to write).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

console.log('Building the contract and the backend…');
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('The build failed (see above); nothing was started.');
  process.exit(build.status ?? 1);
}

const env = { DATA_DIR: `${root}data`, PORT: '3000', ...process.env };
console.log(
  [
    '',
    'Not built yet: the storefront screens (the shop UI) — only the API runs for now.',
    `  API:      http://127.0.0.1:${env.PORT}/api (OpenAPI description at /api/docs)`,
    '  Designs:  npm run storybook (every component and state, with mocked data)',
    '',
  ].join('\n'),
);
const server = spawn(process.execPath, ['--enable-source-maps', 'backend/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
