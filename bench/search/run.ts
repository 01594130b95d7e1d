/**
 * The search call at catalogue scale: 100,000 lots and 1,000,000 sub-lots on PostgreSQL.
 *
 *   npm run bench:search
 *
 * 1. A fresh PostgreSQL database; the real API as a child process (it migrates the database).
 * 2. Reference data and lots written straight into the tables with generate_series: 100,000 lots
 *    across 8 categories, 26 models, 4 grades, 6 regions, 12 countries, 5 listing formats, ~70 %
 *    open; the line-item lots share 1,000,000 sub-lots, each with a part number. The search
 *    documents are built once at the end (the same `lot_search_refresh` the triggers call), then
 *    VACUUM ANALYZE.
 * 3. For each typical query (text, misspelling, split word, part number, filters, sorts, facets,
 *    deep pages, completed mode, a signed-in viewer): warm-up, then SEARCH_ROUNDS rounds; each round
 *    times `POST /api/auction/search` over HTTP and, right after, the very same SQL statements
 *    (built by the API's own search.query.ts + search.repository.ts, run side by side on a pool as
 *    the API does) straight through node-postgres. Same run, same data, interleaved.
 * 4. Prints p50/p95 per query and over all queries, the ratio HTTP / bare SQL, and EXPLAIN ANALYZE of
 *    the slowest query's statements.
 * 5. The baseline in the same run: `GET /api/product/view/{id}` of open lots (one lot's page, the
 *    cheapest real page a buyer opens), and the ratio all queries' search p95 ÷ that p95 (aim ≤ 2).
 * Knobs: SEARCH_LOTS (100000; 10000 on PGlite), SEARCH_SUBLOTS (1000000; 100000 on PGlite), SEARCH_ROUNDS (20),
 *   SEARCH_KEEP_DB (1: keep the database), BENCH_PG_URL,
 *   SEARCH_DB=<name>: a named PostgreSQL database, created and seeded when missing or empty, reused
 *     (not seeded again, never dropped) on later runs — the API migrates it at start,
 *   `-- --db=pglite`: the embedded PGlite (seeded in the API's data directory before it opens it;
 *     HTTP rows only, since the API owns PGlite's one connection).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import { searchFilterSchema, type SearchFilterInput } from '@gavel/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../apps/api/src/platform/db/schema/index.js';
import { chooseExpansions, planSearch, typoCandidates } from '../../apps/api/src/modules/search/search.query.js';
import { searchRepository } from '../../apps/api/src/modules/search/search.repository.js';
import { callStatements } from './statements.js';
import { onCleanup, runMain } from '../support/cleanup.js';
import { adminUrl, createBenchDatabase } from '../support/postgres.js';
import { migrateDatabase, openDatabase } from '../../apps/api/src/platform/db/client.js';
import { processCpuSeconds, startApi } from '../support/processes.js';
import { loginAll, seedBuyers, seedSettings } from '../support/seed.js';
import { fmtInt, fmtMs, fmtRatio, percentile, table } from '../support/stats.js';

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
};
const dbArg = process.argv.find((a) => a.startsWith('--db='))?.slice(5) ?? 'postgres';
if (!['postgres', 'pglite'].includes(dbArg)) throw new Error(`--db=${dbArg}: postgres or pglite`);
const onPglite = dbArg === 'pglite';
const cfg = {
  db: dbArg,
  lots: num('SEARCH_LOTS', onPglite ? 10_000 : 100_000),
  subLots: num('SEARCH_SUBLOTS', onPglite ? 100_000 : 1_000_000),
  rounds: num('SEARCH_ROUNDS', 20),
};

const categories = ['laptops', 'desktops', 'monitors', 'servers', 'phones', 'tablets', 'networking', 'printers'] as const;
/** [brand, model, category]. */
const models: [string, string, (typeof categories)[number]][] = [
  ['Dell', 'Latitude E7450', 'laptops'],
  ['Dell', 'Latitude 7490', 'laptops'],
  ['Lenovo', 'ThinkPad T480', 'laptops'],
  ['Lenovo', 'ThinkPad X1 Carbon', 'laptops'],
  ['HP', 'EliteBook 840 G5', 'laptops'],
  ['HP', 'ProBook 450 G8', 'laptops'],
  ['Apple', 'MacBook Pro A1708', 'laptops'],
  ['Dell', 'OptiPlex 7050', 'desktops'],
  ['HP', 'EliteDesk 800 G3', 'desktops'],
  ['Lenovo', 'ThinkCentre M720q', 'desktops'],
  ['Dell', 'P2419H', 'monitors'],
  ['HP', 'E243', 'monitors'],
  ['Lenovo', 'ThinkVision T24', 'monitors'],
  ['Dell', 'PowerEdge R630', 'servers'],
  ['HP', 'ProLiant DL360 Gen9', 'servers'],
  ['Supermicro', 'SYS-1028R', 'servers'],
  ['Apple', 'iPhone 11', 'phones'],
  ['Samsung', 'Galaxy S10', 'phones'],
  ['Apple', 'iPad Air 2', 'tablets'],
  ['Samsung', 'Galaxy Tab S6', 'tablets'],
  ['Cisco', 'Catalyst 2960X', 'networking'],
  ['HP', 'Aruba 2930F', 'networking'],
  ['Juniper', 'EX2300', 'networking'],
  ['HP', 'LaserJet M402', 'printers'],
  ['Brother', 'HL-L2350DW', 'printers'],
  ['Lexmark', 'MS621', 'printers'],
];
const countries: [number, string][] = [
  [231, 'United States'], [38, 'Canada'], [142, 'Mexico'], [82, 'Germany'], [75, 'France'], [230, 'United Kingdom'],
  [107, 'Italy'], [205, 'Spain'], [177, 'Portugal'], [30, 'Brazil'], [44, 'China'], [109, 'Japan'],
];

