import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { lotVisibleTo } from '../buyer-groups/index.js';
import {
  at,
  closedEarly,
  facetColumn,
  groupOrder,
  groupPredicate,
  listed,
  rowColumns,
  textPredicate,
  viewerColumns,
  withClause,
  type SearchRow,
  type SearchSql,
  type TextQuery,
} from './search.repository.js';

/**
 * A text search's whole call in ONE statement: the page, the facet counts and total, the closed
 * section and its count, from one materialised set of matches. The reference is the four
 * statements of `searchStatements` (page, facets, page of the closed section, count), each of
 * which finds the matches again (a bitmap scan of the documents' heap each); the answers are the
 * same (test/search/text-call.test.ts compares them on both engines).
 *
 * The set `m` holds every match the viewer may see that is open or closed (listed), with the
 * columns the filters, facets and date sorts read and two flags, `open` and `closed`, exactly the
 * reference's mode predicates. Best match ranks only the matches the page can show (its mode and
 * filters), with the tsquery parsed once (an InitPlan) instead of once a row.
 */
export interface TextCall {
  main: SearchSql & { text: TextQuery };
  completed: SearchSql;
  /** The closed section's count: not asked in completed mode (the page's total is the same). */
  closedCount: boolean;
}

/** Columns of one card row (`rowColumns`, the rank and the viewer's three): padded with NULLs on facet rows. */
const cardColumnCount = 41;
const nulls = sql.raw(Array.from({ length: cardColumnCount }, () => 'NULL').join(', '));

const modeFlag = (mode: SearchSql['mode']) => sql.raw(mode === 'open' ? 'l.open' : 'l.closed');

function groupsOn(q: Pick<SearchSql, 'groups'>): SQL[] {
  return groupOrder.filter((g) => q.groups[g].length).map((g) => groupPredicate(g, q.groups[g]));
}

const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` AND `) : sql`true`);

/** The sort on relation `r` for the keys of the page (`rank` and `current_price` are key columns). */
function keyOrder(sort: number, r: string): SQL {
  const c = (col: string) => sql.raw(`${r}.${col}`);
  switch (sort) {
    case 0:
      return sql`${c('rank')} DESC, ${c('id')} ASC`;
    case 1:
      return sql`${c('date_closed')} ASC, ${c('id')} ASC`;
    case 2:
      return sql`${c('date_added')} DESC, ${c('id')} DESC`;
    case 4:
      return sql`${c('current_price')} DESC, ${c('id')} DESC`;
    case 5:
      return sql`${c('date_closed')} DESC, ${c('id')} DESC`;
    default:
      return sql`${c('current_price')} ASC, ${c('id')} ASC`;
  }
}

/** Facet counts and the total of the page's mode over `m` (the same rows and rules as `searchStatements.facets`). */
function facetRows(q: SearchSql): SQL {
  const filtered = groupOrder.filter((g) => q.groups[g].length);
  const cols = sql.raw(groupOrder.map((g) => facetColumn[g]).join(', '));
  const sets = sql.raw(`${groupOrder.map((g) => `(${facetColumn[g]})`).join(', ')}, ()`);
  const full = (1 << groupOrder.length) - 1;
  const cases = groupOrder.map((g, i) => sql.raw(`WHEN ${full ^ (1 << (groupOrder.length - 1 - i))} THEN '${g}'`));
  const value = sql.raw(`COALESCE(${groupOrder.map((g) => `${facetColumn[g]}::text`).join(', ')})`);
  const grouped = (from: SQL, where: SQL) => sql`SELECT CASE GROUPING(${cols}) ${sql.join(cases, sql` `)} ELSE 'total' END AS g,
      ${value} AS v, count(*)::int AS n
    FROM ${from} WHERE ${where} GROUP BY GROUPING SETS (${sets})`;
  if (!filtered.length) return grouped(sql`m l`, modeFlag(q.mode));
  // A lot failing exactly one filtered group counts only in that group; two or more, nowhere.
  const flag = (i: number) => sql.raw(`f${i}`);
  const flags = filtered.map((g, i) => sql`(${groupPredicate(g, q.groups[g])}) AS ${flag(i)}`);
  const passes = filtered.map((_g, i) => sql`${flag(i)}::int`);
  const c = sql`(SELECT * FROM (SELECT l.*, ${sql.join(flags, sql`, `)} FROM m l WHERE ${modeFlag(q.mode)}) x
      WHERE ${sql.join(passes, sql` + `)} >= ${filtered.length - 1}) c`;
  const missingOne = filtered.map((g, i) => {
    const col = sql.raw(facetColumn[g]);
    return sql`SELECT ${sql.raw(`'${g}'`)} AS g, ${col}::text AS v, count(*)::int AS n FROM ${c} WHERE NOT ${flag(i)} AND ${col} IS NOT NULL GROUP BY ${col}`;
  });
  return sql`${grouped(c, sql.join(filtered.map((_g, i) => flag(i)), sql` AND `))} UNION ALL ${sql.join(missingOne, sql` UNION ALL `)}`;
}

