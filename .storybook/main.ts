import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

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
};

export default config;
