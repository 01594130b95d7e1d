import { applyBid } from './bid-engine.js';
import type { IncrementTable, LotBidState } from './bid-types.js';

export interface ReplayBid {
  userId: number;
  companyId: number | null;
  maxAmount: number;
  hardBid: boolean;
  sequence: number;
  createdAt: Date;
}

/**
 * Recomputes a lot's bidding state from its bids in sequence order, from the
 * starting state (no bids). Used when an operator cancels a bid, and by tests to
 * prove that stored state equals a replay of the accepted bids. Soft close is not
 * replayed (the close date stays as it is); bids the engine would now refuse are skipped.
 */
export function replayBids(start: LotBidState, bids: readonly ReplayBid[], table: IncrementTable) {
  let state: LotBidState = {
    ...start,
    currentPrice: start.startingPrice,
    leader: null,
    bidCount: 0,
    status: 'open',
  };
  const skipped: number[] = [];
  const sealedMax = new Map<number, number>();
  for (const b of [...bids].sort((x, y) => x.sequence - y.sequence)) {
    const r = applyBid(
      { ...state, sequence: b.sequence - 1, now: b.createdAt < state.dateClosed ? b.createdAt : new Date(state.dateClosed.getTime() - 1) },
      { userId: b.userId, companyId: b.companyId, amount: b.maxAmount, hardBid: b.hardBid, previousSealedAmount: sealedMax.get(b.userId) ?? null },
      table,
      { softClose: { windowSeconds: 0, extensionSeconds: 0, capSeconds: null } },
    );
    if (!r.ok) {
      skipped.push(b.sequence);
      continue;
    }
    sealedMax.set(b.userId, Math.max(sealedMax.get(b.userId) ?? 0, b.maxAmount));
    state = r.state;
  }
  return { state: { ...state, sequence: Math.max(start.sequence, state.sequence), status: start.status }, skipped };
}
