#!/usr/bin/env node
// Two builds of the shop compared fairly on a shared machine: Lighthouse's performance (mobile
// preset) on each page of both, audited in turn (A, B, then B, A in the next round), so a busy
// moment of the machine falls on both alike. Prints each side's median score, first and largest
// paint and blocking time, with every run's score and the machine's benchmarkIndex. A measurement,
// never part of `npm test`.
//
// Usage: npm run lighthouse:compare -w storefront -- URL_A URL_B [--runs N] [--pages /,/products,/signin] [--cpu-slowdown N]
//   For example, the build before a change served by the same backend beside the current one:
//   STOREFRONT_DIR=/tmp/before/storefront/dist PORT=3301 node backend/dist/main.js, and `npm start`.
import { audit, cpuSlowdownOption, launchChrome, median, option, runsOption } from './measuring.mjs';

const [a, b] = process.argv
  .slice(2)
  .filter((arg, index, all) => !arg.startsWith('--') && !all[index - 1]?.startsWith('--'));
if (!a || !b) throw new Error('Usage: lighthouse-compare.mjs URL_A URL_B [--runs N] [--pages /,/products,/signin]');
const RUNS = runsOption(4);
const cpu = cpuSlowdownOption();
const PAGES = option('--pages', '/,/products,/signin').split(',');
const sides = [
  ['A', a.replace(/\/$/, '')],
  ['B', b.replace(/\/$/, '')],
];

const results = new Map();
const chrome = await launchChrome();
try {
  for (let round = 0; round < RUNS; round++)
    for (const path of PAGES)
      for (const [side, origin] of round % 2 ? [...sides].reverse() : sides) {
        const lhr = await audit(chrome, `${origin}${path}`, { onlyCategories: ['performance'], ...cpu.flags });
        const metrics = lhr.audits.metrics.details.items[0];
        const key = `${path} ${side}`;
        results.set(key, [
          ...(results.get(key) ?? []),
          {
            score: Math.round(lhr.categories.performance.score * 100),
            fcp: metrics.firstContentfulPaint,
            lcp: metrics.largestContentfulPaint,
            tbt: metrics.totalBlockingTime,
            benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
          },
        ]);
      }
} finally {
  await chrome.kill();
}

console.log(`A: ${a}\nB: ${b}\n${RUNS} runs of each page on each side, in turn, ${cpu.multiplier}x CPU slowdown\n`);
console.log('page        side  perf    FCP ms   LCP ms   TBT ms  perf of every run  benchmarkIndex');
for (const [key, runs] of results) {
  const [path, side] = key.split(' ');
  const of = (field) => median(runs.map((run) => run[field]));
  console.log(
    [
      path.padEnd(11),
      side.padEnd(4),
      String(of('score')).padStart(5),
      String(Math.round(of('fcp'))).padStart(9),
      String(Math.round(of('lcp'))).padStart(8),
      String(Math.round(of('tbt'))).padStart(8),
      `  ${runs
        .map((run) => run.score)
        .join(', ')
        .padEnd(17)}`,
      runs.map((run) => run.benchmarkIndex).join(', '),
    ].join(' '),
  );
}
