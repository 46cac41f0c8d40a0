// @ts-check
/**
 * What every area's mutation run shares (docs/testing.md, "Test strength"). Stryker runs from the
 * area's workspace (`scripts/mutation.mjs` sets the working directory), so its sandbox copies that
 * workspace only, and the paths below are relative to it.
 *
 * @param {string} name the area, which names its report and incremental file
 * @param {{ mutate: string[], tests?: string, vitestConfig: string }} options
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function area(name, { mutate, tests, vitestConfig }) {
  // The unit tests of the area alone (design-system/vitest.unit.config.ts reads this; Stryker's test
  // runners inherit it): a mutant of code run at import (an endpoint's definition, a slice) runs every
  // test there is, so the whole unit suite would multiply the run's time. Not Vitest's related mode
  // nor Stryker's `testFiles`: with either, such a mutant ran no test at all and survived.
  if (tests) process.env.UNIT_TEST_INCLUDE = tests;
  return {
    packageManager: 'npm',
    plugins: ['@stryker-mutator/vitest-runner'],
    testRunner: 'vitest',
    // The unit tests only (Node, no browser): a story test per mutant would take hours.
    vitest: { configFile: vitestConfig, related: false },
    mutate,
    // Each mutant runs only the tests that reached its code.
    coverageAnalysis: 'perTest',
    // Two cores shared with the rest of CI.
    concurrency: 2,
    // A loaded machine is slow, not broken: a mutant times out only well past its dry run's time.
    timeoutMS: 20_000,
    timeoutFactor: 3,
    // The floor: a kill rate under `break` fails the run (and `npm test`).
    thresholds: { high: 90, low: 80, break: 80 },
    // Re-tests only the mutants whose code or covering tests changed since the committed results.
    incremental: true,
    incrementalFile: `../reports/mutation/${name}.incremental.json`,
    reporters: ['clear-text', 'html', 'json', 'progress-append-only'],
    htmlReporter: { fileName: `../reports/mutation/${name}.html` },
    jsonReporter: { fileName: `../reports/mutation/${name}.json` },
    clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
    tempDirName: '.stryker-tmp',
    ignorePatterns: ['storybook-static', 'dist', 'public'],
  };
}
