import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Storybook of the design system: every token, primitive and screen, each state a story. */
const config: StorybookConfig = {
  stories: ['../design-system/src/**/*.mdx', '../design-system/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: path.resolve(dirname, '../design-system/vite.config.ts') } },
  },
  staticDirs: ['../design-system/public'],
  core: { disableTelemetry: true },
  /**
   * Storybook's own runtime and axe make the preview's largest chunk about 1.2 MB: expected for
   * a design-system site, so the size warning is raised; the bundler's plugin timing notice
   * (printed on a busy machine) says nothing about our code.
   */
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      build: { chunkSizeWarningLimit: 1600, rolldownOptions: { checks: { bundlerTimings: false } } },
    }),
};

export default config;
