#!/usr/bin/env node
// Every check: lint, import cycles, typecheck, the web size budget, unit, mutation (Stryker's gate
// over the money and bidding rules, incremental), api (PGlite), api (PostgreSQL), e2e.
// Two lanes run side by side: the journeys lane (e2e: a browser and a server per worker, mostly
// waiting on pages; then api on PostgreSQL, whose queries run in the PostgreSQL server) printed
// live, and the checks lane (lint … api on PGlite, in order, niced) printed per step as it ends.
// Each lane stops at its first failure. api-pg sits after the journeys because the checks lane,
// with the PGlite pass, was the longer one once the journeys ran each journey at 375 px only
// when width can break it (e2e/playwright.config.ts). `--serial` runs every step one after the
// other instead.
// Prints one summary line per step with its duration, each failed test with its first error line,
// then `N passed, 0 failed` (read from the Vitest and Playwright JSON reports).
// Usage: node scripts/test-all.mjs [--serial] [step ...]     e.g. `node scripts/test-all.mjs unit api`
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (p) => path.join(root, 'node_modules', p);
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-test-all-'));
const vitestJson = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reportDir, `${name}.json`)}`];

/** @type {{name: string, label: string, cmd: string, args: string[], env?: Record<string,string>, report?: 'vitest'|'playwright', lane?: 'journeys'}[]} */
const steps = [
  { name: 'lint', label: 'lint', cmd: process.execPath, args: [bin('eslint/bin/eslint.js'), '.', '--max-warnings', '0'] },
  { name: 'cycles', label: 'import cycles', cmd: process.execPath, args: [path.join(root, 'scripts/check-cycles.mjs')] },
  { name: 'typecheck', label: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
  // The landing page's JavaScript (static ≤ 165 kB, its first load ≤ 170 kB gzip), from its own build's manifest (scripts/check-web-budget.mjs;
  // ≈ 10 s of one core, no browser): a size budget on the build, not a timed test.
  { name: 'budget', label: 'web size budget', cmd: process.execPath, args: [path.join(root, 'scripts/check-web-budget.mjs')] },
  {
    name: 'unit',
    label: 'unit',
    cmd: process.execPath,
    args: [bin('vitest/vitest.mjs'), 'run', '--project', 'unit', ...vitestJson('unit')],
    report: 'vitest',
  },
  // Stryker over the money and bidding rules; fails when a file scores below 90 % (scripts/test-mutation.mjs).
  // Incremental from the committed stryker-incremental.json: with the mutated files and their tests as
  // committed, a run is Stryker's initial test run alone (≈ 15 s of CPU); only changed mutants run again.
  { name: 'mutation', label: 'mutation', cmd: process.execPath, args: [path.join(root, 'scripts/test-mutation.mjs')] },
  {
    name: 'api',
    label: 'api (PGlite)',
    cmd: process.execPath,
    args: [bin('vitest/vitest.mjs'), 'run', '--project', 'api', ...vitestJson('api')],
    env: { TEST_DB: 'pglite' },
    report: 'vitest',
  },
  {
    name: 'api-pg',
    label: 'api (PostgreSQL)',
    cmd: process.execPath,
    args: [path.join(root, 'scripts/test-api-pg.mjs'), ...vitestJson('api-pg')],
    report: 'vitest',
    lane: 'journeys',
  },
  {
    name: 'e2e',
    label: 'e2e',
    cmd: 'npm',
    args: ['run', '--silent', 'test:e2e', '--', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportDir, 'e2e.json') },
    report: 'playwright',
    lane: 'journeys',
  },
];

const args = process.argv.slice(2);
const serial = args.includes('--serial');
const wanted = args.filter((a) => a !== '--serial');
const unknown = wanted.filter((w) => !steps.some((s) => s.name === w));
if (unknown.length) {
  console.error(`unknown step(s): ${unknown.join(', ')}; steps are ${steps.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const selected = wanted.length ? steps.filter((s) => wanted.includes(s.name)) : steps;

/**
 * Runs a step; with `logFile`, its output goes there (printed whole when the step ends), and the
 * step runs at a lower CPU priority (`nice`): the journeys keep the cores they wait on, the
 * checks beside them take what is left.
 */
const run = (step, logFile) =>
  new Promise((resolve) => {
    const out = logFile ? fs.openSync(logFile, 'w') : 'inherit';
    const [cmd, args] = logFile && process.platform !== 'win32' ? ['nice', ['-n', '10', step.cmd, ...step.args]] : [step.cmd, step.args];
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: logFile ? ['ignore', out, out] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...step.env },
    });
    if (logFile) fs.closeSync(out);
    const forward = (sig) => child.kill(sig);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', (err) => {
      console.error(err);
      resolve(1);
    });
  });

/** A failure message's first meaningful line, without colour codes, cut to one line of a log. */
const firstLine = (msg) =>
  String(msg ?? '')
    // eslint-disable-next-line no-control-regex -- the escape that starts a colour code
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 0)
    ?.slice(0, 300) ?? '';

