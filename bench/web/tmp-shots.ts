import { chromium } from 'playwright-core';
import { cleanup, runMain } from '../support/cleanup.js';
import { startWebServer } from './server.js';

async function main() {
  const dist = process.argv[2]!;
  const tag = process.argv[3]!;
  const base = await startWebServer({ dist });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  for (const [w, h] of [[375, 812], [1280, 800]] as const) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
    page.on('pageerror', (e) => console.log('pageerror:', e.message));
    await page.addInitScript({ content: `new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) (window.__cls = (window.__cls || 0) + e.value); }).observe({ type: 'layout-shift', buffered: true }); window.__counts = []; const poll = () => { const n = document.querySelectorAll('[data-testid="lot-card"]').length; const l = window.__counts; if (!l.length || l[l.length-1][1] !== n) l.push([Math.round(performance.now()), n]); setTimeout(poll, 20); }; poll();` });
    await page.goto(`${base}/search`, { waitUntil: 'networkidle' });
    await page.waitForSelector('[data-testid="search-results-pagination"]', { timeout: 60_000 });
    await page.waitForTimeout(1500);
    const cards = await page.locator('[data-testid="lot-card"]').count();
    const sw = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const cls = await page.evaluate(() => (window as unknown as { __cls?: number }).__cls ?? 0);
    console.log(JSON.stringify(await page.evaluate(() => (window as unknown as { __counts: unknown }).__counts)));
    console.log(`${w}px: cards ${cards}, sideways ${sw}, CLS ${cls.toFixed(4)}`);
    await page.screenshot({ path: `/work/wt-searchtbt/shots/search-${tag}-${w}.png` });
    await page.screenshot({ path: `/work/wt-searchtbt/shots/search-${tag}-${w}-full.png`, fullPage: true });
    await page.close();
  }
  await browser.close();
  await cleanup();
}
runMain(main);
