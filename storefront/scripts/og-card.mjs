#!/usr/bin/env node
// Renders the site's social card (design-system/public/og/profit-card.png, 1200 × 630), which link
// previews show for every page without a picture of its own (`SITE.card` in design-system/src/seo).
// Run after changing the brand or the copy: `npm run og-card -w storefront`, then commit the PNG.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROME_PATH } from './measuring.mjs';

const here = fileURLToPath(new URL('..', import.meta.url));
const out = join(here, '../design-system/public/og/profit-card.png');
const require = createRequire(join(here, '../design-system/package.json'));
// Inlined: a page set from a string may not load files from disk.
const font = (weight) =>
  `data:font/woff2;base64,${readFileSync(
    join(dirname(require.resolve('@fontsource/poppins/package.json')), `files/poppins-latin-${weight}-normal.woff2`),
  ).toString('base64')}`;

// The brand's colours (design-system/src/tokens/colors.ts: ink900, green500, ink300) and its mark (src/favicon.svg).
const html = `<!doctype html><html><head><style>
@font-face { font-family: Poppins; font-weight: 600; src: url(${font(600)}); }
@font-face { font-family: Poppins; font-weight: 700; src: url(${font(700)}); }
html, body { margin: 0; width: 1200px; height: 630px; }
body { background: radial-gradient(circle at 85% 15%, #1f7a3444, transparent 45%), #0b1220; color: #f5f7fa;
  font-family: Poppins, sans-serif; display: flex; flex-direction: column; justify-content: space-between;
  padding: 80px 88px; box-sizing: border-box; }
.brand { display: flex; align-items: center; gap: 20px; font-size: 44px; font-weight: 700; letter-spacing: -0.5px; }
h1 { font-size: 76px; line-height: 1.08; margin: 0; font-weight: 700; letter-spacing: -1.5px; max-width: 980px; }
h1 span { color: #4fd869; }
p { font-size: 32px; margin: 0; color: #aab2bf; font-weight: 600; }
</style></head><body>
<div class="brand"><svg width="72" height="72" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#141c2b"/><path d="M11 24V8h6.5a5 5 0 0 1 0 10H11" fill="none" stroke="#4fd869" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></svg>Profit</div>
<h1>Turn your side hustle into <span>real income.</span></h1>
<p>Playbooks and guides for India’s young entrepreneurs</p>
</body></html>`;

const browser = await chromium.launch({ executablePath: CHROME_PATH });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  mkdirSync(dirname(out), { recursive: true });
  await page.screenshot({ path: out, type: 'png' });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
}
