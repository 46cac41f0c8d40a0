#!/usr/bin/env node
/**
 * Visual regression of every story: `npm run test:visual [filter...]` pictures each story of the
 * static Storybook at its widths and compares it with its baseline in `visual/baselines/`;
 * `npm run test:visual:update [filter...]` accepts the current pictures as the baselines.
 * A filter is a substring of a story id or of "Title / Name", or a `*` glob over ids.
 *
 * Options: --update, --no-build (picture the existing storybook-static/), --workers N.
 * Environment: CHROME_PATH (default /usr/bin/chromium), VISUAL_WORKERS.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractStories, launchBrowser, openLane } from './lib/capture.mjs';
import { comparePngs } from './lib/compare.mjs';
import { BASELINES_BUDGET_BYTES, planRun } from './lib/plan.mjs';
import { writeReport } from './lib/report.mjs';
import { planRetakes } from './lib/retakes.mjs';
import { openStore } from './lib/store.mjs';
import { buildStorybook, serveStatic } from './lib/storybook.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const baselinesDir = path.join(here, 'baselines');
const reportDir = path.join(root, 'visual-report');
const baselines = openStore(baselinesDir);

function parseArgs(argv) {
  const options = { update: false, build: true, workers: undefined, filters: [], storybookDir: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--update' || arg === '-u') options.update = true;
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--workers') options.workers = Number(argv[++i]);
    else if (arg === '--storybook-dir') options.storybookDir = path.resolve(argv[++i]);
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else options.filters.push(arg);
  }
  return options;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs `task` over `items` with `lanes.length` in parallel, each lane taking the next item when free. */
async function inLanes(lanes, items, task) {
  let next = 0;
  await Promise.all(
    lanes.map(async (lane) => {
      while (next < items.length) {
        const item = items[next++];
        await task(lane, item);
      }
    }),
  );
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const storybookDir = options.storybookDir ?? path.join(root, 'storybook-static');
  if (options.build) {
    process.stdout.write('visual: building Storybook… ');
    await buildStorybook(root, storybookDir);
    console.log(seconds(Date.now() - started));
  } else if (!fs.existsSync(path.join(storybookDir, 'index.json'))) {
    throw new Error(`no Storybook build in ${storybookDir}: run without --no-build`);
  }

  const server = await serveStatic(storybookDir);
  const browser = await launchBrowser();
  options.browserNote = browserNote(browser.version(), options.update);
  if (options.browserNote) console.log(options.browserNote);
  const results = [];
  let plan;
  try {
    const extractStarted = Date.now();
    const stories = await extractStories(browser, server.url);
    console.log(`visual: ${stories.length} stories read from the preview in ${seconds(Date.now() - extractStarted)}`);
    plan = planRun(stories, { filters: options.filters, baselineFiles: baselines.names() });
    const workers = options.workers || Number(process.env.VISUAL_WORKERS) || Math.max(2, os.cpus().length + 1);
    console.log(
      `visual: ${plan.shots.length} pictures of ${new Set(plan.shots.map((s) => s.id)).size} stories` +
        `${options.filters.length ? ` matching ${options.filters.join(', ')}` : ''}, ${workers} pages in parallel` +
        `${options.update ? ' (updating baselines)' : ''}`,
    );
    const lanes = await Promise.all(Array.from({ length: workers }, () => openLane(browser, server.url)));
    const shootStarted = Date.now();
    await inLanes(lanes, plan.shots, async (lane, shot) => {
      results.push(await judge(lane, shot, options.update));
      if (results.length % 50 === 0) console.log(`visual: ${results.length}/${plan.shots.length}…`);
    });
    console.log(`visual: pictured in ${seconds(Date.now() - shootStarted)}`);
    if (!options.update) await confirmChanges(lanes, results);
    await Promise.all(lanes.map((lane) => lane.close()));
  } finally {
    await browser.close();
    await server.close();
  }

  if (options.update) {
    if (options.filters.length === 0) for (const file of plan.obsolete) baselines.remove(file);
    baselines.save();
  }
  return finish(plan, results, options, Date.now() - started);
}

/**
 * The baselines record the Chromium that took them (`visual/baselines/BROWSER`, written by every
 * update). Another version may draw text or shadows a little differently: the run still compares,
 * but says so, so that a reviewer knows where to look first.
 */
