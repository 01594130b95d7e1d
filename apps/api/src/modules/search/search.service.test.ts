import { describe, expect, it } from 'vitest';
import { listfmtCodes, lottypeCodes, searchFilterSchema } from '@gavel/contract';
import { fake, fakeDb } from '../../testing/fake-db.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { TABLE, T0, at } from '../../testing/market.js';
import type { SearchRepository, SearchRow, SearchSql } from './search.repository.js';
import type { TextSearchRepository } from './search-text.repository.js';
import { createSearchService } from './search.service.js';
import type { FacetCountsRepository } from './facet-counts.repository.js';

const filter = (over: Record<string, unknown> = {}) => searchFilterSchema.parse({ ...over });

function row(over: Partial<SearchRow> = {}): SearchRow {
  return {
    id: 1, title: 'Laptops', avatar: 'a.jpg', manufacturer: 'Dell', model_number: 'E7', category_id: 1, brand_id: null, condition_id: null,
    item_condition: 1, region_id: null, country: 'United States', city: 'NYC', state: 'NY', qty: 1, listing_format: 'live', auction_type: 'live',
    lot_size: 1, currency: 'USD', status: 'open', starting_price: '10000', current_price: '12000', reserve_price: null, buy_now_price: '50000',
    buy_now_enabled: true, increment_override: null, blind_increment: '100', bid_count: 2, bid_sequence: 2, leader_user_id: 9,
    leader_company_id: null, leader_max_amount: '15000', leader_placed_seq: 2, winner_user_id: null, sold_price: null,
    date_added: at(-3600), date_closed: at(3600), original_date_closed: null, rank: '0.5', watched: false, has_bid: false, own_max: null,
    ...over,
  };
}

function searchWith(
  w: {
    rows?: SearchRow[];
    facets?: { g: string; v: string | null; n: number }[];
    dictionary?: { word: string; term: string }[];
    logRows?: number;
    /** What a text closed page's own scan counts (null: past its last match); what a count statement answers. */
    closedTotal?: number | null;
    count?: number;
  } = {},
) {
  const asked: SearchSql[] = [];
  const lookedUp: string[][] = [];
  /** Which store answered each facets/count call: the kept counts or the reference scan. */
  const countedBy: string[] = [];
  let folds = 0;
  const facetRows = () => w.facets ?? [{ g: 'total', v: null, n: (w.rows ?? []).length }];
  const repo = fake<SearchRepository & TextSearchRepository>(
    {
      countries: async () => [{ id: 231, name: 'United States' }],
      page: async (_db, q) => {
        asked.push(q);
        return q.mode === 'open' ? (w.rows ?? []) : [];
      },
      facets: async () => (countedBy.push('scan'), facetRows()),
      count: async () => (countedBy.push('scan'), w.count ?? 0),
      // A text search's pages: the same plans.
      textPage: async (_db, q) => {
        asked.push(q);
        return q.mode === 'open' ? (w.rows ?? []) : [];
      },
      textPageWithTotal: async (_db, q) => {
        asked.push(q);
        countedBy.push('closed page');
        return { rows: [], total: w.closedTotal === undefined ? 0 : w.closedTotal };
      },
      dictionary: async (_db, words) => {
        lookedUp.push(words);
        return w.dictionary ?? [];
      },
    },
    'searchRepository',
  );
  const counts = fake<FacetCountsRepository>(
    {
      facets: async () => (countedBy.push('counts'), { rows: facetRows(), logRows: w.logRows ?? 0 }),
      count: async () => (countedBy.push('counts'), 0),
      compact: async () => (folds++, 0),
    },
    'facetCountsRepository',
  );
  const service = createSearchService({ db: fakeDb(), repo, counts, settings: { incrementTable: async () => TABLE }, now: () => T0 });
  return { service, asked, lookedUp, countedBy, folds: () => folds };
}

