/** Test factories for the pure bidding engine (used only by *.test.ts beside it). */
import type { BidInput, BidSettings, LotBidState } from './bid-types.js';

import { T0, at } from '../../testing/market.js';

export { T0, TABLE, at } from '../../testing/market.js';

/** Soft close off, so unit tests of resolution are not about time. */
export const NO_SOFT_CLOSE: BidSettings = { softClose: { windowSeconds: 0, extensionSeconds: 0, capSeconds: null } };

/** An open live lot at $100, no reserve, no bids; it runs from T0 − 1 h to T0 + 1 h and it is T0. */
export function buildLotState(overrides: Partial<LotBidState> = {}): LotBidState {
  return {
    auctionType: 'live',
    startingPrice: 10_000,
    currentPrice: 10_000,
    reservePrice: null,
    incrementOverride: null,
    blindIncrement: 100,
    bidCount: 0,
    leader: null,
    status: 'open',
    dateAdded: at(-3600),
    dateClosed: at(3600),
    originalDateClosed: at(3600),
    now: T0,
    sequence: 0,
    ...overrides,
  };
}

export function buildBid(userId: number, amount: number, overrides: Partial<BidInput> = {}): BidInput {
  return { userId, companyId: null, amount, hardBid: false, ...overrides };
}
