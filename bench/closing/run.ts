/**
 * The closing storm: 10,000 lots due in the same second, two API processes closing them.
 *
 *   npm run bench:closing
 *
 * 1. A fresh PostgreSQL database; two API processes (closing worker on, Redis adapter on so a
 *    closing event from either reaches every socket), started one after the other.
 * 2. N open live lots (default 10,000) written straight into the tables, each with a leading
 *    bidder above its start (so each closes *sold* and needs an order), all due at one moment T
 *    a few seconds ahead.
 * 3. One Socket.IO client on each process joins every lot's room and records when each lot's
 *    `realclosedupdates` first arrives. Lateness = first receipt − T.
 * 4. Checks: every lot closed exactly once (status sold, one auction order per lot, no
 *    duplicates), and every lot's event arrived; then, after the storm, the time until every
 *    winner's "you won" notice (6) is stored (the `lot.closed` listeners), exactly one per lot.
 * 5. Baseline, same run: one bare `UPDATE … RETURNING` over the same N rows, timed from the client,
 *    on a copy that keeps every index of lots (what PostgreSQL must do to close those rows of the
 *    real table: the aim's reference, docs/decisions.md "The closing storm's baseline"), and on a
 *    copy without indexes (for information: the statement's floor on a table no query could use).
 * Prints p50/p90/p99/max lateness, both UPDATE times, p99 / the UPDATE with lots' indexes (aim ≤ 5)
 * and p99 / the index-less one.
 * Knobs: CLOSING_LOTS (10000), CLOSING_LEAD_MS (8000), BENCH_PG_URL, REDIS_URL (redis://127.0.0.1:6379);
 *   CLOSING_TRACE=1 prints, every 250 ms of the storm, the CPU seconds so far of
 *   each API process, of PostgreSQL and of this client, and the events seen (where a storm's time goes).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { cleanup, onCleanup, runMain } from '../support/cleanup.js';
import { createBenchDatabase } from '../support/postgres.js';
import { postgresCpuSeconds, processCpuSeconds, startApi, type ChildServer } from '../support/processes.js';
import { seedBuyers, seedSettings, STARTING_PRICE_CENTS } from '../support/seed.js';
import { fmtInt, fmtMs, fmtRatio, sleep, summarize, table } from '../support/stats.js';

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
};
const cfg = { lots: num('CLOSING_LOTS', 10_000), leadMs: num('CLOSING_LEAD_MS', 8_000), redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379' };
const wallNow = () => performance.timeOrigin + performance.now();

async function connectWatcher(url: string, lotIds: number[], firstSeen: Map<number, number>): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.on('realclosedupdates', (p: { id: number }) => {
    if (!firstSeen.has(p.id)) firstSeen.set(p.id, wallNow());
  });
  for (const id of lotIds) socket.emit('joinLot', { id });
  // A round trip after the joins: Socket.IO handles one socket's packets in order.
  await new Promise<void>((resolve) => {
    socket.emit('joinLot', { id: lotIds[0] });
    setTimeout(resolve, 500);
  });
  return socket;
}

async function main() {
  console.log(`closing storm: ${fmtInt(cfg.lots)} lots due at one moment, two API processes; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const db = await createBenchDatabase('gavel_bench_closing');
  onCleanup('drop database', () => db.drop());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-bench-closing-'));
  onCleanup('remove data dir', () => fs.rmSync(dataDir, { recursive: true, force: true }));

  const env = { CLOSING_WORKER: 'true', REDIS_URL: cfg.redisUrl };
  const apis: ChildServer[] = [];
  for (const name of ['a', 'b']) {
    const api = await startApi(db.url, path.join(dataDir, name), env);
    onCleanup(`stop API ${name}`, () => api.stop());
    apis.push(api);
  }
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  onCleanup('close pool', () => pool.end());
  await seedSettings(pool);
  const [buyer] = await seedBuyers(pool, 1, 'closing');

  const due = new Date(Date.now() + cfg.leadMs);
  const { rows } = await pool.query<{ id: number }>(
    `insert into lots (title, listing_format, auction_type, starting_price, current_price, bid_count, bid_sequence,
                       leader_user_id, leader_max_amount, leader_placed_seq, date_added, date_closed)
     select 'Closing lot ' || g, 'live', 'live', $1::bigint, $1::bigint + 100, 1, 1, $2::int, $1::bigint + 100, 1, now() - interval '1 hour', $3::timestamptz
     from generate_series(1, $4::int) g
     returning id`,
    [STARTING_PRICE_CENTS, buyer!.id, due, cfg.lots],
  );
  const lotIds = rows.map((r) => r.id).sort((a, b) => a - b);

  const firstSeen = new Map<number, number>();
  const sockets = await Promise.all(apis.map((a) => connectWatcher(a.url, lotIds, firstSeen)));
  onCleanup('disconnect sockets', () => sockets.forEach((s) => s.disconnect()));
  if (wallNow() > due.getTime() - 500) throw new Error(`set-up took too long: raise CLOSING_LEAD_MS (now ${cfg.leadMs})`);

  const cpuBefore = apis.map((a) => processCpuSeconds(a.pid) ?? 0);
  const pgBefore = postgresCpuSeconds();
  const clientCpu = () => (process.cpuUsage().user + process.cpuUsage().system) / 1e6;
  const trace = () =>
    console.log(
      `${fmtMs(wallNow() - due.getTime())} from the due moment: CPU s API ${apis.map((a) => (processCpuSeconds(a.pid) ?? 0).toFixed(2)).join(' ')}, ` +
        `PostgreSQL ${postgresCpuSeconds().toFixed(2)}, client ${clientCpu().toFixed(2)}; events seen ${firstSeen.size}`,
    );
  const tracer = process.env.CLOSING_TRACE ? setInterval(trace, 250) : null;
  const deadline = due.getTime() + 120_000;
  while (firstSeen.size < lotIds.length && wallNow() < deadline) await sleep(50);
  if (tracer) clearInterval(tracer);
  const cpuUsed = apis.map((a, i) => (processCpuSeconds(a.pid) ?? 0) - cpuBefore[i]!);
  const pgUsed = postgresCpuSeconds() - pgBefore;

  // After the storm: every winner's notice (6, "you won"), which the `lot.closed` listeners write.
  const wonCount = async () => Number((await pool.query<{ n: string }>(`select count(*) as n from notifications where type = 6`)).rows[0]!.n);
  while ((await wonCount()) < lotIds.length && wallNow() < deadline) await sleep(50);
  const wonMs = wallNow() - due.getTime();
  const won = await wonCount();

  // Exactly once: every lot sold, one auction order per lot.
  // …and each order billed by exactly one invoice that points back to it.
  const check = await pool.query<{ sold: string; orders: string; dup: string; invoiced: string }>(
    `select (select count(*) from lots where status = 'sold') as sold,
            (select count(*) from orders where kind = 'auction') as orders,
            (select count(*) from (select lot_id from orders group by lot_id having count(*) > 1) d) as dup,
            (select count(*) from orders o join invoices i on i.id = o.invoice_id and i.order_id = o.id and i.lot_id = o.lot_id
              where o.kind = 'auction' and i.amount = o.amount) as invoiced`,
  );
  const { sold, orders, dup, invoiced } = check.rows[0]!;

  // Baselines: one bare UPDATE … RETURNING over the same rows, on copies (so the lots stay as
  // closed). First without indexes (for information: no query could use such a table).
  await pool.query(`create table lots_copy as select * from lots; update lots_copy set status = 'open'`);
  const t0 = performance.now();
  await pool.query(`update lots_copy set status = 'sold', closed_at = now() where status = 'open' and date_closed <= now() returning id`);
  const bareMs = performance.now() - t0;
  // The aim's reference: the same UPDATE on a copy that keeps every index of lots (LIKE …
  // INCLUDING ALL; the status column is in several, so no HOT update): what PostgreSQL must do to
  // close N rows of the real table, before any order or invoice. Prepared the same way as above.
  await pool.query(`create table lots_copy_idx (like lots including all); insert into lots_copy_idx select * from lots; update lots_copy_idx set status = 'open'`);
  const { rows: idx } = await pool.query<{ n: string }>(`select count(*) as n from pg_indexes where tablename = 'lots_copy_idx'`);
  const t1 = performance.now();
  await pool.query(`update lots_copy_idx set status = 'sold', closed_at = now() where status = 'open' and date_closed <= now() returning id`);
  const indexedMs = performance.now() - t1;

  const lateness = lotIds.map((id) => (firstSeen.get(id) ?? Number.NaN) - due.getTime()).filter(Number.isFinite);
  const s = summarize(lateness);
  console.log(
    '\n' +
      table([
        ['row', 'value'],
        ['lots due', fmtInt(lotIds.length)],
        ['closed sold / auction orders / duplicate orders', `${sold} / ${orders} / ${dup}`],
        ['orders with their invoice (linked both ways)', invoiced],
        ['realclosedupdates received', fmtInt(firstSeen.size)],
        ['winners told (notice 6, one per lot)', `${fmtInt(won)}, all stored ${fmtMs(wonMs)} after T`],
        ['lateness p50', fmtMs(s.p50)],
        ['lateness p90', fmtMs(s.p90)],
        ['lateness p99', fmtMs(s.p99)],
        ['lateness max', fmtMs(s.max)],
        [`bare UPDATE … RETURNING of the ${fmtInt(lotIds.length)} rows, with lots' ${idx[0]!.n} indexes`, fmtMs(indexedMs)],
        ['ratio p99 lateness / that UPDATE (aim ≤ 5)', `${fmtRatio(s.p99 / indexedMs)} ${s.p99 / indexedMs <= 5 ? 'ok' : 'ABOVE AIM'}`],
        ['the same UPDATE on a copy without indexes', fmtMs(bareMs)],
        ['ratio p99 lateness / index-less UPDATE (for information)', fmtRatio(s.p99 / bareMs)],
        ['API CPU during the storm (a, b)', cpuUsed.map((c) => `${c.toFixed(2)} s`).join(', ')],
        ['PostgreSQL CPU during the storm', `${pgUsed.toFixed(2)} s`],
      ]),
  );
  const ok =
    Number(sold) === lotIds.length &&
    Number(orders) === lotIds.length &&
    Number(dup) === 0 &&
    Number(invoiced) === lotIds.length &&
    firstSeen.size === lotIds.length &&
    won === lotIds.length;
  const resultsDir = path.join(import.meta.dirname, '../results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, `closing-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    JSON.stringify({ cfg, sold: Number(sold), orders: Number(orders), dup: Number(dup), invoiced: Number(invoiced), received: firstSeen.size, lateness: s, wonMs, won, bareMs, indexedMs, cpuUsed, pgUsed, ok }, null, 2),
  );
  // A process that exited during the storm (its CPU reads as gone) shows why.
  for (const [i, a] of apis.entries()) {
    if (!ok || processCpuSeconds(a.pid) === null) console.error(`--- API ${'ab'[i]} output (tail) ---\n${a.output().slice(-4000)}`);
  }
  if (!ok) {
    throw new Error('closing storm: not every lot closed exactly once with its order, invoice, event and winner notice');
  }
}

runMain(async () => {
  await main();
  await cleanup();
});
