/**
 * bench:start — how long the API takes to start, run from TypeScript through tsx (the former
 * production path, `tsx src/main.ts`) and compiled (`node --enable-source-maps dist/main.js`, what
 * `npm start` runs), in the same run, interleaved so both see the same machine load.
 *
 *   npm run bench:start      (START_COLD_RUNS, default 3; START_WARM_RUNS, default 5; START_LOAD_RUNS, default 5)
 *
 * For each start it records the time from spawn to the first 200 from GET /healthz (polled every
 * 20 ms) and to the 'Gavel is ready' log line (after the closing worker and the job workers start):
 * - cold: a fresh PGlite data folder (WASM database created, every migration, the demo seed);
 * - warm: a restart on a data folder that already holds the migrated, seeded database;
 * - load: the module graph alone — the process loads every module, then exits on a bad PORT
 *   (ConfigError, exit code 2) before opening a database: the part TypeScript compilation touches.
 * Prints medians, min–max, and compiled / tsx ratios; the load average before and after.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../support/processes.js';
import { table } from '../support/stats.js';

const COLD_RUNS = Number(process.env.START_COLD_RUNS ?? 3);
const WARM_RUNS = Number(process.env.START_WARM_RUNS ?? 5);
const LOAD_RUNS = Number(process.env.START_LOAD_RUNS ?? 5);
const TIMEOUT_MS = 180_000;

type Mode = 'tsx' | 'compiled';
const modes: Record<Mode, { label: string; argv: string[] }> = {
  tsx: { label: 'tsx apps/api/src/main.ts', argv: [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'apps/api/src/main.ts'] },
  compiled: { label: 'node --enable-source-maps apps/api/dist/main.js', argv: ['--enable-source-maps', 'apps/api/dist/main.js'] },
};

const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-bench-start-'));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function baseEnv(dataDir: string, port: string): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _o, DATABASE_URL: _d, REDIS_URL: _r, SMTP_URL: _s, WEB_DIST: _w, ...parent } = process.env;
  return {
    ...parent,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(work, 'no-web'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'info',
  };
}

interface Start {
  healthMs: number;
  readyMs: number;
  /** CPU seconds (user + system) the server's process tree had used when both were seen. */
  cpuS: number;
}

/** user + system CPU seconds of a process and its descendants (Linux /proc; the tsx CLI runs the server as its child). */
function treeCpuSeconds(pid: number): number {
  let total = 0;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += (Number(fields[11]) + Number(fields[12])) / 100;
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      for (const child of fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean))
        total += treeCpuSeconds(Number(child));
    }
  } catch {
    // gone
  }
  return total;
}

