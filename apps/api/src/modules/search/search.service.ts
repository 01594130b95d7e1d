import {
  facetGroups,
  listfmtCodes,
  lottypeCodes,
  searchSortCodes,
  searchSortLabels,
  type Language,
  type SearchFacets,
  type SearchFilter,
  type SearchRecord,
  type Sitemap,
} from '@gavel/contract';
import type { Db } from '../../platform/db/client.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { AppError } from '../../platform/http/errors.js';
import type { BiddingSettings } from '../bidding/index.js';
import { minimumBidFor } from '../bidding/index.js';
import { reserveMet } from '../bidding/index.js';
import { lotViewerStatus } from '../bidding/index.js';
import { toBidState } from '../bidding/index.js';
import type { IncrementTable } from '../bidding/index.js';
import { presentLotCardIdentity } from '../lots/index.js';
import type { SearchRepository, SearchRow, SearchSql } from './search.repository.js';
import type { TextSearchRepository } from './search-text.repository.js';
import { chooseExpansions, planSearch, typoCandidates } from './search.query.js';
import { priceLockContent } from './price-lock.content.js';
import { facetLogFoldAt, type FacetCountsRepository } from './facet-counts.repository.js';

const n = (v: string | number) => Number(v);
const nn = (v: string | number | null) => (v === null ? null : Number(v));
const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** One row of the search (or similar-lots) SQL as a card record. Money stays in cents. */
export function toRecord(row: SearchRow, viewer: SearchSql['viewer'], table: IncrementTable, now: Date): SearchRecord {
  const dateAdded = date(row.date_added);
  const dateClosed = date(row.date_closed);
  const lotLike = {
    startingPrice: n(row.starting_price),
    currentPrice: n(row.current_price),
    reservePrice: nn(row.reserve_price),
    incrementOverride: nn(row.increment_override),
    bidCount: row.bid_count,
    bidSequence: row.bid_sequence,
    leaderUserId: row.leader_user_id,
    leaderCompanyId: row.leader_company_id,
    leaderMaxAmount: nn(row.leader_max_amount),
    leaderPlacedSeq: row.leader_placed_seq,
    status: row.status,
    auctionType: row.auction_type,
    blindIncrement: n(row.blind_increment),
    dateAdded,
    dateClosed,
    originalDateClosed: row.original_date_closed === null ? null : date(row.original_date_closed),
  };
  const state = toBidState(lotLike, lotLike, now);
  const sealed = row.auction_type === 'sealed';
  const ownMax = nn(row.own_max);
  const nextBid = minimumBidFor(
    state,
    { userId: viewer?.id ?? 0, hardBid: true, previousSealedAmount: sealed && viewer ? ownMax : null },
    table,
  );
  const top = row.status === 'sold' && row.winner_user_id ? { userId: row.winner_user_id, companyId: row.leader_company_id } : state.leader;
  const status =
    lotViewerStatus({
      auctionType: state.auctionType,
      status: row.status,
      top,
      reserveMet: reserveMet(state),
      viewer: viewer ? { userId: viewer.id, companyId: viewer.companyId } : null,
      viewerHasBid: row.has_bid,
    }) ?? '';
  return {
    ...presentLotCardIdentity(row),
    wprice: sealed ? lotLike.startingPrice : lotLike.currentPrice,
    next_bid: nextBid,
    bprice: row.buy_now_enabled ? nn(row.buy_now_price) : null,
    buynow: row.buy_now_enabled ? 1 : 0,
    sold_price: row.status === 'sold' ? nn(row.sold_price) : null,
    bid_count: row.bid_count,
    date_added: dateAdded.toISOString(),
    date_closed: dateClosed.toISOString(),
    market_status: row.status,
    isclosed: row.status !== 'open' || dateClosed.getTime() <= now.getTime() ? 1 : 0,
    bidtopstatus: status,
    isWatchlisted: row.watched,
    rank: Number(row.rank),
  };
}

const setDisp = (page: number, size: number, total: number) =>
  total === 0 ? '0-0 of 0' : `${Math.min(total, (page - 1) * size + 1)}-${Math.min(total, page * size)} of ${total}`;

