// What a page costs the shopper's machine while nobody touches it: the frames the browser draws each
// second (its compositor's draws, `Display::DrawAndSwap`) and the processor time they take, on a
// page left alone after it has loaded and its entrance motion has ended. A page at rest should draw
// nothing: a motion that never ends makes the browser draw every frame for as long as the page is
// open, taking a core's time from the shopper's next press and a phone's battery (issue #29 item 1).
// As served (the app not started) and with the app running; at 375 and 1280 px.
// Usage: npm run bench:at-rest -w storefront [-- --url http://127.0.0.1:3000] [--page /path ...]
import { chromium } from 'playwright-core';
import { CATALOGUE } from '@profit/contract';
import { CHROME_ARGS, CHROME_PATH } from './measuring.mjs';
import { shopAt } from './shop-server.mjs';

const urlArg = process.argv.indexOf('--url');
const asked = process.argv.flatMap((arg, index) => (process.argv[index - 1] === '--page' ? [arg] : []));
const PAGES =
  asked.length > 0 ? asked : ['/', '/products', '/signin', `/products/${CATALOGUE[0].id}`, '/pricing', '/testimonials'];
const WIDTHS = [
  { name: 'phone', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  { name: 'computer', viewport: { width: 1280, height: 800 } },
];
/** After the load: the longest entrance motion (the hero's covers) has ended well before. */
const SETTLE_MS = 2_500;
const WATCH_MS = 3_000;

const shop = await shopAt(urlArg > 0 ? process.argv[urlArg + 1] : undefined);
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });

/** Frames drawn per second and the draws' processor time per second, over `WATCH_MS` of the page alone. */
async function watch(page) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const ended = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'viz', transferMode: 'ReportEvents' });
  await page.waitForTimeout(WATCH_MS);
  await cdp.send('Tracing.end');
  await ended;
  const draws = events.filter((event) => event.name === 'Display::DrawAndSwap' && event.ph === 'X');
  const seconds = WATCH_MS / 1000;
  return {
    frames: draws.length / seconds,
    drawMs: draws.reduce((sum, event) => sum + event.dur, 0) / 1000 / seconds,
  };
}

const rows = [];
try {
  for (const path of PAGES)
    for (const { name, ...device } of WIDTHS)
      for (const appRunning of [false, true]) {
        const context = await browser.newContext(device);
        const page = await context.newPage();
        await page.goto(`${shop.url}${path}`, { waitUntil: 'networkidle' });
        if (appRunning) {
          await page.keyboard.press('Shift');
          await page.locator('#root[data-hydrated="true"]').waitFor();
        }
        await page.waitForTimeout(SETTLE_MS);
        const { frames, drawMs } = await watch(page);
        rows.push({ path, name, appRunning, frames, drawMs });
        console.log(
          `${`${name}: ${path}`.padEnd(44)} ${appRunning ? 'app running    ' : 'app not started'}  ${frames.toFixed(0).padStart(3)} frames/s, ${drawMs.toFixed(0).padStart(4)} ms of drawing a second`,
        );
        await context.close();
      }
} finally {
  await browser.close();
  await shop.stop();
}
const busy = rows.filter((row) => row.frames >= 1);
console.log(
  `\n${rows.length - busy.length} of ${rows.length} pages at rest draw nothing${busy.length > 0 ? `; drawing: ${busy.map((row) => `${row.path} (${row.name}, ${row.appRunning ? 'app running' : 'not started'})`).join(', ')}` : ''}`,
);
