/**
 * Builds the kits' PDF guides the download tests read (skipped when up to date), so that a fresh
 * clone's `npm test` needs no earlier build. No browser: the product images are not needed here.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export function buildGuidePdfs() {
  execFileSync('npm', ['run', 'deliverables', '--silent', '--', '--pdf-only'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: 'inherit',
  });
}
