/**
 * EXPLAIN ANALYZE of the search SQL for one filter, on a database kept by `SEARCH_KEEP_DB=1 npm run bench:search`:
 *
 *   npx tsx bench/search/explain.ts <database url> '{"searchbar":"latitude"}'
 *
 * A text search's pages are its own statement (search-text.repository.ts); REFERENCE=1 explains the
 * reference's (`searchStatements.page`) instead. VIEWER=<user id>: as that signed-in buyer.
 */
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { searchFilterSchema } from '@gavel/contract';
import { planSearch } from '../../apps/api/src/modules/search/search.query.js';
import { callStatements } from './statements.js';

const [url, json] = process.argv.slice(2);
if (!url) throw new Error('usage: explain.ts <database url> [filter json]');
const pool = new pg.Pool({ connectionString: url, max: 1 });
const { rows: ctr } = await pool.query<{ id: number; name: string }>('select id, name from countries');
const filter = searchFilterSchema.parse(JSON.parse(json ?? '{}'));
const viewer = process.env.VIEWER ? { id: Number(process.env.VIEWER), companyId: null } : null;
const plan = planSearch(filter, { countryNames: new Map(ctr.map((c) => [c.id, c.name])), viewer, now: new Date() });
const dialect = new PgDialect();
// As the API runs them; REFERENCE=1: the reference statements (pages and the facet scan).
const named = callStatements(plan, filter.type, process.env.REFERENCE === '1');
for (const [name, stmt] of Object.entries(named)) {
  const q = dialect.sqlToQuery(stmt);
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${q.sql}`, q.params as unknown[]);
  console.log(`\n=== ${name}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
}
await pool.end();
