/**
 * A/B of the facet counts and totals of searches WITHOUT text, interleaved on one database (same
 * moment, same load): A = the reference scan (`searchStatements.facets` / `.count`, one pass over
 * the lots), B = the kept counts (`facetCountStatements`, migration 0029). For each filter, a
 * call's four statements side by side on a pool as the API runs them (page, facets + total, closed
 * section, closed count; the pages are the same in A and B), then the facet statement alone;
 * prints p50/p95 and B ÷ A. It also checks that A and B answer the same counts.
 *
 *   SEARCH_DB=<name> npm run bench:search        # seeds (or reuses) the database; the API migrates it
 *   AB_DB=postgresql://postgres@127.0.0.1:5432/<name> npx tsx bench/search/ab-facets.ts
 *
 * AB_FILTERS: a JSON list of filters (default: bench:search's queries without text);
 * AB_VIEWER: a user id to search as (private lots); SEARCH_AB_ROUNDS (15).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { searchFilterSchema } from '@gavel/contract';
import { planSearch } from '../../apps/api/src/modules/search/search.query.js';
import { searchStatements } from '../../apps/api/src/modules/search/search.repository.js';
import { facetCountStatements } from '../../apps/api/src/modules/search/facet-counts.repository.js';
import { abCells, table } from '../support/stats.js';

const url = process.env.AB_DB;
if (!url) throw new Error('AB_DB is required');
const rounds = Number(process.env.SEARCH_AB_ROUNDS) || 15;
const viewer = process.env.AB_VIEWER ? { id: Number(process.env.AB_VIEWER), companyId: null } : null;
const pool = new pg.Pool({ connectionString: url, max: 4 });
const { rows: cats } = await pool.query<{ id: number }>('select id from categories order by id limit 2');
const { rows: conds } = await pool.query<{ id: number }>('select id from conditions order by id limit 1');
const { rows: brandRows } = await pool.query<{ id: number }>("select id from brands where name = 'Dell' limit 1");
const { rows: ctr } = await pool.query<{ id: number; name: string }>('select id, name from countries');
const filters: Record<string, unknown>[] = process.env.AB_FILTERS
  ? JSON.parse(process.env.AB_FILTERS)
  : [
      {},
      { orderby: 1 },
      { category: [cats[0]!.id] },
      { category: cats.map((c) => c.id), condition: [conds[0]!.id], listfmt: [3, 1], lottype: [1] },
      { sub_category: [brandRows[0]?.id ?? 1], reglist: [1, 3], countrylist: [231, 82] },
      { page: 400, sh_limit: 45 },
      { type: 'completed' },
    ];
const dialect = new PgDialect();
const countryNames = new Map(ctr.map((c) => [c.id, c.name]));
type Counts = { facets: (q: never) => SQL; count: (q: never) => SQL };
const exec = (stmt: SQL) => {
  const q = dialect.sqlToQuery(stmt);
  return pool.query(q.sql, q.params as unknown[]);
};
const planOf = (filter: Record<string, unknown>) =>
  planSearch(searchFilterSchema.parse(filter), { countryNames, viewer, now: new Date() });
/** A call's four statements side by side; answers the time and the facet rows. */
const call = async (counts: Counts, filter: Record<string, unknown>) => {
  const plan = planOf(filter);
  const completed = filter.type === 'completed';
  const t = performance.now();
  const [, facets, , count] = await Promise.all([
    exec(searchStatements.page(plan.main)),
    exec(counts.facets(plan.main as never)),
    exec(searchStatements.page(plan.completed)),
    completed ? null : exec(counts.count(plan.completed as never)),
  ]);
  return { ms: performance.now() - t, facets: facets.rows as { g: string; v: string | null; n: number }[], count: count?.rows[0]?.total };
};
const facetsAlone = async (counts: Counts, filter: Record<string, unknown>) => {
  const plan = planOf(filter);
  const t = performance.now();
  await exec(counts.facets(plan.main as never));
  return performance.now() - t;
};
const norm = (rows: { g: string; v: string | null; n: number }[]) =>
  JSON.stringify(
    rows
      .filter((r) => r.g !== 'log' && (r.g === 'total' || (r.v !== null && Number(r.n) !== 0)))
      .map((r) => `${r.g}:${r.v}:${Number(r.n)}`)
      .sort(),
  );

console.log(`facets A/B (A the scan, B the kept counts), ${rounds} rounds each; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const rows: string[][] = [
  ['filter', 'call A p50', 'A p95', 'call B p50', 'B p95', 'B ÷ A p50', 'B ÷ A p95', 'facets A p50', 'A p95', 'facets B p50', 'B p95', 'B ÷ A p50', 'B ÷ A p95'],
];
const all = { a: [] as number[], b: [] as number[] };
const a: Counts = searchStatements as unknown as Counts;
const b: Counts = facetCountStatements as unknown as Counts;
for (const filter of filters) {
  const ra = await call(a, filter);
  const rb = await call(b, filter);
  if (norm(ra.facets) !== norm(rb.facets) || ra.count !== rb.count) throw new Error(`different answers for ${JSON.stringify(filter)}`);
  const ta: number[] = [];
  const tb: number[] = [];
  const fa: number[] = [];
  const fb: number[] = [];
  for (let i = 0; i < rounds; i++) {
    ta.push((await call(a, filter)).ms);
    tb.push((await call(b, filter)).ms);
    fa.push(await facetsAlone(a, filter));
    fb.push(await facetsAlone(b, filter));
  }
  all.a.push(...ta);
  all.b.push(...tb);
  rows.push([JSON.stringify(filter), ...abCells(ta, tb), ...abCells(fa, fb)]);
}
rows.push(['ALL', ...abCells(all.a, all.b), '', '', '', '', '', '']);
console.log(table(rows));
console.log(`answers identical for all ${filters.length} filters; load after ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
await pool.end();
