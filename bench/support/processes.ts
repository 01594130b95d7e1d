import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface ChildServer {
  url: string;
  child: ChildProcess;
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx <script>` from the repository root and resolves once its output
 * matches `ready` (whose first group is the base URL). The server gets its own process, hence
 * its own event loop and core, apart from the load generator.
 */
export function startChild(
  name: string,
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  opts: { nodeArgs?: string[]; timeoutMs?: number } = {},
): Promise<ChildServer> {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const { NODE_OPTIONS: _ignored, ...parentEnv } = process.env;
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...parentEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const output = () => out;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => fail(new Error(`${name} did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${err.message}\n--- output of ${name} ---\n${out}`));
    };
    const onData = (chunk: Buffer) => {
      // Keep the output bounded: only the start and warnings matter.
      if (out.length < 200_000) out += chunk.toString();
      const m = ready.exec(out);
      if (m && !settled) {
        settled = true;
        clearTimeout(timer);
        resolve({ url: m[1]!, child, pid: child.pid!, output, stop });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => fail(new Error(`${name} exited early (code ${code}, signal ${signal})`)));
  });
}

/**
 * The real API (`apps/api/src/main.ts`) on PostgreSQL, tuned for benchmarking.
 * BENCH_API_NODE_ARGS adds node flags to it, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`;
 * BENCH_API_ENTRY runs another entry point instead (e.g. a modified copy of the API, for an A/B run).
 */
export function startApi(databaseUrl: string, dataDir: string, extraEnv: Record<string, string> = {}, timeoutMs?: number): Promise<ChildServer> {
  fs.mkdirSync(dataDir, { recursive: true });
  return startChild(
    'API',
    process.env.BENCH_API_ENTRY || 'apps/api/src/main.ts',
    {
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      SMTP_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      CLOSING_WORKER: 'false',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...extraEnv,
    },
    /local (http:\/\/127\.0\.0\.1:\d+)/,
    { nodeArgs: (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean), ...(timeoutMs ? { timeoutMs } : {}) },
  );
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux); null when unreadable.
 * With `mainThreadOnly`, only its main thread (for Node: the event loop, without GC helper,
 * compiler and libuv pool threads).
 */
export function processCpuSeconds(pid: number, mainThreadOnly = false): number | null {
  try {
    const stat = fs.readFileSync(mainThreadOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return (utime + stime) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/**
 * CPU seconds of the PostgreSQL server: the postmaster's own and its reaped children's (backends
 * that ended) plus every live backend's. Backends come and go with the pools, so a plain sum over
 * the live processes would lose the time of those that ended.
 */
export function postgresCpuSeconds(): number {
  const procs: { pid: number; ppid: number; own: number; children: number }[] = [];
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // USER_HZ clock ticks (100 on Linux): utime, stime, then cutime, cstime.
      procs.push({
        pid: Number(d),
        ppid: Number(f[1]),
        own: (Number(f[11]) + Number(f[12])) / 100,
        children: (Number(f[13]) + Number(f[14])) / 100,
      });
    } catch {
      // the process ended meanwhile
    }
  }
  const pids = new Set(procs.map((p) => p.pid));
  return procs.reduce((t, p) => t + p.own + (pids.has(p.ppid) ? 0 : p.children), 0);
}

/** The benches' SMTP receiver (`smtp-sink.mjs`) in a process of its own. */
export interface SmtpSink {
  url: string;
  pid: number;
  /** Messages received so far, and the connections opened to it. */
  count(): Promise<{ messages: number; connections: number }>;
  stop(): Promise<void>;
}

export function startSmtpSink(): Promise<SmtpSink> {
  const child = fork(path.join(repoRoot, 'bench/support/smtp-sink.mjs'), [], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'], execArgv: [] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`smtp sink exited (code ${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const m = /smtp sink on (\d+)/.exec(chunk.toString());
      if (!m) return;
      resolve({
        url: `smtp://127.0.0.1:${m[1]}`,
        pid: child.pid!,
        count: () =>
          new Promise((done) => {
            child.once('message', (c) => done(c as { messages: number; connections: number }));
            child.send('count');
          }),
        stop: async () => {
          if (child.exitCode !== null) return;
          const exited = new Promise((r) => child.once('exit', r));
          child.disconnect();
          await exited;
        },
      });
    });
  });
}
