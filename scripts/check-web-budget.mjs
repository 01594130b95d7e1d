#!/usr/bin/env node
// The landing page's JavaScript budgets, checked on a build (sizes, not timed tests), gzip:
// - static: every chunk the landing page's static import graph holds ≤ 165 kB. The graph is read
//   from Vite's manifest (`build.manifest`): the scripts the built index.html loads (the entry, merged
//   into the `shell` chunk by the code-splitting groups, so the manifest has no `index.html` key) and
//   the landing route's screen (the router loads it at once on `/`), each with its static imports,
//   transitively;
// - first load: that graph plus the modules the landing page always loads on demand (`landingOnDemand`:
//   the English catalogue's first-screen part, the banner slider) with their static imports ≤ 170 kB,
//   the aim of issue 43 (reached: ≈ 166.8 kB), so a screen or library pulled into one of them (zod, the
//   socket client: 45 kB; the footer, ≈ 20 kB, loads only as it nears the viewport; the other
//   screens' text, 11 kB; an MUI text field, ≈ 3 kB) fails `npm test`.
// No browser. What the manifest cannot see is a lazy chunk the page starts calling at run time (the
// socket, the contract's schemas): `bench/web/landing-js.ts` counts what a browser really fetches
// until network idle, and `apps/web/src/lib/socket.test.ts` holds a guest's socket to lot rooms;
// docs/performance.md.
//
// Usage: node scripts/check-web-budget.mjs [built folder]
//   With a folder: reads its .vite/manifest.json. Without: builds the web into a temporary folder
//   (WEB_OUT, no precompressed copies: ≈ 10 s of one core) and removes it afterwards.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/** The static JS's budget: 165 kB gzip (kB = 1024 bytes, as the benches print). */
export const budgetBytes = 165 * 1024;
/** The first load's budget: static JS and `landingOnDemand`, gzip. */
export const firstLoadBudgetBytes = 170 * 1024;
/** The landing route's screen, as the manifest names it (relative to apps/web). */
export const landingScreen = 'src/app/routes/landing-screen.tsx';
/**
 * What the landing page loads on demand on every visit, as the manifest names them: the English
 * catalogue's first-screen part (other languages load theirs beside it), the banner slider (the
 * demo data has banners). Not the footer: it loads as it nears the viewport.
 */
export const landingOnDemand = ['src/lib/i18n/bundles/en.ts', 'src/features/content/components/banner-slider.tsx'];

/** The manifest keys of the scripts a built index.html loads (`<script src>`, `<link rel="modulepreload">`). */
export function htmlStarts(manifest, html) {
  const files = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map((m) => m[1]);
  if (!files.length) throw new Error('index.html loads no script');
  return files.map((file) => {
    const key = Object.keys(manifest).find((k) => manifest[k].file === file);
    if (!key) throw new Error(`${file}: loaded by index.html but not in the manifest`);
    return key;
  });
}

/**
 * The manifest keys reachable from `starts` through static `imports` (dynamic imports are not
 * followed: they load on demand). Throws when a start is missing (a renamed screen must be named here).
 */
export function staticGraph(manifest, starts) {
  const seen = new Set();
  const queue = [...starts];
  for (const start of starts)
    if (!manifest[start]) throw new Error(`${start}: not in the build's manifest (renamed? update scripts/check-web-budget.mjs)`);
  while (queue.length) {
    const key = queue.shift();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key}: imported but not in the manifest`);
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return [...seen];
}

/**
 * Each JavaScript file of the graph (a file reached from two keys counts once) with its size from
 * `sizeOf(file)`, biggest first, and the total. `onDemand`: dynamic entries to count as well, each
 * with its static imports.
 */
export function landingJs(manifest, html, sizeOf, onDemand = []) {
  const starts = [...htmlStarts(manifest, html), landingScreen, ...onDemand];
  const files = [...new Set(staticGraph(manifest, starts).map((key) => manifest[key].file))].filter((f) => f.endsWith('.js'));
  const rows = files.map((file) => ({ file, bytes: sizeOf(file) })).sort((a, b) => b.bytes - a.bytes);
  return { rows, total: rows.reduce((n, r) => n + r.bytes, 0) };
}

/** Passes when `total` ≤ `budget`; the lines to print either way. */
export function judgeBudget({ rows, total }, budget = budgetBytes, what = "landing page's static JS") {
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  const lines = rows.map((r) => `${kb(r.bytes).padStart(9)}  ${r.file}`);
  const ok = total <= budget;
  lines.push(`${kb(total).padStart(9)}  ${what}, gzip, ${rows.length} files: ${ok ? 'within' : 'OVER'} the budget of ${kb(budget)}`);
  return { ok, lines };
}

const gzipSize = (dist) => (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

function main() {
  const root = path.resolve(import.meta.dirname, '..');
  let dist = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  let temp;
  if (!dist) {
    temp = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-web-budget-'));
    dist = temp;
    const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    const built = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: path.join(root, 'apps', 'web'),
      stdio: 'inherit',
      env: { ...process.env, WEB_OUT: dist, WEB_PRECOMPRESS: 'false' },
    });
    if (built.status !== 0) {
      fs.rmSync(temp, { recursive: true, force: true });
      process.exit(built.status ?? 1);
    }
  }
  try {
    const manifestFile = path.join(dist, '.vite', 'manifest.json');
    if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile}: missing (build with build.manifest, apps/web/vite.config.ts)`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const sizeOf = gzipSize(dist);
    const judged = [
      judgeBudget(landingJs(manifest, html, sizeOf)),
      judgeBudget(
        landingJs(manifest, html, sizeOf, landingOnDemand),
        firstLoadBudgetBytes,
        "landing page's first load (static and always on demand)",
      ),
    ];
    for (const { lines } of judged) for (const line of lines) console.log(line);
    const ok = judged.every((j) => j.ok);
    if (!ok)
      console.error(
        'The landing page carries too much JavaScript: lazy-load what its first screen does not need (docs/performance.md, "The first page").',
      );
    process.exitCode = ok ? 0 : 1;
  } finally {
    if (temp) fs.rmSync(temp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
