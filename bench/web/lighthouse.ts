/**
 * What a buyer on a phone feels: Lighthouse (mobile preset: Moto G Power viewport, simulated
 * slow 4G and 4× CPU slowdown) on the landing page and a lot page, against the real API in
 * production mode with the demo data on embedded PGlite (a fresh temporary folder).
 *
 *   npm run bench:lighthouse                              (apps/web/dist)
 *   npm run bench:lighthouse -- /tmp/web-before /tmp/web-after   (an A/B: one server per build)
 *   npm run bench:lighthouse -- /tmp/web-before,FIRST_PAINT=false /tmp/web-after   (settings for one build's API)
 *
 * Every build given gets its own server; the runs are interleaved (round 1: each build, each
 * page; round 2: …), so the builds are measured in the same conditions, back to back. Prints the
 * median of LH_RUNS runs (default 3) per build and page: performance score, LCP, CLS, TBT, FCP,
 * Speed Index, the bytes transferred, and the load average before and after.
 * Aims (issue 11): performance ≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.1.
 * Knobs: LH_RUNS, CHROME_PATH (/usr/bin/chromium), LH_PAGES (comma list of paths; default `/`,
 * `/search` and the first open lot of /sitemap.xml), LH_JSON (a folder: each report's JSON is kept there).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { cleanup, onCleanup, runMain } from '../support/cleanup.js';
import { repoRoot } from '../support/processes.js';
import { pagesOf, startWebServer } from './server.js';

const runs = Number(process.env.LH_RUNS) || 3;
/**
 * A build argument is a folder, optionally followed by settings of its API:
 * `/tmp/web-a,FIRST_PAINT=false` (the same API code with the landing page's first paint off).
 */
const builds = (process.argv.slice(2).length ? process.argv.slice(2) : [path.join(repoRoot, 'apps/web/dist')]).map((arg) => {
  const [dir, ...settings] = arg.split(',');
  const env = Object.fromEntries(settings.map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
  const dist = path.resolve(dir!);
  return { dist, env, label: [path.basename(dist), ...settings].join(' ') };
});
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

interface Row {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  si: number;
  bytes: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function main() {
  console.log(`load before: ${load()} (${os.cpus().length} cores); ${runs} runs per build and page`);
  const servers: { label: string; base: string }[] = [];
  for (const build of builds) servers.push({ label: build.label, base: await startWebServer(build) });
  const pages = await pagesOf(servers[0]!.base);

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  onCleanup('close Chromium', () => chrome.kill());

  const results = new Map<string, Row[]>();
  const keep = process.env.LH_JSON;
  if (keep) fs.mkdirSync(keep, { recursive: true });
  for (let r = 1; r <= runs; r++) {
    for (const { label, base } of servers) {
      for (const page of pages) {
        // A loaded machine sometimes loses the trace (NO_NAVSTART …): that run is taken again, up to twice.
        let lhr;
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(`${base}${page}`, {
            port: chrome.port,
            onlyCategories: ['performance'],
            output: 'json',
            logLevel: 'error',
          });
          if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
          lhr = result.lhr;
          if (!lhr.runtimeError) break;
          if (attempt === 3) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          console.log(`  run ${r} ${label} ${page}: ${lhr.runtimeError.code}, taken again`);
        }
        const a = lhr.audits;
        const row: Row = {
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
          cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
          tbt: a['total-blocking-time']?.numericValue ?? NaN,
          fcp: a['first-contentful-paint']?.numericValue ?? NaN,
          si: a['speed-index']?.numericValue ?? NaN,
          bytes: a['total-byte-weight']?.numericValue ?? NaN,
        };
        const key = `${label}\t${page}`;
        results.set(key, [...(results.get(key) ?? []), row]);
        if (keep)
          fs.writeFileSync(path.join(keep, `${label.replace(/\W+/g, '_')}-${page.replace(/\W+/g, '_') || 'home'}-${r}.json`), JSON.stringify(lhr));
        console.log(
          `  run ${r} ${label} ${page}: score ${row.score}, LCP ${(row.lcp / 1000).toFixed(2)} s, CLS ${row.cls.toFixed(3)}, TBT ${Math.round(row.tbt)} ms, FCP ${(row.fcp / 1000).toFixed(2)} s`,
        );
      }
    }
  }

  console.log(`\nmedians (aims: score ≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.1); load after: ${load()}`);
  console.log('| build | page | score | LCP | CLS | TBT | FCP | Speed Index | transferred |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [key, rows] of results) {
    const [label, page] = key.split('\t');
    const m = (f: (r: Row) => number) => median(rows.map(f));
    console.log(
      `| ${label} | ${page} | ${m((r) => r.score)} | ${(m((r) => r.lcp) / 1000).toFixed(2)} s | ${m((r) => r.cls).toFixed(3)} | ${Math.round(m((r) => r.tbt))} ms | ${(m((r) => r.fcp) / 1000).toFixed(2)} s | ${(m((r) => r.si) / 1000).toFixed(2)} s | ${Math.round(m((r) => r.bytes) / 1024)} kB |`,
    );
  }
  try {
    console.log(`uptime: ${execSync('uptime').toString().trim()}`);
  } catch {
    /* no uptime binary */
  }
  await cleanup();
}

runMain(main);