export interface SearchDeps {
  db: Db;
  repo: SearchRepository & TextSearchRepository;
  /** Facet counts and totals of searches without text (kept per combination, migration 0029). */
  counts: FacetCountsRepository;
  settings: Pick<BiddingSettings, 'incrementTable'>;
  now?: () => Date;
  /** A text search's pages: its own statement (default), or the reference `page` (the tests compare them). */
  textPath?: 'text-page' | 'reference';
}

export function createSearchService({ db, repo, counts, settings, now: clock = () => new Date(), textPath = 'text-page' }: SearchDeps) {
  let countryCache: { at: number; byId: Map<number, string>; byName: Map<string, number> } | null = null;
  /** Countries change only by migration/seed: a one-minute cache keeps them off the hot path. */
  async function countries() {
    if (countryCache && Date.now() - countryCache.at < 60_000) return countryCache;
    const rows = await repo.countries(db);
    countryCache = { at: Date.now(), byId: new Map(rows.map((r) => [r.id, r.name])), byName: new Map(rows.map((r) => [r.name, r.id])) };
    return countryCache;
  }
  const viewerOf = (user: AuthUser | null): SearchSql['viewer'] => (user ? { id: user.id, companyId: user.companyId } : null);

  function facetsFrom(rows: { g: string; v: string | null; n: number }[], filter: SearchFilter, byName: Map<string, number>): SearchFacets {
    const out = Object.fromEntries(facetGroups.map((g) => [g, new Map<number, number>()])) as Record<(typeof facetGroups)[number], Map<number, number>>;
    for (const r of rows) {
      if (r.g === 'total' || r.v === null) continue;
      const group = r.g as (typeof facetGroups)[number];
      const id =
        group === 'listfmt'
          ? listfmtCodes[r.v as keyof typeof listfmtCodes]
          : group === 'countrylist'
            ? byName.get(r.v)
            : Number(r.v);
      if (id === undefined || Number.isNaN(id)) continue;
      out[group].set(id, (out[group].get(id) ?? 0) + r.n);
    }
    const selected: Record<(typeof facetGroups)[number], number[]> = {
      category: filter.category,
      sub_category: filter.sub_category,
      condition: filter.condition,
      listfmt: [...filter.listfmt, ...filter.listfmtnew],
      lottype: filter.lottype,
      reglist: filter.reglist,
      countrylist: filter.countrylist,
    };
    const always: Partial<Record<(typeof facetGroups)[number], number[]>> = {
      listfmt: Object.values(listfmtCodes),
      lottype: Object.values(lottypeCodes),
    };
    const result = {} as SearchFacets;
    for (const g of facetGroups) {
      const m = out[g];
      for (const id of [...selected[g], ...(always[g] ?? [])]) if (!m.has(id)) m.set(id, 0);
      result[g] = [...m.entries()].map(([id, count]) => ({ id, count })).sort((a, b) => b.count - a.count || a.id - b.id);
    }
    return result;
  }

  /** A text search's pages come from its own statement (`textPage`) unless `textPath` is 'reference'. */
  const pageOf = (q: SearchSql) => (q.text && textPath === 'text-page' ? repo.textPage(db, { ...q, text: q.text }) : repo.page(db, q));

  return {
    async search(filter: SearchFilter, user: AuthUser | null) {
      const now = clock();
      const typos = typoCandidates(filter.searchbar);
      const [c, table, candidates] = await Promise.all([
        countries(),
        settings.incrementTable(),
        typos.length ? repo.dictionary(db, typos) : Promise.resolve([]),
      ]);
      const viewer = viewerOf(user);
      const plan = planSearch(filter, { countryNames: c.byId, viewer, now, expansions: chooseExpansions(typos, candidates) });
      // Independent statements: on PostgreSQL they run side by side on the pool.
      // Without text the counts come from the kept counts (facet-counts.repository.ts), not a pass over the lots.
      const noText = plan.main.text === null;
      const closedText = plan.completed.text;
      // In completed mode the section lists the same lots as the page: no count of its own. With
      // text, the section's page counts its matches in the same scan (one statement fewer); past
      // its last match it has no row to carry the count, and the count is asked separately.
      const closedSection = async (): Promise<{ rows: SearchRow[]; total: number | null }> => {
        if (filter.type === 'completed') return { rows: await pageOf(plan.completed), total: null };
        if (closedText && textPath === 'text-page') {
          const r = await repo.textPageWithTotal(db, { ...plan.completed, text: closedText });
          return { rows: r.rows, total: r.total ?? (plan.completed.offset === 0 ? 0 : await repo.count(db, plan.completed)) };
        }
        const [rows, total] = await Promise.all([
          pageOf(plan.completed),
          noText ? counts.count(db, plan.completed) : repo.count(db, plan.completed),
        ]);
        return { rows, total };
      };
      const [rows, facets, closed] = await Promise.all([
        pageOf(plan.main),
        noText ? counts.facets(db, plan.main) : repo.facets(db, plan.main).then((r) => ({ rows: r, logRows: 0 })),
        closedSection(),
      ]);
      // A long log makes every read sum it: fold it, after answering. A failed fold leaves the log
      // to the next one (the counts stay exact either way).
      if (facets.logRows >= facetLogFoldAt) void counts.compact(db).catch(() => undefined);
      const facetRows = facets.rows;
      const totalRecords = facetRows.find((r) => r.g === 'total')?.n ?? 0;
      const sortCodes = plan.sort === 0 ? [0, ...searchSortCodes] : [...searchSortCodes];
      return {
        status: 'success' as const,
        records: rows.map((r) => toRecord(r, viewer, table, now)),
        totalRecords,
        setDisp: setDisp(filter.page, filter.sh_limit, totalRecords),
        sorts: sortCodes.map((code) => ({ orderby: code, label: searchSortLabels[code as 0], selected: code === plan.sort })),
        facets: facetsFrom(facetRows, filter, c.byName),
        filters: {
          sh_limit: filter.sh_limit,
          orderby: plan.sort,
          searchbar: filter.searchbar,
          page: filter.page,
          pagecom: filter.pagecom,
          condition: filter.condition,
          category: filter.category,
          sub_category: filter.sub_category,
          listfmt: [...new Set([...filter.listfmt, ...filter.listfmtnew])],
          lottype: filter.lottype,
          reglist: filter.reglist,
          countrylist: filter.countrylist,
          view: filter.view,
          type: filter.type,
        },
        completed: {
          records: closed.rows.map((r) => toRecord(r, viewer, table, now)),
          totalRecords: closed.total ?? totalRecords,
        },
      };
    },

    async similar(lotId: number, limit: number, user: AuthUser | null) {
      const from = await repo.lotForSimilar(db, lotId, user?.id ?? null);
      if (!from) throw new AppError('NOT_FOUND');
      if (from.category_id === null) return [];
      const now = clock();
      const viewer = viewerOf(user);
      const [rows, table] = await Promise.all([
        repo.similar(db, { ...from, category_id: from.category_id }, limit, viewer, now),
        settings.incrementTable(),
      ]);
      return rows.map((r) => toRecord(r, viewer, table, now));
    },

    async sitemap(): Promise<Sitemap> {
      const lists = await repo.sitemapLists(db);
      return {
        categories: lists.categories.map((r) => ({ id: r.id, key: r.key, name: r.name })),
        conditions: lists.conditions.map((r) => ({ id: r.id, name: r.name, language_var: r.language_var })),
        listing_formats: (['live', 'buynow', 'sealed', 'lineitem'] as const).map((key) => ({ key, listfmt: listfmtCodes[key] })),
        lot_sizes: (['small', 'large'] as const).map((key) => ({ key, lottype: lottypeCodes[key] })),
        legal: [
          { key: 'about', url: '/about', external: false },
          { key: 'support', url: '/support', external: false },
          { key: 'sitemap', url: '/sitemap', external: false },
        ],
      };
    },

    priceLock(language: Language) {
      const c = priceLockContent[language];
      return { language, title: c.title, content: c.content, button: c.button, search: { listfmt: [listfmtCodes.pricelock] } };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
