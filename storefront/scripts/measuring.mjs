// What the measurement scripts (Lighthouse, its comparison, the first press) share: the Chromium they
// drive (the machine's own, CHROME_PATH or Debian's, kept from calling out), how they read their
// options, and how they sum up runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Root needs no sandbox; the rest keeps Chromium from calling out. */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A headless Chromium for Lighthouse (Playwright's scripts pass `CHROME_PATH` and `CHROME_ARGS` to its own launch). */
export const launchChrome = () =>
  chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', ...CHROME_ARGS] });

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

export const ms = (value) => `${Math.round(value).toLocaleString('en-IN')} ms`;

/** The value after `--name` on the command line, or `fallback`. */
export const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};

/** `--runs N`: a whole number of runs, 1 or more. */
export function runsOption(fallback) {
  const runs = Number(option('--runs', String(fallback)));
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more.');
  return runs;
}

/** The mobile preset's CPU slowdown, Lighthouse's default. */
export const PRESET_CPU_SLOWDOWN = 4;

/**
 * `--cpu-slowdown N`: the CPU slowdown to simulate instead of the preset's 4x (Lighthouse's, or
 * Chromium's own throttling in a script that drives it). Lighthouse's
 * throttling guide calibrates 4x for a host whose benchmarkIndex is 1500–2000 and advises a higher
 * multiplier on a faster host, so a fast machine can audit the phone the preset means (about
 * 4 x benchmarkIndex / 1750). Returns the flags to pass to `lighthouse()`.
 */
export function cpuSlowdownOption() {
  const multiplier = Number(option('--cpu-slowdown', String(PRESET_CPU_SLOWDOWN)));
  if (!(multiplier >= 1)) throw new Error('--cpu-slowdown takes a multiplier, 1 or more.');
  return { multiplier, flags: { throttling: { cpuSlowdownMultiplier: multiplier } } };
}

/** Runs that fail to record a trace (Lighthouse's NO_NAVSTART, now and then) are audited again, this many times. */
const RETRIES = 2;

/**
 * One Lighthouse audit of `url` in `chrome` with `flags`, its report (`lhr`). A run Lighthouse
 * could not record is retried, saying so; a page that fails every time stops the measurement.
 */
export async function audit(chrome, url, flags) {
  for (let attempt = 0; ; attempt++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, logLevel: 'error', ...flags });
    if (!lhr.runtimeError) return lhr;
    const failure = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === RETRIES) throw new Error(failure);
    console.error(`(run again: ${failure})`);
  }
}
