#!/usr/bin/env node
/**
 * Accepts groups of changed pictures from the last check run's report, without picturing again:
 * `npm run test:visual:accept -- 2 5` writes the new pictures of groups 2 and 5
 * (`visual-report/groups.json`, numbered as the report shows them) as their baselines;
 * `npm run test:visual:accept -- all` takes every group.
 *
 * Only pictures the run saw twice alike (two fresh loads) are taken; the others are named, to be
 * pictured again with `npm run test:visual:update <story id>`. A baseline that changed since the
 * report was written is left alone: run the check again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GROUPS_FILE } from './lib/report.mjs';
import { hashOf, openStore } from './lib/store.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Accepts `wanted` ("all" or group numbers) from the report in `reportDir` into the store in `baselinesDir`. */
export function acceptGroups(wanted, { reportDir, baselinesDir, log = console.log }) {
  const groupsFile = path.join(reportDir, GROUPS_FILE);
  if (!fs.existsSync(groupsFile)) throw new Error(`no report in ${reportDir}: run npm run test:visual first`);
  const { groups } = JSON.parse(fs.readFileSync(groupsFile, 'utf8'));
  if (!wanted.length) throw new Error(`name the groups to accept (1–${groups.length}) or "all"`);
  const chosen = wanted.includes('all')
    ? groups
    : wanted.map((raw) => {
        const group = groups.find((g) => String(g.number) === raw);
        if (!group) throw new Error(`no group ${raw} in the last report (it has ${groups.length})`);
        return group;
      });

  const baselines = openStore(baselinesDir);
  const written = [];
  const left = [];
  for (const group of chosen) {
    for (const member of group.members) {
      const current = baselines.read(member.file);
      if (!member.steady) left.push({ ...member, why: 'it differed between two loads; picture it again' });
      else if (!current || hashOf(current) !== member.baseline)
        left.push({ ...member, why: 'its baseline changed since the report; run the check again' });
      else {
        baselines.write(member.file, fs.readFileSync(path.join(reportDir, member.picture)));
        written.push(member);
      }
    }
  }
  baselines.save();
  log(`visual: ${written.length} baselines accepted from ${chosen.length} group${chosen.length === 1 ? '' : 's'}`);
  for (const member of written) log(`  ${member.id} @ ${member.width}px`);
  if (left.length) {
    log(`Not accepted, ${left.length}:`);
    for (const member of left)
      log(`  ${member.id} @ ${member.width}px: ${member.why} (npm run test:visual:update ${member.id})`);
  }
  return { written, left };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { left } = acceptGroups(process.argv.slice(2), {
      reportDir: path.resolve(here, '..', 'visual-report'),
      baselinesDir: path.join(here, 'baselines'),
    });
    process.exit(left.length ? 1 : 0);
  } catch (error) {
    console.error(`visual: ${error.message}`);
    process.exit(2);
  }
}
