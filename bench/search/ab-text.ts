/**
 * A/B of two versions of search.repository.ts, interleaved (same moment, same load): for each
 * filter, the call's four statements (page, facets + total, closed section, closed count; side by
 * side on a pool, as the API runs them) of version A and of version B run alternately
 * SEARCH_AB_ROUNDS times; prints p50/p95 of each and B ÷ A.
 *
 *   SEARCH_KEEP_DB=1 npm run bench:search          # prints "keeping database <url>"
 *   AB_DB=<url> AB_OLD=<absolute path of the old search.repository.ts, copied next to the current one> npx tsx bench/search/ab-text.ts
 *
 * B is this tree's search.repository.ts on AB_DB; with AB_B=text, a text filter's pages in B come from
 * `textSearchStatements.page` (search-text.repository.ts), as the API runs them. AB_DB_OLD: run A on
 * another database (a copy made with `CREATE DATABASE … TEMPLATE …` before an index migration), to
 * compare indexes too. AB_FILTERS: a JSON list of filters (default: the text queries).
 * AB_CHECK=1: no timing; compares A's and B's answers (page rows, facets and total, closed section
 * and count) for AB_FILTERS or 120 text filters (6 texts × sorts, filters, pages, completed mode,
 * a signed-in viewer) and exits 1 on a difference. Drop the databases yourself.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { searchFilterSchema } from '@gavel/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import { chooseExpansions, planSearch, typoCandidates } from '../../apps/api/src/modules/search/search.query.js';
import { searchRepository, searchStatements as b } from '../../apps/api/src/modules/search/search.repository.js';
import { textSearchStatements } from '../../apps/api/src/modules/search/search-text.repository.js';
import { abCells, table } from '../support/stats.js';

const url = process.env.AB_DB;
const oldPath = process.env.AB_OLD;
if (!url || !oldPath) throw new Error('AB_DB and AB_OLD are required');
const rounds = Number(process.env.SEARCH_AB_ROUNDS) || 15;
const a = ((await import(oldPath)) as { searchStatements: typeof b }).searchStatements;

const bText = process.env.AB_B === 'text';
const check = process.env.AB_CHECK === '1';
const texts = ['latitude', 'E7450', 'lattitude', 'think pad', 'dell', 'lenvo'];
/** The answers check's filters: each text × the sorts, filters, deep and closed pages, completed mode. */
const checkFilters = texts.flatMap((searchbar) =>
  [
    {},
    { orderby: 1 },
    { orderby: 2 },
    { orderby: 3 },
    { orderby: 4 },
    { category: [1] },
    { category: [1, 2], condition: [1], orderby: 3 },
    { listfmt: [3], lottype: [1] },
    { reglist: [1, 3], countrylist: [231, 82], orderby: 2 },
    { sub_category: [1, 2], lottype: [0], listfmt: [1], orderby: 4 },
    { page: 3, sh_limit: 15 },
    { page: 40, sh_limit: 45, orderby: 1 },
    { pagecom: 3 },
    { type: 'completed' },
    { type: 'completed', orderby: 3, pagecom: 2 },
    { type: 'completed', category: [1], condition: [2] },
    { viewer: true },
    { viewer: true, listfmt: [3], lottype: [1], orderby: 4 },
    { viewer: true, type: 'completed' },
    { viewer: true, page: 2, reglist: [4] },
  ].map((f) => ({ searchbar, ...f })),
);
const filters: Record<string, unknown>[] = process.env.AB_FILTERS
  ? JSON.parse(process.env.AB_FILTERS)
  : check
    ? checkFilters
    : ['latitude', 'E7450', 'lattitude', 'think pad', 'thinkpad', 'dell'].map((searchbar) => ({ searchbar }));
