import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The unit project (Node, no browser): `vitest.config.ts` runs it beside the stories, and the
 * mutation runs (`stryker/`) use this file alone, so no story is started per mutant. A test that
 * renders a hook names its own DOM (`// @vitest-environment happy-dom`).
 */
export const unitTest = {
  name: 'unit',
  // A mutation run narrows them to its area's tests (`stryker/area.mjs`).
  include: [process.env.UNIT_TEST_INCLUDE ?? 'src/**/*.test.{ts,tsx}'],
  environment: 'node',
} satisfies TestProjectInlineConfiguration['test'];

export default mergeConfig(viteConfig, defineConfig({ test: unitTest }));