export const textSearchStatements = {
  /** Rows: part 'page' / 'closed' (card rows, `ord` their order), 'facet' (g, v, n), 'closedCount' (n). */
  call({ main, completed, closedCount }: TextCall): SQL {
    const t = main.text;
    const now = at(main.now);
    const mainWhere = [modeFlag(main.mode), ...groupsOn(main)];
    // The rank orders the page only: computed for the rows the page may show, with the query parsed once.
    const rank =
      main.sort === 0
        ? sql`CASE WHEN ${and(mainWhere)} THEN ts_rank_cd(l.document, (SELECT to_tsquery('simple', ${t.any})), 1)::float8 END`
        : sql`NULL::float8`;
    const m = sql`m AS MATERIALIZED (
      SELECT l.id, l.date_added, l.date_closed, l.category_id, l.brand_id, l.condition_id, l.listing_format, l.lot_size,
             l.region_id, l.country, l.open, l.closed, ${rank} AS rank
        FROM (SELECT d.lot_id AS id, d.document, d.is_private, d.date_added, d.date_closed, d.category_id, d.brand_id,
                     d.condition_id, d.listing_format, d.lot_size, d.region_id, d.country,
                     (d.status = 'open' AND d.date_closed > ${now}) AS open,
                     ((d.date_closed <= ${now} AND d.${listed}) OR (d.date_closed > ${now} AND d.${closedEarly})) AS closed
                FROM lot_search_documents d WHERE ${textPredicate(t)}) l
       WHERE (l.open OR l.closed) AND ${lotVisibleTo(main.viewer?.id, 'l')})`;
    const priceSort = main.sort === 3 || main.sort === 4;
    // A price sort reads each passing match's price in lots (the document does not carry it: a bid would rewrite it).
    const pageFrom = priceSort ? sql`(SELECT m.*, x.current_price FROM m JOIN lots x ON x.id = m.id) l` : sql`m l`;
    const pk = sql`pk AS (SELECT l.id, l.rank, l.date_closed, l.date_added${priceSort ? sql`, l.current_price` : sql``}
        FROM ${pageFrom} WHERE ${and(mainWhere)} ORDER BY ${keyOrder(main.sort, 'l')} LIMIT ${main.limit} OFFSET ${main.offset})`;
    const closedWhere = [modeFlag(completed.mode), ...groupsOn(completed)];
    const ck = sql`ck AS (SELECT l.id, l.date_closed FROM m l WHERE ${and(closedWhere)}
        ORDER BY ${keyOrder(completed.sort, 'l')} LIMIT ${completed.limit} OFFSET ${completed.offset})`;
    const card = (k: string, sort: number, viewer: SearchSql['viewer'], part: string) => sql`SELECT ${sql.raw(`'${part}'`)} AS part,
        (row_number() OVER (ORDER BY ${keyOrder(sort, k)}))::int AS ord, ${rowColumns},
        ts_rank_cd(d.document, to_tsquery('simple', ${t.any}), 1)::float8 AS rank, ${viewerColumns(viewer)},
        NULL::text AS g, NULL::text AS v, NULL::int AS n
      FROM ${sql.raw(k)} JOIN lots l ON l.id = ${sql.raw(k)}.id JOIN lot_search_documents d ON d.lot_id = l.id`;
    const parts = [
      card('pk', main.sort, main.viewer, 'page'),
      card('ck', completed.sort, completed.viewer, 'closed'),
      sql`SELECT 'facet', NULL, ${nulls}, f.g, f.v, f.n FROM (${facetRows(main)}) f`,
    ];
    if (closedCount) parts.push(sql`SELECT 'closedCount', NULL, ${nulls}, NULL, NULL, count(*)::int FROM m l WHERE ${and(closedWhere)}`);
    return sql`${withClause([m, pk, ck])} ${sql.join(
      parts.map((p) => sql`(${p})`),
      sql` UNION ALL `,
    )}`;
  },
};

type CallRow = SearchRow & { part: 'page' | 'closed' | 'facet' | 'closedCount'; ord: number | null; g: string | null; v: string | null; n: number | null };

export const textSearchRepository = {
  /** The four answers of a text search from `textSearchStatements.call`. */
  async textSearch(db: DbOrTx, call: TextCall) {
    const r = await db.execute<Record<string, unknown>>(textSearchStatements.call(call));
    const rows = r.rows as unknown as CallRow[];
    const cards = (part: CallRow['part']) =>
      rows
        .filter((x) => x.part === part)
        .sort((a, b) => a.ord! - b.ord!)
        .map(({ part: _p, ord: _o, g: _g, v: _v, n: _n, ...card }) => card as SearchRow);
    return {
      page: cards('page'),
      closed: cards('closed'),
      facets: rows.filter((x) => x.part === 'facet').map((x) => ({ g: x.g!, v: x.v, n: Number(x.n) })),
      closedCount: closedCount(rows),
    };
  },
};

function closedCount(rows: CallRow[]): number | null {
  const row = rows.find((x) => x.part === 'closedCount');
  return row ? Number(row.n) : null;
}

export type TextSearchRepository = typeof textSearchRepository;
