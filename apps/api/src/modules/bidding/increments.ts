import type { IncrementTable, LotBidState } from './bid-types.js';

/**
 * The increment at a price: the per-lot override when set and > 0; otherwise the first band
 * (in table order) with from_amount ≤ price < to_amount (to_amount null: unbounded) and a
 * positive increment; otherwise the table's default increment.
 */
export function incrementFor(price: number, table: IncrementTable, override: number | null = null): number {
  if (override !== null && override > 0) return override;
  for (const band of table.bands) {
    const inBand = band.from_amount <= price && (band.to_amount === null || price < band.to_amount);
    if (inBand && band.increment > 0) return band.increment;
  }
  return table.defaultIncrement;
}

type NextBidState = Pick<LotBidState, 'auctionType' | 'startingPrice' | 'currentPrice' | 'incrementOverride' | 'leader'>;

/**
 * The lowest amount anyone may bid now. No standing bid: the starting price. Live: the current
 * price plus the increment of its band. Sealed: always the starting price (amounts are hidden;
 * a bidder's own re-bid also needs the blind increment, see validateBid).
 */
export function nextBid(state: NextBidState, table: IncrementTable): number {
  if (state.auctionType === 'sealed' || state.leader === null) return state.startingPrice;
  return state.currentPrice + incrementFor(state.currentPrice, table, state.incrementOverride);
}
