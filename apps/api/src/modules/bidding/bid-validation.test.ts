import { describe, expect, it } from 'vitest';
import { at, buildBid, buildLotState, TABLE } from './bidding.factory.js';
import { minimumBidFor, validateBid } from './bid-validation.js';
import { maxCents } from '@gavel/contract';

const leader = { userId: 1, companyId: null, maxAmount: 50_000, placedSeq: 1 };
const bidding = buildLotState({ currentPrice: 20_000, leader, bidCount: 2, sequence: 2 });

describe('validateBid', () => {
  it('accepts a bid of exactly the next bid', () => {
    expect(validateBid(bidding, buildBid(2, 21_000), TABLE)).toBeNull();
  });

  it('accepts a first bid of exactly the starting price', () => {
    expect(validateBid(buildLotState(), buildBid(2, 10_000), TABLE)).toBeNull();
  });

  it('refuses LOT_CLOSED when the lot is sold or closed', () => {
    expect(validateBid(buildLotState({ status: 'sold' }), buildBid(2, 50_000), TABLE)?.code).toBe('LOT_CLOSED');
    expect(validateBid(buildLotState({ status: 'closed' }), buildBid(2, 50_000), TABLE)?.code).toBe('LOT_CLOSED');
  });

  it('refuses LOT_CLOSED from the closing moment on, even while still marked open', () => {
    expect(validateBid(buildLotState({ now: at(3600) }), buildBid(2, 50_000), TABLE)?.code).toBe('LOT_CLOSED');
    expect(validateBid(buildLotState({ now: at(4000) }), buildBid(2, 50_000), TABLE)?.code).toBe('LOT_CLOSED');
    expect(validateBid(buildLotState({ now: new Date(at(3600).getTime() - 1) }), buildBid(2, 50_000), TABLE)).toBeNull();
  });

  it('refuses LOT_NOT_STARTED before the start date, and accepts from the start moment', () => {
    expect(validateBid(buildLotState({ dateAdded: at(10) }), buildBid(2, 50_000), TABLE)?.code).toBe('LOT_NOT_STARTED');
    expect(validateBid(buildLotState({ dateAdded: at(0) }), buildBid(2, 50_000), TABLE)).toBeNull();
  });

  it('refuses BID_INVALID for an amount that is not a positive integer of cents', () => {
    for (const amount of [0, -100, 10_000.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
      expect(validateBid(buildLotState(), buildBid(2, amount), TABLE)).toEqual({ code: 'BID_INVALID', details: {} });
    }
  });

  it('reports a closed lot before a malformed amount', () => {
    expect(validateBid(buildLotState({ status: 'closed' }), buildBid(2, -1), TABLE)?.code).toBe('LOT_CLOSED');
  });

  it('refuses BID_TOO_LOW below the next bid, with the next bid as minimum', () => {
    expect(validateBid(bidding, buildBid(2, 20_999), TABLE)).toEqual({ code: 'BID_TOO_LOW', details: { minimum: 21_000 } });
    expect(validateBid(buildLotState(), buildBid(2, 9_999), TABLE)).toEqual({ code: 'BID_TOO_LOW', details: { minimum: 10_000 } });
  });

  it('refuses a leader maximum that does not exceed their current maximum', () => {
    expect(validateBid(bidding, buildBid(1, 50_000), TABLE)).toEqual({ code: 'BID_TOO_LOW', details: { minimum: 50_001 } });
    expect(validateBid(bidding, buildBid(1, 50_001), TABLE)).toBeNull();
  });

  it('lets the leader hard-bid below their own maximum as long as it reaches the next bid', () => {
    expect(validateBid(bidding, buildBid(1, 21_000, { hardBid: true }), TABLE)).toBeNull();
    expect(validateBid(bidding, buildBid(1, 20_500, { hardBid: true }), TABLE)?.code).toBe('BID_TOO_LOW');
  });

  it('refuses BID_TOO_HIGH when the amount plus its increment would pass the largest amount', () => {
    const top = maxCents - 2_500; // the top band's increment is $25
    expect(validateBid(buildLotState(), buildBid(2, top), TABLE)).toBeNull();
    expect(validateBid(buildLotState(), buildBid(2, top + 1), TABLE)).toEqual({ code: 'BID_TOO_HIGH', details: { maximum: top } });
    // a per-lot increment counts
    expect(validateBid(buildLotState({ incrementOverride: 10_000 }), buildBid(2, maxCents - 10_000), TABLE)).toBeNull();
    expect(validateBid(buildLotState({ incrementOverride: 10_000 }), buildBid(2, maxCents - 9_999), TABLE)).toEqual({
      code: 'BID_TOO_HIGH',
      details: { maximum: maxCents - 10_000 },
    });
  });

  it('refuses BID_TOO_HIGH on a sealed lot by its blind increment (at least one cent)', () => {
    const sealedLot = buildLotState({ auctionType: 'sealed', blindIncrement: 700 });
    expect(validateBid(sealedLot, buildBid(2, maxCents - 700), TABLE)).toBeNull();
    expect(validateBid(sealedLot, buildBid(2, maxCents - 699), TABLE)).toEqual({ code: 'BID_TOO_HIGH', details: { maximum: maxCents - 700 } });
    const noIncrement = buildLotState({ auctionType: 'sealed', blindIncrement: 0 });
    expect(validateBid(noIncrement, buildBid(2, maxCents - 1), TABLE)).toBeNull();
    expect(validateBid(noIncrement, buildBid(2, maxCents), TABLE)).toEqual({ code: 'BID_TOO_HIGH', details: { maximum: maxCents - 1 } });
  });

  it('refuses LOT_CLOSED for a lot not open even before its close', () => {
    expect(validateBid(buildLotState({ status: 'scheduled' as never }), buildBid(2, 50_000), TABLE)?.code).toBe('LOT_CLOSED');
  });

  describe('sealed', () => {
    const sealed = buildLotState({ auctionType: 'sealed', blindIncrement: 500, leader, bidCount: 3, sequence: 3 });

    it('refuses BID_TOO_LOW below the starting price for a first sealed bid', () => {
      expect(validateBid(sealed, buildBid(2, 9_999), TABLE)).toEqual({ code: 'BID_TOO_LOW', details: { minimum: 10_000 } });
      expect(validateBid(sealed, buildBid(2, 10_000), TABLE)).toBeNull();
    });

    it('refuses BID_INCREMENT_TOO_SMALL when a re-bid does not exceed the previous one by the blind increment', () => {
      const rebid = buildBid(2, 12_499, { previousSealedAmount: 12_000 });
      expect(validateBid(sealed, rebid, TABLE)).toEqual({
        code: 'BID_INCREMENT_TOO_SMALL',
        details: { minimum: 12_500, increment: 500 },
      });
      expect(validateBid(sealed, { ...rebid, amount: 12_500 }, TABLE)).toBeNull();
    });

    it('still requires one cent more when the blind increment is zero', () => {
      const zero = { ...sealed, blindIncrement: 0 };
      expect(validateBid(zero, buildBid(2, 12_000, { previousSealedAmount: 12_000 }), TABLE)).toEqual({
        code: 'BID_INCREMENT_TOO_SMALL',
        details: { minimum: 12_001, increment: 1 },
      });
    });

    it('does not hold a sealed bidder to the hidden leading amount', () => {
      expect(validateBid(sealed, buildBid(2, 10_000), TABLE)).toBeNull();
    });
  });
});

describe('minimumBidFor', () => {
  it('is the next bid for anyone but the leader placing a maximum', () => {
    expect(minimumBidFor(bidding, { userId: 2, hardBid: false }, TABLE)).toBe(21_000);
    expect(minimumBidFor(bidding, { userId: 1, hardBid: true }, TABLE)).toBe(21_000);
    expect(minimumBidFor(bidding, { userId: 1, hardBid: false }, TABLE)).toBe(50_001);
  });
  it('is the next bid for a leader whose maximum is below it', () => {
    const low = buildLotState({ currentPrice: 20_000, leader: { ...leader, maxAmount: 20_000 }, bidCount: 1, sequence: 1 });
    expect(minimumBidFor(low, { userId: 1, hardBid: false }, TABLE)).toBe(21_000);
  });
  it('sealed: the starting price, then the previous amount plus the blind increment, never below the start', () => {
    const sealed = buildLotState({ auctionType: 'sealed', blindIncrement: 500, leader, bidCount: 1, sequence: 1 });
    expect(minimumBidFor(sealed, { userId: 2, hardBid: false }, TABLE)).toBe(10_000);
    expect(minimumBidFor(sealed, { userId: 2, hardBid: false, previousSealedAmount: null }, TABLE)).toBe(10_000);
    expect(minimumBidFor(sealed, { userId: 2, hardBid: false, previousSealedAmount: 12_000 }, TABLE)).toBe(12_500);
    expect(minimumBidFor(sealed, { userId: 2, hardBid: false, previousSealedAmount: 9_000 }, TABLE)).toBe(10_000);
    expect(minimumBidFor(sealed, { userId: 1, hardBid: false, previousSealedAmount: 60_000 }, TABLE)).toBe(60_500);
  });
});
