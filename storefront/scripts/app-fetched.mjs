#!/usr/bin/env node
// When a prerendered page has the app's code in the browser's cache: the moment a shopper's first
// press stops waiting for the network. Beside it, the page's first contentful paint and `load`,
// so a change to when the code is fetched (it must not compete with the page's own paint) shows
// what it costs. In the system Chromium at 4x CPU slowdown (or --cpu-slowdown N), a phone's
// viewport, a fresh profile each run; medians of --runs N (default 7). A measurement, never part of
// `npm test`.
//
// Usage: npm run bench:app-fetched -w storefront [-- --url http://127.0.0.1:3000] [--against URL]
//        [--pages /,/products,/signin] [--runs N] [--cpu-slowdown N]
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH, cpuSlowdownOption, median, ms, option, runsOption } from './measuring.mjs';
import { shopAt } from './shop-server.mjs';

const RUNS = runsOption(7);
const SLOWDOWN = cpuSlowdownOption().multiplier;
const PAGES = option('--pages', '/,/products,/signin').split(',');
/** The app's own chunk (prefetched, never run, until the shopper's first use). */
const APP_CHUNK = /\/assets\/app-[^/]+\.js$/;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, hasTouch: true, isMobile: true };

/** The page's timings, once the app's own chunk has been fetched (it is prefetched, never run). */
async function visit(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    // The timings, read by the page itself once the chunk is in (the shop's content security
    // policy allows no `eval`, so the chunk's pattern travels as an argument).
    const timings = await page.waitForFunction(
      (pattern) => {
        const chunk = performance.getEntriesByType('resource').find((entry) => new RegExp(pattern).test(entry.name));
        if (!(chunk?.responseEnd > 0)) return undefined;
        return {
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
          load: performance.getEntriesByType('navigation')[0].loadEventStart,
          asked: chunk.startTime,
          fetched: chunk.responseEnd,
        };
      },
      APP_CHUNK.source,
      { timeout: 30_000 },
    );
    return await timings.jsonValue();
  } finally {
    await context.close();
  }
}

const shops = [await shopAt(option('--url'))];
if (option('--against')) shops.push(await shopAt(option('--against')));
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
try {
  console.log(
    `The app's code in the cache, ${SLOWDOWN}x CPU slowdown, a phone, medians of ${RUNS} (range of "fetched"):`,
  );
  for (const path of PAGES) {
    const runs = shops.map(() => []);
    // The builds in turn, run by run, so that the machine's moods fall on both.
    for (let run = 0; run < RUNS; run++) {
      for (const [index, shop] of shops.entries()) runs[index].push(await visit(browser, shop.url + path));
    }
    for (const [index, shop] of shops.entries()) {
      const of = (key) => runs[index].map((timing) => timing[key]);
      const fetched = of('fetched');
      console.log(
        `${path.padEnd(10)} ${shop.url}: first paint ${ms(median(of('firstPaint')))}, load ${ms(median(of('load')))}, ` +
          `asked for ${ms(median(of('asked')))}, fetched ${ms(median(fetched))} (${ms(Math.min(...fetched))}–${ms(Math.max(...fetched))})`,
      );
    }
  }
} finally {
  await browser.close();
  for (const shop of shops) await shop.stop();
}
