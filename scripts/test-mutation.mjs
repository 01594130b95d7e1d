#!/usr/bin/env node
// `npm run test:mutation` (and the `mutation` step of `npm test`): runs Stryker (stryker.config.mjs)
// over the money and bidding rules, then reads its JSON report (reports/mutation/mutation.json) and
// fails when any file of the config's `mutated` list scores below 90 % (killed + timed out over all
// valid mutants; mutants no test covers count as survived) or is missing from the report.
// Stryker reads and rewrites the committed incremental file (stryker-incremental.json): only mutants
// whose code or covering tests changed since it was written are run again. After changing a mutated
// file or its tests, commit the rewritten file, so the next run (CI's included) takes the fast path.
// Usage: node scripts/test-mutation.mjs [--threshold 90] [--report-only]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { mutated } from '../stryker.config.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const at = args.indexOf('--threshold');
const threshold = at >= 0 ? Number(args[at + 1]) : 90;
const reportFile = path.join(root, 'reports/mutation/mutation.json');

const incremental = path.join(root, 'stryker-incremental.json');
/**
 * What the incremental file says, without Stryker's per-run numbering of tests (it numbers them in the
 * order the initial run finished them): each file's source and each mutant's place, change and status.
 */
const essence = (text) => {
  const r = JSON.parse(text);
  const mutants = Object.entries(r.files ?? {}).map(([file, f]) => [
    file,
    f.source,
    f.mutants.map((m) => [m.location.start.line, m.location.start.column, m.location.end.line, m.location.end.column, m.mutatorName, m.replacement, m.status].join(' ')).sort(),
  ]);
  const tests = Object.entries(r.testFiles ?? {}).map(([file, f]) => [file, f.source]);
  return JSON.stringify([mutants.sort(), tests.sort()]);
};

if (!args.includes('--report-only')) {
  const before = fs.existsSync(incremental) ? fs.readFileSync(incremental, 'utf8') : null;
  const started = Date.now();
  const run = spawnSync(process.execPath, [path.join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js'), 'run', 'stryker.config.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  console.log(`stryker: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (run.status !== 0) process.exit(run.status ?? 1);
  // Nothing changed: keep the committed file as it was (Stryker rewrites it with its tests renumbered).
  // Else: Stryker writes this machine's directory as `projectRoot` (it never reads it back); the
  // committed file keeps only repository-relative paths, the same in every clone.
  const after = fs.readFileSync(incremental, 'utf8');
  if (before !== null && essence(before) === essence(after)) fs.writeFileSync(incremental, before);
  else fs.writeFileSync(incremental, JSON.stringify({ ...JSON.parse(after), projectRoot: '.' }));
}

const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
const detected = new Set(['Killed', 'Timeout']);
const valid = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);
const rows = Object.entries(report.files).map(([file, { mutants }]) => {
  const counted = mutants.filter((m) => valid.has(m.status));
  const killed = counted.filter((m) => detected.has(m.status)).length;
  const score = counted.length ? (100 * killed) / counted.length : 100;
  return { file: path.relative(root, path.resolve(root, file)), killed, total: counted.length, score };
});
const missing = mutated.filter((file) => !rows.some((r) => r.file === file));
for (const file of missing) rows.push({ file, killed: 0, total: 0, score: 0 });
const failing = rows.filter((r) => r.score < threshold);
for (const r of rows.sort((a, b) => a.file.localeCompare(b.file))) {
  console.log(`${r.score < threshold ? 'FAIL' : 'ok  '} ${r.score.toFixed(1).padStart(5)} %  ${String(r.killed).padStart(4)}/${String(r.total).padEnd(4)} ${r.file}`);
}
if (failing.length) {
  console.error(`mutation score below ${threshold} % in ${failing.length} file(s)${missing.length ? ` (${missing.length} not in the report)` : ''}`);
  process.exit(1);
}
console.log(`mutation score ≥ ${threshold} % in all ${rows.length} files`);
