import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, soloProcessSetup, startApi, stopApi, type ApiProcess } from './support/api-process.js';

/**
 * Issue 40, item 8: every line a server process prints is JSON — pino's log lines, and the start
 * banner (the address the marketplace answers on) among them — so a log collector reads them all.
 * A real process (`node --import tsx apps/api/src/main.ts`) is started at LOG_LEVEL=info, asked a
 * question, and stopped; each line of its standard output must parse as a JSON object.
 */
let api: ApiProcess | undefined;
let drop: (() => Promise<void>) | undefined;
let stdout = '';

beforeAll(async () => {
  const setup = await soloProcessSetup('json_logs', { LOG_LEVEL: 'info' }, { snapshotFile: inject('pgliteSnapshotFile') });
  drop = setup.drop;
  const env = setup.env;
  api = await startApi('json-logs', env);
  api.child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  expect((await call(api.url, 'GET', '/healthz')).status).toBe(200);
  expect((await call(api.url, 'POST', '/api/auction/search', { body: {} })).status).toBe(200);
  const exited = new Promise((r) => api!.child.once('exit', r));
  await stopApi(api);
  await exited;
}, 120_000);

afterAll(async () => {
  await stopApi(api);
  await drop?.();
});

describe('the server process prints only JSON lines', () => {
  it('every line of standard output, the start banner included, is a JSON object with a level and a message', () => {
    // The output from the start (startApi kept it) and what came after it resolved.
    const all = api!.output();
    const lines = (all.length >= stdout.length ? all : stdout).split('\n').filter((l) => l.trim() !== '');
    expect(lines.length).toBeGreaterThan(3);
    const parsed = lines.map((line) => {
      try {
        return JSON.parse(line) as { level: number; msg: string; local?: string };
      } catch {
        throw new Error(`not a JSON line: ${JSON.stringify(line)}`);
      }
    });
    for (const entry of parsed) expect(entry).toMatchObject({ level: expect.any(Number), msg: expect.any(String) });
    const banner = parsed.find((e) => e.msg.startsWith('Gavel marketplace:'));
    expect(banner, 'the start banner').toMatchObject({ level: 30, local: api!.url });
    expect(parsed.map((e) => e.msg)).toContain('shutting down');
  });
});
