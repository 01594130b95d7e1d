// Mutation testing of the money and bidding rules: `npm run test:mutation`, and a step of `npm test`.
// Only the pure modules issue 38 names are mutated (`mutated`, below), and each mutant runs only the
// unit tests that cover it (vitest.mutation.config.ts lists them; perTest coverage picks per mutant).
// scripts/test-mutation.mjs runs it and gates the score per file (≥ 90 %).
//
// Incremental: `stryker-incremental.json` (committed, paths relative to the repository root) holds the
// last run's result per mutant and test. A run retests only the mutants whose code or covering tests
// changed since, so with nothing changed a run is the initial test run alone (≈ 15 s of CPU).
// Refresh it after changing a mutated file or its tests: `npm run test:mutation`, then commit it.

/** The files mutated, and gated at 90 % each (scripts/test-mutation.mjs checks each is in the report). */
export const mutated = [
  'packages/contract/src/rules/money.ts',
  'packages/contract/src/rules/card-fee.ts',
  'apps/api/src/modules/orders/invoice-math.ts',
  'apps/api/src/platform/payments/sandbox-provider.ts',
  'apps/api/src/modules/manifest-import/manifest-sheet.ts',
  'apps/api/src/modules/bidding/bid-validation.ts',
  'apps/api/src/modules/bidding/bid-engine.ts',
  'apps/api/src/modules/bidding/increments.ts',
  'apps/api/src/modules/bidding/soft-close.ts',
  'apps/api/src/modules/bidding/money.ts',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  coverageAnalysis: 'perTest',
  // Static mutants (module-level constants) would rerun every test with fresh modules: 63 % of the time for 12 % of the mutants.
  ignoreStatic: true,
  mutate: mutated,
  // The sandbox gets only what the mutation tests load: the contract and the API's sources (not the web
  // app, the journeys, the API tier's tests, docs or scripts), so copying it takes a moment.
  ignorePatterns: [
    '/*',
    '!/package.json',
    '!/tsconfig.base.json',
    '!/vitest.mutation.config.ts',
    '!/packages',
    '!/apps',
    '/apps/*',
    '!/apps/api',
    '/apps/api/test',
    '**/dist',
  ],
  reporters: ['json', 'clear-text', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowEmojis: false, logTests: false, reportMutants: true, reportScoreTable: true },
  incremental: true,
  incrementalFile: 'stryker-incremental.json',
  // One runner per core; each mutant's run is a few hundred ms of test code, so more would only queue.
  concurrency: 2,
  timeoutMS: 3_000,
  // The initial test run imports every test file afresh: on a loaded machine it took over 5 minutes (the default).
  dryRunTimeoutMinutes: 20,
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: 'reports/mutation/.stryker-tmp',
  cleanTempDir: 'always',
};
