import fs from 'node:fs';
import { fmtInt, table } from './stats.js';

/**
 * PGlite's statement time, from the snapshots its thread writes with `PGLITE_STATS_FILE`
 * (apps/api/src/platform/db/pglite.worker.mjs: once a second, each statement's calls and
 * milliseconds so far, by its SQL). PGlite has no pg_stat_statements; this is its stand-in.
 */
interface Snapshot {
  at: number;
  stats: [string, { calls: number; ms: number }][];
}

export interface StatementTime {
  sql: string;
  calls: number;
  ms: number;
}

/** What the thread ran between two moments (ms since the epoch), to the second; null without snapshots. */
export function pgliteStatementsBetween(file: string, from: number, to: number): { seconds: number; statements: StatementTime[] } | null {
  if (!fs.existsSync(file)) return null;
  const snapshots = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Snapshot);
  const last = (t: number) => snapshots.filter((s) => s.at <= t).at(-1);
  const a = last(from);
  const b = last(to);
  if (!a || !b || b.at <= a.at) return null;
  const before = new Map(a.stats);
  const statements = b.stats
    .map(([sql, s]) => ({ sql, calls: s.calls - (before.get(sql)?.calls ?? 0), ms: s.ms - (before.get(sql)?.ms ?? 0) }))
    .filter((s) => s.calls > 0)
    .sort((x, y) => y.ms - x.ms);
  return { seconds: (b.at - a.at) / 1000, statements };
}

/** The statements that took most of the thread's time, with their share of each accepted bid. */
export function pgliteStatementsTable(window: { seconds: number; statements: StatementTime[] }, bidsPerSecond: number, top = 10): string {
  const total = window.statements.reduce((n, s) => n + s.ms, 0);
  const bids = bidsPerSecond * window.seconds;
  const perBid = (ms: number) => (bids > 0 ? `${Math.round((ms * 1000) / bids)} µs` : '-');
  return table([
    ['statement (PGlite thread)', 'calls', 'ms', 'µs/call', 'per bid', 'share'],
    ...window.statements
      .slice(0, top)
      .map((s) => [
        s.sql.slice(0, 90),
        fmtInt(s.calls),
        fmtInt(s.ms),
        fmtInt((s.ms * 1000) / s.calls),
        perBid(s.ms),
        `${((100 * s.ms) / total).toFixed(1)}%`,
      ]),
    [
      `all (${window.statements.length} statements), ${((100 * total) / 1000 / window.seconds).toFixed(0)}% of the thread's time`,
      fmtInt(window.statements.reduce((n, s) => n + s.calls, 0)),
      fmtInt(total),
      '',
      perBid(total),
      '100%',
    ],
  ]);
}
