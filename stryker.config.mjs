// Mutation testing of the pure domain rules (src/domain). Run with `npm run mutation`.
// Not part of the CI test command: it is slow (every mutant re-runs the covering tests).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  packageManager: 'npm',
  plugins: ['@stryker-mutator/vitest-runner'],
  testRunner: 'vitest',
  vitest: {
    // Node-only domain tests; the main vite.config.ts also defines browser projects.
    configFile: 'tests/unit/domain/vitest.stryker.config.ts',
    related: false,
  },
  mutate: ['src/domain/**/*.ts', '!src/domain/index.ts'],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress'],
  thresholds: { high: 85, low: 70, break: null },
  concurrency: 1,
  timeoutMS: 10000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  ignorePatterns: [
    'dist',
    'dist-mock',
    'storybook-static',
    'playwright-report',
    'test-results',
    'reports',
    '.stryker-tmp',
  ],
};

export default config;
