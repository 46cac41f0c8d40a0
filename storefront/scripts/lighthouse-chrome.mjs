// The Chromium both Lighthouse scripts audit with: the machine's own (CHROME_PATH or Debian's),
// headless, kept from calling out.
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
