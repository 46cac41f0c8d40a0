#!/usr/bin/env node
// The speed budget of the home route: the JavaScript a first visit to / downloads before the page
// can run (the entry chunk and every chunk it imports statically), gzip-compressed, read from
// Vite's manifest of the production build. Each lazily loaded route's own chunks are reported.
// Usage: size-budget.mjs [dist] [--why]   (--why lists the largest sources of the initial chunks)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readManifest, staticClosure } from './vite-manifest.mjs';

/**
 * Home route initial JavaScript, gzip: the budget. What keeps it: the first chunk carries
 * no zod (the API's response schemas load with the first answer, `lazySchema`; error bodies and
 * `/api/config` are checked by zod-free guards of the contract), the cart panel, the menu drawer
 * and the Added to Cart overlay load when first opened (`LoadOnOpen`), and every module the entry
 * needs goes into one chunk (vite.config.ts). React 19, the router, Redux Toolkit and
 * styled-components alone are about 119 KB of it.
 */
export const HOME_BUDGET_BYTES = 150 * 1024;

const args = process.argv.slice(2);
const dist = args.find((arg) => !arg.startsWith('--')) ?? 'dist';
const { manifest, entryKey } = readManifest(dist);
const gzipOf = new Map();
const gzipped = (file) => {
  if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipOf.get(file);
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const initial = staticClosure(manifest, entryKey);
const initialBytes = [...initial].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipped(file), 0);

console.log(`Home route initial JavaScript (gzip): ${kb(initialBytes)}; budget ${kb(HOME_BUDGET_BYTES)}`);
for (const file of [...initial].sort((a, b) => gzipped(b) - gzipped(a)))
  console.log(`  ${kb(gzipped(file)).padStart(9)}  ${file}`);

console.log('\nLazy chunks (gzip, what each adds on top of the initial JavaScript):');
const lazy = [];
const visited = new Set();
const walkDynamic = (key) => {
  for (const dynamic of manifest[key]?.dynamicImports ?? []) {
    if (visited.has(dynamic)) continue;
    visited.add(dynamic);
    const extra = [...staticClosure(manifest, dynamic)].filter((file) => file.endsWith('.js') && !initial.has(file));
    lazy.push({ name: manifest[dynamic].name ?? dynamic, bytes: extra.reduce((sum, file) => sum + gzipped(file), 0) });
    walkDynamic(dynamic);
  }
};
walkDynamic(entryKey);
for (const { name, bytes } of lazy.sort((a, b) => b.bytes - a.bytes))
  console.log(`  ${kb(bytes).padStart(9)}  ${name}`);

if (args.includes('--why')) {
  console.log('\nLargest sources in the initial chunks (unminified characters, from the source maps):');
  const bySource = new Map();
  for (const file of initial) {
    if (!file.endsWith('.js')) continue;
    if (!existsSync(join(dist, `${file}.map`))) continue;
    const map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
    map.sources.forEach((source, index) => {
      const name = source.includes('node_modules/')
        ? source.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
        : source
            .replace(/^(\.\.\/)+/, '')
            .split('/')
            .slice(0, 4)
            .join('/');
      bySource.set(name, (bySource.get(name) ?? 0) + (map.sourcesContent?.[index]?.length ?? 0));
    });
  }
  for (const [name, size] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`  ${kb(size).padStart(9)}  ${name}`);
}

if (initialBytes > HOME_BUDGET_BYTES) {
  console.error(
    `\nOver budget by ${kb(initialBytes - HOME_BUDGET_BYTES)}: the home route must stay within ${kb(HOME_BUDGET_BYTES)}.`,
  );
  process.exit(1);
}