async function seed(pool: pg.Pool) {
  await seedSettings(pool);
  await pool.query(
    `insert into categories (key, name, sort_order) select k, initcap(k), o from unnest($1::text[]) with ordinality u(k, o)`,
    [categories],
  );
  await pool.query(`insert into brands (name) select distinct unnest($1::text[])`, [models.map((m) => m[0])]);
  await pool.query(
    `insert into conditions (name, language_var, description, sort_order)
     values ('Grade A', 'grade_a', 'Like new', 1), ('Grade B', 'grade_b', 'Light wear', 2),
            ('Grade C', 'grade_c', 'Heavy wear', 3), ('As is', 'as_is', 'Untested', 4)`,
  );
  await pool.query(
    `insert into regions (id, name, language_var) select * from unnest($1::int[], $2::text[], $2::text[]) on conflict do nothing`,
    [[1, 3, 4, 5, 6, 7], ['America', 'Europe', 'Asia', 'Africa', 'Oceania', 'Middle East']],
  );
  await pool.query(`insert into countries (id, name, iso2) select * from unnest($1::int[], $2::text[], $3::text[]) on conflict do nothing`, [
    countries.map((c) => c[0]),
    countries.map((c) => c[1]),
    countries.map((c) => c[1].slice(0, 2).toUpperCase()),
  ]);
  await pool.query(`create temporary table bench_models (idx int, brand text, model text, category_key text)`);
  await pool.query(`insert into bench_models select o - 1, b, m, c from unnest($1::text[], $2::text[], $3::text[]) with ordinality u(b, m, c, o)`, [
    models.map((m) => m[0]),
    models.map((m) => m[1]),
    models.map((m) => m[2]),
  ]);
  // Bulk load without the per-statement triggers; the documents are built once below with the same function.
  for (const t of ['lots', 'line_items']) await pool.query(`alter table ${t} disable trigger user`);
  const t0 = performance.now();
  await pool.query(
    `insert into lots (title, description, manufacturer, model_number, category_id, brand_id, condition_id, item_condition,
                       region_id, country, lot_size, listing_format, auction_type, starting_price, current_price,
                       buy_now_price, buy_now_enabled, bid_count, status, sold_price, date_added, date_closed)
     select m.brand || ' ' || m.model || ' ' || (array['laptops lot','pallet','units','bulk lot','mixed lot'])[1 + (g * 7) % 5] || ' #' || g,
            '<p>' || (20 + g % 180) || ' units of ' || m.brand || ' ' || m.model || ', tested and graded. Chargers '
              || (array['included','not included','partly included'])[1 + g % 3] || '. Ships from our warehouse on pallets.</p>',
            m.brand, split_part(m.model, ' ', array_length(string_to_array(m.model, ' '), 1)),
            c.id, b.id, (select id from conditions order by id offset (g % 4) limit 1), (array[1, 3, 4, 29])[1 + g % 4],
            (array[1, 3, 4, 5, 6, 7])[1 + (g / 7) % 6], ($2::text[])[1 + (g * 13) % 12], case when g % 3 = 0 then 0 else 1 end,
            f.fmt, case f.fmt when 'sealed' then 'sealed' when 'lineitem' then 'lineitem' else 'live' end,
            p.price, p.price + ((g * 31) % 25) * 500,
            case when f.fmt in ('buynow', 'pricelock') then p.price * 2 end, f.fmt in ('buynow', 'pricelock'),
            (g * 31) % 25,
            case when g % 10 < 7 then 'open' when g % 2 = 0 then 'sold' else 'closed' end,
            case when g % 10 >= 7 and g % 2 = 0 then p.price + 5000 end,
            now() - ((g * 53) % 20160) * interval '1 minute',
            case when g % 10 < 7 then now() + (60 + (g * 37) % 10080) * interval '1 minute'
                 else now() - (1 + (g * 37) % 43200) * interval '1 minute' end
       from generate_series(1, $1::int) g
       join bench_models m on m.idx = g % $3::int
       join categories c on c.key = m.category_key
       join brands b on b.name = m.brand
      cross join lateral (select (array['live','live','live','buynow','sealed','lineitem','pricelock'])[1 + (g * 11) % 7] as fmt) f
      cross join lateral (select 500 + ((g::bigint * 7919) % 500000) as price) p`,
    [cfg.lots, countries.map((c) => c[1]), models.length],
  );
  const tLots = performance.now();
  const { rows: li } = await pool.query<{ n: string }>(`select count(*) as n from lots where listing_format = 'lineitem'`);
  const perLot = Math.ceil(cfg.subLots / Math.max(1, Number(li[0]!.n)));
  await pool.query(
    `insert into line_items (lot_id, sub_lot_number, title, brand, part_number, qty, starting_price, current_price)
     select l.id, s, l.model_number || ' unit ' || s, l.manufacturer,
            'PN' || lpad((((l.id::bigint * 131 + s) * 7919) % 9999991)::text, 7, '0'), 1 + s % 5, 500, 500
       from (select id, model_number, manufacturer, row_number() over (order by id) as rn from lots where listing_format = 'lineitem') l
      cross join lateral generate_series(1, $1::int) s
      where (l.rn - 1) * $1::int + s <= $2::int`,
    [perLot, cfg.subLots],
  );
  const tSub = performance.now();
  for (const t of ['lots', 'line_items']) await pool.query(`alter table ${t} enable trigger user`);
  // Build the documents in chunks (one statement each) so a slow step shows progress.
  const { rows: bounds } = await pool.query<{ lo: number; hi: number }>('select min(id) as lo, max(id) as hi from lots');
  const { lo, hi } = bounds[0]!;
  const chunk = 20_000;
  for (let start = lo; start <= hi; start += chunk) {
    await pool.query(`select lot_search_refresh(array(select id from lots where id >= $1 and id < $2))`, [start, start + chunk]);
  }
  // The facet counts the triggers keep (0029), built once from the loaded lots.
  await pool.query('select lot_facet_rebuild()');
  const tDocs = performance.now();
  await pool.query('vacuum analyze');
  const tVac = performance.now();
  const { rows: counts } = await pool.query<{ lots: string; open: string; sub: string; docs: string }>(
    `select (select count(*) from lots) lots,
            (select count(*) from lots where status = 'open' and date_closed > now()) open,
            (select count(*) from line_items) sub, (select count(*) from lot_search_documents) docs`,
  );
  return {
    counts: counts[0]!,
    seconds: { lots: (tLots - t0) / 1000, subLots: (tSub - tLots) / 1000, documents: (tDocs - tSub) / 1000, vacuum: (tVac - tDocs) / 1000 },
  };
}

