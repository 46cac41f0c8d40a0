// Decides whether a build output is missing or older than the sources it is built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', 'dist-mock', 'storybook-static', 'screenshots', 'test-results', 'data']);

/** The newest modification time of any file under the given paths (folders walked, build folders skipped). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (!SKIP.has(entry)) visit(join(path, entry));
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  paths.forEach(visit);
  return newest;
}

/** Why `output` must be (re)built from `sources`, or null when it is up to date. */
export function staleReason(output, sources) {
  if (!existsSync(output)) return 'not built yet';
  return newestMtime(sources) > statSync(output).mtimeMs ? 'sources changed since the last build' : null;
}
