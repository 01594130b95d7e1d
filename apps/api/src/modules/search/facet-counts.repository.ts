import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { lotVisibleTo } from '../buyer-groups/index.js';
import {
  at,
  facetColumn,
  groupOrder,
  groupPredicate,
  listed,
  withClause,
  type GroupFilters,
  type LotScope,
} from './search.repository.js';

/**
 * Facet counts and totals of a search WITHOUT text, from the counts kept per combination of the
 * lots' facet columns (migration 0029: `lot_facet_counts` + its append-only `lot_facet_log`), not
 * from a pass over every open lot. The same answers as `searchStatements.facets` / `.count` (the
 * plain reference; the tests run both): the statements below are the reference's, over weighted
 * rows instead of lots.
 */

const cols = sql.raw(groupOrder.map((g) => facetColumn[g]).join(', '));

/**
 * The lots a search without text counts, as weighted rows `l` (the facet columns and `n`):
 * - the public lots of the state, kept per combination: `lot_facet_counts` plus the deltas of
 *   `lot_facet_log` not yet folded into it (one statement: one snapshot of both);
 * - the public lots still 'open' past their close (the closing worker has not closed them yet): not
 *   open any more, closed already (index-only through `lots_search_facets_idx`; few);
 * - for a signed-in viewer, the private lots of the mode they may see, counted live
 *   (`lots_private_facets_idx` holds only private lots). Guests never see them.
 */
function countedLots(q: LotScope): SQL {
  const now = at(q.now);
  const state = q.mode === 'open' ? 'open' : 'done';
  const parts = [
    sql`SELECT ${cols}, n FROM lot_facet_counts WHERE state = ${state}`,
    sql`SELECT ${cols}, n FROM lot_facet_log WHERE state = ${state}`,
    sql`SELECT ${cols}, ${sql.raw(q.mode === 'open' ? '-1' : '1')} AS n FROM lots
         WHERE status = 'open' AND date_closed <= ${now} AND NOT is_private`,
  ];
  if (q.viewer) {
    const mode =
      q.mode === 'open'
        ? sql`l.status = 'open' AND l.date_closed > ${now}`
        : sql`((l.date_closed <= ${now} AND l.${listed}) OR (l.date_closed > ${now} AND l.status IN ('sold', 'closed')))`;
    parts.push(sql`SELECT ${sql.raw(groupOrder.map((g) => `l.${facetColumn[g]}`).join(', '))}, 1 AS n FROM lots l
         WHERE l.is_private AND ${mode} AND ${lotVisibleTo(q.viewer.id, 'l')}`);
  }
  return sql.join(parts, sql` UNION ALL `);
}

/** The group filters on `l`, all of them or all but one. */
function filtersOn(groups: GroupFilters, except?: string): SQL {
  const parts = groupOrder.filter((g) => groups[g].length && g !== except).map((g) => groupPredicate(g, groups[g]));
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}

export const facetCountStatements = {
  /**
   * Rows g, v, n as `searchStatements.facets` gives them (values with no lot left out): the total
   * and each unfiltered group's counts over the rows passing every filter (GROUPING SETS); a
   * filtered group's counts over the rows passing every OTHER filter (what choosing one more of its
   * values would add). The rows are a few thousand at most, so each filtered group reads them again.
   */
  facets(q: LotScope & { groups: GroupFilters }): SQL {
    const filtered = groupOrder.filter((g) => q.groups[g].length);
    const unfiltered = groupOrder.filter((g) => !q.groups[g].length);
    // GROUPING(the unfiltered columns) has a 0 bit for the grouped one; the first argument is the highest bit.
    const full = (1 << unfiltered.length) - 1;
    const cases = unfiltered.map((g, i) => sql.raw(`WHEN ${full ^ (1 << (unfiltered.length - 1 - i))} THEN '${g}'`));
    const label = unfiltered.length
      ? sql`CASE GROUPING(${sql.raw(unfiltered.map((g) => facetColumn[g]).join(', '))}) ${sql.join(cases, sql` `)} ELSE 'total' END`
      : sql`'total'`;
    const value = unfiltered.length ? sql.raw(`COALESCE(${unfiltered.map((g) => `${facetColumn[g]}::text`).join(', ')})`) : sql`NULL`;
    const sets = sql.raw([...unfiltered.map((g) => `(${facetColumn[g]})`), '()'].join(', '));
    const passing = sql`SELECT ${label} AS g, ${value} AS v, sum(n)::int AS n
      FROM f l WHERE ${filtersOn(q.groups)} GROUP BY GROUPING SETS (${sets}) HAVING sum(n) <> 0`;
    const others = filtered.map((g) => {
      const col = sql.raw(facetColumn[g]);
      return sql`SELECT ${sql.raw(`'${g}'`)} AS g, ${col}::text AS v, sum(n)::int AS n
        FROM f l WHERE ${filtersOn(q.groups, g)} AND ${col} IS NOT NULL GROUP BY ${col} HAVING sum(n) <> 0`;
    });
    return sql`${withClause([sql`f AS MATERIALIZED (${countedLots(q)})`])}${sql.join([passing, ...others], sql` UNION ALL `)}
      UNION ALL SELECT 'log', NULL, count(*)::int FROM lot_facet_log`;
  },

  /** The number of lots passing every filter (the closed section's count). */
  count(q: LotScope & { groups: GroupFilters }): SQL {
    // Materialised like the facets' rows: the filters pushed into the overdue lots' branch would let
    // the planner read them through a filter's index (it cannot know how few lots are overdue).
    return sql`WITH f AS MATERIALIZED (${countedLots(q)}) SELECT coalesce(sum(n), 0)::int AS total FROM f l WHERE ${filtersOn(q.groups)}`;
  },
};

/** Log rows a read may sum before the service folds them into the counts (every read sums the whole log). */
export const facetLogFoldAt = 2_000;

export const facetCountsRepository = {
  /** The facet rows (g, v, n) and how many log rows the read summed (the service folds a long log). */
  async facets(db: DbOrTx, q: LotScope & { groups: GroupFilters }) {
    const r = await db.execute<{ g: string; v: string | null; n: number }>(facetCountStatements.facets(q));
    const rows = r.rows.map((x) => ({ g: x.g, v: x.v, n: Number(x.n) }));
    return { rows: rows.filter((x) => x.g !== 'log'), logRows: rows.find((x) => x.g === 'log')?.n ?? 0 };
  },
  async count(db: DbOrTx, q: LotScope & { groups: GroupFilters }) {
    const r = await db.execute<{ total: number }>(facetCountStatements.count(q));
    return Number(r.rows[0]?.total ?? 0);
  },
  /** Folds the log into the counts; 0 when another session is folding it. */
  async compact(db: DbOrTx) {
    const r = await db.execute<{ folded: number }>(sql`SELECT lot_facet_compact() AS folded`);
    return Number(r.rows[0]?.folded ?? 0);
  },
};
export type FacetCountsRepository = typeof facetCountsRepository;