function browserNote(version, update) {
  const file = path.join(baselinesDir, 'BROWSER');
  const recorded = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
  if (update) {
    fs.mkdirSync(baselinesDir, { recursive: true });
    fs.writeFileSync(file, `${version}\n`);
    return undefined;
  }
  if (recorded && recorded !== version)
    return `visual: note: the baselines were taken with Chromium ${recorded}, this is ${version}; a difference may come from the browser`;
  return undefined;
}

/** Milliseconds spent per phase of a shot, summed over the run (printed at the end, to see where time goes). */
const timings = {};

/**
 * Pictures one shot and judges it against its baseline. In a check run a picture that differs is
 * kept as taken: `confirmChanges` decides which to take again. An update accepts a picture only
 * once two loads agree (`accept`).
 */
async function judge(lane, shot, update) {
  const baseline = baselines.read(shot.file);
  let taken = await lane.shoot(shot.id, shot.width);
  if (taken.timings)
    for (const [phase, ms] of Object.entries(taken.timings)) timings[phase] = (timings[phase] ?? 0) + ms;
  if (taken.error) taken = await lane.shoot(shot.id, shot.width, { fresh: true });
  if (taken.error) return { ...shot, status: 'error', message: taken.error };
  const notes = [];
  if (!taken.settled) notes.push('never settled (kept changing or loading)');
  if (taken.pageErrors?.length) notes.push(`page errors: ${taken.pageErrors.join(' | ')}`);
  if (!baseline) {
    if (update) return accept(lane, shot, taken.png, notes);
    return { ...shot, status: 'new', actual: taken.png, notes };
  }
  const comparison = comparePngs(baseline, taken.png);
  if (comparison.equal) return { ...shot, status: 'passed', notes };
  if (update) return accept(lane, shot, taken.png, notes);
  return {
    ...shot,
    status: 'changed',
    baseline,
    actual: taken.png,
    diff: comparison.diff,
    comparison,
    steady: false,
    notes,
  };
}

/**
 * Takes changed pictures again from a fresh load (`visual/lib/retakes.mjs` says which): a picture
 * the fresh load draws as its baseline was a passing glitch (passed, noted as unsteady); one drawn
 * alike twice is `steady`, which `test:visual:accept` requires. A group's witness drawn alike makes
 * its members steady; a witness that is not sends its members to be taken again one by one.
 * Replaces the entries of `results` in place.
 */
async function confirmChanges(lanes, results) {
  const started = Date.now();
  const { witnesses, alone } = planRetakes(results.filter((result) => result.status === 'changed'));
  const replace = (before, after) => results.splice(results.indexOf(before), 1, after);
  const unconfirmed = [...alone];
  await inLanes(lanes, witnesses, async (lane, { witness, members }) => {
    const after = await retake(lane, witness);
    replace(witness, after);
    if (after.status === 'changed' && after.steady) for (const member of members) member.steady = true;
    else unconfirmed.push(...members);
  });
  await inLanes(lanes, unconfirmed, async (lane, result) => replace(result, await retake(lane, result)));
  const confirmed = witnesses.reduce((sum, { members }) => sum + members.filter((m) => m.steady).length, 0);
  if (witnesses.length || unconfirmed.length)
    console.log(
      `visual: ${unconfirmed.length + witnesses.length} changed pictures taken again, ${confirmed} more confirmed by their group's witness, in ${seconds(Date.now() - started)}`,
    );
}

/** One changed picture taken again from a freshly loaded page (see `confirmChanges`). */
async function retake(lane, result) {
  const again = await lane.shoot(result.id, result.width, { fresh: true });
  if (again.error) return result;
  const second = comparePngs(result.baseline, again.png);
  if (second.equal) {
    const { id, title, name, width, file } = result;
    const notes = [...result.notes, 'unsteady: the first picture differed, a fresh one matched'];
    return { id, title, name, width, file, status: 'passed', notes };
  }
  const steady = comparePngs(result.actual, again.png).equal;
  return { ...result, actual: again.png, diff: second.diff, comparison: second, steady };
}

/**
 * Writes a new baseline only once the picture has been seen twice: `png` is compared with the
 * story rendered once more in the same page (cheap); when they differ, with pictures from freshly
 * loaded pages, until two agree. A story that never gives the same picture twice gets no baseline
 * and fails the update by name.
 */
