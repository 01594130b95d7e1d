/**
 * The landing page's initial JavaScript, as a browser downloads it.
 *
 *   npx tsx bench/web/landing-js.ts            (LANDING_URL, default http://127.0.0.1:4660/)
 *
 * Chromium opens the page with an empty cache, waits for the app's own landing screen (not the
 * API's first-paint copy) and then until no request has started for QUIET_MS (default 2000): on a
 * loaded machine Playwright's `networkidle` alone fired while the shell was still being parsed,
 * before the lazy chunks were even asked for (3 files counted instead of 20). Every
 * JavaScript file it requested counts, at its gzip size (the `.gz` copy the build wrote next
 * to it in WEB_DIST, else the body gzipped here at level 9, as the server would send it).
 * Prints each file and the total (aim ≤ 170 kB gzip), biggest first.
 * Knobs: LANDING_URL, WEB_DIST (the built folder the server serves; default apps/web/dist),
 * CHROME_PATH (/usr/bin/chromium), LANDING_WIDTH (1280), QUIET_MS (2000).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright';

const url = process.env.LANDING_URL || 'http://127.0.0.1:4660/';
const dist = path.resolve(process.env.WEB_DIST || path.join(import.meta.dirname, '../../apps/web/dist'));
const width = Number(process.env.LANDING_WIDTH) || 1280;
const quietMs = Number(process.env.QUIET_MS) || 2000;
/** The React app's landing screen (the API's first-paint copy has `.fp` around it). */
const ready = '#root > :not(.fp) [data-testid="landing-page"]';

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    const files = new Map<string, number>();
    const reading: Promise<void>[] = [];
    let lastRequest = Date.now();
    page.on('request', () => (lastRequest = Date.now()));
    page.on('response', (res) => {
      const u = new URL(res.url());
      if (!u.pathname.endsWith('.js')) return;
      const body = res
        .body()
        .then((body) => {
          const gz = path.join(dist, `${u.pathname}.gz`);
          files.set(u.pathname, fs.existsSync(gz) ? fs.statSync(gz).size : zlib.gzipSync(body, { level: 9 }).length);
        })
        .catch(() => undefined);
      reading.push(body);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector(ready, { timeout: 120_000 });
    while (Date.now() - lastRequest < quietMs) await new Promise((r) => setTimeout(r, quietMs - (Date.now() - lastRequest)));
    await Promise.all(reading);
    const rows = [...files].sort((a, b) => b[1] - a[1]);
    const total = rows.reduce((s, [, n]) => s + n, 0);
    for (const [file, n] of rows) console.log(`${(n / 1024).toFixed(1).padStart(7)} kB  ${file}`);
    console.log(`${(total / 1024).toFixed(1).padStart(7)} kB  total gzip, ${rows.length} files (aim ≤ 170 kB)`);
  } finally {
    await browser.close();
  }
}

await main();
