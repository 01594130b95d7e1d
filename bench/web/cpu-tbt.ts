/**
 * Total Blocking Time from the main thread's CPU time, for A/B runs on a busy machine: each build's
 * page is loaded in Chromium (412 × 823, touch, no throttling), with a trace; every top-level task
 * of the page's main thread counts with its thread time (`tdur`: the CPU it used, not the wall time
 * it spent waiting for a core) × 4, Lighthouse's CPU slowdown, as Lighthouse's simulated throttling
 * scales the tasks it observed. Per load: the tasks' blocking time over 50 ms after the first
 * contentful paint ("cpu TBT"), the same from wall time ("wall TBT", what a loaded machine makes of
 * it), the main thread's CPU in all (× 4) and the number of long tasks; then the medians per build.
 * Builds are interleaved (round 1: each build, round 2: …), one server each.
 *
 *   npx tsx bench/web/cpu-tbt.ts <build> [<build> …]     (LH_PAGES, default `/`, `/search`, the first open lot)
 *   npx tsx bench/web/cpu-tbt.ts /tmp/web-a@http://127.0.0.1:7310 …   (a server already serving that build)
 *
 * Knobs: TASKS=1 (print each long task with its inner events of most thread time), RUNS (loads per build and page, default 5), CHROME_PATH (/usr/bin/chromium), QUIET_MS
 * (the load ends this long after network idle, once the app's screen replaced the API's first screen; default 2000). The first load of each server is a
 * warm-up and does not count (the API's caches are cold).
 */
import path from 'node:path';
import os from 'node:os';
import { runMain } from '../support/cleanup.js';
import { launchChromium, pagesOf, phoneContext, startWebServer } from './server.js';

const runs = Number(process.env.RUNS) || 5;
const quietMs = Number(process.env.QUIET_MS) || 2000;
const slowdown = 4;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; frame?: string; data?: unknown };
}
interface Load {
  cpuTbt: number;
  wallTbt: number;
  cpu: number;
  long: number;
}

async function measure(browser: import('playwright-core').Browser, url: string): Promise<Load> {
  const context = await browser.newContext(phoneContext);
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'],
  });
  await page.goto(url);
  // The app's own screen has replaced the API's first screen (`#root > .fp`): on a busy machine
  // `networkidle` alone can come while the app's code is still being evaluated.
  await page.waitForFunction(() => !document.querySelector('#root > .fp') && document.querySelector('#root main'), undefined, {
    timeout: 120_000,
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(quietMs);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await context.close();

  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error(`${url}: no firstContentfulPaint in the trace`);
  // The page's main thread: the renderer thread that painted.
  const tasks = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && e.name === 'RunTask' && e.dur !== undefined);
  // Top-level tasks only (a nested RunTask is inside its parent's time).
  tasks.sort((a, b) => a.ts - b.ts);
  const top: TraceEvent[] = [];
  for (const t of tasks) {
    const last = top.at(-1);
    if (last && t.ts < last.ts + last.dur!) continue;
    top.push(t);
  }
  const load: Load = { cpuTbt: 0, wallTbt: 0, cpu: 0, long: 0 };
  const thread = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && e.name !== 'RunTask');
  for (const t of top) {
    const cpu = ((t.tdur ?? t.dur!) / 1000) * slowdown;
    const wall = (t.dur! / 1000) * slowdown;
    load.cpu += cpu;
    if (t.ts < fcp.ts) continue;
    if (cpu > 50) {
      load.cpuTbt += cpu - 50;
      load.long++;
      if (process.env.TASKS) {
        // What the task ran: its inner events with the most thread time (a script's URL, a timer, a layout…).
        const inner = thread
          .filter((e) => e.ts >= t.ts && e.ts < t.ts + t.dur! && (e.tdur ?? 0) > 1000)
          .sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0))
          .slice(0, 5)
          .map((e) => {
            const d = e.args?.data as { url?: string; functionName?: string; type?: string } | undefined;
            const what = d?.url ? d.url.replace(/^.*\//, '') : (d?.functionName ?? d?.type ?? '');
            return `${e.name}${what ? ` ${what}` : ''} ${Math.round(((e.tdur ?? 0) / 1000) * slowdown)}`;
          });
        console.log(`    task at ${Math.round((t.ts - fcp.ts) / 1000)} ms after FCP: ${Math.round(cpu)} ms · ${inner.join(' · ')}`);
      }
    }
    if (wall > 50) load.wallTbt += wall - 50;
  }
  return load;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main() {
  // A build folder (a server of its own is started for it) or `<folder>@<url>`: a server already
  // serving that build (on a busy machine the demo data's seeding can outlast the start-up timeout).
  const args = process.argv.slice(2);
  if (!args.length) throw new Error('usage: npx tsx bench/web/cpu-tbt.ts <build>[@<url>] [<build>[@<url>] …]');
  const dists = args.map((a) => path.resolve(a.split('@')[0]!));
  const bases: string[] = [];
  for (const [i, a] of args.entries())
    bases.push(a.includes('@') ? a.slice(a.indexOf('@') + 1) : await startWebServer({ dist: dists[i]! }));
  const pages = await pagesOf(bases[0]!);
  const browser = await launchChromium();
  console.log(`load before: ${load()} (${os.cpus().length} cores); ${runs} loads per build and page after a warm-up`);
  for (const base of bases) for (const p of pages) await measure(browser, `${base}${p}`);
  const results = dists.map(() => pages.map(() => [] as Load[]));
  for (let r = 0; r < runs; r++)
    for (const [pi, p] of pages.entries())
      for (const [bi, base] of bases.entries()) {
        const l = await measure(browser, `${base}${p}`);
        results[bi]![pi]!.push(l);
        console.log(
          `  run ${r + 1} ${path.basename(dists[bi]!)} ${p}: cpu TBT ${Math.round(l.cpuTbt)} ms, wall TBT ${Math.round(l.wallTbt)} ms, CPU ${Math.round(l.cpu)} ms, ${l.long} long tasks`,
        );
      }
  console.log(`\nmedians (× ${slowdown}); load after: ${load()}`);
  console.log('| build | page | cpu TBT | wall TBT | main-thread CPU | long tasks |\n| --- | --- | --- | --- | --- | --- |');
  for (const [bi, dist] of dists.entries())
    for (const [pi, p] of pages.entries()) {
      const ls = results[bi]![pi]!;
      const m = (f: (l: Load) => number) => Math.round(median(ls.map(f)));
      console.log(
        `| ${path.basename(dist)} | ${p} | ${m((l) => l.cpuTbt)} ms | ${m((l) => l.wallTbt)} ms | ${m((l) => l.cpu)} ms | ${m((l) => l.long)} |`,
      );
    }
}

runMain(main);
