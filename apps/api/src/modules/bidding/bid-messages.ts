import type { AuctionType, Refusal } from './bid-types.js';
import { formatUsd } from '../../platform/money-format.js';

/**
 * English texts of spec §5 (the server's `message` fallback; clients translate the code).
 * Amounts are integer cents, shown as US $ with grouping.
 */
export function refusalMessage(refusal: Refusal): string {
  switch (refusal.code) {
    case 'LOT_CLOSED':
      return 'This auction is closed';
    case 'LOT_NOT_STARTED':
      return 'This auction has not started yet';
    case 'BID_INVALID':
      return 'Enter Bid Amount';
    case 'BID_TOO_LOW':
      return `Min. Bid ${formatUsd(refusal.details.minimum)}`;
    case 'BID_INCREMENT_TOO_SMALL':
      return `Min. Bid ${formatUsd(refusal.details.minimum)}: next bid must increase by ${formatUsd(refusal.details.increment)}`;
    case 'BID_TOO_HIGH':
      return `Max. Bid ${formatUsd(refusal.details.maximum)}`;
  }
}

export interface NextBidHintInput {
  auctionType: AuctionType;
  startingPrice: number;
  /** The next bid shown to this viewer (sealed: their previous amount + blind increment once they bid). */
  nextBid: number;
  blindIncrement: number;
}

/**
 * The hint under the bid field. A live auction, or any lot whose next bid is still the starting
 * price, asks for the next bid or more; a sealed re-bid states the blind increment.
 */
export function nextBidHint(input: NextBidHintInput): string {
  if (input.auctionType === 'live' || input.startingPrice === input.nextBid) {
    return `Amount must be greater or equal to next bid ${formatUsd(input.nextBid)}`;
  }
  return `Your next bid must increase by ${formatUsd(input.blindIncrement)}`;
}
