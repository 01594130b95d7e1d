import type { ClosingResult, LotBidState } from './bid-types.js';
import { reserveMet } from './bid-engine.js';

/**
 * The outcome when a lot (or sub-lot) closes. Sold only with a standing bid that meets the
 * reserve: live at the current price, sealed at the highest amount (the winner pays their own bid).
 */
export function closeLot(state: LotBidState): ClosingResult {
  const leader = state.leader;
  if (leader === null || !reserveMet(state)) return { status: 'closed', winnerUserId: null, soldPrice: null };
  const soldPrice = state.auctionType === 'sealed' ? leader.maxAmount : state.currentPrice;
  return { status: 'sold', winnerUserId: leader.userId, soldPrice };
}