describe('search service: filters become the query', () => {
  it('asks for the page the filter names, its country names and formats in database terms', async () => {
    const { service, asked } = searchWith();
    await service.search(filter({ page: 3, sh_limit: 15, countrylist: [231, 5], listfmt: [listfmtCodes.sealed], searchbar: 'Think Pad' }), null);
    const main = asked.find((q) => q.mode === 'open')!;
    expect(main).toMatchObject({ limit: 15, offset: 30, sort: 0, now: T0, viewer: null });
    expect(main.groups.countrylist).toEqual(['United States', '#unknown-country-5#']);
    expect(main.groups.listfmt).toEqual(['sealed']);
    expect(main.text?.raw).toBe('think pad');
  });

  it('looks misspelt words up in the dictionary once and searches their nearest real words in every statement', async () => {
    const { service, asked, lookedUp } = searchWith({ dictionary: [{ word: 'lenvo', term: 'lenovo' }, { word: 'lenvo', term: 'lens' }] });
    await service.search(filter({ searchbar: 'Lenvo T480 hp' }), null);
    expect(lookedUp).toEqual([['lenvo', 't480']]);
    expect(asked.length).toBeGreaterThan(0);
    for (const q of asked) expect(q.text?.tokens.map((t) => t.tsquery)).toEqual(['(lenvo:* | lenovo:*)', 't480:*', 'hp:*']);
    const plain = searchWith();
    await plain.service.search(filter({ searchbar: 'hp 840' }), null);
    expect(plain.lookedUp).toEqual([]);
  });

  it('sorts by the chosen order, and by price when there is no text and no choice', async () => {
    const chosen = searchWith();
    await chosen.service.search(filter({ orderby: 1 }), null);
    expect(chosen.asked[0]!.sort).toBe(1);
    const plain = searchWith();
    const r = await plain.service.search(filter(), null);
    expect(plain.asked[0]!.sort).toBe(3);
    expect(r.sorts.find((s) => s.selected)?.orderby).toBe(3);
  });

  it('in completed mode lists closed lots and gives the section the same total', async () => {
    const { service, asked } = searchWith({ facets: [{ g: 'total', v: null, n: 42 }] });
    const r = await service.search(filter({ type: 'completed' }), null);
    expect(asked.every((q) => q.mode === 'closed')).toBe(true);
    expect(r.completed.totalRecords).toBe(42);
    expect(r.setDisp).toMatch(/of 42$/);
  });

  it('counts facets and the closed section from the kept counts without text, by the scan with text', async () => {
    const plain = searchWith();
    await plain.service.search(filter({ category: [3] }), null);
    expect(plain.countedBy).toEqual(['counts', 'counts']);
    const text = searchWith();
    await text.service.search(filter({ searchbar: 'dell' }), null);
    expect(text.countedBy.sort()).toEqual(['closed page', 'scan']);
  });

  it("with text, counts the closed section in its page's own scan, and by a count only past its last match", async () => {
    const counted = searchWith({ closedTotal: 17, count: 99 });
    const r = await counted.service.search(filter({ searchbar: 'dell' }), null);
    expect(r.completed.totalRecords).toBe(17);
    expect(counted.countedBy.sort(), 'the facets scan and the closed page: no count statement').toEqual(['closed page', 'scan']);
    const emptyFirst = searchWith({ closedTotal: null, count: 99 });
    expect((await emptyFirst.service.search(filter({ searchbar: 'dell' }), null)).completed.totalRecords).toBe(0);
    const pastEnd = searchWith({ closedTotal: null, count: 99 });
    expect((await pastEnd.service.search(filter({ searchbar: 'dell', pagecom: 40 }), null)).completed.totalRecords).toBe(99);
  });

  it('folds the facet log into the counts when a read summed a long one, not otherwise', async () => {
    const long = searchWith({ logRows: 5_000 });
    await long.service.search(filter(), null);
    expect(long.folds()).toBe(1);
    const short = searchWith({ logRows: 10 });
    await short.service.search(filter(), null);
    expect(short.folds()).toBe(0);
  });

  it('passes the signed-in viewer so the query can mark their bids and watchlist', async () => {
    const { service, asked } = searchWith();
    await service.search(filter(), { id: 4, companyId: 8 } as AuthUser);
    expect(asked[0]!.viewer).toEqual({ id: 4, companyId: 8 });
  });
});

describe('search service: what the page shows', () => {
  it('lists facets by count, keeps selected and always-shown values at zero, and maps countries back to ids', async () => {
    const facets = [
      { g: 'total', v: null, n: 3 },
      { g: 'category', v: '1', n: 1 },
      { g: 'category', v: '2', n: 2 },
      { g: 'countrylist', v: 'United States', n: 3 },
      { g: 'countrylist', v: 'Atlantis', n: 1 },
      { g: 'listfmt', v: 'live', n: 3 },
    ];
    const r = await searchWith({ facets }).service.search(filter({ category: [9] }), null);
    expect(r.facets.category).toEqual([
      { id: 2, count: 2 },
      { id: 1, count: 1 },
      { id: 9, count: 0 },
    ]);
    expect(r.facets.countrylist).toEqual([{ id: 231, count: 3 }]);
    expect(r.facets.listfmt[0]).toEqual({ id: listfmtCodes.live, count: 3 });
    expect(r.facets.listfmt.map((f) => f.id).sort()).toEqual(Object.values(listfmtCodes).sort());
    expect(r.facets.lottype.map((f) => f.id).sort()).toEqual(Object.values(lottypeCodes).sort());
    expect(r.totalRecords).toBe(3);
  });

  it('presents a card: money in cents, next bid from the table, buy now when enabled, the viewer’s status', async () => {
    const r = await searchWith({ rows: [row({ has_bid: true, own_max: '11000' })] }).service.search(filter(), { id: 4, companyId: null } as AuthUser);
    expect(r.records[0]).toMatchObject({ wprice: 12_000, next_bid: 13_000, bprice: 50_000, buynow: 1, bidtopstatus: 'outbid', isclosed: 0 });
    const closed = await searchWith({ rows: [row({ buy_now_enabled: false, date_closed: at(-1) })] }).service.search(filter(), null);
    expect(closed.records[0]).toMatchObject({ bprice: null, buynow: 0, isclosed: 1, bidtopstatus: '' });
  });

  it('shows a sealed lot at its start price', async () => {
    const r = await searchWith({ rows: [row({ auction_type: 'sealed', listing_format: 'sealed' })] }).service.search(filter(), null);
    expect(r.records[0]!.wprice).toBe(10_000);
  });
});
