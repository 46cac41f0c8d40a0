// @ts-check
import { area } from './area.mjs';

/** The contract's pure rules (prices, GST, order states, search…), mutated under their Vitest tests. */
export default area('rules', {
  mutate: ['src/rules/**/*.ts', '!src/rules/**/*.test.ts'],
  tests: 'src/rules/**/*.test.ts',
  vitestConfig: 'vitest.config.ts',
});
