// Finds the system Chromium that browser tests drive (never a downloaded one). Where none is
// found and apt-get can run as root, installs Debian's `chromium`; otherwise says what is missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function findChromium() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
    return null;
  }
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

function canInstallWithApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

/** The path of a usable Chromium, or null after printing exactly what is missing. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROME_PATH) return null;
  if (canInstallWithApt()) {
    console.log('No Chromium found for the browser tests: installing Debian\'s "chromium" package with apt-get…');
    try {
      const quiet = {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      };
      execFileSync('apt-get', ['update', '-qq'], quiet);
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], quiet);
    } catch {
      console.error('apt-get could not install chromium.');
    }
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    [
      'The browser tests need Chromium and none was found.',
      `Looked for: ${CANDIDATES.join(', ')} (or the file named by CHROME_PATH).`,
      'Install it with `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROME_PATH to a Chromium or Chrome binary.',
    ].join('\n'),
  );
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = ensureChromium();
  if (!path) process.exit(1);
  console.log(path);
}
