#!/usr/bin/env node
// What React renders for a press, counted rather than timed: the components React rendered and the
// elements it created in each commit in the second after the press (from the commit hook React
// calls for its developer tools), for the presses of bench:first-press with the app running (as
// that bench presses: started by a key press, hydrated, the pointer resting 100 ms on the control),
// in the system Chromium with its CPU slowed down 4x (or --cpu-slowdown N), --runs N times
// (default 3), medians. Counts hold where times do not: Chromium's CPU throttling suspends the page
// in chunks, so one call can take 0.3 ms in one run and 100 ms in the next.
//
// A component counts when React called it in that commit (not when it skipped it); an element counts
// when React created it. `--names` lists the components by name, readable in a build made with
// `npx vite build --minify false` (the shipped build's names are minified).
//
// Usage: npm run bench:press-renders -w storefront [-- --url http://127.0.0.1:3000] [--runs N]
//        [--press 'Sign In'] [--page /] [--names] [--cpu-slowdown N]
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH, cpuSlowdownOption, median, option, runsOption } from './measuring.mjs';
import { PRESSES } from './presses.mjs';
import { productPath, shopAt } from './shop-server.mjs';

const RUNS = runsOption(3);
const SLOWDOWN = cpuSlowdownOption().multiplier;
const NAMES = process.argv.includes('--names');
const WATCH_MS = 1000;

/**
 * In the page before its scripts: React's developer tools hook, which React calls at each commit.
 * A fiber that is not the one the last commit had was worked on in this commit (React made a new
 * one, or took up the other of its pair): it counts as rendered when React marked it as having
 * done work, as created when it has no other of its pair.
 */
function countCommits() {
  const nameOf = ({ type, tag }) =>
    typeof type === 'function'
      ? type.displayName || type.name || 'anonymous'
      : (type?.displayName ?? type?.render?.displayName ?? type?.render?.name ?? type?.type?.name ?? `tag ${tag}`);
  const PERFORMED_WORK = 1;
  let last = new WeakSet();
  window.pressCommits = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const seen = new WeakSet();
      const commit = { at: performance.now(), components: 0, elements: 0, names: {} };
      const stack = [root.current];
      while (stack.length) {
        const fiber = stack.pop();
        seen.add(fiber);
        if (!last.has(fiber)) {
          const isElement = typeof fiber.type === 'string';
          if (isElement && fiber.alternate === null) commit.elements++;
          if (!isElement && fiber.type && fiber.flags & PERFORMED_WORK) {
            commit.components++;
            const name = nameOf(fiber);
            commit.names[name] = (commit.names[name] ?? 0) + 1;
          }
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      last = seen;
      window.pressCommits.push(commit);
    },
  };
  addEventListener('pointerdown', (event) => (window.pressedAt ??= event.timeStamp), { capture: true });
}

/** The commits of one press on a freshly loaded page, app running: `[{ at, components, elements, names }]`, `at` from the press. */
async function measure(browser, url, pressing) {
  const profile = await browser.newContext(pressing.context);
  try {
    const page = await profile.newPage();
    await page.addInitScript(countCommits);
    await page.goto(url, { waitUntil: 'networkidle' });
    const control = pressing.control(page);
    if (!(await control.isVisible())) return undefined;
    const cdp = await profile.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.keyboard.press('Shift');
    await page.locator('#root[data-hydrated="true"]').waitFor();
    if (pressing.device === 'computer') await control.hover();
    await pressing.press(page, control);
    await page.waitForTimeout(WATCH_MS);
    return await page.evaluate(
      (watch) =>
        window.pressCommits
          .filter((commit) => commit.at >= window.pressedAt && commit.at < window.pressedAt + watch)
          .map((commit) => ({ ...commit, at: commit.at - window.pressedAt })),
      WATCH_MS,
    );
  } finally {
    await profile.close();
  }
}

const names = (counts) =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');

const onlyPress = option('--press');
const onlyPage = option('--page');
const shop = await shopAt(option('--url'));
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
try {
  const product = await productPath(shop.url);
  console.log(
    `What React renders for a press on ${shop.url}, app running, ${SLOWDOWN}x CPU slowdown, ${RUNS} runs each (median, then every run):`,
  );
  console.log(`the press's first commit, then the other commits within ${WATCH_MS} ms of the press\n`);
  for (const pressing of PRESSES) {
    if (onlyPress && pressing.name !== onlyPress) continue;
    for (const where of pressing.pages) {
      const path = where === 'product' ? product : where;
      if (onlyPage && path !== onlyPage) continue;
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, `${shop.url}${path}`, pressing));
      const name = `${pressing.device}: ${pressing.name} on ${where === 'product' ? 'a product page' : path}`;
      if (runs.includes(undefined)) {
        console.log(`${name}: not on this page at this width`);
        continue;
      }
      const first = runs.map((commits) => commits[0] ?? { components: 0, elements: 0, names: {} });
      const later = runs.map((commits) => commits.slice(1));
      const sum = (commits, key) => commits.reduce((total, commit) => total + commit[key], 0);
      console.log(
        `${name.padEnd(40)} first commit: ${median(first.map((c) => c.components))} components, ${median(first.map((c) => c.elements))} elements created` +
          ` | later: ${median(later.map((c) => sum(c, 'components')))} components, ${median(later.map((c) => sum(c, 'elements')))} elements in ${median(later.map((c) => c.length))} commits`,
      );
      console.log(
        `${''.padEnd(40)} (${first.map((c) => c.components).join(', ')} / ${later.map((c) => sum(c, 'components')).join(', ')})`,
      );
      if (NAMES)
        runs[0].forEach((commit) =>
          console.log(`${''.padEnd(40)} +${Math.round(commit.at)} ms: ${names(commit.names) || 'nothing'}`),
        );
    }
  }
} finally {
  await browser.close();
  await shop.stop();
}
