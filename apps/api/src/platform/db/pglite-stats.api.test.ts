import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { until } from '../../../test/support/until.js';

/**
 * PGlite's statement time (`PGLITE_STATS_FILE`, pglite.worker.mjs): bench:bids reads it for rows c
 * and d (bench/support/pglite-stats.ts). Each statement is counted under its SQL, a named prepared
 * statement's runs under the SQL its Parse carried.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-pglite-stats-'));
const file = path.join(dir, 'stats');
let database: Database | undefined;
afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it("counts each statement's runs and time in PGlite's thread, by its SQL, in a snapshot a second", async () => {
  const before = process.env.PGLITE_STATS_FILE;
  process.env.PGLITE_STATS_FILE = file;
  try {
    database = await openDatabase({ pgliteDir: 'memory://' }); // the thread reads the variable as it starts
  } finally {
    if (before === undefined) delete process.env.PGLITE_STATS_FILE;
    else process.env.PGLITE_STATS_FILE = before;
  }
  for (let i = 0; i < 3; i++) await database.pool.query('select 1 as one');
  for (let i = 0; i < 4; i++) await database.pool.query({ name: 'stats_named', text: 'select $1::int + 1 as two', values: [i] });
  const written = `${file}.${process.pid}`;
  type Snapshot = { at: number; stats: [string, { calls: number; ms: number }][] };
  const last = () => {
    if (!fs.existsSync(written)) return null;
    const lines = fs.readFileSync(written, 'utf8').split('\n').filter(Boolean);
    return lines.length ? new Map((JSON.parse(lines.at(-1)!) as Snapshot).stats) : null;
  };
  await until(() => (last()?.get('select $1::int + 1 as two')?.calls ?? 0) >= 4);
  const stats = last()!;
  expect(stats.get('select 1 as one')?.calls).toBe(3);
  expect(stats.get('select $1::int + 1 as two')).toEqual({ calls: 4, ms: expect.any(Number) });
  expect(stats.get('select $1::int + 1 as two')!.ms).toBeGreaterThan(0);
});