interface QueryCase {
  name: string;
  body: SearchFilterInput;
  signedIn?: boolean;
}

/** The buyer, the reference ids and the lots the cases and the baseline row use (read before PGlite's API opens it). */
async function readRefs(pool: pg.Pool, seedBuyer: boolean) {
  const email = 'search-buyer-1@bench.test';
  let { rows: buyers } = await pool.query<{ id: number; email: string }>('select id, email from users where email = $1', [email]);
  if (!buyers.length && seedBuyer) {
    buyers = await seedBuyers(pool, 1, 'search');
    // A signed-in buyer who watches and bid on some lots (their status and star come from the same query).
    await pool.query(`insert into watchlist (user_id, lot_id) select $1, id from lots where id % 97 = 0 on conflict do nothing`, [buyers[0]!.id]);
    await pool.query(
      `insert into bids (lot_id, user_id, amount, max_amount, sequence) select id, $1, current_price, current_price, 1 from lots where id % 89 = 0`,
      [buyers[0]!.id],
    );
    await pool.query('analyze watchlist; analyze bids');
  }
  const ref = await pool.query<{ id: number; key: string }>('select id, key from categories');
  const cat = Object.fromEntries(ref.rows.map((r) => [r.key, r.id])) as Record<string, number>;
  const brandRows = await pool.query<{ id: number; name: string }>('select id, name from brands');
  const brand = Object.fromEntries(brandRows.rows.map((r) => [r.name, r.id])) as Record<string, number>;
  const condRows = await pool.query<{ id: number }>('select id from conditions order by id');
  const part = await pool.query<{ part_number: string }>(
    `select li.part_number from line_items li join lots l on l.id = li.lot_id
      where l.status = 'open' and l.date_closed > now() order by li.id limit 1 offset $1`,
    [Math.min(12345, Math.floor(cfg.subLots / 10))],
  );
  // The baseline: open lots spread over the catalogue (a lot's page, opened from the results).
  const open = await pool.query<{ id: number }>(
    `select id from lots where status = 'open' and date_closed > now() + interval '1 hour' order by (id * 7919) % 1000003 limit 200`,
  );
  return {
    buyer: buyers[0]!,
    cat,
    brand,
    cond: condRows.rows.map((r) => r.id),
    partNumber: part.rows[0]!.part_number,
    viewIds: open.rows.map((r) => r.id),
  };
}

