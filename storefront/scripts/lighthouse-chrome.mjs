// What both Lighthouse scripts share: the Chromium they audit with (the machine's own, CHROME_PATH
// or Debian's, headless, kept from calling out) and how they read their options.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const launchChrome = () =>
  chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });

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
 * `--cpu-slowdown N`: the CPU slowdown to simulate instead of the preset's 4x. Lighthouse's
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
