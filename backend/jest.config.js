/**
 * Jest in native ESM mode (NestJS 12 is ESM-only): SWC compiles TypeScript with decorator
 * metadata, `.js` suffixes of relative imports are stripped, and the contract is read from source.
 * @type {import('jest').Config}
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      keepClassNames: true,
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e.ts', '**/*.property.ts'],
  moduleNameMapper: {
    '^@profit/contract$': '<rootDir>/../contract/src/index.ts',
    '^@profit/contract/scenario$': '<rootDir>/../contract/src/scenario/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: { '^.+\\.(t|j)s$': swc },
  // cookie 2 (light-my-request) and content-disposition 1 (@fastify/static) are ESM-only.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition)/)'],
  // A backstop against hangs, not a speed budget: a loaded 2-core machine is slow, not broken.
  testTimeout: 180_000,
  globalSetup: '<rootDir>/test/support/postgres.global.mjs',
  globalTeardown: '<rootDir>/test/support/postgres.teardown.mjs',
  injectGlobals: true,
};
