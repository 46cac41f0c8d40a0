#!/usr/bin/env node
/**
 * The token-change benchmark of the visual check (issue #31: under 4 minutes, a report whose first
 * screen says what changed). In a scratch copy of this working tree it sets the brand colour
 * (`colors.brand`) to another blue, runs the whole check there as CI does (`node visual/run.mjs`:
 * Storybook's build, every story at its widths, the comparison, the retakes and the report) and
 * prints the wall time, the load average and what the report's first screen names.
 *
 *   npm run bench:visual-token                      # brand -> #2f6fed
 *   npm run bench:visual-token -- --colour '#d81b60' --keep
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { changeToken, runCheck, scratchCopy } from './lib/scratch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const colourAt = args.indexOf('--colour');
const colour = colourAt >= 0 && args[colourAt + 1] ? args[colourAt + 1] : '#2f6fed';
const keep = args.includes('--keep');
const load = () => os.loadavg()[0].toFixed(1);

const dir = scratchCopy(root, 'visual-bench-');
try {
  const was = changeToken(dir, 'brand', colour);
  if (!was) throw new Error('no colors.brand in design-system/src/tokens/colors.ts');
  console.log(`bench: colors.brand ${was} -> '${colour}' in ${dir}; load average ${load()}`);
  const started = performance.now();
  const { code, output } = await runCheck(dir, []);
  const wall = (performance.now() - started) / 1000;

  const line = (pattern) => output.match(pattern)?.[0];
  const groups = output.split(/\nThe \d+ changed pictures in \d+ groups[^\n]*\n/)[1]?.split('\n\n')[0] ?? '';
  console.log(
    [
      line(/^visual: \d+ pictures of \d+ stories.*$/m),
      line(/^visual: pictured in .*$/m),
      line(/^visual: \d+ changed pictures taken again.*$/m),
      line(/^visual: \d+ passed, \d+ failed, \d+ skipped$/m),
      'What changed (the report opens with it):',
      groups
        .split('\n')
        .slice(0, 5)
        .map((group) => `  ${group.trim()}`)
        .join('\n'),
    ]
      .filter(Boolean)
      .join('\n'),
  );
  console.log(
    `bench: the token-change check took ${wall.toFixed(1)} s (${(wall / 60).toFixed(1)} min) at load average ${load()}, exit ${code} (1: changes found)`,
  );
  if (code !== 1) process.exitCode = 1;
} finally {
  if (keep) console.log(`bench: kept ${dir} (report: ${path.join(dir, 'visual-report', 'index.html')})`);
  else fs.rmSync(dir, { recursive: true, force: true });
}
