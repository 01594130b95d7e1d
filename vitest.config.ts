import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Two test projects (docs/ARCHITECTURE.md, "three test tiers"; Playwright is the third):
 *
 * - `unit`: pure tests beside the code (`src/**\/*.test.ts(x)`), no database, no network.
 *   Runs in Node. A web test that needs a DOM opts in with the docblock
 *   `// @vitest-environment jsdom` as its first line (Vitest 4 has no per-glob environments,
 *   and `npm run test:unit` selects exactly one project).
 * - `api`: route and integration tests against a real database (`apps/api/test/**`, and
 *   `*.api.test.ts` beside the code). TEST_DB=pglite (default, in-memory PGlite per file)
 *   or TEST_DB=postgres (a fresh database per file on 127.0.0.1:5432). The two-process
 *   test (two API processes + Redis + PostgreSQL) is only included in the postgres pass.
 */
const testDb = process.env.TEST_DB ?? 'pglite';
if (testDb !== 'pglite' && testDb !== 'postgres') {
  throw new Error(`TEST_DB must be "pglite" or "postgres", got "${testDb}"`);
}
const postgresOnly = ['apps/api/test/two-process.test.ts', 'apps/api/test/closing-two-process.test.ts', 'apps/api/test/security/closing-locks.pg.test.ts', 'apps/api/test/security/redis-namespace.pg.test.ts', 'apps/api/test/notifications/ending-soon-two-process.test.ts', 'apps/api/test/transactions/concurrency.pg.test.ts', 'apps/api/src/modules/bidding/bid-store.two-process.api.test.ts'];

export default defineConfig({
  test: {
    passWithNoTests: false,
    projects: [
      {
        // The web app's alias (apps/web/vite.config.ts), so its modules resolve under test too.
        resolve: { alias: { '@locales': path.resolve(import.meta.dirname, 'packages/contract/src/locales') } },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'eslint-rules/**/*.test.js', 'scripts/**/*.test.mjs'],
          exclude: ['**/node_modules/**', '**/dist/**', '**/*.api.test.ts'],
          testTimeout: 10_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/**/*.test.ts', 'apps/api/src/**/*.api.test.ts'],
          exclude: ['**/node_modules/**', ...(testDb === 'postgres' ? [] : postgresOnly)],
          env: { TEST_DB: testDb, NODE_ENV: 'test' },
          // PGlite pass: one migrated database dumped once; each file starts from the dump.
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Each file starts one server on its own database (PGlite ~3 s to create, CPU-bound).
          // Two cores: at most two files at a time.
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 30_000,
          // CI gets one retry: a test that fails twice fails the run; one that passes on the retry
          // is reported as flaky by scripts/test-all.mjs so it is seen and mended, not hidden.
          retry: process.env.CI ? 1 : 0,
          hookTimeout: 120_000,
          teardownTimeout: 30_000,
        },
      },
    ],
  },
});
