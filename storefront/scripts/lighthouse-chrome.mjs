// What both Lighthouse scripts share: the Chromium they audit with (the machine's own, CHROME_PATH
// or Debian's, headless, kept from calling out) and how they read their options.
import * as chromeLauncher from 'chrome-launcher';

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
