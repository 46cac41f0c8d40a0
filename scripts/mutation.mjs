#!/usr/bin/env node
// Mutation testing (Stryker) of four areas, one after the other: each area's kill rate must reach
// its floor (`break` in stryker/area.mjs). `node scripts/mutation.mjs [area…]` runs some of them.
// Ends with one line per area and exits 1 when any area failed or fell below its floor.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stryker = fileURLToPath(new URL('../node_modules/@stryker-mutator/core/bin/stryker.js', import.meta.url));

/** Each area and the workspace Stryker runs in (its sandbox copies that workspace alone). */
export const AREAS = [
  { name: 'rules', workspace: 'contract' },
  { name: 'state', workspace: 'design-system' },
  { name: 'api', workspace: 'design-system' },
  { name: 'flows', workspace: 'design-system' },
];

/** Stryker's mutation score: detected (killed or timed out) over every valid mutant, ignored ones aside. */
export function killRate(report) {
  let detected = 0;
  let undetected = 0;
  for (const file of Object.values(report.files)) {
    for (const { status } of file.mutants) {
      if (status === 'Killed' || status === 'Timeout') detected += 1;
      else if (status === 'Survived' || status === 'NoCoverage') undetected += 1;
    }
  }
  return { detected, undetected, percent: (100 * detected) / Math.max(1, detected + undetected) };
}

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !AREAS.some((area) => area.name === name));
if (unknown.length > 0) {
  console.error(`Unknown area ${unknown.join(', ')}; the areas are ${AREAS.map((a) => a.name).join(', ')}.`);
  process.exit(1);
}
const areas = asked.length > 0 ? AREAS.filter((area) => asked.includes(area.name)) : AREAS;

const results = [];
for (const { name, workspace } of areas) {
  console.log(`\n━━ mutation: ${name} (${workspace}) ━━`);
  const started = Date.now();
  const run = spawnSync(process.execPath, [stryker, 'run', `../stryker/${name}.config.mjs`], {
    cwd: `${root}${workspace}`,
    stdio: 'inherit',
    env: process.env,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const reportFile = `${root}reports/mutation/${name}.json`;
  const rate = existsSync(reportFile) ? killRate(JSON.parse(readFileSync(reportFile, 'utf8'))) : undefined;
  results.push({ name, passed: run.status === 0, rate, seconds });
}

console.log('\n━━ mutation summary (floor 80 %) ━━');
for (const { name, passed, rate, seconds } of results) {
  const figure = rate
    ? `${rate.percent.toFixed(2)} % killed (${rate.detected} of ${rate.detected + rate.undetected})`
    : 'no report';
  console.log(`${passed ? '✓' : '✗'} ${name.padEnd(6)} ${figure} in ${seconds}s`);
}
console.log('HTML reports: reports/mutation/<area>.html');
process.exit(results.every((result) => result.passed) ? 0 : 1);
