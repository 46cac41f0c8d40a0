import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { it } from 'node:test';

it('npm run chromatic says plainly that CHROMATIC_PROJECT_TOKEN is missing, and sends nothing', () => {
  const env = { ...process.env };
  delete env.CHROMATIC_PROJECT_TOKEN;
  const run = spawnSync(process.execPath, [fileURLToPath(new URL('../chromatic.mjs', import.meta.url))], {
    env,
    encoding: 'utf8',
  });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /CHROMATIC_PROJECT_TOKEN is not set, so nothing was sent to Chromatic/);
  assert.match(run.stderr, /npm run test:visual/);
});
