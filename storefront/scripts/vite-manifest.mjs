// Reading Vite's manifest of a production build (dist/.vite/manifest.json): which chunk files a
// module needs before it runs. Shared by the size budget and the prerender's modulepreload links.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The manifest of the build in `dist`, and the key of its entry. */
export function readManifest(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error(`${dist}/.vite/manifest.json has no entry.`);
  return { manifest, entryKey };
}

/** The chunk files a manifest entry needs before it runs (itself and its static imports, recursively), added to `seen`. */
export function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The key of the app the first script starts (src/start.tsx and what it imports, one chunk named
 * `app` by vite.config.ts), which the entry imports on demand.
 */
export function appStartOf(manifest, entryKey) {
  const found = (manifest[entryKey]?.dynamicImports ?? []).find((key) => manifest[key]?.name === 'app');
  if (!found) throw new Error('The manifest has no app chunk imported by the entry (vite.config.ts names it `app`).');
  return found;
}
