import { describe, expect, it } from 'vitest';
import type { LineItem, ServerEventPayload } from '@gavel/contract';
import type { LotViewData } from '../api/get-product-view';
import {
  applyBidReceipt,
  applyDateClosed,
  applyLineItemBid,
  applyLineItemReserve,
  applyLotBid,
  applyLotClosed,
  applyWatchlist,
} from './live-updates';

const A = 1;
const B = 2;

function view(over: Partial<LotViewData['project']> = {}): LotViewData {
  const project = {
    id: 7,
    auctiontype: 'live',
    wprice: 10_000,
    next_bid: 10_000,
    incrementAmt: 500,
    bid_count: 0,
    bidtopstatus: '',
    userHasBid: 0,
    companyHasBid: 0,
    bid_or_not: 0,
    my_max_bid: null,
    market_status: 'open',
    isclosed: 0,
    sold_price: null,
    watchlistid: 0,
    rprice_met: true,
    date_closed: '2026-01-01T00:00:00.000Z',
    ...over,
  } as LotViewData['project'];
  return {
    project,
    next_bid: project.next_bid,
    bid_count: project.bid_count,
    bidtopstatus: project.bidtopstatus,
    isclosed: 0,
  } as LotViewData;
}

const bid = (over: Partial<ServerEventPayload<'bidAddtime'>>): ServerEventPayload<'bidAddtime'> => ({
  id: 7,
  status: 'success',
  bpop_cbidder: A,
  bpop_higher: A,
  bpop_wprice: 10_000,
  bpop_bidcount: 1,
  bpop_increment: 500,
  bpop_nextbid: 10_500,
  bpop_nextbid_org: 10_500,
  bpop_belowFive: 0,
  ...over,
});

describe('bidAddtime on a standard lot', () => {
  it('shows everyone the new price, next bid and count; the bidder becomes the winner', () => {
    const mine = applyLotBid(view(), bid({ bpop_cuser_nextbid: 10_500, bidAmount: 20_000, bpop_wprice_morehigh: 20_000 }), A);
    expect(mine.project).toMatchObject({
      wprice: 10_000,
      next_bid: 10_500,
      bid_count: 1,
      bidtopstatus: 'winner',
      userHasBid: 1,
      my_max_bid: 20_000,
    });
    const theirs = applyLotBid(view(), bid({}), B);
    expect(theirs.project).toMatchObject({ wprice: 10_000, next_bid: 10_500, bid_count: 1, bidtopstatus: '' });
  });

  it('outbids a viewer who had bid when another bidder takes the lead', () => {
    const leading = view({ userHasBid: 1, bidtopstatus: 'winner', bid_count: 1 });
    const after = applyLotBid(leading, bid({ bpop_cbidder: B, bpop_higher: B, bpop_bidcount: 2, bpop_wprice: 10_500 }), A);
    expect(after.project.bidtopstatus).toBe('outbid');
  });

  it('keeps the leader winning when a challenger falls short of their maximum', () => {
    const leading = view({ userHasBid: 1, bidtopstatus: 'winner', bid_count: 1 });
    const after = applyLotBid(leading, bid({ bpop_cbidder: B, bpop_higher: A, bpop_bidcount: 2, bpop_wprice: 15_000 }), A);
    expect(after.project).toMatchObject({ bidtopstatus: 'winner', wprice: 15_000 });
  });

  it('tells the bidder they are losing when their bid is below the standing maximum', () => {
    const after = applyLotBid(
      view({ bid_count: 1 }),
      bid({ bpop_cbidder: A, bpop_higher: B, bpop_bidcount: 2, bpop_cuser_nextbid: 11_000 }),
      A,
    );
    expect(after.project).toMatchObject({ bidtopstatus: 'outbid', next_bid: 11_000, userHasBid: 1 });
  });

  it('moves the close date in the closing window, never earlier', () => {
    const later = '2026-01-01T00:02:00.000Z';
    expect(applyLotBid(view(), bid({ bpop_belowFive: 1, bpop_belowFiveIncrement: later }), B).project.date_closed).toBe(later);
    expect(applyDateClosed(view({ date_closed: later }), 7, '2026-01-01T00:01:00.000Z').project.date_closed).toBe(later);
  });

  it('ignores a late event or receipt older than what is shown', () => {
    const shown = view({ bid_count: 3, wprice: 12_000 });
    expect(applyLotBid(shown, bid({ bpop_bidcount: 2, bpop_wprice: 11_000 }), B).project.wprice).toBe(12_000);
    const r = {
      wprice: 11_000,
      next_bid: 11_500,
      bid_count: 2,
      bidtopstatus: 'winner',
      date_closed: shown.project.date_closed,
      max_amount: 11_000,
    };
    expect(applyBidReceipt(shown, r).project).toMatchObject({ wprice: 12_000, userHasBid: 1 });
  });

  it('shows no badge on a sealed lot while open', () => {
    const after = applyLotBid(view({ auctiontype: 'sealed' }), bid({ bpop_cuser_nextbid: 10_100 }), A);
    expect(after.project.bidtopstatus).toBe('');
  });
});

