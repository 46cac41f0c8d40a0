#!/usr/bin/env node
// What the app's start at the first use costs the shopper: the time from their first press on a
// prerendered page to the page answering it, against the same press once the app runs. Measured
// in the system Chromium with its CPU slowed down as Lighthouse's mobile preset does (4x, or
// --cpu-slowdown N), after the page has loaded and fetched the app's code (as a shopper who has
// read it for a moment finds it). A measurement, never part of `npm test`.
//
// Two presses, each in a fresh browser profile, --runs N times (default 7), reported by median and
// range:
//   - a phone (375 x 812, touch) taps the bar's Menu button: until the menu is laid out;
//   - a computer (1280 x 800) clicks the bar's Sign In link, the pointer arriving on it just
//     before (a pointer moving starts the app too): until the sign-in page's heading is there.
// Each first with the app not started (the press starts it, it is held, then carried out), then
// with the app already running (started by a key press, and hydrated, before the press).
//
// Usage: npm run bench:first-press -w storefront [-- --url http://127.0.0.1:3000] [--runs N] [--cpu-slowdown N]
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH, cpuSlowdownOption, median, ms, option, runsOption } from './measuring.mjs';
import { shopAt } from './shop-server.mjs';

const RUNS = runsOption(7);
const SLOWDOWN = cpuSlowdownOption().multiplier;

const PRESSES = [
  {
    name: 'phone: tap on Menu',
    context: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
    press: async (page) => {
      const box = await page.getByRole('button', { name: 'Menu' }).boundingBox();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    },
    answered: () => {
      const menu = document.querySelector('nav[aria-label="Menu"]');
      return window.answer(menu !== null && menu.getBoundingClientRect().width > 0);
    },
  },
  {
    name: 'computer: click on Sign In',
    context: { viewport: { width: 1280, height: 800 } },
    press: (page) => page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click(),
    answered: () =>
      window.answer(
        window.location.pathname === '/signin' && /welcome back/i.test(document.querySelector('h1')?.textContent ?? ''),
      ),
  },
];

/**
 * In the page before any of its scripts: the time of the first press, and of the first check that
 * finds the press answered (`answer(ok)`), as the page's clock reads them.
 */
function recordTimes() {
  addEventListener('pointerdown', () => (window.firstPressAt ??= performance.now()), { capture: true });
  window.answer = (ok) => {
    if (ok) window.answeredAt ??= performance.now();
    return ok;
  };
}

/** One press on a freshly loaded `/`: milliseconds from the press to the frame in which it is answered. */
async function measure(browser, url, { context, press, answered }, appRunning) {
  const profile = await browser.newContext(context);
  try {
    const page = await profile.newPage();
    await page.addInitScript(recordTimes);
    await page.goto(`${url}/`, { waitUntil: 'networkidle' });
    if (await page.locator('#root[data-hydrated]').count())
      throw new Error('The app started before the first use: is `/` served prerendered (demo mode, no session)?');
    const cdp = await profile.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    if (appRunning) {
      await page.keyboard.press('Shift');
      await page.locator('#root[data-hydrated="true"]').waitFor();
    }
    await press(page);
    // Checked once a frame: the first frame that shows the answer.
    await page.waitForFunction(answered, undefined, { polling: 'raf', timeout: 60_000 });
    return page.evaluate(() => window.answeredAt - window.firstPressAt);
  } finally {
    await profile.close();
  }
}

const shop = await shopAt(option('--url'));
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
try {
  console.log(`First press on ${shop.url}/, ${SLOWDOWN}x CPU slowdown, ${RUNS} runs each (median, then every run)\n`);
  for (const pressing of PRESSES) {
    const results = {};
    for (const appRunning of [false, true]) {
      const times = [];
      for (let run = 0; run < RUNS; run++) times.push(await measure(browser, shop.url, pressing, appRunning));
      results[appRunning ? 'running' : 'first'] = times;
    }
    const { first, running } = results;
    console.log(
      `${pressing.name.padEnd(28)} app not started: ${ms(median(first)).padStart(8)}   app running: ${ms(median(running)).padStart(8)}` +
        `   the start costs ${ms(median(first) - median(running))}`,
    );
    console.log(`${''.padEnd(28)} (${first.map(ms).join(', ')} / ${running.map(ms).join(', ')})`);
  }
} finally {
  await browser.close();
  await shop.stop();
}
