#!/usr/bin/env node
// Runs the tests of every workspace in dependency order, keeps going after a failure, and
// ends with one summary line: "workspaces: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { isFlakyCount, runStep } from './run-step.mjs';

const root = new URL('..', import.meta.url);

// npm scripts run the project's own Node.js 24 (the `node` dev dependency in node_modules/.bin),
// whatever Node.js the machine has; say which one runs, and refuse an older one plainly.
const major = Number(process.versions.node.split('.')[0]);
console.log(`Node.js ${process.version} (${process.execPath})`);
if (major < 24) {
  console.error(
    `The tests need Node.js 24 or newer. Run them with \`npm test\` after \`npm install\`: npm puts the project's Node.js 24 (node_modules/.bin/node) first.`,
  );
  process.exit(1);
}
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

// The kits' PDFs and their product images, which the stories, the storefront and the backend's
// download tests all read: built once here (skipped when up to date; docs/deliverables.md).
{
  console.log('\n━━ deliverables: npm run deliverables -w @profit/backend ━━');
  const built = spawnSync('npm', ['run', 'deliverables', '--silent', '-w', '@profit/backend'], {
    stdio: 'inherit',
    env: process.env,
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const results = [];
const result = (workspace, run, started) => ({
  workspace,
  status: run.status === 0 ? 'passed' : 'failed',
  seconds: ((Date.now() - started) / 1000).toFixed(1),
  failures: run.failures,
  tail: run.tail,
});
for (const workspace of workspaces) {
  const pkg = JSON.parse(readFileSync(new URL(`${workspace}/package.json`, root), 'utf8'));
  if (!pkg.scripts?.test) {
    results.push({ workspace, status: 'no tests' });
    continue;
  }
  console.log(`\n━━ ${workspace}: npm test ━━`);
  const started = Date.now();
  const run = await runStep('npm', ['test', '--workspace', workspace], { env: process.env });
  results.push(result(workspace, run, started));
}

// The visual regression runner's own rules (plan, comparison, the Chromatic guard) and this test
// runner's: seconds, no browser. The visual run itself is a separate CI step (`npm run test:visual`,
// see docs/visual-regression.md).
{
  console.log('\n━━ runners: node --test visual/test/*.test.mjs scripts/test/*.test.mjs ━━');
  const started = Date.now();
  const run = await runStep(process.execPath, ['--test', 'visual/test/*.test.mjs', 'scripts/test/*.test.mjs'], {
    env: process.env,
    cwd: root,
  });
  results.push(result('runners', run, started));
}

// The tests' strength: Stryker's kill rate of each area (rules, state, API client, flows) must stay at
// or above its floor of 80 %. Incremental: only mutants whose code or tests changed since the
// committed results (reports/mutation/*.incremental.json) run again (docs/testing.md, "Test strength").
{
  console.log('\n━━ mutation floor: node scripts/mutation.mjs ━━');
  const started = Date.now();
  const run = await runStep(process.execPath, ['scripts/mutation.mjs'], { env: process.env, cwd: root });
  results.push(result('mutation floor', run, started));
}

// What failed, said again where a log is read first: its end. A step that passed may still have
// failed a journey once (CI runs a failed journey again): that journey is flaky, and named too.
for (const { workspace, status, failures = [], tail = [] } of results) {
  if (status === 'failed') {
    console.log(`\n━━ what failed in ${workspace} ━━`);
    const lines = failures.length ? failures : ['(no failed test named; its last lines:)', ...tail];
    for (const line of lines) console.log(line);
  } else if (failures.some(isFlakyCount)) {
    console.log(`\n━━ ${workspace} passed, but this failed on the way (flaky: fix it) ━━`);
    for (const line of failures) console.log(line);
  }
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
