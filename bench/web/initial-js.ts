/**
 * The landing page's static initial JavaScript: the entry script of the built `index.html`
 * plus every `modulepreload` it lists, at gzip -9, and where those bytes come from.
 *
 *   cd apps/web && npx vite build --sourcemap --outDir /tmp/web-x --emptyOutDir
 *   npx tsx bench/web/initial-js.ts /tmp/web-x        (aim ≤ 170 kB gzip)
 *
 * With source maps next to the files, each file's minified bytes are shared out among the
 * sources that produced them (by mapped segment length), and the gzip size of the file is
 * split in the same proportions: a breakdown by package (node_modules/<pkg>) or app folder.
 * DETAIL=<part of a path> lists the files under it one by one (e.g. DETAIL=@mui/material); FILES=1 lists the chunks.
 * The figures are exact for a given build; they do not depend on the machine's load.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const dist = path.resolve(process.argv[2] || path.join(import.meta.dirname, '../../apps/web/dist'));
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/** node_modules/@scope/pkg or node_modules/pkg, else the app folder (apps/web/src/app/layout, packages/contract/src/…). */
function owner(source: string): string {
  const detail = process.env.DETAIL;
  if (detail && source.includes(detail)) return source.slice(source.indexOf(detail));
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const clean = source.replace(/^(\.\.\/)+/, '');
  const parts = clean.split('/');
  if (parts[0] === 'packages') return parts.slice(0, 4).join('/');
  const src = parts.indexOf('src');
  return src >= 0 ? parts.slice(0, src + 3).join('/') : clean;
}

const byOwner = new Map<string, number>();
let total = 0;
const rows: [string, number][] = [];
for (const file of files) {
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  const gz = zlib.gzipSync(code, { level: 9 }).length;
  total += gz;
  rows.push([file, gz]);
  const mapFile = path.join(dist, `${file}.map`);
  if (!fs.existsSync(mapFile)) continue;
  const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
  const lines = code.split('\n');
  const share = new Map<string, number>();
  let last: { line: number; col: number; src: string } | null = null;
  const flush = (line: number, col: number) => {
    if (!last) return;
    const len = line === last.line ? col - last.col : lines[last.line - 1]!.length - last.col;
    share.set(last.src, (share.get(last.src) ?? 0) + Math.max(0, len));
  };
  consumer.eachMapping((m) => {
    flush(m.generatedLine, m.generatedColumn);
    last = m.source ? { line: m.generatedLine, col: m.generatedColumn, src: owner(m.source) } : null;
  });
  if (last) flush((last as { line: number }).line + 1, 0);
  const mapped = [...share.values()].reduce((a, b) => a + b, 0) || 1;
  for (const [o, n] of share) byOwner.set(o, (byOwner.get(o) ?? 0) + (gz * n) / mapped);
}

console.log(`static initial set of ${dist}: ${kb(total)} gzip in ${files.length} files (aim ≤ 170 kB)`);
if (process.env.FILES) for (const [f, n] of rows.sort((a, b) => b[1] - a[1])) console.log(`  ${kb(n).padStart(9)}  ${f}`);
console.log('by source (gzip share):');
for (const [o, n] of [...byOwner].sort((a, b) => b[1] - a[1])) if (n >= 200) console.log(`  ${kb(n).padStart(9)}  ${o}`);
