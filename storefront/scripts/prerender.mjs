#!/usr/bin/env node
// After `vite build`: every public page (the route table's, each product and each documentation
// article: `prerenderedPaths` in src/routes/siteRoutes.ts) rendered to HTML at build time, so the
// shopper sees the page (and Lighthouse its first and largest paints) before the JavaScript has
// arrived, and a crawler or link preview that runs no script reads the page's own title,
// description and structured data; the app then hydrates it. Builds the server-side entry
// (src/prerender/renderPage.tsx) with the app's own Vite configuration, renders each page for the
// two modes the served build runs in (demo and live differ in the mode label and the sign-in),
// and writes dist/prerendered/<mode>/<page>.html plus dist/prerendered/pages.json, which the
// backend reads at start (backend/src/storefront-hosting).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { appStartOf, readManifest, staticClosure } from './vite-manifest.mjs';

const here = fileURLToPath(new URL('..', import.meta.url));
const dist = join(here, 'dist');
const serverOut = join(here, 'dist-prerender');

const MODES = ['demo', 'live'];

/**
 * Canonical and social addresses need the shop's public origin, known only when it runs: the
 * pages carry this one, which the server replaces with its own (SITE_URL) when it reads them.
 */
const ORIGIN_PLACEHOLDER = 'https://prerender.origin.invalid';

const fileOf = (path) => (path === '/' ? 'index.html' : `${path.slice(1).replace(/\//g, '-')}.html`);

/** `<` escaped, so the data can never close its element. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * React 19 writes a page's `<title>`, `<meta>` and `<link>` (PageMeta) at the start of the markup;
 * they belong in `<head>`, where the browser's render of the same page puts (and finds) them.
 */
function splitHoisted(html) {
  const hoisted = [];
  let rest = html;
  for (;;) {
    const match = /^(<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/.exec(rest);
    if (!match) break;
    hoisted.push(match[1]);
    rest = rest.slice(match[1].length);
  }
  return { head: hoisted.join(''), body: rest };
}

/**
 * The chunks the app needs to take the page over, from Vite's manifest: the app's own, its
 * screen's and its mode's services' (the last two loaded on demand inside it). The page fetches
 * them once it has loaded (src/boot/prefetch.ts), so they never compete with its first paint.
 */
function chunksOf({ manifest, entryKey }, page, mode) {
  const app = staticClosure(manifest, appStartOf(manifest, entryKey));
  const onDemand = Object.keys(manifest)
    .filter((key) => app.has(manifest[key].file))
    .flatMap((key) => manifest[key].dynamicImports ?? []);
  const seen = new Set(app);
  // Every page but the home page is its own chunk: its screen's folder carries the page's name.
  const screen = page === 'HomePage' ? undefined : `/${page}/index.ts`;
  for (const source of [screen, `src/app/${mode}Services.tsx`].filter(Boolean)) {
    const key = onDemand.find((dynamic) => dynamic.endsWith(source));
    if (!key) throw new Error(`The app imports no chunk for ${source}.`);
    staticClosure(manifest, key, seen);
  }
  const firstScript = staticClosure(manifest, entryKey);
  return { app, chunks: [...seen].filter((file) => file.endsWith('.js') && !firstScript.has(file)) };
}

process.env.VITE_SITE_URL = ORIGIN_PLACEHOLDER;
await build({
  root: here,
  configFile: join(here, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
  // styled-components' Node entry is CommonJS; bundled, its default export is what the app imports.
  ssr: { noExternal: ['styled-components'] },
  build: {
    ssr: join(here, 'src/prerender/renderPage.tsx'),
    outDir: serverOut,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    copyPublicDir: false,
  },
});

try {
  const { renderPage, PRERENDERED_PATHS, PRERENDERED_PRODUCTS, prerenderedIdentity, pageAt } = await import(
    pathToFileURL(join(serverOut, 'renderPage.js')).href
  );
  const shell = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = readManifest(dist);
  const pages = {};
  for (const mode of MODES) {
    mkdirSync(join(dist, 'prerendered', mode), { recursive: true });
    pages[mode] = {};
    for (const path of PRERENDERED_PATHS) {
      const { html, earlyPanels, styles } = await renderPage(path, mode);
      const { head, body } = splitHoisted(html);
      if (/<!--\$[!?]-->/.test(body))
        throw new Error(`${path} (${mode}) suspended while prerendering: a screen is missing from preloadPage.`);
      if (!head.includes('<title>')) throw new Error(`${path} (${mode}) has no <title>.`);
      const { app, chunks } = chunksOf(manifest, pageAt(path), mode);
      const data = `<script type="application/json" id="prerendered-page">${scriptJson({
        mode,
        chunks: chunks.map((file) => `/${file}`),
      })}</script>`;
      // Markup the page shows only when asked (a <template> is not rendered), outside the app's #root.
      const templates = Object.entries(earlyPanels)
        .map(([panel, markup]) => `<template data-early-panel="${panel}">${markup}</template>`)
        .join('');
      const page = shell
        .replace(/<link rel="modulepreload" crossorigin href="\/([^"]+)">\s*/g, (link, file) =>
          app.has(file) ? '' : link,
        )
        .replace(/<title>[^<]*<\/title>\s*/, '')
        .replace(/<meta name="description"[^>]*>\s*/, '')
        .replace('</head>', `${head}${styles}</head>`)
        .replace('<div id="root"></div>', `<div id="root">${body}</div>${templates}${data}`);
      if (!page.includes(body)) throw new Error('dist/index.html has no empty <div id="root"></div>.');
      const file = join(mode, fileOf(path));
      writeFileSync(join(dist, 'prerendered', file), page);
      pages[mode][path] = file;
    }
  }
  const sizes = Object.values(pages.demo).map((file) => readFileSync(join(dist, 'prerendered', file)).length);
  console.log(
    `prerendered ${sizes.length} pages in ${MODES.length} modes: ${(Math.min(...sizes) / 1024).toFixed(1)}–${(Math.max(...sizes) / 1024).toFixed(1)} KB each`,
  );
  writeFileSync(
    join(dist, 'prerendered', 'pages.json'),
    `${JSON.stringify(
      {
        originPlaceholder: ORIGIN_PLACEHOLDER,
        products: PRERENDERED_PRODUCTS,
        // The seller the pages show, as placeholders the server fills in (contract, prerenderedIdentity.ts).
        identities: Object.fromEntries(MODES.map((mode) => [mode, prerenderedIdentity(mode)])),
        pages,
      },
      null,
      2,
    )}\n`,
  );
} finally {
  rmSync(serverOut, { recursive: true, force: true });
}
