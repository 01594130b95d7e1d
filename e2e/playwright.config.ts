import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '..');
/**
 * Three servers, each on its own fresh data folder (E2E_PORT, default 4173; E2E_PORT + 100;
 * E2E_PORT + 200), one project on each with one worker, two workers in all: no journey ever
 * shares a server — or its site-wide flags, accounts and outbox — with a journey running at the
 * same time, and whichever worker is free takes the next file of a project not running.
 * - `desktop` (1280 px, the first server): the files not in `secondServer`;
 * - `desktop-2` (1280 px, the third server): the files in `secondServer`;
 * - `mobile` (375 px, the second server): only the journeys tagged `@phone`, the ones whose width
 *   can break them (docs/decisions.md, "testing").
 * Every journey runs at 1280 px once; `@phone` ones at 375 px too.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const servers = { desktop: port, mobile: port + 100, desktop2: port + 200 };
const baseURL = (p: number) => `http://127.0.0.1:${p}`;
/** A fresh database for every run, removed before the server starts (e2e/support/server.ts finds it by port). */
const dataDir = (p: number) => path.join(os.tmpdir(), `gavel-e2e-${p}`);
/** Screenshot journeys (@screens) run only on demand: `npm run screenshots -w @gavel/e2e`. */
const screens = !!process.env.GAVEL_SCREENS;
/**
 * The files whose journeys run at 1280 px on the third server (project `desktop-2`), beside the
 * first server's: the two desktop projects take about as long, so neither waits for the other
 * at the end.
 */
const secondServer = [
  'access-invitation',
  'access-password',
  'access-register',
  'access-seller',
  'buyer-home',
  'console-accounts',
  'console-manifest',
  'console-sales',
  'invoice-pdf',
  'lot-bidding',
  'lot-line-item',
  'maintenance',
  'newsletter',
  'reports',
  'saved-search',
  'seller-marketplace',
  'transactions',
  'wire-money',
].map((name) => `tests/${name}.spec.ts`);
const desktopUse = (p: number) => ({ baseURL: baseURL(p), browserName: 'chromium' as const, viewport: { width: 1280, height: 800 } });
const mobileUse = (p: number) => ({ baseURL: baseURL(p), browserName: 'chromium' as const, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/**
 * The API runs as in production: compiled by its own build script (apps/api/scripts/build.mjs)
 * and started with plain node, no TypeScript loader — built afresh by each server, into its own
 * folder (apps/api/.e2e-build/<port>/dist, git-ignored as dist/), so the journeys always test the
 * current sources and two servers never overwrite one build. prepare-data (migrations, demo seed,
 * e2e accounts) still runs from the sources.
 */
const apiBuild = (p: number) => path.join(repoRoot, 'apps', 'api', '.e2e-build', String(p), 'dist');
const webServer = (p: number) => ({
  command: [
    `rm -rf "${dataDir(p)}"`,
    `node apps/api/scripts/build.mjs --outdir "${apiBuild(p)}"`,
    'npx tsx e2e/support/prepare-data.ts',
    `node --enable-source-maps "${path.join(apiBuild(p), 'main.js')}"`,
  ].join(' && '),
  cwd: repoRoot,
  url: `${baseURL(p)}/healthz`,
  reuseExistingServer: false,
  // Build, prepare and start: past 180 s on a machine shared by many runs (seen twice); bounds a hang only.
  timeout: 420_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: {
    DATA_DIR: dataDir(p),
    PORT: String(p),
    HOST: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // Each journey reloads pages many times from one address.
    RATE_LIMIT_PER_MINUTE: '10000',
  },
});

export default defineConfig({
  testDir: '.',
  testMatch: ['tests/**/*.spec.ts', 'screenshots.spec.ts'],
  grepInvert: screens ? undefined : /@screens/,
  forbidOnly: true,
  // One retry in CI; a journey that passes only on the retry is listed as flaky in the summary.
  retries: process.env.CI ? 1 : 0,
  // Two workers (two cores), each project one at a time on its own server.
  workers: 2,
  fullyParallel: false,
  // Room for a slow machine: under the CI's parallel lanes on a machine 2.5 × slower than usual (unit
  // tests 33 s cold instead of 13 s), a step took about a second and a 60-step journey passed 60 s;
  // a console section's first load passed 10 s. Timeouts bound a hang; they assert no speed.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  // Per port, so two runs (E2E_PORT) never clear each other's traces.
  outputDir: path.join(repoRoot, 'test-results', `e2e-${port}`),
  use: {
    locale: 'en-US',
    timezoneId: 'America/New_York',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: screens
    ? [
        // Screenshots: every @screens journey at both widths.
        { name: 'desktop', workers: 1, use: desktopUse(servers.desktop) },
        { name: 'mobile', workers: 1, use: mobileUse(servers.mobile) },
      ]
    : [
        { name: 'desktop', workers: 1, testIgnore: secondServer, use: desktopUse(servers.desktop) },
        { name: 'desktop-2', workers: 1, testMatch: secondServer, use: desktopUse(servers.desktop2) },
        { name: 'mobile', workers: 1, grep: /@phone/, use: mobileUse(servers.mobile) },
      ],
  webServer: screens ? [webServer(servers.desktop), webServer(servers.mobile)] : [webServer(servers.desktop), webServer(servers.mobile), webServer(servers.desktop2)],
});
