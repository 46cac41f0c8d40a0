// Fills the demo sign-in form on a fresh /signin at 4x CPU slowdown, pausing P ms after load before
// each step, and reports whether the name typed was still there when the form was sent.
import { chromium } from 'playwright-core';
const { shopAt } = await import('./shop-server.mjs');
const shop = await shopAt();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
const pauses = [0, 25, 50, 100, 150, 300, 600, 1000, 1500, 2000];
let lost = 0, total = 0;
for (const pause of pauses) for (let round = 0; round < 3; round++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${shop.url}/signin`, { waitUntil: 'load' });
  await page.waitForTimeout(pause);
  const form = page.getByRole('form', { name: 'Demo sign-in' });
  await form.getByLabel('Your name').fill('Asha Verma');
  await page.waitForTimeout(pause / 2);
  await form.getByLabel('Your e-mail').fill(`asha${pause}-${round}@example.in`);
  const name = await form.getByLabel('Your name').inputValue();
  await form.getByRole('button', { name: 'Sign in to the demo' }).click();
  let signedIn = true;
  try { await page.waitForURL(/\/products$/, { timeout: 15000 }); } catch { signedIn = false; }
  total++; if (!signedIn) lost++;
  console.log(`pause ${pause} round ${round}: name before send "${name}", ${signedIn ? 'signed in' : 'NOT signed in: ' + (await form.getByLabel('Your name').inputValue().catch(() => '?'))}`);
  await context.close();
}
console.log(`lost ${lost} of ${total}`);
await browser.close(); await shop.stop?.();
process.exit(0);
