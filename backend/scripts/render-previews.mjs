// The product images: the cover and the next two pages of each built PDF, fanned on the shop's ink,
// rendered by pdf.js in the system Chromium (no downloaded browser, no native image library) and
// written as WebP at four widths plus one JPEG fallback. Chromium's canvas encodes WebP and JPEG but
// not AVIF, and AVIF without a downloaded binary (sharp's libvips) is not possible here. The widths
// and names are the contract's (contract/src/previews.ts), which the screens build `srcset` from.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { PREVIEW_FALLBACK_WIDTH as FALLBACK_WIDTH, PREVIEW_WIDTHS } from '@profit/contract';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';

const require = createRequire(import.meta.url);
// An address that cannot resolve: every request of the page is answered by the route below.
const ORIGIN = 'http://previews.invalid';
const SERVED = {
  '/pdf.mjs': require.resolve('pdfjs-dist/build/pdf.mjs'),
  '/pdf.worker.mjs': require.resolve('pdfjs-dist/build/pdf.worker.mjs'),
};

/** Runs in the page: draws the fan on a 1280×800 canvas and encodes every file as base64. */
async function drawPreview({ pdfBase64, widths, fallbackWidth }) {
  const pdfjs = await import('/pdf.mjs');
  pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
  const data = Uint8Array.from(atob(pdfBase64), (c) => c.charCodeAt(0));
  const pdf = await pdfjs.getDocument({ data }).promise;
  const renderPage = async (number) => {
    const page = await pdf.getPage(number);
    const viewport = page.getViewport({ scale: 1.6 });
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    await page.render({ canvas, canvasContext: canvas.getContext('2d'), viewport }).promise;
    return canvas;
  };
  const pages = [];
  for (let number = 1; number <= Math.min(3, pdf.numPages); number += 1) pages.push(await renderPage(number));

  const stage = document.createElement('canvas');
  stage.width = 1280;
  stage.height = 800;
  const context = stage.getContext('2d');
  const ink = context.createLinearGradient(0, 0, 1280, 800);
  ink.addColorStop(0, '#141c2b');
  ink.addColorStop(1, '#060a13');
  context.fillStyle = ink;
  context.fillRect(0, 0, 1280, 800);
  const glow = context.createRadialGradient(980, 160, 0, 980, 160, 620);
  glow.addColorStop(0, 'rgba(79, 216, 105, 0.28)');
  glow.addColorStop(1, 'rgba(79, 216, 105, 0)');
  context.fillStyle = glow;
  context.fillRect(0, 0, 1280, 800);
  // Back to front: the third page, the second, then the cover, each a little larger and to the left.
  const slots = [
    { x: 790, y: 150, height: 560 },
    { x: 575, y: 110, height: 610 },
    { x: 150, y: 70, height: 660 },
  ];
  [pages[2], pages[1], pages[0]].forEach((page, index) => {
    if (!page) return;
    const { x, y, height } = slots[index];
    const width = (height * page.width) / page.height;
    context.save();
    context.shadowColor = 'rgba(0, 0, 0, 0.55)';
    context.shadowBlur = 40;
    context.shadowOffsetY = 18;
    context.fillStyle = '#ffffff';
    context.fillRect(x, y, width, height);
    context.restore();
    context.drawImage(page, x, y, width, height);
  });

  const encode = (width, type, quality) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = Math.round((width * 5) / 8);
    const scaled = canvas.getContext('2d');
    scaled.imageSmoothingQuality = 'high';
    scaled.drawImage(stage, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL(type, quality).split(',')[1];
  };
  return {
    pages: pdf.numPages,
    webp: widths.map((width) => encode(width, 'image/webp', 0.82)),
    jpeg: encode(fallbackWidth, 'image/jpeg', 0.8),
  };
}

/** Renders the previews of `kits` ({ id, pdf: path, folder }) in one browser. */
export async function renderPreviews(kits) {
  // The system Chromium the browser tests use (installed with apt-get where it can be, else named).
  const executablePath = ensureChromium();
  if (!executablePath) throw new Error('The product images are rendered in Chromium, and none was found (see above).');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    await page.route('**/*', async (route) => {
      const { pathname } = new URL(route.request().url());
      if (SERVED[pathname]) {
        return route.fulfill({ contentType: 'text/javascript', body: await readFile(SERVED[pathname]) });
      }
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>previews</title>' });
    });
    await page.goto(`${ORIGIN}/`);
    for (const kit of kits) {
      const pdfBase64 = (await readFile(kit.pdf)).toString('base64');
      const images = await page.evaluate(drawPreview, {
        pdfBase64,
        widths: PREVIEW_WIDTHS,
        fallbackWidth: FALLBACK_WIDTH,
      });
      await mkdir(kit.folder, { recursive: true });
      await Promise.all([
        ...PREVIEW_WIDTHS.map((width, index) =>
          writeFile(`${kit.folder}/preview-${width}.webp`, Buffer.from(images.webp[index], 'base64')),
        ),
        writeFile(`${kit.folder}/preview-${FALLBACK_WIDTH}.jpg`, Buffer.from(images.jpeg, 'base64')),
      ]);
    }
  } finally {
    await browser.close();
  }
}
