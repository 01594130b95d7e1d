import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

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
    const timer = setTimeout(() => fail(new Error(`API process ${name} did not start within 60 s`)), 60_000);
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

