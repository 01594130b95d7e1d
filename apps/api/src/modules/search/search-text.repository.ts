import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  orderBy,
  rankExpr,
  rowColumns,
  searchStatements,
  sortColumn,
  textPredicate,
  viewerColumns,
  whereAll,
  type SearchRow,
  type SearchSql,
  type TextQuery,
} from './search.repository.js';

/**
 * The text search's own page statement. The reference is `searchStatements.page` (the same
 * answers: search.api.test.ts compares them on both engines, and
 * `bench/search/ab-text.ts` with AB_CHECK=1 at 100,000 lots); the facets, total and closed count
 * stay the reference's statements, run side by side with the pages.
 */
export const textSearchStatements = {
  /**
   * One page of a text search (the reference: `searchStatements.page`). The matches passing every
   * filter are sorted straight from the documents' bitmap scan, not materialised first (copying
   * every match into a CTE cost more than the scan); the closed mode is one scan too (its two
   * branches are for the lots' indexes). Best match ranks each passing match with the query parsed
   * once (an InitPlan; `to_tsquery` on every row was a third of the rank's cost). A price sort keeps
   * the reference's plan (the matches joined with lots for the price).
   * `withTotal`: each row also carries `total`, the number of matches passing the filters, counted
   * from the same scan (the closed section's count without a statement of its own; not for a price
   * sort, which the closed section never uses).
   */
  page(q: SearchSql & { text: TextQuery }, withTotal = false): SQL {
    if (q.sort === 3 || q.sort === 4) {
      if (withTotal) throw new Error('textSearchStatements.page: withTotal is not for a price sort');
      return searchStatements.page(q);
    }
    const t = q.text;
    const sortKey = sortColumn(q.sort);
    const rank = q.sort === 0 ? sql`ts_rank(d.document, (SELECT to_tsquery('simple', ${t.any})), 1)::float8` : sql`0::float8`;
    const inner = sql`SELECT l.id, ${sortKey ? sql.raw(`l.${sortKey}, `) : sql``}l.rank${withTotal ? sql`, count(*) OVER ()::int AS total` : sql``}
        FROM (SELECT d.lot_id AS id, d.status, d.is_private, d.date_added, d.date_closed, d.category_id, d.brand_id,
                     d.condition_id, d.listing_format, d.lot_size, d.region_id, d.country, ${rank} AS rank
                FROM lot_search_documents d WHERE ${textPredicate(t)}) l
       WHERE ${whereAll(q)} ORDER BY ${orderBy(q.sort)} LIMIT ${q.limit} OFFSET ${q.offset}`;
    return sql`WITH p AS (${inner})
      SELECT ${rowColumns}, ${rankExpr(t)} AS rank, ${viewerColumns(q.viewer)}${withTotal ? sql`, p.total` : sql``}
        FROM p JOIN lots l ON l.id = p.id JOIN lot_search_documents d ON d.lot_id = l.id
       ORDER BY ${orderBy(q.sort, 'p')}`;
  },

};

export const textSearchRepository = {
  async textPage(db: DbOrTx, q: SearchSql & { text: TextQuery }) {
    const r = await db.execute<Record<string, unknown>>(textSearchStatements.page(q));
    return r.rows as unknown as SearchRow[];
  },
  /**
   * A text page and the number of matches passing the filters, from one scan. The count is null
   * when the page is past the last match (no row carries it; the caller counts).
   */
  async textPageWithTotal(db: DbOrTx, q: SearchSql & { text: TextQuery }) {
    const r = await db.execute<Record<string, unknown>>(textSearchStatements.page(q, true));
    const rows = r.rows as unknown as (SearchRow & { total: number })[];
    return { rows: rows.map(({ total: _t, ...row }) => row as SearchRow), total: rows.length ? Number(rows[0]!.total) : null };
  },
};

export type TextSearchRepository = typeof textSearchRepository;
