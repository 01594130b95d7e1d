// Prints the gzip size of the JavaScript the landing page loads first:
// the entry with its modulepreloads, plus the landing screen's chunk and the
// chunks it imports statically. Run after `npm run build -w @gavel/web`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const staticImports = (file) =>
  [...fs.readFileSync(path.join(dist, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => `assets/${m[1]}`);

const seen = new Set(initial);
const landing = fs.readdirSync(path.join(dist, 'assets')).find((f) => f.startsWith('landing-screen-') && f.endsWith('.js'));
const landingFiles = [];
const queue = landing ? [`assets/${landing}`] : [];
while (queue.length) {
  const f = queue.shift();
  if (seen.has(f)) continue;
  seen.add(f);
  landingFiles.push(f);
  queue.push(...staticImports(f));
}

const sum = (files) => files.reduce((n, f) => n + gz(f), 0);
console.log(`entry + preloads: ${kb(sum(initial))} gzip (${initial.length} files)`);
console.log(`landing screen:   ${kb(sum(landingFiles))} gzip (${landingFiles.length} files)`);
console.log(`landing total:    ${kb(sum(initial) + sum(landingFiles))} gzip`);
