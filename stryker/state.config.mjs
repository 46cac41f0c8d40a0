// @ts-check
import { area } from './area.mjs';

/** The design system's Redux slices, thunks and store, under the unit project's tests. */
export default area('state', {
  mutate: ['src/state/**/*.{ts,tsx}', '!src/state/**/*.test.ts'],
  testFiles: ['src/state/**/*.test.ts', 'src/flows/**/*.test.tsx'],
  vitestConfig: 'vitest.unit.config.ts',
});