/** {passed, failed, flaky, failures} from a step's JSON report, or null when there is none. */
function counts(step) {
  const file = path.join(reportDir, `${step.name}.json`);
  if (!step.report || !fs.existsSync(file)) return null;
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (step.report === 'vitest') {
      const flaky = [];
      const failures = [];
      for (const f of r.testResults ?? []) {
        const file = path.relative(process.cwd(), f.name);
        const tests = f.assertionResults ?? [];
        for (const t of tests) {
          if (t.status === 'passed' && (t.failureMessages?.length ?? 0) > 0) flaky.push(`${file} › ${t.fullName}`);
          if (t.status === 'failed') failures.push(`${file} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
        }
        // A file that failed outside any test (an import error, a hook) has no failed assertion.
        if (f.status === 'failed' && !tests.some((t) => t.status === 'failed')) failures.push(`${file}: ${firstLine(f.message)}`);
      }
      return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0, skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0), flaky, failures };
    }
    const st = r.stats ?? {};
    const flaky = [];
    const failures = [];
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests ?? []) {
          const name = `${spec.file} › ${spec.title} [${t.projectName}]`;
          if (t.status === 'flaky') flaky.push(name);
          if (t.status === 'unexpected') {
            const last = (t.results ?? []).at(-1);
            failures.push(`${name}: ${firstLine(last?.error?.message ?? last?.errors?.[0]?.message)}`);
          }
        }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of r.suites ?? []) walk(suite);
    return { passed: (st.expected ?? 0) + (st.flaky ?? 0), failed: st.unexpected ?? 0, skipped: st.skipped ?? 0, flaky, failures };
  } catch {
    return null;
  }
}

// Whole seconds, rounded down with the minutes (a rounded 59.6 s read as "10m60s").
const fmt = (ms) => (ms >= 60_000 ? `${Math.floor(ms / 60_000)}m${Math.floor((ms % 60_000) / 1000)}s` : `${(ms / 1000).toFixed(1)}s`);
/** Per step (in `selected` order): its summary line once it has run. */
const results = new Map();
let total = { passed: 0, failed: 0, skipped: 0 };
let countsKnown = true;
const failedSteps = [];
const started = Date.now();
const flakyTests = [];
const failedTests = [];
const commandLine = (step) => [step.cmd === process.execPath ? 'node' : step.cmd, ...step.args.map((a) => path.relative(root, a) || a)].join(' ');

/** Runs a lane's steps in order, stopping at its first failure. `captured`: output printed per step when it ends. */
async function lane(steps, captured) {
  for (const step of steps) {
    if (!captured) console.log(`\n━━ ${step.label} ━━ ${commandLine(step)}`);
    const logFile = captured ? path.join(reportDir, `${step.name}.log`) : undefined;
    const t0 = Date.now();
    const code = await run(step, logFile);
    const ms = Date.now() - t0;
    if (logFile) {
      console.log(`\n━━ ${step.label} ━━ ${commandLine(step)} (ran beside the journeys; its output, ${fmt(ms)})`);
      process.stdout.write(fs.readFileSync(logFile));
    }
    const c = counts(step);
    if (c) {
      total = { passed: total.passed + c.passed, failed: total.failed + c.failed, skipped: total.skipped + c.skipped };
    } else if (step.report) countsKnown = false;
    const tests = c ? `  ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}${c.flaky.length ? `, ${c.flaky.length} flaky` : ''}` : '';
    if (c) {
      flakyTests.push(...c.flaky);
      failedTests.push(...c.failures);
    }
    results.set(step, `${code === 0 ? 'PASS' : 'FAIL'}  ${step.label.padEnd(18)} ${fmt(ms).padStart(7)}${tests}`);
    if (code !== 0) {
      failedSteps.push(step);
      return;
    }
  }
}

// The journeys lane, when e2e is among the steps: e2e, then the other steps marked for it.
const withJourneys = selected.some((s) => s.name === 'e2e');
const journeys = withJourneys ? selected.filter((s) => s.lane === 'journeys').sort((a, b) => (b.name === 'e2e') - (a.name === 'e2e')) : [];
const checks = selected.filter((s) => !journeys.includes(s));
if (serial || !journeys.length || !checks.length) await lane(selected, false);
else {
  console.log(`\n━━ two lanes ━━ here, live: ${journeys.map((s) => s.label).join(', ')}; beside it, in order: ${checks.map((s) => s.label).join(', ')} (each printed when it ends)`);
  await Promise.all([lane(journeys, false), lane(checks, true)]);
}
fs.rmSync(reportDir, { recursive: true, force: true });

console.log(`\n━━ summary (${fmt(Date.now() - started)}${serial ? ', serial' : ''}) ━━`);
for (const step of selected) console.log(results.get(step) ?? `----  ${step.label.padEnd(18)}  not run (an earlier step failed)`);
for (const t of flakyTests) console.log(`FLAKY (passed on retry; mend it): ${t}`);
// Repeated here, at the end, because CI keeps only the tail of the output.
for (const t of failedTests) console.log(`FAILED TEST: ${t}`);
for (const step of failedSteps) console.log(`FAILED at step "${step.label}"`);
if (countsKnown) console.log(`${total.passed} passed, ${total.failed} failed`);
else console.log(failedSteps.length ? 'test counts unavailable' : 'all steps passed (some test counts unavailable)');
process.exit(failedSteps.length ? 1 : 0);
