import { defineConfig } from 'vitest/config';

export default defineConfig({
  // A mutation run narrows the tests to its area's (`stryker/area.mjs`).
  test: { include: [process.env.UNIT_TEST_INCLUDE ?? 'src/**/*.test.ts'], environment: 'node' },
});
