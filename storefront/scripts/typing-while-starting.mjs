// What a shopper typing into a prerendered page keeps while the app starts: fills the demo
// sign-in form of a fresh /signin at 4x CPU slowdown, `pause` ms after load (0 to 2,000 ms, three
// rounds each), sends it, and counts the sign-ins that lost what was typed (the form refused an
// empty name). Usage: npm run bench:typing -w storefront [-- --url http://127.0.0.1:3000]
import { chromium } from 'playwright-core';
import { CHROME_ARGS, CHROME_PATH } from './measuring.mjs';
import { shopAt } from './shop-server.mjs';

const urlArg = process.argv.indexOf('--url');
const shop = await shopAt(urlArg > 0 ? process.argv[urlArg + 1] : undefined);
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
const PAUSES = [0, 25, 50, 100, 150, 300, 600, 1000, 1500, 2000];
const ROUNDS = 3;
let lost = 0;
let total = 0;
try {
  for (const pause of PAUSES)
    for (let round = 0; round < ROUNDS; round++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${shop.url}/signin`, { waitUntil: 'load' });
      await page.waitForTimeout(pause);
      const form = page.getByRole('form', { name: 'Demo sign-in' });
      await form.getByLabel('Your name').fill('Asha Verma');
      await page.waitForTimeout(pause / 2);
      await form.getByLabel('Your e-mail').fill(`asha.${pause}.${round}.${Date.now()}@example.in`);
      await form.getByRole('button', { name: 'Sign in to the demo' }).click();
      const signedIn = await page
        .waitForURL(/\/products$/, { timeout: 20_000 })
        .then(() => true)
        .catch(() => false);
      total++;
      if (!signedIn) lost++;
      console.log(`pause ${pause} ms, round ${round + 1}: ${signedIn ? 'signed in' : 'NOT signed in (typing lost)'}`);
      await context.close();
    }
} finally {
  await browser.close();
  await shop.stop();
}
console.log(`typing lost in ${lost} of ${total} sign-ins`);
process.exit(lost === 0 ? 0 : 1);
