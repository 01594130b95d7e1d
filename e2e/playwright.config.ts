import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
/** A fresh database for every run, removed before the server starts. */
const dataDir = path.join(os.tmpdir(), `gavel-e2e-${port}`);
/** Screenshot journeys (@screens) run only on demand: `npm run screenshots -w @gavel/e2e`. */
const screens = !!process.env.GAVEL_SCREENS;

export default defineConfig({
  testDir: '.',
  testMatch: ['tests/**/*.spec.ts', 'screenshots.spec.ts'],
  grepInvert: screens ? undefined : /@screens/,
  forbidOnly: true,
  retries: 0,
  // One worker: the server shares the machine's two cores, and the maintenance
  // journey switches a site-wide flag that would disturb parallel tests.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Per port, so two runs (E2E_PORT) never clear each other's traces.
  outputDir: path.join(repoRoot, 'test-results', `e2e-${port}`),
  use: {
    baseURL,
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
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && npx tsx e2e/support/prepare-data.ts && npx tsx apps/api/src/main.ts`,
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Each journey reloads pages many times from one address.
      RATE_LIMIT_PER_MINUTE: '10000',
    },
  },
});
