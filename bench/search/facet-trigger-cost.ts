/**
 * What the facet counts' trigger (migration 0029) costs a closing storm's writes: 10,000 open lots
 * closed sold in 20 statements of 500 (the closing worker's batch size), in a transaction rolled
 * back, with `lot_facet_lots_update` on and off alternately (same moment, same load); then the
 * time spent in each of lots' trigger functions a row (`track_functions = 'pl'`).
 *
 *   npx tsx bench/search/facet-trigger-cost.ts postgresql://postgres@127.0.0.1:5432/<a copy> [rounds]
 *
 * Run it on a copy you drop afterwards (`CREATE DATABASE … TEMPLATE …` of a bench:search database
 * migrated to 0029): it takes an exclusive lock on lots while the trigger is off, and each rolled-back
 * round leaves 10,000 dead rows in lots and the documents and 20,000 in the facet log (every search
 * on that copy reads them until a VACUUM).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const url = process.argv[2];
if (!url) throw new Error('usage: facet-trigger-cost.ts <database url> [rounds]');
const rounds = Number(process.argv[3] ?? 6);
const c = new pg.Client({ connectionString: url });
await c.connect();
const { rows } = await c.query<{ id: number }>("select id from lots where status = 'open' order by id limit 10000");
const ids = rows.map((r) => r.id);
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const closeAll = async () => {
  const t = performance.now();
  for (let i = 0; i < ids.length; i += 500) await c.query("UPDATE lots SET status = 'sold' WHERE id = ANY($1::int[])", [ids.slice(i, i + 500)]);
  return performance.now() - t;
};
console.log(`closing ${ids.length} lots in batches of 500, trigger on/off alternately, ${rounds} rounds; load ${load()}`);
const times = { on: [] as number[], off: [] as number[] };
for (let r = 0; r < rounds; r++) {
  for (const mode of r % 2 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
    await c.query('BEGIN');
    if (mode === 'off') await c.query('ALTER TABLE lots DISABLE TRIGGER lot_facet_lots_update');
    times[mode].push(await closeAll());
    await c.query('ROLLBACK');
  }
}
const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
console.log(`trigger on: median ${med(times.on).toFixed(0)} ms (${times.on.map((x) => x.toFixed(0)).join(', ')})`);
console.log(`trigger off: median ${med(times.off).toFixed(0)} ms (${times.off.map((x) => x.toFixed(0)).join(', ')})`);
console.log(`on ÷ off ${(med(times.on) / med(times.off)).toFixed(3)}`);

// Time inside each trigger function, a row (the statistics are sent when the session's transaction ends).
await c.query("SET track_functions = 'pl'");
const before = await c.query<{ funcname: string; calls: string; total: number }>(
  "select funcname, calls, total_time as total from pg_stat_user_functions where funcname like 'lot%'",
);
await c.query('BEGIN');
await closeAll();
await c.query('ROLLBACK');
await c.query('select pg_stat_clear_snapshot()');
await new Promise((r) => setTimeout(r, 1_000));
const after = await c.query<{ funcname: string; calls: string; total: number }>(
  "select funcname, calls, total_time as total from pg_stat_user_functions where funcname like 'lot%'",
);
for (const a of after.rows) {
  const b = before.rows.find((x) => x.funcname === a.funcname);
  const calls = Number(a.calls) - Number(b?.calls ?? 0);
  if (calls > 0) console.log(`${a.funcname}: ${calls} calls, ${(((a.total - (b?.total ?? 0)) / calls) * 1000).toFixed(1)} µs a row`);
}
console.log(`load after ${load()}`);
await c.end();
