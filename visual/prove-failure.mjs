#!/usr/bin/env node
/**
 * Proves that the visual check can fail, and says which stories it blames: in a scratch copy of
 * this working tree it changes one colour token (`colors.brand`, the brand green, unless
 * `--token NAME`), runs the visual check there on the stories of `--filter` (repeatable; by
 * default the Button and Badge primitives), and expects it to fail naming the stories that
 * show the token, and to pass those that do not show it.
 *
 *   npm run test:visual:prove                   # brand green -> magenta, Button and Badge stories
 *   npm run test:visual:prove -- --all          # every story (several minutes)
 *   npm run test:visual:prove -- --keep         # keep the scratch copy and its report
 *
 * Exit 0 when the check failed as expected (the proof holds), 1 otherwise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { changeToken, runCheck, scratchCopy } from './lib/scratch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const values = (name) => args.flatMap((arg, i) => (arg === name && args[i + 1] ? [args[i + 1]] : []));

const token = values('--token')[0] ?? 'brand';
const filters = flag('--all')
  ? []
  : values('--filter').length
    ? values('--filter')
    : ['primitives-button--', 'primitives-badge--'];
/** A story that shows the brand green (the primary button's fill) must be named as changed… */
const mustChange = values('--expect-changed').length ? values('--expect-changed') : ['primitives-button--primary'];
/** …and one that shows no brand green must pass, so the check names the affected stories, not all. */
const mustPass = values('--expect-unchanged').length ? values('--expect-unchanged') : ['primitives-badge--categories'];
const NEW_COLOUR = '#d81b60';

function fail(message) {
  console.error(`prove-failure: ${message}`);
  process.exit(1);
}

/** Sets one colour role in the scratch copy's tokens to NEW_COLOUR. */
function changeBrand(dir) {
  const was = changeToken(dir, token, NEW_COLOUR);
  if (!was) fail(`no colour token "${token}" in design-system/src/tokens/colors.ts`);
  console.log(`prove-failure: colors.${token} ${was} -> '${NEW_COLOUR}' in the scratch copy`);
}

const dir = scratchCopy(root, 'visual-prove-');
console.log(`prove-failure: scratch copy in ${dir}`);
try {
  changeBrand(dir);
  const { code, output } = await runCheck(dir, filters, { echo: true });
  const changedSection = output.split(/\nChanged, \d+:\n/)[1]?.split('\n\n')[0] ?? '';
  const named = new Set([...changedSection.matchAll(/^\s+([a-z0-9-]+--[a-z0-9-]+) @ (\d+)px/gm)].map((m) => m[1]));
  const problems = [];
  if (code !== 1) problems.push(`the visual check exited ${code}, not 1 (a difference)`);
  for (const id of mustChange) if (!named.has(id)) problems.push(`${id} shows the token but was not named as changed`);
  for (const id of mustPass) if (named.has(id)) problems.push(`${id} does not show the token but was named as changed`);
  if (problems.length) fail(`the proof does not hold:\n  ${problems.join('\n  ')}`);
  console.log(
    `\nprove-failure: as expected, changing colors.${token} failed the visual check, naming ${named.size} ${named.size === 1 ? 'story' : 'stories'}: ${[...named].join(', ')}`,
  );
  console.log(`prove-failure: 1 passed, 0 failed`);
} finally {
  if (flag('--keep'))
    console.log(
      `prove-failure: scratch copy kept in ${dir} (report: ${path.join(dir, 'visual-report', 'index.html')})`,
    );
  else fs.rmSync(dir, { recursive: true, force: true });
}
