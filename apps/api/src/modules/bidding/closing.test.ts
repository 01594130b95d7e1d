import { describe, expect, it } from 'vitest';
import { buildLotState } from './bidding.factory.js';
import { closeLot } from './closing.js';

const leader = { userId: 7, companyId: null, maxAmount: 60_000, placedSeq: 3 };

describe('closeLot', () => {
  it('closes unsold without a bid', () => {
    expect(closeLot(buildLotState())).toEqual({ status: 'closed', winnerUserId: null, soldPrice: null });
  });

  it('sells a live lot without reserve to the leader at the current price', () => {
    expect(closeLot(buildLotState({ currentPrice: 41_000, leader, bidCount: 3 }))).toEqual({
      status: 'sold',
      winnerUserId: 7,
      soldPrice: 41_000,
    });
  });

  it('sells when the final price meets the reserve exactly', () => {
    const state = buildLotState({ currentPrice: 41_000, reservePrice: 41_000, leader, bidCount: 3 });
    expect(closeLot(state).status).toBe('sold');
  });

  it('closes unsold when the final price is below the reserve', () => {
    const state = buildLotState({ currentPrice: 41_000, reservePrice: 41_001, leader, bidCount: 3 });
    expect(closeLot(state)).toEqual({ status: 'closed', winnerUserId: null, soldPrice: null });
  });
});