/** Spawns one server, waits for /healthz 200 and the ready line, then stops it (SIGTERM) and waits for its exit. */
async function timedStart(mode: Mode, dataDir: string): Promise<Start> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, modes[mode].argv, {
    cwd: repoRoot,
    env: baseEnv(dataDir, String(port)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let healthMs = Number.NaN;
  let readyMs = Number.NaN;
  let cpuS = Number.NaN;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    await new Promise<void>((resolve, reject) => {
      const done = () => {
        if (!Number.isFinite(healthMs) || !Number.isFinite(readyMs)) return;
        cpuS = treeCpuSeconds(child.pid!);
        resolve();
      };
      const timer = setTimeout(() => reject(new Error(`${mode} did not start within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
      const onData = (chunk: Buffer) => {
        if (out.length < 100_000) out += chunk.toString();
        if (!Number.isFinite(readyMs) && out.includes('Gavel is ready')) {
          readyMs = performance.now() - t0;
          done();
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => reject(new Error(`${mode} exited early (code ${code})\n${out}`)));
      const poll = async () => {
        while (!Number.isFinite(healthMs) && child.exitCode === null) {
          try {
            const res = await fetch(`http://127.0.0.1:${port}/healthz`);
            await res.arrayBuffer();
            if (res.status === 200) {
              healthMs = performance.now() - t0;
              done();
              break;
            }
          } catch {
            // not listening yet
          }
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      void poll();
      void exited.then(() => clearTimeout(timer));
    });
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(kill);
  }
  return { healthMs, readyMs, cpuS };
}

/** Spawn to exit of a process that loads every module and stops on a bad PORT (exit code 2). */
async function timedLoad(mode: Mode, extraEnv: Record<string, string> = {}): Promise<number> {
  const t0 = performance.now();
  const child = spawn(process.execPath, modes[mode].argv, {
    cwd: repoRoot,
    env: { ...baseEnv(path.join(work, 'unused'), 'not-a-port'), ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
  const ms = performance.now() - t0;
  if (code !== 2 || !out.includes('PORT')) throw new Error(`${mode}: expected a configuration error (exit 2), got ${code}\n${out}`);
  return ms;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const sec = (ms: number) => (ms / 1000).toFixed(2);
/** Alternates which mode goes first, so a drift in load falls on both. */
const order = (i: number): Mode[] => (i % 2 === 0 ? ['tsx', 'compiled'] : ['compiled', 'tsx']);

async function main() {
  const loadBefore = loadavg();
  console.log(`bench:start — ${new Date().toISOString()}, load average ${loadBefore}, ${os.cpus().length} cores, node ${process.version}`);
  const b0 = performance.now();
  await new Promise<void>((resolve, reject) => {
    const build = spawn(process.execPath, ['apps/api/scripts/build.mjs'], { cwd: repoRoot, stdio: 'inherit' });
    build.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`API build failed (${code})`))));
  });
  const buildMs = performance.now() - b0;

  const load: Record<Mode, number[]> = { tsx: [], compiled: [] };
  const cold: Record<Mode, Start[]> = { tsx: [], compiled: [] };
  const warm: Record<Mode, Start[]> = { tsx: [], compiled: [] };
  // tsx without its transform cache (TSX_DISABLE_CACHE=1): a first start, e.g. in a fresh container.
  const loadNoCache: number[] = [];
  for (let i = 0; i < LOAD_RUNS; i++) {
    for (const m of order(i)) load[m].push(await timedLoad(m));
    loadNoCache.push(await timedLoad('tsx', { TSX_DISABLE_CACHE: '1' }));
  }
  console.log(`load: ${LOAD_RUNS} runs each done`);
  let warmDir = '';
  for (let i = 0; i < COLD_RUNS; i++) {
    for (const m of order(i)) {
      const dir = path.join(work, `cold-${m}-${i}`);
      cold[m].push(await timedStart(m, dir));
      if (warmDir) fs.rmSync(dir, { recursive: true, force: true });
      else warmDir = dir; // the first cold start's folder is reused by every warm start
      console.log(
        `cold ${m} #${i + 1}: healthz ${sec(cold[m].at(-1)!.healthMs)} s, ready ${sec(cold[m].at(-1)!.readyMs)} s, CPU ${cold[m].at(-1)!.cpuS.toFixed(2)} s`,
      );
    }
  }
  for (let i = 0; i < WARM_RUNS; i++) {
    for (const m of order(i)) {
      warm[m].push(await timedStart(m, warmDir));
      console.log(
        `warm ${m} #${i + 1}: healthz ${sec(warm[m].at(-1)!.healthMs)} s, ready ${sec(warm[m].at(-1)!.readyMs)} s, CPU ${warm[m].at(-1)!.cpuS.toFixed(2)} s`,
      );
    }
  }
  const loadAfter = loadavg();

  // Ratio of the medians, and the median of the ratios of each back-to-back pair (run i of each mode).
  const rows: string[][] = [['row', 'tsx median (min–max) s', 'compiled median (min–max) s', 'compiled / tsx', 'paired']];
  const row = (name: string, t: number[], c: number[]) =>
    rows.push([
      name,
      `${sec(median(t))} (${sec(Math.min(...t))}–${sec(Math.max(...t))})`,
      `${sec(median(c))} (${sec(Math.min(...c))}–${sec(Math.max(...c))})`,
      (median(c) / median(t)).toFixed(2),
      median(c.map((x, i) => x / t[i]!)).toFixed(2),
    ]);
  row(`modules only (spawn → exit), ${LOAD_RUNS} runs`, load.tsx, load.compiled);
  row(`modules only, tsx without its cache`, loadNoCache, load.compiled);
  row(
    `cold → /healthz 200, ${COLD_RUNS} runs`,
    cold.tsx.map((s) => s.healthMs),
    cold.compiled.map((s) => s.healthMs),
  );
  row(
    `cold → 'Gavel is ready'`,
    cold.tsx.map((s) => s.readyMs),
    cold.compiled.map((s) => s.readyMs),
  );
  row(
    `warm → /healthz 200, ${WARM_RUNS} runs`,
    warm.tsx.map((s) => s.healthMs),
    warm.compiled.map((s) => s.healthMs),
  );
  row(
    `warm → 'Gavel is ready'`,
    warm.tsx.map((s) => s.readyMs),
    warm.compiled.map((s) => s.readyMs),
  );
  row(
    `cold: CPU s (process tree) at ready`,
    cold.tsx.map((s) => s.cpuS * 1000),
    cold.compiled.map((s) => s.cpuS * 1000),
  );
  row(
    `warm: CPU s (process tree) at ready`,
    warm.tsx.map((s) => s.cpuS * 1000),
    warm.compiled.map((s) => s.cpuS * 1000),
  );
  console.log('');
  console.log(`tsx      = ${modes.tsx.label}`);
  console.log(`compiled = ${modes.compiled.label}   (API build: ${sec(buildMs)} s, once, not counted)`);
  console.log(table(rows));
  console.log(`\nload average: ${loadBefore} before, ${loadAfter} after`);

  const result = { at: new Date().toISOString(), loadBefore, loadAfter, buildMs, load, loadNoCache, cold, warm };
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `start-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify(result, null, 2));
  console.log(`results: ${path.relative(repoRoot, file)}`);
}

try {
  await main();
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
