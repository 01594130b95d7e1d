import { describe, expect, it } from 'vitest';
import type { BidInput, LotBidState } from './bid-types.js';
import { buildBid, buildLotState, NO_SOFT_CLOSE, TABLE } from './bidding.factory.js';
import { applyBid } from './bid-engine.js';
import { closeLot } from './closing.js';

const sealedLot = (overrides: Partial<LotBidState> = {}) =>
  buildLotState({ auctionType: 'sealed', blindIncrement: 500, ...overrides });

function placeAll(state: LotBidState, bids: BidInput[]): LotBidState {
  return bids.reduce((s, bid) => {
    const r = applyBid(s, bid, TABLE, NO_SOFT_CLOSE);
    if (!r.ok) throw new Error(r.code);
    return r.state;
  }, state);
}

describe('sealed auctions', () => {
  it('shows only the bid count: the price stays the starting price and the leader is hidden', () => {
    const r = applyBid(sealedLot(), buildBid(1, 80_000), TABLE, NO_SOFT_CLOSE);
    if (!r.ok) throw new Error(r.code);
    expect(r.public).toEqual({ price: 10_000, nextBid: 10_000, increment: 500, bidCount: 1, leaderUserId: null, reserveMet: null });
    expect(r.bidderLeads).toBeNull();
    expect(JSON.stringify(r.public)).not.toContain('80000');
  });

  it('records each bid at exactly its amount', () => {
    const r = applyBid(sealedLot(), buildBid(1, 80_000, { hardBid: false }), TABLE, NO_SOFT_CLOSE);
    if (!r.ok) throw new Error(r.code);
    expect(r.accepted).toEqual({ sequence: 1, amount: 80_000, maxAmount: 80_000, hardBid: true });
    expect(r.bidderNextBid).toBe(80_500);
  });

  it('leads with the highest amount', () => {
    const s = placeAll(sealedLot(), [buildBid(1, 20_000), buildBid(2, 35_000), buildBid(3, 30_000)]);
    expect(s.leader).toMatchObject({ userId: 2, maxAmount: 35_000 });
    expect(s.currentPrice).toBe(10_000);
    expect(s.bidCount).toBe(3);
  });

  it('keeps the earliest of equal amounts in the lead', () => {
    const s = placeAll(sealedLot(), [buildBid(1, 35_000), buildBid(2, 35_000)]);
    expect(s.leader).toMatchObject({ userId: 1, placedSeq: 1 });
  });

  it('lets a bidder raise their own sealed bid by the blind increment', () => {
    const s = placeAll(sealedLot(), [buildBid(1, 35_000), buildBid(2, 40_000), buildBid(1, 45_000, { previousSealedAmount: 35_000 })]);
    expect(s.leader).toMatchObject({ userId: 1, maxAmount: 45_000 });
  });

  it('sells to the highest bid at its own amount when it meets the reserve', () => {
    const s = placeAll(sealedLot({ reservePrice: 30_000 }), [buildBid(1, 31_000), buildBid(2, 45_000)]);
    expect(closeLot(s)).toEqual({ status: 'sold', winnerUserId: 2, soldPrice: 45_000 });
  });

  it('does not sell when the highest amount is below the reserve', () => {
    const s = placeAll(sealedLot({ reservePrice: 50_000 }), [buildBid(1, 31_000), buildBid(2, 45_000)]);
    expect(closeLot(s)).toEqual({ status: 'closed', winnerUserId: null, soldPrice: null });
  });
});