async function accept(lane, shot, png, notes) {
  let candidate = png;
  for (let attempt = 0; attempt < 3; attempt++) {
    const again = await lane.shoot(shot.id, shot.width, { fresh: attempt > 0 });
    if (again.error) return { ...shot, status: 'error', message: again.error, notes };
    if (comparePngs(candidate, again.png).equal) {
      if (attempt > 0) notes.push(`unsteady: ${attempt + 2} pictures were needed before two agreed`);
      baselines.write(shot.file, again.png);
      return { ...shot, status: 'written', notes };
    }
    candidate = again.png;
  }
  return {
    ...shot,
    status: 'error',
    message: 'a different picture on every load: make the story still, or opt it out (chromatic.disableSnapshot)',
    notes,
  };
}

function finish(plan, results, options, elapsed) {
  const order = (a, b) => a.id.localeCompare(b.id) || a.width - b.width;
  results.sort(order);
  const by = (status) => results.filter((result) => result.status === status);
  const changed = by('changed');
  const added = by('new');
  const errors = by('error');
  const written = by('written');
  const noted = results.filter((result) => result.notes?.length);

  const { file: reportFile, groups } = writeReport(reportDir, {
    results,
    skipped: plan.skipped,
    obsolete: plan.obsolete,
    options,
    elapsed,
  });
  const line = (result) => `  ${result.id} @ ${result.width}px — ${result.title} / ${result.name}`;

  if (plan.skipped.length) {
    console.log(`\nNot pictured (opted out), ${plan.skipped.length}:`);
    for (const story of plan.skipped) console.log(`  ${story.id} — ${story.reason}`);
  }
  if (noted.length) {
    console.log(`\nPictured with a warning, ${noted.length}:`);
    for (const result of noted) console.log(`${line(result)}: ${result.notes.join('; ')}`);
  }
  if (options.update) {
    console.log(`\nBaselines written: ${written.length}${written.length ? '' : ' (every picture already matched)'}`);
    for (const result of written) console.log(line(result));
    if (plan.obsolete.length && options.filters.length === 0) {
      console.log(`Baselines removed (no such story any more): ${plan.obsolete.join(', ')}`);
    }
  } else if (plan.obsolete.length) {
    console.log(
      `\nBaselines of stories that no longer exist (npm run test:visual:update removes them): ${plan.obsolete.join(', ')}`,
    );
  }
  if (changed.length) {
    console.log(`\nChanged, ${changed.length}:`);
    for (const result of changed) {
      const { diffPixels, sizeChanged, width, height } = result.comparison;
      console.log(
        `${line(result)}: ${sizeChanged ? 'size changed, ' : ''}${diffPixels} of ${width * height} pixels differ`,
      );
    }
    console.log(
      `\nThe ${changed.length} changed pictures in ${groups.length} groups (accept one: npm run test:visual:accept -- <number>):`,
    );
    for (const group of groups) console.log(`  ${group.number}. ${group.label}`);
  }
  if (added.length) {
    console.log(`\nNo baseline yet, ${added.length}:`);
    for (const result of added) console.log(line(result));
  }
  if (errors.length) {
    console.log(`\nCould not be pictured, ${errors.length}:`);
    for (const result of errors) console.log(`${line(result)}: ${result.message}`);
  }

  const { named, distinct, bytes } = baselines.size();
  const overBudget = bytes > BASELINES_BUDGET_BYTES;
  const megabytes = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `\nBaselines: ${named} pictures, ${distinct} distinct, ${megabytes(bytes)} (budget ${megabytes(BASELINES_BUDGET_BYTES)})`,
  );
  if (overBudget) console.log('Over budget: lower MAX_PIXELS in visual/lib/plan.mjs, or picture fewer widths.');

  const failed = changed.length + added.length + errors.length;
  const passed = results.length - failed;
  console.log(`\nReport: ${reportFile}`);
  if (failed && !options.update) {
    console.log(
      'Review the report; accept a group of changes with: npm run test:visual:accept -- <group number>, or picture again and accept with: npm run test:visual:update <story id or filter>',
    );
  }
  const shots = results.length || 1;
  const perShot = Object.entries(timings).map(([phase, ms]) => `${phase} ${Math.round(ms / shots)} ms`);
  console.log(`Took ${seconds(elapsed)}${perShot.length ? ` (per picture, in each page: ${perShot.join(', ')})` : ''}`);
  if (failed && options.browserNote) console.log(options.browserNote);
  console.log(`visual: ${passed} passed, ${failed} failed, ${plan.skipped.length} skipped`);
  return failed === 0 && !overBudget ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`visual: ${error.message}`);
    process.exit(2);
  },
);