const poolB = new pg.Pool({ connectionString: url, max: 4 });
const poolA = process.env.AB_DB_OLD ? new pg.Pool({ connectionString: process.env.AB_DB_OLD, max: 4 }) : poolB;
const dialect = new PgDialect();
/** Misspelt words' expansions, looked up once per filter (the dictionary is the same on both databases). */
const expansionsOf = new Map<string, Map<string, string[]>>();
/** The bench's signed-in buyer (seeded by bench:search) for filters with `viewer: true`. */
const { rows: buyerRows } = await poolB.query<{ id: number }>(`select id from users where email = 'search-buyer-1@bench.test'`);
const { rows: countryRows } = await poolB.query<{ id: number; name: string }>('select id, name from countries');
const countryNames = new Map(countryRows.map((c) => [c.id, c.name]));
const planOf = async (filter: Record<string, unknown>, now: Date) => {
  const { viewer, ...body } = filter;
  const parsed = searchFilterSchema.parse(body);
  const key = JSON.stringify(filter);
  if (!expansionsOf.has(key)) {
    const typos = typoCandidates(parsed.searchbar);
    const words = typos.length ? await searchRepository.dictionary(drizzle(poolB), typos) : [];
    expansionsOf.set(key, chooseExpansions(typos, words));
  }
  const who = viewer && buyerRows[0] ? { id: buyerRows[0].id, companyId: null } : null;
  return { parsed, plan: planSearch(parsed, { countryNames, viewer: who, now, expansions: expansionsOf.get(key) }) };
};
/** One call's statements' results; `useText`: a text search's pages from `textSearchStatements.page`, like the API. */
const answers = async (s: typeof b, pool: pg.Pool, filter: Record<string, unknown>, useText: boolean, now = new Date()) => {
  const { parsed, plan } = await planOf(filter, now);
  const closedCount = parsed.type !== 'completed';
  const exec = (stmt: Parameters<typeof dialect.sqlToQuery>[0]) => {
    const q = dialect.sqlToQuery(stmt);
    return pool.query(q.sql, q.params as unknown[]).then((r) => r.rows as Record<string, unknown>[]);
  };
  const text = plan.main.text;
  const pageOf = (q: typeof plan.main) => (useText && text ? textSearchStatements.page({ ...q, text }) : s.page(q));
  const [page, facets, closed, count] = await Promise.all([
    exec(pageOf(plan.main)),
    exec(s.facets(plan.main)),
    exec(pageOf(plan.completed)),
    closedCount ? exec(s.count(plan.completed)) : Promise.resolve(null),
  ]);
  return { page, facets, closed, closedCount: count ? count[0]!.total : null };
};
const run = async (s: typeof b, pool: pg.Pool, filter: Record<string, unknown>, useText = false) => {
  await planOf(filter, new Date());
  const t = performance.now();
  await answers(s, pool, filter, useText);
  return performance.now() - t;
};

if (check) {
  const canon = (x: Awaited<ReturnType<typeof answers>>) =>
    JSON.stringify({
      ...x,
      facets: [...x.facets].sort((p, q) => `${String(p.g)}|${String(p.v)}`.localeCompare(`${String(q.g)}|${String(q.v)}`)),
    });
  let differ = 0;
  for (const filter of filters) {
    const now = new Date();
    const [x, y] = [await answers(a, poolA, filter, false, now), await answers(b, poolB, filter, bText, now)];
    if (canon(x) !== canon(y)) {
      differ++;
      console.log(`DIFFERENT ${JSON.stringify(filter)}\n  A ${canon(x).slice(0, 400)}\n  B ${canon(y).slice(0, 400)}`);
    }
  }
  console.log(`${filters.length} filters, ${differ} with different answers`);
  await poolB.end();
  if (poolA !== poolB) await poolA.end();
  process.exit(differ ? 1 : 0);
}

console.log(
  `search A/B, ${rounds} rounds each; load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const rows: string[][] = [['filter', 'A p50', 'A p95', 'B p50', 'B p95', 'B ÷ A (p50)', 'B ÷ A (p95)']];
const all = { a: [] as number[], b: [] as number[] };
for (const filter of filters) {
  await run(a, poolA, filter);
  await run(b, poolB, filter, bText);
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < rounds; i++) {
    ta.push(await run(a, poolA, filter));
    tb.push(await run(b, poolB, filter, bText));
  }
  all.a.push(...ta);
  all.b.push(...tb);
  rows.push([JSON.stringify(filter), ...abCells(ta, tb)]);
}
rows.push(['ALL', ...abCells(all.a, all.b)]);
console.log(table(rows));
await poolB.end();
if (poolA !== poolB) await poolA.end();
