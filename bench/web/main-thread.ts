/**
 * Where a phone's main thread goes while a page loads: one load in Chromium at Lighthouse's 4 × CPU
 * slowdown (412 × 823, touch), sampled by the V8 profiler, split into the busy stretches a
 * Lighthouse trace would show as tasks (consecutive non-idle samples), each ≥ 50 ms one listed
 * with what ran in it: the entry point (the bottom of the stack) and the sources with the most
 * self time, mapped through the build's source maps to their package or app folder.
 *
 *   cd apps/web && npx vite build --sourcemap --outDir /tmp/web-x --emptyOutDir
 *   npx tsx bench/web/main-thread.ts /tmp/web-x [path …]     (default: `/` and the first open lot)
 *
 * Knobs: CHROME_PATH (/usr/bin/chromium), RUNS (loads per page, default 1), TOP (sources per task, 6).
 * A diagnosis, not a benchmark: one load's figures move by ±30 % from run to run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { cleanup, runMain } from '../support/cleanup.js';
import { openSlowPhone, pagesOf, startWebServer } from './server.js';

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const top = Number(process.env.TOP) || 6;
const runs = Number(process.env.RUNS) || 1;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const consumers = new Map<string, SourceMapConsumer | null>();
function consumerFor(url: string): SourceMapConsumer | null {
  const file = /\/(assets\/[^?#]+\.js)/.exec(url)?.[1];
  if (!file) return null;
  if (!consumers.has(file)) {
    const map = path.join(dist, `${file}.map`);
    consumers.set(file, fs.existsSync(map) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))) : null);
  }
  return consumers.get(file)!;
}

/** node_modules/<pkg> or the app's folder, and the original function name where the map has it. */
function describe(frame: CallFrame): string {
  if (!frame.url) return frame.functionName || '(native)';
  const c = consumerFor(frame.url);
  if (!c) return `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^https?:\/\/[^/]+/, '')}`;
  const pos = c.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  // Code no source map covers (the bundler's own helpers): its file and position.
  if (!pos.source)
    return `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}:${frame.columnNumber}`;
  const src = pos.source;
  const nm = src.lastIndexOf('node_modules/');
  let owner: string;
  if (nm >= 0) {
    const rest = src.slice(nm + 'node_modules/'.length).split('/');
    owner = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  } else owner = src.replace(/^.*?(apps\/web\/src\/|packages\/)/, (_, root: string) => (root === 'packages/' ? root : ''));
  return `${pos.name ?? (frame.functionName || '(anonymous)')} [${owner}]`;
}

async function profileLoad(url: string): Promise<void> {
  const { browser, page, cdp } = await openSlowPhone();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2_000);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await browser.close();

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) byId.get(c)!.parent = n.id;
  const idle = new Set(profile.nodes.filter((n) => ['(idle)', '(program)'].includes(n.callFrame.functionName)).map((n) => n.id));
  const label = new Map<number, string>();
  const name = (id: number) => label.get(id) ?? (label.set(id, describe(byId.get(id)!.callFrame)), label.get(id)!);
  /** The outermost frame with a script: what started the task. */
  const entry = (id: number) => {
    let best = id;
    for (let cur: number | undefined = id; cur !== undefined; cur = byId.get(cur)!.parent) if (byId.get(cur)!.callFrame.url) best = cur;
    return name(best);
  };

  /** The innermost frame of the app's own code (a component being rendered, an effect): whose work it is. */
  const appFrame = (id: number) => {
    for (let c: number | undefined = id; c !== undefined; c = byId.get(c)!.parent) {
      const frame = byId.get(c)!.callFrame;
      if (!frame.url) continue;
      const n = name(c);
      // Mapped to one of our files: `[features/…]`, `[lib/…]`, `[packages/contract/…]` (a package's is `[react-dom]`).
      if (/\[[^\]]*\/[^\]]*\]$/.test(n) && !/\[@/.test(n)) return n;
    }
    return undefined;
  };

  // Busy stretches: runs of non-idle samples with gaps < 1 ms.
  type Stretch = { start: number; end: number; self: Map<string, number>; entries: Map<string, number>; app: Map<string, number> };
  const stretches: Stretch[] = [];
  let t = profile.startTime;
  let cur: Stretch | null = null;
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i]!;
    t += dt;
    const id = profile.samples[i]!;
    if (idle.has(id)) {
      if (cur && t - cur.end > 1_000) {
        stretches.push(cur);
        cur = null;
      }
      continue;
    }
    if (!cur) cur = { start: t, end: t, self: new Map(), entries: new Map(), app: new Map() };
    const w = Math.min(dt, 2_000) / 1000;
    cur.end = t;
    // A native frame (appendChild, insertRule …) is named with the script that called it.
    const node = byId.get(id)!;
    const s = node.callFrame.url || node.parent === undefined ? name(id) : `${name(id)} ← ${name(node.parent)}`;
    cur.self.set(s, (cur.self.get(s) ?? 0) + w);
    const e = entry(id);
    cur.entries.set(e, (cur.entries.get(e) ?? 0) + w);
    const a = appFrame(id);
    if (a) cur.app.set(a, (cur.app.get(a) ?? 0) + w);
  }
  if (cur) stretches.push(cur);
  const long = stretches.filter((s) => s.end - s.start >= 50_000);
  const blocking = long.reduce((a, s) => a + (s.end - s.start) / 1000 - 50, 0);
  const first = profile.startTime;
  console.log(`\n${url}: ${long.length} busy stretches ≥ 50 ms, ${Math.round(blocking)} ms over 50 ms (≈ TBT before FCP is subtracted)`);
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  for (const s of long) {
    console.log(`  at ${Math.round((s.start - first) / 1000)} ms: ${Math.round((s.end - s.start) / 1000)} ms`);
    const list = (m: Map<string, number>, n: number) =>
      sorted(m)
        .slice(0, n)
        .map(([k, v]) => `${k} ${Math.round(v)}`)
        .join(' · ');
    console.log(`    started by: ${list(s.entries, 3)}`);
    console.log(`    app code: ${list(s.app, 4)}`);
    console.log(`    self: ${list(s.self, top)}`);
  }
}

async function main() {
  const base = await startWebServer({ dist });
  const paths = process.argv.slice(3).length ? process.argv.slice(3) : await pagesOf(base);
  for (let r = 0; r < runs; r++) for (const p of paths) await profileLoad(`${base}${p}`);
  await cleanup();
}

runMain(main);
