#!/usr/bin/env node
// What the app's start at the first use costs the shopper: the time from their first press on a
// prerendered page to the page answering it, against the same press once the app runs, and the
// Interaction to Next Paint the web-vitals library reports for it. Measured in the system Chromium
// with its CPU slowed down as Lighthouse's mobile preset does (4x, or --cpu-slowdown N), after the
// page has loaded and fetched the app's code (as a shopper who has read it for a moment finds it).
// A measurement, never part of `npm test`.
//
// Six presses (issue #29, item 1), each on the pages that have it among `/`, `/products`,
// `/signin` and a product page, each in a fresh browser profile, --runs N times (default 7),
// reported by median and range:
//   - phone (375 x 812, touch): tap on Menu, until the menu is laid out;
//   - computer (1280 x 800): click on the bar's Sign In link, until the sign-in page's heading is there;
//   - computer: click on the cart button, until the cart panel is laid out;
//   - computer: click on the first Add to Cart, signed out as every prerendered visit is, until the
//     sign-in page it leads to has its heading;
//   - phone: tap on the search field and type "g", until the field shows it;
//   - computer: click on the first product's link, until that product's page shows its heading.
// A computer's pointer arrives on the control and rests there 100 ms before the button goes down
// (a pointer moving over the page starts the app, but not over a control the page answers itself).
// Each first with the app not started, then with the app already running (started by a key press,
// and hydrated, before the press). For a press that leads to another page, with the app running, it
// says in how many runs that page was rendered ahead (hidden) when the button went down.
//
// "answered" is what a shopper waits for: from the press's event time stamp (a press that waits
// behind a long task counts its wait) to the painted frame that first shows the answer, checked in
// every frame of the page pressed and of any page the press leads to. INP is what the browser's
// event timing says of the press in the page pressed (web-vitals' onINP, every change reported, the
// last within a second of the first: the click's entry, which lasts until the frame after its
// handlers is presented, comes after the pointerdown's, and was once read as the press's INP):
// the two part ways when a press is answered later (held for the app, or by the next page). INP
// reads "< 40 ms" when the interaction was too short for the browser to record (its event timing
// threshold) or the page was left before it could say.
//
// Usage: npm run bench:first-press -w storefront [-- --url http://127.0.0.1:3000] [--runs N]
//        [--cpu-slowdown N] [--press Menu] [--page /products] [--against http://127.0.0.1:3001]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH, cpuSlowdownOption, median, ms, option, runsOption } from './measuring.mjs';
import { PRESSES } from './presses.mjs';
import { productPath, shopAt } from './shop-server.mjs';

const RUNS = runsOption(7);
const SLOWDOWN = cpuSlowdownOption().multiplier;
// The library's script for a page (its package exports no path to it: found beside its main file).
// Playwright runs an init script inside a function, so its top-level `var webVitals` is made global.
const WEB_VITALS = `${readFileSync(
  join(dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'),
  'utf8',
)};\nwindow.webVitals = webVitals;`;

/**
 * In every page before its scripts (a press may lead to another page): the time of the first press
 * (its event's time stamp, so a press that waits behind a long task counts its wait), and
 * `answer(ok)`, which records the time of the first frame that shows the press answered once that
 * frame is painted (a task posted from the frame's animation callback, at the highest priority,
 * runs right after its paint). Kept in the tab's session storage, as times since the epoch, so they
 * hold across pages.
 */