describe('realclosedupdates', () => {
  const e = { id: 7, usr: A, bpop_cbidder: A, buynowamount: 15_000 };
  it('sold: won for the winner, lost for another bidder, nothing for a watcher', () => {
    expect(applyLotClosed(view({ userHasBid: 1, bidtopstatus: 'winner' }), e, A).project).toMatchObject({
      market_status: 'sold',
      bidtopstatus: 'won',
      sold_price: 15_000,
      isclosed: 1,
    });
    expect(applyLotClosed(view({ userHasBid: 1, bidtopstatus: 'outbid' }), e, B).project.bidtopstatus).toBe('lost');
    expect(applyLotClosed(view(), e, 3).project.bidtopstatus).toBe('');
  });
  it('the room’s copy (the winner by label) is sold, and lost for a bidder, never won', () => {
    const labelled = { ...e, usr: 'Bidder 1', bpop_cbidder: 'Bidder 1' };
    expect(applyLotClosed(view({ userHasBid: 1, bidtopstatus: 'outbid' }), labelled, B).project).toMatchObject({ market_status: 'sold', bidtopstatus: 'lost' });
  });
  it('unsold: closed, and lost for bidders', () => {
    const after = applyLotClosed(view({ userHasBid: 1, bidtopstatus: 'winner' }), { ...e, usr: '', bpop_cbidder: '' }, A);
    expect(after.project).toMatchObject({ market_status: 'closed', bidtopstatus: 'lost', sold_price: null });
  });
});

describe('watchlist event', () => {
  it('sets the star', () => {
    expect(applyWatchlist(view(), { id: 7, status: 'added' }).project.watchlistid).toBe(1);
    expect(applyWatchlist(view({ watchlistid: 1 }), { id: 7, status: 'removed' }).project.watchlistid).toBe(0);
  });
});

describe('line-item rows', () => {
  const item = {
    id: 40,
    wprice: 5_000,
    bid_count: 0,
    next_bid: 5_000,
    incrementamt: 100,
    bidtopstatus: '',
    hasBid: 0,
    bidPrice: null,
    rprice_met: false,
  } as LineItem;
  it('Highest bidder while the reserve is unmet, Winning once met, Losing when outbid', () => {
    const mine = applyLineItemBid(item, bid({ line_item_id: 40, bpop_cuser_nextbid: 5_100, bidAmount: 6_000 }), A);
    expect(mine).toMatchObject({ bidtopstatus: 'highest', hasBid: 1, bidPrice: 6_000, next_bid: 5_100 });
    expect(applyLineItemReserve(mine, { id: 7, line_item_id: 40, rprice_met: true }).bidtopstatus).toBe('winning');
    const outbid = applyLineItemBid(mine, bid({ line_item_id: 40, bpop_cbidder: B, bpop_higher: B, bpop_bidcount: 2 }), A);
    expect(outbid.bidtopstatus).toBe('losing');
  });
  it('leaves other rows alone', () => {
    expect(applyLineItemBid(item, bid({ line_item_id: 41 }), A)).toBe(item);
  });
});
