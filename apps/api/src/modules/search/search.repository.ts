import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { intArray } from '../../platform/db/sql-arrays.js';
import { supportRequests } from '../../platform/db/schema/index.js';
import type { LotCardRow } from '../lots/index.js';
import { lotVisibleTo } from '../buyer-groups/index.js';

/** What the search asks the database (the service turned the wire filter into this). */
export interface SearchSql {
  /** 'open': taking bids (open and not past the close); 'closed': closed, sold or past the close. */
  mode: 'open' | 'closed';
  text: TextQuery | null;
  groups: GroupFilters;
  /** 0 best match, 1 ending soon, 2 newly added, 3 price low→high, 4 price high→low; 5 most recently closed. */
  sort: number;
  limit: number;
  offset: number;
  viewer: { id: number; companyId: number | null } | null;
  now: Date;
}

/** Each filter group's accepted values in database terms (empty: no filter). */
export interface GroupFilters {
  category: number[];
  sub_category: number[];
  condition: number[];
  /** Listing format names. */
  listfmt: string[];
  lottype: number[];
  reglist: number[];
  /** Country names (lots store the name). */
  countrylist: string[];
}

export interface TextQuery {
  /** Full-text query (to_tsquery syntax, built from sanitised tokens): every word, prefix-matched; joined word pairs too. */
  all: string;
  /** Any of the words (ranking). */
  any: string;
  /** Each word on its own (prefix-matched, or any of its dictionary expansions when misspelt). */
  tokens: { tsquery: string }[];
  /** The whole text (trigram similarity for ranking). */
  raw: string;
}

export interface SearchRow extends LotCardRow {
  starting_price: string | number;
  current_price: string | number;
  reserve_price: string | number | null;
  buy_now_price: string | number | null;
  buy_now_enabled: boolean;
  increment_override: string | number | null;
  blind_increment: string | number;
  bid_count: number;
  bid_sequence: number;
  leader_user_id: number | null;
  leader_company_id: number | null;
  leader_max_amount: string | number | null;
  leader_placed_seq: number | null;
  winner_user_id: number | null;
  sold_price: string | number | null;
  date_added: Date | string;
  date_closed: Date | string;
  original_date_closed: Date | string | null;
  rank: number | string;
  watched: boolean;
  has_bid: boolean;
  own_max: string | number | null;
}

export type Group = keyof GroupFilters;
export const groupOrder: Group[] = ['category', 'sub_category', 'condition', 'listfmt', 'lottype', 'reglist', 'countrylist'];
const groupColumn: Record<Group, SQL> = {
  category: sql`l.category_id`,
  sub_category: sql`l.brand_id`,
  condition: sql`l.condition_id`,
  listfmt: sql`l.listing_format`,
  lottype: sql`l.lot_size`,
  reglist: sql`l.region_id`,
  countrylist: sql`l.country`,
};

export const facetColumn: Record<Group, string> = {
  category: 'category_id',
  sub_category: 'brand_id',
  condition: 'condition_id',
  listfmt: 'listing_format',
  lottype: 'lot_size',
  reglist: 'region_id',
  countrylist: 'country',
};

