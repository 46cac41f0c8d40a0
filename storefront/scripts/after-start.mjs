// What a press meets at any moment right after the app starts, not only at the one moment
// bench:first-press presses: the main thread's longest task and its blocking time (the time past
// 50 ms of each long task, as Lighthouse's Total Blocking Time counts it) in the seconds after the
// app has hydrated, on `/`, `/products`, `/signin` and a product page, each in a fresh browser
// profile (1280 x 800), --runs N times (default 7), with its CPU slowed down 4x (or
// --cpu-slowdown N). The app is started by a key press once the page has loaded, as in
// bench:first-press; the browser's Long Tasks API says which tasks took 50 ms or more.
//
// Usage: npm run bench:after-start -w storefront [-- --url http://127.0.0.1:3000] [--runs N]
//        [--cpu-slowdown N] [--seconds 3] [--page /products] [--against http://127.0.0.1:3001]
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH, cpuSlowdownOption, median, ms, option, runsOption } from './measuring.mjs';
import { productPath, shopAt } from './shop-server.mjs';

const RUNS = runsOption(7);
const SLOWDOWN = cpuSlowdownOption().multiplier;
const SECONDS = Number(option('--seconds', '3'));
const PAGES = ['/', '/products', '/signin', 'product'];

/** In the page, before its scripts: every long task, and when the app marked the root hydrated. */
function recordLongTasks() {
  window.afterStart = { tasks: [], hydratedAt: undefined };
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) window.afterStart.tasks.push([task.startTime, task.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((_changes, observer) => {
    if (document.getElementById('root')?.dataset.hydrated !== 'true') return;
    window.afterStart.hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

/** One start on a freshly loaded page: `{ longest, blocking }` in ms over the seconds after hydration. */
async function measure(browser, url) {
  const profile = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await profile.newPage();
    await page.addInitScript(recordLongTasks);
    await page.goto(url, { waitUntil: 'networkidle' });
    if (await page.locator('#root[data-hydrated]').count())
      throw new Error(`The app started before the first use: is ${url} served prerendered (demo mode, no session)?`);
    const cdp = await profile.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.keyboard.press('Shift');
    await page.locator('#root[data-hydrated="true"]').waitFor();
    await page.waitForTimeout(SECONDS * 1000);
    const { tasks, hydratedAt } = await page.evaluate(() => window.afterStart);
    // From the first task after the one that hydrated, to the end of the window.
    const after = tasks
      .filter(([start]) => start >= hydratedAt)
      .map(([start, duration]) => Math.min(start + duration, hydratedAt + SECONDS * 1000) - start);
    return {
      longest: Math.max(0, ...after),
      blocking: after.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    };
  } finally {
    await profile.close();
  }
}

const onlyPage = option('--page');
const shop = await shopAt(option('--url'));
// `--against URL`: a second shop (another build) measured in the same runs, taking turns with the
// first, so both meet the same machine load.
const against = option('--against');
const shops = against ? [shop.url, against] : [shop.url];
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
const longestText = (value) => (value < 50 ? 'none ≥ 50 ms' : ms(value));
try {
  const product = await productPath(shop.url);
  console.log(
    `After the start on ${shops.join(' against ')}, the ${SECONDS} s after hydration, ${SLOWDOWN}x CPU slowdown, ${RUNS} runs each (median, then every run)\n`,
  );
  for (const where of PAGES) {
    const path = where === 'product' ? product : where;
    if (onlyPage && path !== onlyPage) continue;
    const runs = shops.map(() => []);
    for (let run = 0; run < RUNS; run++)
      for (const index of run % 2 ? [...shops.keys()].reverse() : shops.keys())
        runs[index].push(await measure(browser, `${shops[index]}${path}`));
    runs.forEach((results, index) => {
      const longest = results.map((result) => result.longest);
      const blocking = results.map((result) => result.blocking);
      console.log(
        `${path.padEnd(40)}${against ? ` (${shops[index]})` : ''} longest task: ${longestText(median(longest)).padStart(13)}   blocking time: ${ms(median(blocking)).padStart(8)}`,
      );
      console.log(`${''.padEnd(40)} (${longest.map(longestText).join(', ')} / ${blocking.map(ms).join(', ')})`);
    });
  }
} finally {
  await browser.close();
  await shop.stop();
}
