import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The unit tests Stryker runs against each mutant (stryker.config.mjs): only the pure tests of the
 * mutated files, so a mutation run stays a few minutes on two cores. A test file added for one of
 * those files is listed here too. The fast-check property tests of the bid engine are left out: they take
 * ≈ 11 s a run where the rest take ≈ 1 s, and the example tests kill the same mutants.
 */
export const mutationTests = [
  'packages/contract/src/rules/money.test.ts',
  'packages/contract/src/rules/card-fee.test.ts',
  'apps/api/src/modules/orders/invoice-math.test.ts',
  'apps/api/src/platform/payments/*.test.ts',
  'apps/api/src/modules/manifest-import/manifest-sheet*.test.ts',
  'apps/api/src/modules/bidding/bid-validation.test.ts',
  'apps/api/src/modules/bidding/bid-engine.test.ts',
  'apps/api/src/modules/bidding/sealed.test.ts',
  'apps/api/src/modules/bidding/increments.test.ts',
  'apps/api/src/modules/bidding/soft-close.test.ts',
  'apps/api/src/modules/bidding/money.test.ts',
];

export default defineConfig({
  resolve: { alias: { '@locales': path.resolve(import.meta.dirname, 'packages/contract/src/locales') } },
  test: {
    name: 'mutation',
    environment: 'node',
    include: mutationTests,
    exclude: ['**/node_modules/**', '**/dist/**', '**/*.api.test.ts'],
    testTimeout: 10_000,
  },
});
