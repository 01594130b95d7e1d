/**
 * A/B of two versions of search.repository.ts on one database, interleaved (same moment, same
 * data, same load): for each text query, the page + facets statements of version A and of
 * version B run alternately SEARCH_AB_ROUNDS times; prints p50/p95 of each and B ÷ A.
 *
 *   SEARCH_KEEP_DB=1 npm run bench:search          # prints "keeping database <url>"
 *   AB_DB=<url> AB_OLD=<absolute path of the old search.repository.ts, copied next to the current one> npx tsx bench/search/ab-text.ts
 *
 * B is this tree's search.repository.ts. Drop the kept database yourself afterwards.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { searchFilterSchema } from '@gavel/contract';
import { planSearch } from '../../apps/api/src/modules/search/search.query.js';
import { searchStatements as b } from '../../apps/api/src/modules/search/search.repository.js';
import { fmtMs, fmtRatio, percentile, table } from '../support/stats.js';

const url = process.env.AB_DB;
const oldPath = process.env.AB_OLD;
if (!url || !oldPath) throw new Error('AB_DB and AB_OLD are required');
const rounds = Number(process.env.SEARCH_AB_ROUNDS) || 15;
const a = ((await import(oldPath)) as { searchStatements: typeof b }).searchStatements;

const texts = ['latitude', 'E7450', 'lattitude', 'think pad', 'thinkpad', 'dell'];
const pool = new pg.Pool({ connectionString: url, max: 2 });
const dialect = new PgDialect();
const run = async (s: typeof b, text: string) => {
  const plan = planSearch(searchFilterSchema.parse({ searchbar: text }), { countryNames: new Map(), viewer: null, now: new Date() });
  const t = performance.now();
  for (const stmt of [s.page(plan.main), s.facets(plan.main)]) {
    const q = dialect.sqlToQuery(stmt);
    await pool.query(q.sql, q.params as unknown[]);
  }
  return performance.now() - t;
};

console.log(`search A/B (text), ${rounds} rounds each; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const rows: string[][] = [['text', 'A p50', 'A p95', 'B p50', 'B p95', 'B ÷ A (p50)']];
for (const text of texts) {
  await run(a, text);
  await run(b, text);
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < rounds; i++) {
    ta.push(await run(a, text));
    tb.push(await run(b, text));
  }
  const p = (v: number[], q: number) => percentile([...v].sort((x, y) => x - y), q);
  rows.push([text, fmtMs(p(ta, 50)), fmtMs(p(ta, 95)), fmtMs(p(tb, 50)), fmtMs(p(tb, 95)), fmtRatio(p(tb, 50) / p(ta, 50))]);
}
console.log(table(rows));
await pool.end();
