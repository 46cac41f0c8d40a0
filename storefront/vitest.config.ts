import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The unit tests run in Node: `@profit/contract` resolves to its TypeScript sources through the
 * `source` condition, also when Node itself loads it as an external dependency (a clean clone has
 * no built `dist/`), as in the design system's configuration.
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
