import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../src/platform/db/client.js';
import { makeDataDir, testDbEngine } from '../harness.js';
import { createTestDatabase } from './postgres.js';

/** Real API processes (`node --import tsx apps/api/src/main.ts`) for multi-process tests. */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
}

export function startApi(name: string, env: Record<string, string>): Promise<ApiProcess> {
  const { NODE_OPTIONS: _ignored, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: { ...parentEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const output = () => out;
  return new Promise((resolve, reject) => {
    // Generous: a loaded machine (several processes starting at once through tsx) takes its time.
    const timer = setTimeout(() => fail(new Error(`API process ${name} did not start within 150 s`)), 150_000);
    const fail = (err: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${err.message}\n--- output of ${name} ---\n${out}`));
    };
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /local (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1]!, child, output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => fail(new Error(`API process ${name} exited early (code ${code}, signal ${signal})`)));
  });
}

export async function stopApi(p: ApiProcess | undefined) {
  if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise((r) => p.child.once('exit', r));
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function call(base: string, method: string, p: string, opts: { token?: string; body?: unknown } = {}) {
  const res = await fetch(new URL(p, base), {
    method,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
}

/**
 * Several API processes on one fresh PostgreSQL database (the postgres pass's multi-process
 * tests): `start` spawns them with their own data folders, `database` is a direct handle for
 * set-up and checks, `close` stops everything and drops the database.
 */
export async function processCluster(name: string, extraEnv: Record<string, string> = {}) {
  const created = await createTestDatabase(`gavel_${name}`);
  const dirs: string[] = [];
  const procs: ApiProcess[] = [];
  const env = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `gavel-${name}-`));
    dirs.push(dir);
    return {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: created.url,
      REDIS_URL,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: dir,
      WEB_DIST: path.join(dir, 'none'),
      ...extraEnv,
    };
  };
  const database = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
  return {
    database,
    /** The database's URL (what the processes' DATABASE_URL is). */
    url: created.url,
    procs,
    /** Starts `count` processes (named A, B, …) side by side and keeps them in `procs`. */
    async start(count: number) {
      const started = await Promise.all(Array.from({ length: count }, (_, i) => startApi(String.fromCharCode(65 + i), env())));
      procs.push(...started);
      return started;
    },
    /** Stops every running process (they can be started again). */
    async stopAll() {
      await Promise.all(procs.splice(0).map((p) => stopApi(p)));
    },
    async close() {
      await Promise.all(procs.splice(0).map((p) => stopApi(p)));
      await database.close();
      await created.drop();
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    },
  };
}
export type ProcessCluster = Awaited<ReturnType<typeof processCluster>>;

/**
 * The settings and database of one API process started on its own, on the run's engine: its own
 * data folder, no web build, demo data, workers, Redis or mail. On PostgreSQL a fresh database
 * (`drop` removes it; the process migrates it); on PGlite, one process's, the data folder is made
 * from the run's migrated snapshot here, with `prepare` writing into it before the process starts.
 * On PostgreSQL `prepare` is the caller's, once the process has migrated (`databaseUrl`).
 */
export async function soloProcessSetup(
  name: string,
  over: Record<string, string>,
  opts: { snapshotFile: string; prepare?: (db: Database) => Promise<void> },
) {
  const dataDir = makeDataDir();
  const env: Record<string, string> = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    CLOSING_WORKER: 'false',
    JOBS_WORKER: 'false',
    REDIS_URL: '',
    SMTP_URL: '',
    ...over,
  };
  if (testDbEngine() === 'postgres') {
    const created = await createTestDatabase(`gavel_${name}`);
    env.DATABASE_URL = created.url;
    return { env, databaseUrl: created.url as string | undefined, drop: created.drop };
  }
  env.DATABASE_URL = '';
  const prepared = await openDatabase({
    pgliteDir: path.join(dataDir, 'pglite'),
    pgliteSnapshot: new Blob([fs.readFileSync(opts.snapshotFile)]),
  });
  try {
    await opts.prepare?.(prepared);
  } finally {
    await prepared.close();
  }
  return { env, databaseUrl: undefined as string | undefined, drop: async () => {} };
}
