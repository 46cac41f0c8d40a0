import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { unitTest } from './vitest.unit.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** One headless Chromium, the machine's own: Playwright never downloads a browser here. */
const browser = {
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
};

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.resolve(dirname, '../.storybook') })],
          // 30 s: the first story of a file also pays for the browser's warm-up on a busy 2-core machine.
          test: { name: 'stories', browser, isolate: false, testTimeout: 30_000 },
        },
        { extends: true, test: unitTest },
      ],
    },
  }),
);
