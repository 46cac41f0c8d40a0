#!/usr/bin/env node
// Runs the tests of every workspace in dependency order, keeps going after a failure, and
// ends with one summary line: "workspaces: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = new URL('..', import.meta.url);
const { workspaces } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));

const needsBrowser = (workspace) => {
  const pkg = JSON.parse(readFileSync(new URL(`${workspace}/package.json`, root), 'utf8'));
  return Boolean(pkg.profit?.needsBrowser);
};

if (workspaces.some(needsBrowser)) {
  const chromium = ensureChromium();
  if (!chromium) process.exit(1);
  process.env.CHROME_PATH = chromium;
}

const results = [];
for (const workspace of workspaces) {
  const pkg = JSON.parse(readFileSync(new URL(`${workspace}/package.json`, root), 'utf8'));
  if (!pkg.scripts?.test) {
    results.push({ workspace, status: 'no tests' });
    continue;
  }
  console.log(`\n━━ ${workspace}: npm test ━━`);
  const started = Date.now();
  const run = spawnSync('npm', ['test', '--workspace', workspace], { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ workspace, status: run.status === 0 ? 'passed' : 'failed', seconds });
}

// The visual regression runner's own rules (plan, comparison, the Chromatic guard): seconds, no
// browser. The visual run itself is a separate CI step (`npm run test:visual`, see docs/visual-regression.md).
{
  console.log('\n━━ visual runner: node --test visual/test ━━');
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--test', 'visual/test/'], {
    stdio: 'inherit',
    env: process.env,
    cwd: root,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ workspace: 'visual runner', status: run.status === 0 ? 'passed' : 'failed', seconds });
}

console.log('\n━━ summary ━━');
for (const { workspace, status, seconds } of results) {
  console.log(
    `${status === 'failed' ? '✗' : '✓'} ${workspace.padEnd(15)} ${status}${seconds ? ` in ${seconds}s` : ''}`,
  );
}
const passed = results.filter((r) => r.status === 'passed').length;
const failed = results.filter((r) => r.status === 'failed').length;
console.log(`workspaces: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
