import { describe, expect, it } from 'vitest';
import { fake, fakeDb } from '../../testing/fake-db.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { TABLE, T0, at } from '../../testing/market.js';
import type { LineItemRow, LineItemsRepository } from './line-items.repository.js';
import { createLineItemsService, priceView } from './line-items.service.js';

type ParentLot = NonNullable<Awaited<ReturnType<LineItemsRepository['lot']>>>;

const parent = {
  id: 5, currency: 'USD', listingFormat: 'lineitem', auctionType: 'lineitem', status: 'open', blindIncrement: 100,
  dateAdded: at(-3600), dateClosed: at(3600), originalDateClosed: at(3600),
} as ParentLot;

function item(over: Partial<LineItemRow> = {}): LineItemRow {
  return {
    id: 1, lotId: 5, subLotNumber: 1, title: 'Monitor', description: '', categoryId: null, brand: 'HP', partNumber: 'P1', qty: 2,
    startingPrice: 5_000, currentPrice: 5_000, reservePrice: null, incrementOverride: null, bidCount: 0, bidSequence: 0,
    leaderUserId: null, leaderMaxAmount: null, leaderCompanyId: null, leaderPlacedSeq: null, status: 'open', winnerUserId: null,
    soldPrice: null, viewCount: 0,
    ...over,
  } as LineItemRow;
}

const viewer = (id: number, companyId: number | null = null) => ({ id, companyId }) as AuthUser;

function serviceWith(w: { lot: ParentLot | null; items: LineItemRow[]; maxima?: { lineItemId: number; userId: number; max: number }[]; members?: number[] }) {
  let viewed: number[] = [];
  const repo = fake<LineItemsRepository>(
    {
      lot: async () => w.lot,
      page: async (_db, _lot, limit, offset) => ({ rows: w.items.slice(offset, offset + limit).map((i) => ({ item: i, categoryName: null })), total: w.items.length }),
      maximaByUser: async (_db, _lot, ids) => (w.maxima ?? []).filter((m) => ids.includes(m.userId)),
      companyMemberIds: async () => w.members ?? [],
      countView: async (_db, id) => {
        if (!w.items.some((i) => i.id === id)) return false;
        viewed = [...viewed, id];
        return true;
      },
    },
    'lineItemsRepository',
  );
  const service = createLineItemsService({ db: fakeDb(), repo, settings: { incrementTable: async () => TABLE }, now: () => T0 });
  return { service, viewed: () => viewed };
}

describe('line-items service', () => {
  it('answers not found when the parent lot is not listed', async () => {
    await expect(serviceWith({ lot: null, items: [] }).service.list(null, 5, 10, 1)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('pages the sub-lots and says which ones are shown', async () => {
    const items = [1, 2, 3].map((n) => item({ id: n, subLotNumber: n }));
    const r = await serviceWith({ lot: parent, items }).service.list(null, 5, 2, 2);
    expect(r.subproject.map((s) => s.id)).toEqual([3]);
    expect(r.set_disp).toBe('3-3 of 3');
    expect((await serviceWith({ lot: parent, items: [] }).service.list(null, 5, 2, 1)).set_disp).toBe('0-0 of 0');
  });

  it('tells the leader of a sub-lot whether the reserve is met (winning) or not (highest)', async () => {
    const leading = { leaderUserId: 1, leaderMaxAmount: 8_000, bidCount: 1, currentPrice: 5_000 };
    const maxima = [{ lineItemId: 1, userId: 1, max: 8_000 }];
    const met = await serviceWith({ lot: parent, items: [item(leading)], maxima }).service.list(viewer(1), 5, 10, 1);
    expect(met.subproject[0]).toMatchObject({ bidtopstatus: 'winning', hasBid: 1, bidPrice: 8_000, rprice_met: true });
    const unmet = await serviceWith({ lot: parent, items: [item({ ...leading, reservePrice: 20_000 })], maxima }).service.list(viewer(1), 5, 10, 1);
    expect(unmet.subproject[0]).toMatchObject({ bidtopstatus: 'highest', rprice_met: false, has_reserve: true });
  });

  it('tells an outbid bidder they are losing, and flags a colleague’s bid', async () => {
    const it1 = item({ leaderUserId: 2, leaderMaxAmount: 9_000, bidCount: 2, currentPrice: 6_000 });
    const maxima = [
      { lineItemId: 1, userId: 1, max: 5_500 },
      { lineItemId: 1, userId: 3, max: 5_000 },
    ];
    const r = await serviceWith({ lot: parent, items: [it1], maxima, members: [1, 3] }).service.list(viewer(1, 9), 5, 10, 1);
    expect(r.subproject[0]).toMatchObject({ bidtopstatus: 'losing', cbidnot: 1, companynot: 0 });
  });

  it('shows a guest the next bid from the increment table and no status', async () => {
    const r = await serviceWith({ lot: parent, items: [item({ bidCount: 1, currentPrice: 5_000, leaderUserId: 2, leaderMaxAmount: 5_000 })] }).service.list(null, 5, 10, 1);
    expect(r.subproject[0]).toMatchObject({ next_bid: 5_500, incrementamt: 500, bidtopstatus: '', wpriceview: '$50.00' });
  });

  it('counts a view of a sub-lot that exists and refuses one that does not', async () => {
    const { service, viewed } = serviceWith({ lot: parent, items: [item()] });
    await service.countView(1);
    await expect(service.countView(99)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(viewed()).toEqual([1]);
  });

  it('writes prices in the lot’s currency, dollars when the code is not one', () => {
    expect(priceView(125_000, 'EUR')).toBe('€1,250.00');
    expect(priceView(125_000, 'xx')).toBe('$1,250.00');
  });
});
