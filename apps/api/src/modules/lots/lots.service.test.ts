import { describe, expect, it } from 'vitest';
import { fake, fakeDb } from '../../testing/fake-db.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { TABLE, T0 } from '../../testing/market.js';
import { DEFAULT_SOFT_CLOSE } from '../bidding/index.js';
import type { LotRow, LotsRepository } from './lots.repository.js';
import { lotRow } from '../../testing/lot-row.js';
import { createLotsService, type LotsDeps } from './lots.service.js';

const viewer = (id: number, companyId: number | null = null) => ({ id, companyId, language: 'English' }) as AuthUser;

interface World {
  lot: LotRow | null;
  bids?: { userId: number; amount: number; maxAmount: number; sequence: number }[];
  members?: number[];
  unitsSold?: number;
  faq?: string | null;
  shippingFeeCents?: number;
}

function lotsWith(w: World) {
  let views = 0;
  const repo = fake<LotsRepository>(
    {
      findLot: async () => (w.lot ? { lot: w.lot, categoryName: 'Computers', categoryKey: 'computers', conditionName: null, conditionVar: null } : null),
      countView: async () => void views++,
      images: async () => ['a.jpg'],
      attachments: async () => [],
      manifest: async () => [],
      lineItemCount: async () => 0,
      viewerBids: async (_db, _lot, ids) => (w.bids ?? []).filter((b) => ids.includes(b.userId)),
      isWatched: async () => false,
      hasAcceptedTerms: async () => false,
      viewerOrders: async () => [],
      hasBulkResult: async () => false,
      currencyCodes: async () => ['USD'],
      companyMemberIds: async () => w.members ?? [],
    },
    'lotsRepository',
  );
  const deps: LotsDeps = {
    db: fakeDb(),
    repo,
    settings: { incrementTable: async () => TABLE, softClose: async () => DEFAULT_SOFT_CLOSE },
    content: { pageHtml: async () => w.faq ?? null },
    orders: { unitsSold: async () => w.unitsSold ?? 0 },
    transactionSettings: async () => ({ shippingFeeCents: w.shippingFeeCents ?? 2_500 }),
    now: () => T0,
  };
  return { service: createLotsService(deps), views: () => views };
}

describe('lots service: the lot page', () => {
  it('answers not found for a lot buyers may not see, without counting a view', async () => {
    const { service, views } = lotsWith({ lot: null });
    await expect(service.view(null, 7)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(views()).toBe(0);
  });

  it('shows a guest the starting price as the next bid, no viewer status, and counts the view', async () => {
    const { service, views } = lotsWith({ lot: lotRow() });
    const page = await service.view(null, 7);
    expect(page.next_bid).toBe(10_000);
    expect(page.bidtopstatus).toBe('');
    expect(page.project.bidtopstatus).toBe('');
    expect(views()).toBe(1);
  });

  it('tells the leading viewer they are winning and an outbid one they are outbid', async () => {
    const lot = lotRow({ bidCount: 2, currentPrice: 12_000, leaderUserId: 1, leaderMaxAmount: 15_000 });
    const bids = [
      { userId: 1, amount: 12_000, maxAmount: 15_000, sequence: 2 },
      { userId: 2, amount: 11_000, maxAmount: 11_000, sequence: 1 },
    ];
    const leader = await lotsWith({ lot, bids }).service.view(viewer(1), 7);
    expect(leader.bidtopstatus).toBe('winner');
    expect(leader.bidderproxyant).toBe(15_000);
    const outbid = await lotsWith({ lot, bids }).service.view(viewer(2), 7);
    expect(outbid.bidtopstatus).toBe('outbid');
    expect(outbid.next_bid).toBe(13_000);
  });

  it('counts a colleague leading as the company leading', async () => {
    const lot = lotRow({ bidCount: 1, currentPrice: 10_000, leaderUserId: 1, leaderMaxAmount: 10_000, leaderCompanyId: 9 });
    const page = await lotsWith({ lot, bids: [{ userId: 1, amount: 10_000, maxAmount: 10_000, sequence: 1 }], members: [1, 3] }).service.view(
      viewer(3, 9),
      7,
    );
    expect(page.companynot).toBe(1);
    expect(page.cbidnot).toBe(1);
  });

  it('offers buy now only when the lot enables it', async () => {
    const on = await lotsWith({ lot: lotRow({ buyNowEnabled: true, buyNowPrice: 50_000 }) }).service.view(null, 7);
    expect(on.project.buynow).toBe(1);
    expect(on.project.bprice).toBe(50_000);
    const off = await lotsWith({ lot: lotRow({ buyNowEnabled: false, buyNowPrice: 50_000 }) }).service.view(null, 7);
    expect(off.project.buynow).toBe(0);
  });

  it('shows the flat shipping fee, the lot’s own fee over it, and none when the buyer ships', async () => {
    expect((await lotsWith({ lot: lotRow(), shippingFeeCents: 2_500 }).service.view(null, 7)).project.shipping_fee).toBe(2_500);
    expect((await lotsWith({ lot: lotRow({ shippingFee: 4_000 }) }).service.view(null, 7)).project.shipping_fee).toBe(4_000);
    expect((await lotsWith({ lot: lotRow({ buyerShips: true, shippingFee: 4_000 }) }).service.view(null, 7)).project.shipping_fee).toBe(0);
  });

  it('leaves a price-lock lot the units orders have not sold yet', async () => {
    const page = await lotsWith({ lot: lotRow({ listingFormat: 'pricelock', qty: 10 }), unitsSold: 4 }).service.view(null, 7);
    expect(page.project.qty_left).toBe(6);
    const soldOut = await lotsWith({ lot: lotRow({ listingFormat: 'pricelock', qty: 10 }), unitsSold: 12 }).service.view(null, 7);
    expect(soldOut.project.qty_left).toBe(0);
  });

  it('hides sealed amounts: the public price stays at the start price', async () => {
    const lot = lotRow({ auctionType: 'sealed', listingFormat: 'sealed', bidCount: 1, currentPrice: 20_000, leaderUserId: 1, leaderMaxAmount: 20_000 });
    const page = await lotsWith({ lot }).service.view(null, 7);
    expect(page.project.wprice).toBe(10_000);
    expect(page.project.latestbid).toBeNull();
  });

  it('shows the operator’s FAQ page, or the bidding questions when there is none', async () => {
    expect((await lotsWith({ lot: lotRow(), faq: '<p>Ours</p>' }).service.view(null, 7)).faqcontent).toBe('<p>Ours</p>');
    expect((await lotsWith({ lot: lotRow(), faq: null }).service.view(null, 7)).faqcontent).toContain('<h3>');
  });

  it('gives the first paint a listed lot’s title and pictures, and nothing for an unlisted one', async () => {
    expect(await lotsWith({ lot: lotRow() }).service.firstPaint(7)).toEqual({ id: 7, title: 'Laptops', category: 'Computers', images: ['a.jpg'] });
    expect(await lotsWith({ lot: null }).service.firstPaint(7)).toBeNull();
  });
});
