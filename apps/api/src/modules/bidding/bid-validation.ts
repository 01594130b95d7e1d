import type { BidInput, IncrementTable, LotBidState, Refusal } from './bid-types.js';
import { maxCents } from '@gavel/contract';
import { incrementFor, nextBid } from './increments.js';
import { isPositiveCents } from './money.js';

const noDetails: Record<string, never> = {};

/**
 * The lowest amount this bidder may bid. Live: the next bid; but a leader placing a new maximum
 * must also exceed their current maximum (lowering or repeating it would mean nothing).
 * Sealed: the starting price, or the bidder's previous amount plus the blind increment
 * (at least one cent more) once they have bid.
 */
export function minimumBidFor(
  state: LotBidState,
  bid: Pick<BidInput, 'userId' | 'hardBid' | 'previousSealedAmount'>,
  table: IncrementTable,
): number {
  const base = nextBid(state, table);
  if (state.auctionType === 'sealed') {
    const previous = bid.previousSealedAmount ?? null;
    return previous === null ? base : Math.max(base, previous + Math.max(state.blindIncrement, 1));
  }
  const leader = state.leader;
  if (leader !== null && leader.userId === bid.userId && !bid.hardBid) return Math.max(base, leader.maxAmount + 1);
  return base;
}

/** Why a bid cannot be accepted, or null when it can. Never throws. */
export function validateBid(state: LotBidState, bid: BidInput, table: IncrementTable): Refusal | null {
  const now = state.now.getTime();
  if (state.status !== 'open' || now >= state.dateClosed.getTime()) return { code: 'LOT_CLOSED', details: noDetails };
  if (now < state.dateAdded.getTime()) return { code: 'LOT_NOT_STARTED', details: noDetails };
  if (!isPositiveCents(bid.amount)) return { code: 'BID_INVALID', details: noDetails };

  // Every accepted state must leave a valid next bid: the amount plus its increment stays
  // within the largest amount the API accepts (maxCents), or the bid could never be beaten.
  const step = (amount: number) => (state.auctionType === 'sealed' ? Math.max(state.blindIncrement, 1) : incrementFor(amount, table, state.incrementOverride));
  if (bid.amount + step(bid.amount) > maxCents) return { code: 'BID_TOO_HIGH', details: { maximum: maxCents - step(maxCents) } };

  const minimum = minimumBidFor(state, bid, table);
  if (bid.amount >= minimum) return null;
  const rebidsSealed = state.auctionType === 'sealed' && (bid.previousSealedAmount ?? null) !== null;
  if (rebidsSealed) {
    return { code: 'BID_INCREMENT_TOO_SMALL', details: { minimum, increment: Math.max(state.blindIncrement, 1) } };
  }
  return { code: 'BID_TOO_LOW', details: { minimum } };
}
