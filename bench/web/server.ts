import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onCleanup } from '../support/cleanup.js';
import { startChild } from '../support/processes.js';
import { chromium } from 'playwright-core';

/**
 * The real API in production mode serving one web build, with the demo data on embedded PGlite in
 * a fresh temporary folder (removed at clean-up). `env`: extra settings of this API
 * (e.g. FIRST_PAINT=false). Resolves to its base URL.
 */
export async function startWebServer({ dist, env = {} }: { dist: string; env?: Record<string, string> }): Promise<string> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist}: no index.html (build the web first)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-lh-'));
  onCleanup(`remove ${dataDir}`, () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const server = await startChild(
    `API for ${dist}`,
    'apps/api/src/main.ts',
    {
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      WEB_DIST: dist,
      ...env,
    },
    /local (http:\/\/127\.0\.0\.1:\d+)/,
    // A machine shared with other runs may take longer to start it (BENCH_WEB_START_MS).
    { timeoutMs: Number(process.env.BENCH_WEB_START_MS) || 240_000 },
  );
  onCleanup(`stop the API for ${dist}`, () => server.stop());
  return server.url;
}

/** The landing page and the first open lot the site map lists (or LH_PAGES, a comma list of paths). */
export async function pagesOf(base: string): Promise<string[]> {
  if (process.env.LH_PAGES) return process.env.LH_PAGES.split(',').map((p) => p.trim());
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const lot = /<loc>[^<]*?(\/product\/view\/\d+)<\/loc>/.exec(xml)?.[1];
  if (!lot) throw new Error('no open lot in /sitemap.xml (is the demo data seeded?)');
  return ['/', '/search', lot];
}

/** The phone every bench/web tool loads pages as (Lighthouse's mobile preset's screen). */
export const phoneContext = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };

/** Chromium (CHROME_PATH, default Debian's), closed at clean-up (and may be closed earlier). */
export async function launchChromium() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  onCleanup('close Chromium', () => browser.close());
  return browser;
}

/**
 * A phone as the diagnoses load pages on it: Chromium at 412 × 823 (touch, 1.75 × pixels) with
 * Lighthouse's 4 × CPU slowdown.
 */
export async function openSlowPhone() {
  const browser = await launchChromium();
  const context = await browser.newContext(phoneContext);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { browser, page, cdp };
}
