/** Test factories for the pure bidding engine (used only by *.test.ts beside it). */
import type { BidInput, BidSettings, IncrementTable, LotBidState } from './bid-types.js';

export const T0 = new Date('2030-01-01T12:00:00Z');
export const at = (secondsFromT0: number): Date => new Date(T0.getTime() + secondsFromT0 * 1000);

/** $5 under $100, $10 under $1,000, $25 from $1,000; $10 where no band applies. */
export const TABLE: IncrementTable = {
  bands: [
    { from_amount: 0, to_amount: 10_000, increment: 500 },
    { from_amount: 10_000, to_amount: 100_000, increment: 1_000 },
    { from_amount: 100_000, to_amount: null, increment: 2_500 },
  ],
  defaultIncrement: 1_000,
};

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