/** A named database for SEARCH_DB (created when missing, never dropped). */
async function namedDatabase(name: string) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`SEARCH_DB=${name}: lower-case letters, digits and _ only`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return { name, url: u.toString() };
}

async function main() {
  console.log(
    `search on ${onPglite ? 'PGlite' : 'PostgreSQL'}: ${fmtInt(cfg.lots)} lots, ${fmtInt(cfg.subLots)} sub-lots, ${cfg.rounds} rounds a query; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-bench-search-'));
  onCleanup('remove data dir', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let pool: pg.Pool | null = null;
  let dbUrl = '';
  let refs: Awaited<ReturnType<typeof readRefs>>;
  let seeded: Awaited<ReturnType<typeof seed>> | null = null;
  if (onPglite) {
    // PGlite: the API's own data directory, migrated and seeded here before the API opens it.
    const local = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      await migrateDatabase(local);
      seeded = await seed(local.pool);
      refs = await readRefs(local.pool, true);
    } finally {
      await local.close();
    }
  } else {
    const named = process.env.SEARCH_DB;
    const fresh = named ? null : await createBenchDatabase('gavel_bench_search');
    const db = fresh ?? (await namedDatabase(named!));
    dbUrl = db.url;
    // SEARCH_KEEP_DB=1 keeps the database for `bench/search/explain.ts` (drop it yourself afterwards).
    if (!fresh || process.env.SEARCH_KEEP_DB === '1') console.log(`keeping database ${db.url}`);
    else onCleanup('drop database', () => fresh.drop());
  }
  // PGlite opens (and checks the migrations of) a 10,000-lot data directory: slow on a loaded machine.
  const api = await startApi(dbUrl, dataDir, {}, onPglite ? 300_000 : undefined);
  onCleanup('stop API', () => api.stop());
  if (!onPglite) {
    const p = new pg.Pool({ connectionString: dbUrl, max: 10 });
    pool = p;
    onCleanup('close pool', () => p.end());
    const { rows } = await p.query<{ n: string }>('select count(*) as n from lots');
    if (Number(rows[0]!.n) === 0) seeded = await seed(p);
    else {
      // A database seeded before the kept facet counts existed has none: build them (exact either way).
      await p.query('select lot_facet_rebuild()');
      console.log(`reusing the seeded database (${fmtInt(Number(rows[0]!.n))} lots; the API migrated it; facet counts rebuilt)`);
    }
    refs = await readRefs(p, true);
  }
  if (seeded)
    console.log(
      `seeded ${fmtInt(Number(seeded.counts.lots))} lots (${fmtInt(Number(seeded.counts.open))} open), ${fmtInt(Number(seeded.counts.sub))} sub-lots, ` +
        `${fmtInt(Number(seeded.counts.docs))} documents in ${Object.entries(seeded.seconds).map(([k, v]) => `${k} ${v.toFixed(1)} s`).join(', ')}`,
    );
  const { buyer, cat, brand, cond, partNumber, viewIds } = refs!;
  const [token] = await loginAll(api.url, [buyer.email]);

  const cases: QueryCase[] = [
    { name: 'browse (default: price low→high)', body: {} },
    { name: 'ending soon', body: { orderby: 1 } },
    { name: 'newly added', body: { orderby: 2 } },
    { name: 'price high→low', body: { orderby: 4 } },
    { name: 'category', body: { category: [cat.laptops!] } },
    { name: 'category+grade+format+size', body: { category: [cat.laptops!, cat.desktops!], condition: [cond[0]!], listfmt: [3, 1], lottype: [1] } },
    { name: 'brand+region+country', body: { sub_category: [brand.Dell!], reglist: [1, 3], countrylist: [231, 82] } },
    { name: 'text "latitude"', body: { searchbar: 'latitude' } },
    { name: 'text "E7450"', body: { searchbar: 'E7450' } },
    { name: 'text "lattitude" (misspelt)', body: { searchbar: 'lattitude' } },
    { name: 'text "think pad" (split)', body: { searchbar: 'think pad' } },
    { name: 'text part number (sub-lot)', body: { searchbar: partNumber } },
    { name: 'text + category + sort', body: { searchbar: 'thinkpad', category: [cat.laptops!], orderby: 1 } },
    { name: 'deep page 400 (price)', body: { page: 400, sh_limit: 45 } },
    { name: 'deep page 1000 of 15 (ending soon)', body: { page: 1000, sh_limit: 15, orderby: 1 } },
    { name: 'completed mode', body: { type: 'completed' } },
    { name: 'completed, closed section page 50', body: { type: 'completed', pagecom: 50 } },
    { name: 'signed in: browse', body: {}, signedIn: true },
    { name: 'signed in: text + filters', body: { searchbar: 'dell', listfmt: [3], lottype: [1] }, signedIn: true },
  ];

  const dialect = new PgDialect();
  const countryNames = new Map(countries);
  const drizzled = pool ? drizzle(pool, { schema }) : null;
  /** The service's steps: the misspelt words' dictionary look-up (when there are any), then its statements. */
  const bareStatements = async (c: QueryCase) => {
    const filter = searchFilterSchema.parse(c.body);
    const typos = typoCandidates(filter.searchbar);
    const expansions = chooseExpansions(typos, typos.length ? await searchRepository.dictionary(drizzled!, typos) : []);
    const plan = planSearch(filter, { countryNames, viewer: c.signedIn ? { id: buyer.id, companyId: null } : null, now: new Date(), expansions });
    return Object.entries(callStatements(plan, filter.type)).map(([name, st]) => ({ name, ...dialect.sqlToQuery(st) }));
  };
  // PGlite: no bare-SQL column (the API holds its one connection).
  const runBare = async (c: QueryCase) => {
    if (!pool) return NaN;
    const t = performance.now();
    const stmts = await bareStatements(c);
    await Promise.all(stmts.map((q) => pool!.query(q.sql, q.params as unknown[])));
    return performance.now() - t;
  };
  let viewNext = 0;
  /** The baseline: one lot's page, as the buyer who searches opens it. */
  const runView = async () => {
    const id = viewIds[viewNext++ % viewIds.length]!;
    const t = performance.now();
    const res = await fetch(`${api.url}/api/product/view/${id}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.text();
    const ms = performance.now() - t;
    if (res.status !== 200) throw new Error(`product/view/${id}: HTTP ${res.status} ${body.slice(0, 300)}`);
    return ms;
  };
  const runHttp = async (c: QueryCase) => {
    const t = performance.now();
    const res = await fetch(`${api.url}/api/auction/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(c.signedIn ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(c.body),
    });
    const body = (await res.json()) as { totalRecords?: number };
    const ms = performance.now() - t;
    if (res.status !== 200) throw new Error(`${c.name}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return { ms, total: body.totalRecords ?? 0 };
  };

  const results: { name: string; total: number; http: number[]; bare: number[] }[] = [];
  const views: number[] = [];
  const cpu0 = processCpuSeconds(api.pid) ?? 0;
  for (let i = 0; i < 5; i++) await runView();
  for (const c of cases) {
    for (let i = 0; i < 3; i++) {
      await runHttp(c);
      await runBare(c);
    }
    const http: number[] = [];
    const bare: number[] = [];
    let total = 0;
    for (let i = 0; i < cfg.rounds; i++) {
      const h = await runHttp(c);
      total = h.total;
      http.push(h.ms);
      bare.push(await runBare(c));
      // Interleaved with the searches: the baseline sees the same machine at the same moments.
      views.push(await runView());
    }
    // Every case finds lots in the seeded catalogue: one that finds none measures an empty answer.
    if (total === 0) throw new Error(`${c.name}: no match (totalRecords 0), so its figures would not be a search's`);
    results.push({ name: c.name, total, http, bare });
  }
  const apiCpu = (processCpuSeconds(api.pid) ?? 0) - cpu0;

  const p = (v: number[], q: number) => percentile([...v].sort((a, b) => a - b), q);
  const rows: string[][] = [['query', 'matches', 'HTTP p50', 'HTTP p95', 'SQL p50', 'SQL p95', 'p95 ratio']];
  for (const r of results) {
    rows.push([r.name, fmtInt(r.total), fmtMs(p(r.http, 50)), fmtMs(p(r.http, 95)), fmtMs(p(r.bare, 50)), fmtMs(p(r.bare, 95)), fmtRatio(p(r.http, 95) / p(r.bare, 95))]);
  }
  const allHttp = results.flatMap((r) => r.http);
  const allBare = results.flatMap((r) => r.bare);
  rows.push(['ALL QUERIES', '', fmtMs(p(allHttp, 50)), fmtMs(p(allHttp, 95)), fmtMs(p(allBare, 50)), fmtMs(p(allBare, 95)), fmtRatio(p(allHttp, 95) / p(allBare, 95))]);
  rows.push(['baseline: GET product/view/{id}', '', fmtMs(p(views, 50)), fmtMs(p(views, 95)), '', '', '']);
  console.log('\n' + table(rows));
  const viewRatio = p(allHttp, 95) / p(views, 95);
  console.log(
    `\naim: all queries' p95 ≤ 2 × product/view p95 and ≤ 50 ms. Search p95 ${fmtMs(p(allHttp, 95))}, product/view p95 ${fmtMs(p(views, 95))}: ` +
      `ratio ${fmtRatio(viewRatio)} (${viewRatio <= 2 ? 'met' : 'not met'}); HTTP ÷ bare SQL ${pool ? fmtRatio(p(allHttp, 95) / p(allBare, 95)) : 'n/a on PGlite'}; API CPU ${apiCpu.toFixed(1)} s.`,
  );

  // The plans that limit it: EXPLAIN ANALYZE of each statement of the two slowest queries (bare p95).
  const slowest = pool ? [...results].sort((a, b) => p(b.bare, 95) - p(a.bare, 95)).slice(0, 2) : [];
  const plans: Record<string, string[]> = {};
  for (const r of slowest) {
    const c = cases.find((x) => x.name === r.name)!;
    for (const st of await bareStatements(c)) {
      const { rows: plan } = await pool!.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${st.sql}`, st.params as unknown[]);
      plans[`${r.name} — ${st.name}`] = plan.map((x) => x['QUERY PLAN']);
    }
  }
  if (pool) console.log('\nEXPLAIN ANALYZE of the two slowest queries (execution time per statement; full plans in the results file):');
  for (const [k, v] of Object.entries(plans)) console.log(`  ${k}: ${v.find((l) => l.startsWith('Execution Time')) ?? ''}`);

  const resultsDir = path.join(import.meta.dirname, '../results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `search-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        cfg,
        seeded,
        load: os.loadavg(),
        queries: results.map((r) => ({ name: r.name, total: r.total, httpP50: p(r.http, 50), httpP95: p(r.http, 95), sqlP50: p(r.bare, 50), sqlP95: p(r.bare, 95) })),
        all: { httpP50: p(allHttp, 50), httpP95: p(allHttp, 95), sqlP50: p(allBare, 50), sqlP95: p(allBare, 95) },
        productView: { p50: p(views, 50), p95: p(views, 95), searchP95OverViewP95: viewRatio },
        apiCpu,
        plans,
      },
      null,
      2,
    ),
  );
  console.log(`results: ${path.relative(process.cwd(), file)}`);
}

runMain(main);
