#!/usr/bin/env node
// `npm run demo`: the mock-mode static build (MSW answers every call in the browser, no backend),
// then serves it. The folder, storefront/dist-mock, can be hosted anywhere that serves files and
// falls back to index.html (its 404.html is a copy of it for hosts that use one).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
console.log('[1/2] building the mock-mode storefront (storefront/dist-mock)…');
if (
  spawnSync('npm', ['run', 'build:mock', '--silent', '-w', 'storefront'], { cwd: root, stdio: 'inherit' }).status !== 0
)
  process.exit(1);
console.log('[2/2] serving it…');
const serve = spawnSync(process.execPath, ['scripts/serve-static.mjs', 'dist-mock', process.env.PORT ?? '4173'], {
  cwd: `${root}storefront`,
  stdio: 'inherit',
});
process.exit(serve.status ?? 0);
