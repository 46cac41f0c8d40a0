// @ts-check
import { area } from './area.mjs';

/** The RTK Query client of the backend (endpoints, session rule, error reading). */
export default area('api', {
  mutate: ['src/api/**/*.ts', '!src/api/**/*.test.ts'],
  tests: 'src/api/**/*.test.ts',
  vitestConfig: 'vitest.unit.config.ts',
});
