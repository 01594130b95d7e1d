/**
 * The notifications' periodic scans over many lots: "ending soon" and "new lot published".
 *
 *   npm run bench:scans
 *
 * 1. A fresh PostgreSQL database; one API process (the job worker on, CLOSING_WORKER off) whose
 *    ending-soon scan runs every second (ENDING_SOON_SCAN_SECONDS=1; the published scan runs
 *    every 10 s, as in production).
 * 2. N open live lots (default 10,000) written straight into the tables, listed a minute ago and
 *    closing in 30 minutes (inside the 60-minute "ending soon" window), each with one live bid by
 *    a bidder and one watcher.
 *    The watcher's saved search matches every lot.
 * 3. First pass: the time until every lot's three notices exist (ending soon: 8 to the bidder, 9 to
 *    the watcher; the saved-search alert 18 to the watcher, from the published scan), from the
 *    moment the lots were written; and the published scan's longest run.
 * 4. Steady state, once the jobs the first pass queued (the notices' emails) are worked off (everyone told already, the usual case: a lot stays in the window for an hour
 *    and is scanned every period all that time): over SCANS_WINDOW_S seconds, the scans that
 *    completed (pg-boss's own started/completed times) and the CPU of the API and of PostgreSQL.
 * 5. Baseline, same run: one bare `SELECT id FROM lots` of the same window (the least any scan
 *    must read), timed from the client. Ratio: the steady scan's mean duration ÷ that.
 * Knobs: SCANS_LOTS (10000), SCANS_WINDOW_S (15), BENCH_PG_URL; BENCH_API_ENTRY (A/B).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { cleanup, onCleanup, runMain } from '../support/cleanup.js';
import { createBenchDatabase } from '../support/postgres.js';
import { postgresCpuSeconds, processCpuSeconds, startApi } from '../support/processes.js';
import { seedBuyers, seedSettings, STARTING_PRICE_CENTS } from '../support/seed.js';
import { fmtInt, fmtMs, fmtRatio, sleep, summarize, table } from '../support/stats.js';

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
};
const cfg = { lots: num('SCANS_LOTS', 10_000), windowS: num('SCANS_WINDOW_S', 15) };

async function main() {
  console.log(
    `notification scans: ${fmtInt(cfg.lots)} lots ending soon; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const db = await createBenchDatabase('gavel_bench_scans');
  onCleanup('drop database', () => db.drop());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-bench-scans-'));
  onCleanup('remove data dir', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const api = await startApi(db.url, dataDir, { ENDING_SOON_MINUTES: '60', ENDING_SOON_SCAN_SECONDS: '1' });
  onCleanup('stop API', () => api.stop());
  const pool = new pg.Pool({ connectionString: db.url, max: 2 });
  onCleanup('close pool', () => pool.end());
  await seedSettings(pool);
  const [bidder, watcher] = await seedBuyers(pool, 2, 'scans');
  // No emails for these two: the bench measures the scans, not the mail worker (20,000 emails).
  await pool.query(`insert into notification_settings (user_id, email_codes) select unnest($1::int[]), '{}'`, [[bidder!.id, watcher!.id]]);
  // The watcher's saved search matches every new lot: the published scan has 10,000 alerts (18) to make.
  await pool.query(
    `insert into saved_searches (user_id, name, filters, email_alert) values ($1, 'Scan lots', '{"searchbar":"scan lot"}', false)`,
    [watcher!.id],
  );

  const written = performance.now();
  await pool.query(
    `with l as (
       insert into lots (title, listing_format, auction_type, starting_price, current_price, bid_count, bid_sequence,
                         leader_user_id, leader_max_amount, leader_placed_seq, date_added, date_closed)
       select 'Scan lot ' || g, 'live', 'live', $1::bigint, $1::bigint, 1, 1, $2::int, $1::bigint, 1,
              now() - interval '1 minute', now() + interval '30 minutes'
         from generate_series(1, $4::int) g
       returning id),
     b as (insert into bids (lot_id, user_id, amount, max_amount, sequence) select id, $2::int, $1::bigint, $1::bigint, 1 from l)
     insert into watchlist (lot_id, user_id) select id, $3::int from l`,
    [STARTING_PRICE_CENTS, bidder!.id, watcher!.id, cfg.lots],
  );
  await pool.query('analyze lots; analyze bids; analyze watchlist');

  // First pass: every lot's two notices.
  const notified = async () =>
    Number((await pool.query<{ n: string }>(`select count(*) as n from notifications where type in (8, 9, 18)`)).rows[0]!.n);
  const deadline = performance.now() + 300_000;
  while ((await notified()) < 3 * cfg.lots) {
    if (performance.now() > deadline) {
      console.error(`--- API output (tail) ---\n${api.output().slice(-4000)}`);
      throw new Error(`only ${await notified()} of ${3 * cfg.lots} notices after 300 s`);
    }
    await sleep(100);
  }
  const firstPassMs = performance.now() - written;
  // What the first pass queued (the notices' emails) is worked off before the steady state is measured.
  const pending = async () =>
    Number(
      (
        await pool.query<{ n: string }>(
          `select count(*) as n from pgboss.job where state in ('created', 'retry', 'active') and name not like 'notifications.%'`,
        )
      ).rows[0]!.n,
    );
  while ((await pending()) > 0) {
    if (performance.now() > deadline) throw new Error('the queued jobs were not worked off within 300 s');
    await sleep(250);
  }
  await sleep(2_000); // the scan that was running ends

  // Steady state.
  const since = new Date();
  const cpu0 = { api: processCpuSeconds(api.pid) ?? 0, pg: postgresCpuSeconds() };
  await sleep(cfg.windowS * 1000);
  const cpu1 = { api: processCpuSeconds(api.pid) ?? 0, pg: postgresCpuSeconds() };
  const steady = (
    await pool.query<{ ms: number }>(
      `select extract(epoch from (completed_on - started_on)) * 1000 as ms from pgboss.job
        where name = 'notifications.ending-soon' and state = 'completed' and started_on >= $1 and completed_on <= now()`,
      [since],
    )
  ).rows.map((r) => Number(r.ms));
  const s = summarize(steady);
  // A scan slower than the window completes nothing in it: how long has the running one been at it?
  const active = await pool.query<{ ms: number }>(
    `select extract(epoch from (now() - min(started_on))) * 1000 as ms from pgboss.job where name = 'notifications.ending-soon' and state = 'active'`,
  );
  const running = active.rows[0]?.ms == null ? '-' : fmtMs(Number(active.rows[0].ms));
  const extra =
    Number((await pool.query<{ n: string }>(`select count(*) as n from notifications where type in (8, 9, 18)`)).rows[0]!.n) - 3 * cfg.lots;
  const published = await pool.query<{ ms: number | null }>(
    `select max(extract(epoch from (completed_on - started_on)) * 1000) as ms from pgboss.job
      where name = 'notifications.published-scan' and state = 'completed'`,
  );
  const publishedMs = Number(published.rows[0]?.ms ?? Number.NaN);

  // Baseline: the ids of the lots in the window, nothing else.
  const bare: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    await pool.query(
      `select id from lots where status = 'open' and date_closed > now() and date_closed <= now() + interval '60 minutes' and date_added <= now()`,
    );
    bare.push(performance.now() - t0);
  }
  const bareMs = summarize(bare).p50;
  const per = (v: number) => (steady.length ? `${((v * 1000) / steady.length).toFixed(1)} ms` : '-');
  console.log(
    '\n' +
      table([
        ['row', 'value'],
        ['lots ending soon (one bidder, one watcher each)', fmtInt(cfg.lots)],
        ['first pass: lots written → every notice stored (8, 9 and 18)', fmtMs(firstPassMs)],
        ['published scan: its longest run (the one that announced the lots)', fmtMs(publishedMs)],
        ['notices beyond one per lot, person and kind (must be 0)', String(extra)],
        [`steady state: scans completed in ${cfg.windowS} s`, String(steady.length)],
        [
          'steady scan duration p50 / max',
          steady.length ? `${fmtMs(s.p50)} / ${fmtMs(s.max)}` : `none completed; the running one started ${running} ago`,
        ],
        [`API CPU in the ${cfg.windowS} s (per scan)`, `${(cpu1.api - cpu0.api).toFixed(2)} s (${per(cpu1.api - cpu0.api)})`],
        [`PostgreSQL CPU in the ${cfg.windowS} s (per scan)`, `${(cpu1.pg - cpu0.pg).toFixed(2)} s (${per(cpu1.pg - cpu0.pg)})`],
        ['bare SELECT of the window’s lot ids (p50 of 5)', fmtMs(bareMs)],
        ['ratio steady scan p50 / bare SELECT', fmtRatio(s.p50 / bareMs)],
      ]),
  );
  const resultsDir = path.join(import.meta.dirname, '../results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, `scans-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    JSON.stringify(
      { cfg, firstPassMs, extra, steady: s, scans: steady.length, cpu: { api: cpu1.api - cpu0.api, pg: cpu1.pg - cpu0.pg }, bareMs },
      null,
      2,
    ),
  );
  if (extra !== 0) throw new Error(`${extra} notices beyond one per lot, person and kind`);
}

runMain(async () => {
  await main();
  await cleanup();
});
