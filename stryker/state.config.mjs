// @ts-check
import { area } from './area.mjs';

/** The design system's Redux slices, thunks and store, under the unit project's tests. */
export default area('state', {
  mutate: ['src/state/**/*.{ts,tsx}', '!src/state/**/*.test.{ts,tsx}'],
  tests: 'src/state/**/*.test.{ts,tsx}',
  vitestConfig: 'vitest.unit.config.ts',
});
