// Mutation testing of the money and bidding rules (`npm run test:mutation`, a step of `npm test`).
// Only pure modules are mutated, and each mutant runs only the unit tests that cover it
// (vitest.mutation.config.ts, perTest coverage). scripts/test-mutation.mjs gates the score per file.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // Static mutants (module-level constants) would rerun every test with fresh modules: 63 % of the time for 12 % of the mutants.
  ignoreStatic: true,
  mutate: [
    'packages/contract/src/rules/*.ts',
    '!packages/contract/src/rules/*.test.ts',
    'apps/api/src/modules/orders/invoice-math.ts',
    'apps/api/src/platform/payments/sandbox-provider.ts',
    'apps/api/src/modules/manifest-import/manifest-sheet.ts',
    'apps/api/src/modules/bidding/bid-validation.ts',
    'apps/api/src/modules/bidding/bid-engine.ts',
    'apps/api/src/modules/bidding/increments.ts',
    'apps/api/src/modules/bidding/soft-close.ts',
    'apps/api/src/modules/bidding/money.ts',
  ],
  ignorePatterns: ['/data', '/.data-*', '/bench/results', '/test-results', '/playwright-report', '/reports', '/coverage', '**/dist'],
  reporters: ['json', 'clear-text', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  concurrency: 2,
  timeoutMS: 3_000,
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: 'reports/mutation/.stryker-tmp',
  cleanTempDir: 'always',
};