/** A text[] parameter (drizzle would expand a JS array into a list of parameters). */
const textArray = (v: string[]) => sql`${`{${v.map((x) => `"${x.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

export function groupPredicate(g: Group, values: (number | string)[]): SQL {
  const col = groupColumn[g];
  return g === 'listfmt' || g === 'countrylist'
    ? sql`${col} = ANY(${textArray(values as string[])})`
    : sql`${col} = ANY(${intArray(values as number[])})`;
}

export const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Lots buyers may see: never a draft, scheduled or withdrawn one (issue 10). */
export const listed = sql.raw(`status IN ('open', 'sold', 'closed')`);
/** Sold or closed, before or after their close time (the partial index `lots_closed_early_idx`, migration 0013, and 0031's). */
const closedEarly = sql.raw(`status IN ('sold', 'closed')`);

/**
 * Open lots: taking bids until their close. Closed ones come from `lotsIn` on `lots`; a text
 * statement's relation (the matched documents) tests both closed branches here.
 */
function modePredicate(q: Pick<SearchSql, 'mode' | 'now' | 'text'>): SQL {
  if (q.mode === 'open') return sql`l.status = 'open' AND l.date_closed > ${at(q.now)}`;
  return q.text
    ? sql`((l.date_closed <= ${at(q.now)} AND l.${listed}) OR (l.date_closed > ${at(q.now)} AND l.${closedEarly}))`
    : sql`true`;
}

/**
 * The lots of the mode, as relation `l`. Closed = past the close, or closed/sold early: two
 * disjoint branches, so "newest close first" is a merge of two ordered index scans
 * ((date_closed, id) below now; the small partial index of early closes) instead of a
 * backward scan that first skips every open lot.
 */
function lotsIn(q: Pick<SearchSql, 'mode' | 'now'>): SQL {
  if (q.mode === 'open') return sql`lots l`;
  return sql`(SELECT * FROM lots WHERE date_closed <= ${at(q.now)} AND ${listed}
              UNION ALL
              SELECT * FROM lots WHERE date_closed > ${at(q.now)} AND ${closedEarly}) l`;
}

/** The text condition on `d` (the lot's search document). */
export function textPredicate(t: TextQuery): SQL {
  // Cheapest first: the small document is tested before the (large, often TOASTed) parts vector, so
  // a row matched by its title never reads its sub-lots' part numbers. Misspellings were expanded to
  // real words from the dictionary before (no trigram test on the documents).
  const perToken = t.tokens.map(
    (tok) => sql`(d.document @@ to_tsquery('simple', ${tok.tsquery}) OR d.parts @@ to_tsquery('simple', ${tok.tsquery}))`,
  );
  // One word: its own test says it all; several: also the joined-pairs query ("think pad" → thinkpad).
  if (t.tokens.length === 1) return perToken[0]!;
  return sql`(d.document @@ to_tsquery('simple', ${t.all}) OR d.parts @@ to_tsquery('simple', ${t.all}) OR (${sql.join(perToken, sql` AND `)}))`;
}

/**
 * Best match: the weighted full-text rank (title A; manufacturer, model, brand B; description D),
 * misspelt words' expansions included in `any`. (A trigram similarity of the whole text with each
 * match's words was 5 × the cost of this rank, measured by bench:search, and added nothing once
 * misspellings are expanded from the dictionary.)
 */
export const rankExpr = (t: TextQuery | null): SQL =>
  t ? sql`ts_rank(d.document, to_tsquery('simple', ${t.any}), 1)::float8` : sql`0::float8`;

/**
 * The lots matching the text, from the GIN indexes (bitmap scans of the document and parts
 * indexes), with the lot's columns every statement tests and the date sorts read: the document
 * carries copies of them (migration 0028, kept by the triggers), so a text statement reads no lots
 * row and joins nothing; the mode, visibility and group filters are tested on the matched rows.
 * `rank` only when sorting by it.
 */
function matchedDocs(t: TextQuery, withRank: boolean): SQL {
  return sql`SELECT d.lot_id AS id, d.status, d.is_private, d.date_added, d.date_closed, d.category_id, d.brand_id,
      d.condition_id, d.listing_format, d.lot_size, d.region_id, d.country, ${withRank ? rankExpr(t) : sql`0::float8`} AS rank
      FROM lot_search_documents d WHERE ${textPredicate(t)}`;
}

/** `WITH` for a statement: its own CTEs (text ones included). */
export function withClause(own: SQL[]): SQL {
  return own.length ? sql`WITH ${sql.join(own, sql`, `)} ` : sql``;
}

/** The statement's lots as relation `l`: the matched documents when there is text, else lots. */
function fromClause(q: Pick<SearchSql, 'mode' | 'now' | 'text'>): SQL {
  return q.text ? sql`(${matchedDocs(q.text, false)}) l` : lotsIn(q);
}

/** What a statement needs to know to decide which lots it may show. */
export type LotScope = Pick<SearchSql, 'mode' | 'now' | 'viewer' | 'text'>;

/**
 * THE lot-filtering conditions on relation `l` that every search statement applies (the page, the
 * facet counts and total, the closed section and its count, both closed branches): the mode (open /
 * closed) and who may see the lot. A visibility predicate (e.g. lots only a buyer group sees) is
 * one more element here, and every statement gets it. Group filters and text come on top.
 */
function lotConditions(q: LotScope): SQL[] {
  return [modePredicate(q), lotVisibleTo(q.viewer?.id, 'l')];
}

/** Lot conditions and group filters (the text is the join with `m`). */
export function whereAll(q: LotScope & Pick<SearchSql, 'groups'>): SQL {
  const parts = lotConditions(q);
  for (const g of groupOrder) if (q.groups[g].length) parts.push(groupPredicate(g, q.groups[g]));
  return sql.join(parts, sql` AND `);
}

/** The sort as SQL on relation `r` (`l` inside a query, where `rank` is the output column). Ties by id. */
export function orderBy(sort: number, r = 'l'): SQL {
  const c = (col: string) => sql.raw(`${r}.${col}`);
  switch (sort) {
    case 0:
      return sql`${r === 'l' ? sql.raw('rank') : c('rank')} DESC, ${c('id')} ASC`;
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

/** The lot column a sort orders by before the id (none for best match: `rank` comes with every key row). */
export function sortColumn(sort: number): string | null {
  if (sort === 1 || sort === 5) return 'date_closed';
  if (sort === 2) return 'date_added';
  return sort === 0 ? null : 'current_price';
}

/** Viewer columns of one lot row: computed in the page query itself (never a query per lot). */
export function viewerColumns(viewer: SearchSql['viewer']): SQL {
  if (!viewer) return sql`false AS watched, false AS has_bid, NULL::bigint AS own_max`;
  const party = viewer.companyId
    ? sql`(SELECT u.id FROM users u WHERE u.company_id = ${viewer.companyId} OR u.id = ${viewer.id})`
    : sql`(SELECT ${viewer.id}::int)`;
  return sql`
    EXISTS (SELECT 1 FROM watchlist w WHERE w.user_id = ${viewer.id} AND w.lot_id = l.id) AS watched,
    EXISTS (SELECT 1 FROM bids b WHERE b.lot_id = l.id AND b.cancelled_at IS NULL AND b.user_id IN ${party}) AS has_bid,
    (SELECT max(b.max_amount) FROM bids b WHERE b.lot_id = l.id AND b.cancelled_at IS NULL AND b.user_id = ${viewer.id}) AS own_max`;
}

export const rowColumns = sql`
  l.id, l.title, l.manufacturer, l.model_number, l.category_id, l.brand_id, l.condition_id, l.item_condition,
  l.region_id, l.country, l.city, l.state, l.qty, l.listing_format, l.auction_type, l.lot_size, l.currency,
  l.starting_price, l.current_price, l.reserve_price, l.buy_now_price, l.buy_now_enabled, l.increment_override,
  l.blind_increment, l.bid_count, l.bid_sequence, l.leader_user_id, l.leader_company_id, l.leader_max_amount,
  l.leader_placed_seq, l.status, l.winner_user_id, l.sold_price, l.date_added, l.date_closed, l.original_date_closed,
  (SELECT i.file FROM lot_images i WHERE i.lot_id = l.id ORDER BY i.sort_order, i.id LIMIT 1) AS avatar`;

/** The SQL statements of one search, exposed so the benchmark can run the very same SQL directly. */
export const searchStatements = {
  /** One page of lots, with the viewer's watch flag, whether they (or their company) bid, and their own maximum. */
  page(q: SearchSql): SQL {
    // 1. The page's ids and sort keys only (narrow rows through sort and OFFSET);
    // 2. then the card columns, first image and viewer data for those rows alone.
    // Only the sort's own column: the sort indexes carry it (and what the filters test), so the scan
    // is index-only even through a deep OFFSET.
    const sortKey = sortColumn(q.sort);
    const keys = sql`l.id, ${sortKey ? sql.raw(`l.${sortKey}, `) : sql``}${q.text ? sql`l.rank` : sql`0::float8`} AS rank`;
    // Text: the matches passing every filter, materialised once (both closed branches read them), and
    // for a price sort joined with lots for the price (not in the document), so no plan tests the
    // text lot by lot along the price index.
    const priceSort = q.sort === 3 || q.sort === 4;
    const from = !q.text ? sql`lots l` : priceSort ? sql`(SELECT m.*, x.current_price FROM m JOIN lots x ON x.id = m.id) l` : sql`m l`;
    const matches = q.text
      ? [sql`m AS MATERIALIZED (SELECT * FROM (${matchedDocs(q.text, q.sort === 0)}) l WHERE ${whereAll(q)})`]
      : [];
    let inner: SQL;
    if (q.mode === 'open') {
      inner = sql`SELECT ${keys} FROM ${from} WHERE ${whereAll(q)} ORDER BY ${orderBy(q.sort)} LIMIT ${q.limit} OFFSET ${q.offset}`;
    } else {
      // Closed: merge two disjoint branches, each cut to what the page needs: the sold and closed
      // lots (whenever they closed), an ordered scan of a partial index per sort (migration 0031);
      // and the few open ones past their close that the worker has not closed yet, read first by
      // their close and then sorted. (The planner guesses that a third of the open lots are past
      // their close, from the closed lots' dates, and would walk a whole open-lot sort index
      // looking for them; OFFSET 0 keeps that range read first.)
      const take = q.offset + q.limit;
      const branch = (rel: SQL, cond: SQL) =>
        sql`(SELECT ${keys} FROM ${rel} WHERE ${cond} AND ${whereAll(q)} ORDER BY ${orderBy(q.sort)} LIMIT ${take})`;
      const overdue = sql`l.status = 'open' AND l.date_closed <= ${at(q.now)}`;
      const overdueFrom = q.text ? from : sql`(SELECT * FROM lots l WHERE ${overdue} OFFSET 0) l`;
      inner = sql`SELECT * FROM (${branch(from, sql`l.${closedEarly}`)} UNION ALL ${branch(overdueFrom, overdue)}) u
        ORDER BY ${orderBy(q.sort, 'u')} LIMIT ${q.limit} OFFSET ${q.offset}`;
    }
    return sql`${withClause([...matches, sql`p AS (${inner})`])}
      SELECT ${rowColumns}, ${q.text ? rankExpr(q.text) : sql`0::float8`} AS rank, ${viewerColumns(q.viewer)}
        FROM p JOIN lots l ON l.id = p.id${q.text ? sql` JOIN lot_search_documents d ON d.lot_id = l.id` : sql``}
       ORDER BY ${orderBy(q.sort, 'p')}`;
  },

  count(q: LotScope & Pick<SearchSql, 'text' | 'groups'>): SQL {
    const rel = { mode: q.mode, now: q.now, text: q.text };
    return sql`SELECT count(*)::int AS total FROM ${fromClause(rel)} WHERE ${whereAll(q)}`;
  },

  /**
   * Facet counts and the total in one pass. Lots passing every filtered group count in every
   * group at once (GROUPING SETS, one per group, plus the empty set = the total); a lot failing
   * exactly one filtered group counts only in that group (what choosing its value would add);
   * lots failing two or more count nowhere and are dropped before materialising.
   * Rows: g = group name ('total' for the total), v = the value as text, n = the count.
   * Searches without text take theirs from the kept counts (facet-counts.repository.ts); this scan
   * is their reference (facet-counts.api.test.ts runs both).
   */
  facets(q: LotScope & Pick<SearchSql, 'text' | 'groups'>): SQL {
    const filtered = groupOrder.filter((g) => q.groups[g].length);
    const base = lotConditions(q);
    const cols = sql.raw(groupOrder.map((g) => facetColumn[g]).join(', '));
    const sets = sql.raw(`${groupOrder.map((g) => `(${facetColumn[g]})`).join(', ')}, ()`);
    // GROUPING(all seven) has a 0 bit for each grouped column; the first argument is the highest bit.
    const full = (1 << groupOrder.length) - 1;
    const cases = groupOrder.map((g, i) => sql.raw(`WHEN ${full ^ (1 << (groupOrder.length - 1 - i))} THEN '${g}'`));
    const value = sql.raw(`COALESCE(${groupOrder.map((g) => `${facetColumn[g]}::text`).join(', ')})`);
    const grouped = (from: SQL, where: SQL) => sql`SELECT CASE GROUPING(${cols}) ${sql.join(cases, sql` `)} ELSE 'total' END AS g,
        ${value} AS v, count(*)::int AS n
      FROM ${from} WHERE ${where} GROUP BY GROUPING SETS (${sets})`;
    const selectCols = sql.raw(groupOrder.map((g) => `l.${facetColumn[g]}`).join(', '));
    const rel = { mode: q.mode, now: q.now, text: q.text };
    if (!filtered.length) return sql`${grouped(fromClause(rel), sql.join(base, sql` AND `))}`;

    const flag = (i: number) => sql.raw(`m${i}`);
    const flags = filtered.map((g, i) => sql`, (${groupPredicate(g, q.groups[g])}) AS ${flag(i)}`);
    const inner = sql`SELECT ${selectCols}${sql.join(flags, sql``)} FROM ${fromClause(rel)} WHERE ${sql.join(base, sql` AND `)}`;
    const passes = filtered.map((_g, i) => sql`${flag(i)}::int`);
    const cte = withClause([
      filtered.length > 1
        ? sql`c AS MATERIALIZED (SELECT * FROM (${inner}) x WHERE ${sql.join(passes, sql` + `)} >= ${filtered.length - 1})`
        : sql`c AS MATERIALIZED (${inner})`,
    ]);
    const missingOne = filtered.map((g, i) => {
      const col = sql.raw(facetColumn[g]);
      return sql`SELECT ${sql.raw(`'${g}'`)} AS g, ${col}::text AS v, count(*)::int AS n FROM c WHERE NOT ${flag(i)} AND ${col} IS NOT NULL GROUP BY ${col}`;
    });
    return sql`${cte} ${grouped(
      sql`c`,
      sql.join(
        filtered.map((_g, i) => flag(i)),
        sql` AND `,
      ),
    )} UNION ALL ${sql.join(missingOne, sql` UNION ALL `)}`;
  },
};

/** `maxEdits` (search.query.ts) of the word `w.word` in the dictionary look-up: one up to five letters, two from six. */
const maxEditsSql = sql.raw(`(CASE WHEN length(w.word) >= 6 THEN 2 ELSE 1 END)`);

const num = (v: string | number | null) => (v === null ? null : Number(v));

export const searchRepository = {
  async page(db: DbOrTx, q: SearchSql) {
    const r = await db.execute<Record<string, unknown>>(searchStatements.page(q));
    return r.rows as unknown as SearchRow[];
  },
  async count(db: DbOrTx, q: LotScope & Pick<SearchSql, 'text' | 'groups'>) {
    const r = await db.execute<{ total: number }>(searchStatements.count(q));
    return Number(r.rows[0]?.total ?? 0);
  },
  async facets(db: DbOrTx, q: LotScope & Pick<SearchSql, 'text' | 'groups'>) {
    const r = await db.execute<{ g: string; v: string | null; n: number }>(searchStatements.facets(q));
    return r.rows.map((x) => ({ g: x.g, v: x.v, n: Number(x.n) }));
  },
  /**
   * Dictionary candidates for possibly misspelt words: terms starting with the word (then it is a
   * real word or its start), terms similar by trigrams (index `search_terms_trgm_idx`), the terms of
   * about its length with its first letter, most similar first (trigrams miss "dlel" → "dell" and
   * "lneovo" → "lenovo": a swap in the middle changes most of a word's trigrams), and the terms the
   * word starts with (joined words: "hewlettpackard"; primary key look-ups).
   */
  async dictionary(db: DbOrTx, words: string[]) {
    if (!words.length) return [];
    const r = await db.execute<{ word: string; term: string }>(sql`
      SELECT w.word, t.term
        FROM unnest(${textArray(words)}) AS w(word)
        CROSS JOIN LATERAL (
          (SELECT term FROM search_terms WHERE term LIKE w.word || '%' ORDER BY term LIMIT 1)
          UNION
          (SELECT term FROM search_terms WHERE term % w.word ORDER BY similarity(term, w.word) DESC, term LIMIT 30)
          UNION
          (SELECT term FROM search_terms
            WHERE left(term, 1) = left(w.word, 1)
              AND length(term) BETWEEN length(w.word) - ${maxEditsSql} AND length(w.word) + ${maxEditsSql}
            ORDER BY similarity(term, w.word) DESC, term LIMIT 200)
          UNION
          (SELECT term FROM search_terms
            WHERE term = ANY (ARRAY(SELECT left(w.word, n) FROM generate_series(3, length(w.word) - 2) n)))
        ) t`);
    return r.rows;
  },
  async countries(db: DbOrTx) {
    const r = await db.execute<{ id: number; name: string }>(sql`SELECT id, name FROM countries`);
    return r.rows;
  },
  async sitemapLists(db: DbOrTx) {
    const [cats, conds] = await Promise.all([
      db.execute<{ id: number; key: string; name: string }>(sql`SELECT id, key, name FROM categories ORDER BY sort_order, id`),
      db.execute<{ id: number; name: string; language_var: string }>(
        sql`SELECT id, name, language_var FROM conditions ORDER BY sort_order, id`,
      ),
    ]);
    return { categories: cats.rows, conditions: conds.rows };
  },
  /** The lot a similar-lots request starts from. */
  async lotForSimilar(db: DbOrTx, id: number, viewerId: number | null = null) {
    const r = await db.execute<{
      id: number;
      category_id: number | null;
      condition_id: number | null;
      brand_id: number | null;
      title: string;
    }>(
      sql`SELECT id, category_id, condition_id, brand_id, title FROM lots l WHERE id = ${id} AND ${listed} AND ${lotVisibleTo(viewerId, 'l')}`,
    );
    return r.rows[0] ?? null;
  },
  /** Open lots of the same category, same condition and brand first, then the most similar title. */
  async similar(
    db: DbOrTx,
    from: { id: number; category_id: number; condition_id: number | null; brand_id: number | null; title: string },
    limit: number,
    viewer: SearchSql['viewer'],
    now: Date,
  ) {
    const r = await db.execute<Record<string, unknown>>(sql`
      SELECT ${rowColumns}, similarity(l.title, ${from.title})::float8 AS rank, ${viewerColumns(viewer)}
        FROM lots l
       WHERE ${sql.join(lotConditions({ mode: 'open', now, viewer, text: null }), sql` AND `)} AND l.category_id = ${from.category_id} AND l.id <> ${from.id}
       ORDER BY (l.condition_id IS NOT DISTINCT FROM ${from.condition_id}) DESC,
                (l.brand_id IS NOT DISTINCT FROM ${from.brand_id}) DESC,
                rank DESC, l.date_closed ASC, l.id ASC
       LIMIT ${limit}`);
    return r.rows as unknown as SearchRow[];
  },
  async storeSupportRequest(db: DbOrTx, v: typeof supportRequests.$inferInsert) {
    const [row] = await db.insert(supportRequests).values(v).returning({ id: supportRequests.id });
    return row!.id;
  },
};

export type SearchRepository = typeof searchRepository;
export { num };
