/**
 * A/B of two versions of search.repository.ts, interleaved (same moment, same load): for each
 * filter, the call's four statements (page, facets + total, closed section, closed count; side by
 * side on a pool, as the API runs them) of version A and of version B run alternately
 * SEARCH_AB_ROUNDS times; prints p50/p95 of each and B ÷ A.
 *
 *   SEARCH_KEEP_DB=1 npm run bench:search          # prints "keeping database <url>"
 *   AB_DB=<url> AB_OLD=<absolute path of the old search.repository.ts, copied next to the current one> npx tsx bench/search/ab-text.ts
 *
 * B is this tree's search.repository.ts on AB_DB. AB_DB_OLD: run A on another database (a copy
 * made with `CREATE DATABASE … TEMPLATE …` before an index migration), to compare indexes too.
 * AB_FILTERS: a JSON list of filters (default: the text queries). Drop the databases yourself.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { searchFilterSchema } from '@gavel/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import { chooseExpansions, planSearch, typoCandidates } from '../../apps/api/src/modules/search/search.query.js';
import { searchRepository, searchStatements as b } from '../../apps/api/src/modules/search/search.repository.js';
import { fmtMs, fmtRatio, percentile, table } from '../support/stats.js';

const url = process.env.AB_DB;
const oldPath = process.env.AB_OLD;
if (!url || !oldPath) throw new Error('AB_DB and AB_OLD are required');
const rounds = Number(process.env.SEARCH_AB_ROUNDS) || 15;
const a = ((await import(oldPath)) as { searchStatements: typeof b }).searchStatements;

const filters: Record<string, unknown>[] = process.env.AB_FILTERS
  ? JSON.parse(process.env.AB_FILTERS)
  : ['latitude', 'E7450', 'lattitude', 'think pad', 'thinkpad', 'dell'].map((searchbar) => ({ searchbar }));
const poolB = new pg.Pool({ connectionString: url, max: 4 });
const poolA = process.env.AB_DB_OLD ? new pg.Pool({ connectionString: process.env.AB_DB_OLD, max: 4 }) : poolB;
const dialect = new PgDialect();
/** Misspelt words' expansions, looked up once per filter (the dictionary is the same on both databases). */
const expansionsOf = new Map<string, Map<string, string[]>>();
const run = async (s: typeof b, pool: pg.Pool, filter: Record<string, unknown>) => {
  const parsed = searchFilterSchema.parse(filter);
  const key = JSON.stringify(filter);
  if (!expansionsOf.has(key)) {
    const typos = typoCandidates(parsed.searchbar);
    const words = typos.length ? await searchRepository.dictionary(drizzle(poolB), typos) : [];
    expansionsOf.set(key, chooseExpansions(typos, words));
  }
  const plan = planSearch(parsed, { countryNames: new Map(), viewer: null, now: new Date(), expansions: expansionsOf.get(key) });
  const statements = [s.page(plan.main), s.facets(plan.main), s.page(plan.completed), s.count(plan.completed)];
  const t = performance.now();
  await Promise.all(
    statements.map((stmt) => {
      const q = dialect.sqlToQuery(stmt);
      return pool.query(q.sql, q.params as unknown[]);
    }),
  );
  return performance.now() - t;
};

console.log(
  `search A/B, ${rounds} rounds each; load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const rows: string[][] = [['filter', 'A p50', 'A p95', 'B p50', 'B p95', 'B ÷ A (p50)', 'B ÷ A (p95)']];
const all = { a: [] as number[], b: [] as number[] };
const p = (v: number[], q: number) =>
  percentile(
    [...v].sort((x, y) => x - y),
    q,
  );
for (const filter of filters) {
  await run(a, poolA, filter);
  await run(b, poolB, filter);
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < rounds; i++) {
    ta.push(await run(a, poolA, filter));
    tb.push(await run(b, poolB, filter));
  }
  all.a.push(...ta);
  all.b.push(...tb);
  rows.push([
    JSON.stringify(filter),
    fmtMs(p(ta, 50)),
    fmtMs(p(ta, 95)),
    fmtMs(p(tb, 50)),
    fmtMs(p(tb, 95)),
    fmtRatio(p(tb, 50) / p(ta, 50)),
    fmtRatio(p(tb, 95) / p(ta, 95)),
  ]);
}
rows.push([
  'ALL',
  fmtMs(p(all.a, 50)),
  fmtMs(p(all.a, 95)),
  fmtMs(p(all.b, 50)),
  fmtMs(p(all.b, 95)),
  fmtRatio(p(all.b, 50) / p(all.a, 50)),
  fmtRatio(p(all.b, 95) / p(all.a, 95)),
]);
console.log(table(rows));
await poolB.end();
if (poolA !== poolB) await poolA.end();