function recordTimes() {
  const stored = (key) => sessionStorage.getItem(`first-press:${key}`);
  const store = (key, value) => stored(key) ?? sessionStorage.setItem(`first-press:${key}`, String(value));
  addEventListener('pointerdown', (event) => store('pressedAt', performance.timeOrigin + event.timeStamp), {
    capture: true,
  });
  let answering = false;
  window.answer = (ok) => {
    if (ok && !answering && stored('pressedAt') !== null) {
      answering = true;
      // Ahead of the page's own tasks queued meanwhile, so it tells the paint's time, not theirs.
      scheduler.postTask(() => store('answeredAt', performance.timeOrigin + performance.now()), {
        priority: 'user-blocking',
      });
    }
    return ok;
  };
}
/** Runs `answered(argument)` in every frame until it holds (in each page, from its start). */
function watchEveryFrame(answered, argument) {
  const frame = () => {
    if (!answered(argument)) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
/** web-vitals' INP of the page pressed (a page the press leads to has no interaction of its own). */
function recordInp() {
  window.webVitals.onINP((metric) => sessionStorage.setItem('first-press:inp', String(metric.value)), {
    reportAllChanges: true,
  });
}

/** Reads what `recordTimes` and `recordInp` stored, in whichever page the tab shows now. */
const readStored = (page) =>
  page
    .evaluate(() => ({
      pressedAt: Number(sessionStorage.getItem('first-press:pressedAt') ?? NaN),
      answeredAt: Number(sessionStorage.getItem('first-press:answeredAt') ?? NaN),
      inp: sessionStorage.getItem('first-press:inp'),
      renderedAhead: sessionStorage.getItem('first-press:renderedAhead'),
    }))
    // Between two pages there is none to ask.
    .catch(() => ({ pressedAt: NaN, answeredAt: NaN, inp: null, renderedAhead: null }));

/** Asks `readStored` until `done` holds of it, or fails after `timeout` ms. */
async function storedOnce(page, done, timeout) {
  const until = Date.now() + timeout;
  for (;;) {
    const stored = await readStored(page);
    if (done(stored)) return stored;
    if (Date.now() > until) throw new Error(`Nothing stored within ${timeout / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** How long web-vitals' INP is read for after its first report, for the press's later, longer entries. */
const INP_SETTLES_MS = 1_000;

/** The INP stored last within `INP_SETTLES_MS` of its first report, `first` (between two pages, the last read before). */
async function settledInp(page, first) {
  let last = first;
  for (const until = Date.now() + INP_SETTLES_MS; Date.now() < until;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stored = await readStored(page);
    if (stored.inp !== null) last = stored;
  }
  return last;
}

/** A press's argument written into an expression evaluated in the page (its checks run there). */
const asArgument = (argument) => JSON.stringify(argument ?? null);

/**
 * One press on a freshly loaded page: `{ answered, inp }` in milliseconds (`inp` undefined below
 * the threshold), or undefined when the page has no such control.
 */
async function measure(browser, url, path, pressing, appRunning) {
  const profile = await browser.newContext(pressing.context);
  try {
    const page = await profile.newPage();
    await page.addInitScript(recordTimes);
    await page.addInitScript({ content: WEB_VITALS });
    await page.addInitScript(recordInp);
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    if (await page.locator('#root[data-hydrated]').count())
      throw new Error(`The app started before the first use: is ${path} served prerendered (demo mode, no session)?`);
    const control = pressing.control(page);
    // Not every page has every control (the products page's bar has no Menu): say so, measure nothing.
    if (!(await control.isVisible())) return undefined;
    const cdp = await profile.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    if (appRunning) {
      await page.keyboard.press('Shift');
      await page.locator('#root[data-hydrated="true"]').waitFor();
    }
    const argument = await pressing.argument?.(control);
    if (pressing.device === 'computer') await control.hover();
    // Checked in every frame from before the press, here and in any page it leads to (evaluated as
    // an expression, so the page's content security policy does not apply to it).
    const watch = `(${watchEveryFrame})(${pressing.answered}, ${asArgument(argument)})`;
    await page.addInitScript({ content: watch });
    await page.evaluate(watch);
    // Whether the page the press leads to was rendered ahead when the button went down: with the
    // app running, what most decides how long the press takes.
    if (appRunning && pressing.rendered)
      await page.evaluate(
        `addEventListener('pointerdown', () => sessionStorage.setItem('first-press:renderedAhead', String((${pressing.rendered})(${asArgument(argument)}))), { capture: true, once: true })`,
      );
    await pressing.press(page, control);
    const { pressedAt, answeredAt, renderedAhead } = await storedOnce(page, (stored) => stored.answeredAt > 0, 60_000);
    // web-vitals reports an interaction once its event timing entry arrives, after the next paint,
    // and again as a longer entry of the same press arrives (the pointerdown's comes first, the
    // click's, which lasts until the frame after its handlers is shown, later): the last report.
    const reported = await storedOnce(page, (stored) => stored.inp !== null, 3_000).catch(() => ({ inp: null }));
    const { inp } = reported.inp === null ? reported : await settledInp(page, reported);
    return {
      answered: answeredAt - pressedAt,
      inp: inp === null ? undefined : Number(inp),
      renderedAhead: renderedAhead === null ? undefined : renderedAhead === 'true',
    };
  } finally {
    await profile.close();
  }
}

/**
 * The median INP of some runs, a run below the browser's threshold counting as 0 (the press was at
 * least that quick); undefined when no run was recorded.
 */
const inpMedian = (values) =>
  values.every((value) => value === undefined) ? undefined : median(values.map((value) => value ?? 0));

const inpText = (inp) => (inp === undefined ? '< 40 ms' : ms(inp));

/** With the app running: in how many runs the next page was rendered ahead at the press, and the median answer either way. */
function aheadText(results) {
  const [ready, not] = [results.filter((r) => r.renderedAhead), results.filter((r) => !r.renderedAhead)];
  const answer = (some) => (some.length ? ms(median(some.map((r) => r.answered))) : '-');
  return `app running, the next page rendered ahead at the press in ${ready.length} of ${results.length} runs (answered ${answer(ready)}; not: ${answer(not)})`;
}

const onlyPress = option('--press');
const onlyPage = option('--page');
const shop = await shopAt(option('--url'));
// `--against URL`: a second shop (another build) measured in the same runs, alternating with the
// first, so both meet the same machine load: on a shared machine, sets taken minutes apart differ
// by a third.
const against = option('--against');
const shops = against ? [shop.url, against] : [shop.url];
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
const rows = [];
try {
  const product = await productPath(shop.url);
  console.log(
    `First press on ${shops.join(' against ')}, ${SLOWDOWN}x CPU slowdown, ${RUNS} runs each (median, then every run)\n`,
  );
  for (const pressing of PRESSES) {
    if (onlyPress && pressing.name !== onlyPress) continue;
    for (const where of pressing.pages) {
      const path = where === 'product' ? product : where;
      if (onlyPage && path !== onlyPage) continue;
      /** runs[shop][first | running]: each run's result, the shops taking turns to go first. */
      const runs = shops.map(() => ({ first: [], running: [] }));
      for (const appRunning of [false, true])
        for (let run = 0; run < RUNS; run++)
          for (const turn of shops.keys()) {
            const index = (turn + run) % shops.length;
            runs[index][appRunning ? 'running' : 'first'].push(
              await measure(browser, shops[index], path, pressing, appRunning),
            );
          }
      const name = `${pressing.device}: ${pressing.name} on ${where === 'product' ? 'a product page' : path}`;
      if (runs.some(({ first, running }) => first.includes(undefined) || running.includes(undefined))) {
        console.log(`${name}: not on this page at this width`);
        continue;
      }
      const answered = (results) => results.map((r) => r.answered);
      runs.forEach(({ first, running }, index) => {
        const row = {
          press: shops.length > 1 ? `${name} (${shops[index]})` : name,
          first: median(answered(first)),
          running: median(answered(running)),
          inpFirst: inpMedian(first.map((r) => r.inp)),
          inpRunning: inpMedian(running.map((r) => r.inp)),
        };
        if (index === 0) rows.push(row);
        console.log(
          `${row.press.padEnd(40)} app not started: ${ms(row.first).padStart(8)} (INP ${inpText(row.inpFirst)})   app running: ${ms(row.running).padStart(8)} (INP ${inpText(row.inpRunning)})`,
        );
        console.log(
          `${''.padEnd(40)} (${answered(first).map(ms).join(', ')} / ${answered(running).map(ms).join(', ')})`,
        );
        const ahead = running.filter((r) => r.renderedAhead !== undefined);
        if (ahead.length) console.log(`${''.padEnd(40)} ${aheadText(ahead)}`);
      });
    }
  }
  const within = rows.filter((row) => row.first <= 200 && row.running <= 200).length;
  const inpWithin = rows.filter((row) => (row.inpFirst ?? 0) <= 200 && (row.inpRunning ?? 0) <= 200).length;
  console.log(
    `\n${within} of ${rows.length} presses on ${shop.url} answered within 200 ms both ways (Google's good INP);` +
      ` ${inpWithin} of ${rows.length} with web-vitals' INP within 200 ms both ways.`,
  );
} finally {
  await browser.close();
  await shop.stop();
}
