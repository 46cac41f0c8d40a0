#!/usr/bin/env node
/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of a
 * build, so that the server sends them as they are (`preCompressed` in @fastify/static) instead of
 * compressing the same bytes again on every request: the entry chunk alone took the single-threaded
 * server tens of milliseconds each time, and the requests of a first visit (fonts, images) queued
 * behind it. A copy no smaller than the file is not written.
 *
 * `node scripts/precompress.mjs [dir]` (default `dist`); run by `npm run build` and `build:mock`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|txt|xml|webmanifest)$/;
const root = process.argv[2] ?? 'dist';
/**
 * Folders whose files the server never sends as they are: Vite's bookkeeping, and the prerendered
 * pages, which it sends with its own origin written in (and compresses then).
 */
const NEVER_SENT_AS_FILES = new Set(['.vite', 'prerendered']);

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!NEVER_SENT_AS_FILES.has(entry.name)) yield* filesUnder(path);
    } else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

let files = 0;
let original = 0;
let brotli = 0;
for (const path of filesUnder(root)) {
  const bytes = readFileSync(path);
  if (bytes.length < 1024) continue;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  if (br.length < bytes.length) writeFileSync(`${path}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz);
  files++;
  original += statSync(path).size;
  brotli += Math.min(br.length, bytes.length);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `precompressed ${files} files of ${relative(process.cwd(), root) || '.'}: ${kb(original)} → ${kb(brotli)} (Brotli)`,
);
