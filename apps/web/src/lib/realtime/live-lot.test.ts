import { describe, expect, it } from 'vitest';
import type { ServerEventPayload } from '@gavel/contract';
import { applyLiveEvent, mergeLive } from './live-lot';
import { liveLotFixture } from './live-lot.fixture';

const ME = 1;
const OTHER = 2;

const lot = liveLotFixture;

const bid = (over: Partial<ServerEventPayload<'bidAddtime'>> = {}): ServerEventPayload<'bidAddtime'> => ({
  id: 7,
  status: 'success',
  bpop_cbidder: OTHER,
  bpop_higher: OTHER,
  bpop_wprice: 11_000,
  bpop_bidcount: 3,
  bpop_increment: 500,
  bpop_nextbid: 11_500,
  bpop_nextbid_org: 11_500,
  bpop_belowFive: 0,
  ...over,
});

describe('live lot cards', () => {
  it('shows another buyer’s bid: price, next bid and count', () => {
    const next = applyLiveEvent(lot(), 'bidAddtime', bid(), null);
    expect(next).toMatchObject({ wprice: 11_000, next_bid: 11_500, bid_count: 3, bidtopstatus: '' });
  });

  it('leaves other lots untouched (same object)', () => {
    const l = lot({ id: 8 });
    expect(applyLiveEvent(l, 'bidAddtime', bid(), ME)).toBe(l);
  });

  it('turns a leading viewer into OUTBID when another buyer takes the lead', () => {
    expect(applyLiveEvent(lot({ bidtopstatus: 'winner' }), 'bidAddtime', bid(), ME).bidtopstatus).toBe('outbid');
  });

  it('keeps a leading viewer WINNING when a lower maximum only raises the price', () => {
    const e = bid({ bpop_higher: ME });
    expect(applyLiveEvent(lot({ bidtopstatus: 'winner' }), 'bidAddtime', e, ME).bidtopstatus).toBe('winner');
  });

  it('ignores an event older than what the card shows', () => {
    const next = applyLiveEvent(lot({ bid_count: 5 }), 'bidAddtime', bid(), null);
    expect(next.wprice).toBe(10_000);
  });

  it('moves the close when a bid falls in the closing window', () => {
    const e = bid({ bpop_belowFive: 1, bpop_belowFiveIncrement: '2030-01-01T10:02:00.000Z' });
    expect(applyLiveEvent(lot(), 'bidAddtime', e, null).date_closed).toBe('2030-01-01T10:02:00.000Z');
  });

  it('closes sold: the winner WON, another bidder LOST', () => {
    const e = { id: 7, usr: ME, bpop_cbidder: ME, buynowamount: 12_000 };
    expect(applyLiveEvent(lot({ bidtopstatus: 'winner' }), 'realclosedupdates', e, ME)).toMatchObject({
      market_status: 'sold',
      bidtopstatus: 'won',
      sold_price: 12_000,
    });
    expect(applyLiveEvent(lot({ bidtopstatus: 'outbid' }), 'realclosedupdates', { ...e, usr: OTHER }, ME).bidtopstatus).toBe('lost');
  });

  it('the room’s copy names the winner by label: sold, lost for a bidder, never won', () => {
    // The winner gets its own copy (its id) in its user room; everyone else the label.
    for (const label of ['Bidder 2', 'Buyer']) {
      const e = { id: 7, usr: label, bpop_cbidder: label, buynowamount: 12_000 };
      expect(applyLiveEvent(lot({ bidtopstatus: 'outbid' }), 'realclosedupdates', e, ME)).toMatchObject({ market_status: 'sold', bidtopstatus: 'lost' });
      expect(applyLiveEvent(lot(), 'realclosedupdates', e, null)).toMatchObject({ market_status: 'sold', bidtopstatus: '' });
    }
  });

  it('closes unsold with an empty winner', () => {
    const e = { id: 7, usr: '', bpop_cbidder: '', buynowamount: 0 };
    expect(applyLiveEvent(lot(), 'realclosedupdates', e, null)).toMatchObject({ market_status: 'closed', bidtopstatus: '' });
  });

  it('applies a price drop, an extension and a watch-list change', () => {
    expect(applyLiveEvent(lot(), 'drop_price', { id: 7, sprice: 8_000, wprice: 8_000, bprice: null }, null).wprice).toBe(8_000);
    expect(applyLiveEvent(lot(), 'bid_extended', { id: 7, date_closed: '2030-01-01T11:00:00.000Z' }, null).date_closed).toBe(
      '2030-01-01T11:00:00.000Z',
    );
    expect(applyLiveEvent(lot(), 'realtimeupdate', { id: 7, date_closed: '2029-12-31T10:00:00.000Z' }, null).date_closed).toBe(
      '2029-12-31T10:00:00.000Z',
    );
    expect(applyLiveEvent(lot(), 'watchlist', { id: 7, status: 'added' }, ME).isWatchlisted).toBe(true);
  });

  it('keeps the live copy only while it is ahead of a new server answer', () => {
    const live = lot({ bid_count: 4, wprice: 12_000 });
    expect(mergeLive(lot({ bid_count: 3 }), live).wprice).toBe(12_000);
    expect(mergeLive(lot({ bid_count: 4, wprice: 12_500 }), live).wprice).toBe(12_500);
  });
});
