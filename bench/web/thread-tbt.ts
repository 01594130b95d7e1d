/**
 * Total blocking time from the main thread's CPU time, for A/Bs on a loaded machine: builds
 * interleaved, each load traced in Chromium without throttling (412 × 823, touch), and every task
 * of the load counted as Lighthouse's simulation counts it, its time × 4 less
 * 50 ms, but with the task's thread time (CPU it got) instead of its wall time, which on a machine
 * shared with other work grows with the wait for a core (Lighthouse's TBT then moves by 10 ×).
 * The window starts at the navigation, not at the first paint: on a loaded machine the first
 * paint itself comes late, after the app's first tasks, and a window from it would drop them
 * (the server's first screen paints before the scripts run on a phone, so little differs).
 *
 *   npx tsx bench/web/thread-tbt.ts <built folder> <built folder> …
 *
 * Prints each load, then per build and page the medians: TBT from CPU time, the same from wall time,
 * the longest task's CPU × 4, the tasks' CPU. The window ends 3 s after the
 * network is idle and the app has replaced the API's first screen (the page's ticking countdowns count in it). Knobs: RUNS (5), LH_PAGES (`/search`).
 */
import path from 'node:path';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { cleanup, onCleanup, runMain } from '../support/cleanup.js';
import { startWebServer } from './server.js';

const builds = process.argv.slice(2).map((d) => path.resolve(d));
const runs = Number(process.env.RUNS) || 5;
const pages = (process.env.LH_PAGES ?? '/search').split(',').map((p) => p.trim());
const slowdown = 4;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; frame?: string; data?: { frame?: string } };
}

interface Load {
  cpuTbt: number;
  wallTbt: number;
  longest: number;
  cpu: number;
}

async function traceLoad(url: string): Promise<Load> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  onCleanup('close Chromium', () => browser.close());
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline', 'loading', 'devtools.timeline', 'blink.user_timing'] });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    // Under load the network can be idle before the app has drawn: the window ends 3 s after the
    // app replaced the API's first screen (`#root > .fp`), not before.
    await page.waitForFunction(() => !document.querySelector('#root > .fp'), undefined, { timeout: 120_000 });
    await page.waitForTimeout(3_000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint');
    if (!fcp) throw new Error(`${url}: no first contentful paint in the trace`);
    const start = traceEvents.filter((e) => e.name === 'navigationStart' && e.pid === fcp.pid && e.ts <= fcp.ts).at(-1) ?? fcp;
    const main = traceEvents.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === fcp.pid);
    const tasks = traceEvents.filter(
      (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === fcp.pid && (!main || e.tid === main.tid) && e.ts >= start.ts && e.dur !== undefined,
    );
    const blocking = (us: number) => Math.max(0, (us / 1000) * slowdown - 50);
    return {
      cpuTbt: tasks.reduce((s, t) => s + blocking(t.tdur ?? t.dur!), 0),
      wallTbt: tasks.reduce((s, t) => s + blocking(t.dur!), 0),
      longest: Math.max(0, ...tasks.map((t) => ((t.tdur ?? t.dur!) / 1000) * slowdown)),
      cpu: tasks.reduce((s, t) => s + (t.tdur ?? t.dur!) / 1000, 0),
    };
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const ms = (n: number) => `${Math.round(n)} ms`;

async function main() {
  if (builds.length === 0) throw new Error('usage: thread-tbt.ts <built folder> [<built folder> …]');
  console.log(`load before: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} cores); ${runs} loads per build and page`);
  const bases = [];
  for (const dist of builds) bases.push(await startWebServer({ dist }));
  const results = new Map<string, Load[]>();
  for (let r = 1; r <= runs; r++)
    for (const p of pages)
      for (const [i, dist] of builds.entries()) {
        const load = await traceLoad(`${bases[i]}${p}`);
        const key = `${path.basename(dist)} ${p}`;
        results.set(key, [...(results.get(key) ?? []), load]);
        console.log(`  run ${r} ${key}: TBT from CPU ${ms(load.cpuTbt)}, from wall ${ms(load.wallTbt)}, longest ${ms(load.longest)}, CPU ${ms(load.cpu)}`);
      }
  console.log('\nmedians (× 4 as Lighthouse simulates a phone):');
  for (const [key, loads] of results)
    console.log(
      `  ${key}: TBT from CPU ${ms(median(loads.map((l) => l.cpuTbt)))}, from wall ${ms(median(loads.map((l) => l.wallTbt)))}, longest ${ms(median(loads.map((l) => l.longest)))}, CPU ${ms(median(loads.map((l) => l.cpu)))}`,
    );
  console.log(`load after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  await cleanup();
}

runMain(main);
