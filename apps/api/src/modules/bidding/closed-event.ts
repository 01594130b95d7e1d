import type { ServerEventPayload } from '@gavel/contract';
import type { OwnCopy } from '../../platform/realtime/gateway.js';

/** Public label of a buyer who bought outright (buy now, an accepted offer) rather than by bidding. */
export const BUYER_LABEL = 'Buyer';

/**
 * `realclosedupdates` for one lot (api-notes "Realtime"), for `Realtime.emitToLots`: the lot's room
 * (guests included) learns the winner by a label — never a user id, as with `bidAddtime` — and the
 * winner alone gets `usr` / `bpop_cbidder` with their own id, in their user room, which is how
 * their client knows "won". Unsold: `usr` '' for everyone.
 */
export function closedEvent(
  lotId: number,
  price: number,
  winnerId: number | null,
  winnerLabel: string,
): { lotId: number; payload: ServerEventPayload<'realclosedupdates'>; own?: OwnCopy<'realclosedupdates'> } {
  const base = { id: lotId, buynowamount: price };
  if (winnerId == null) return { lotId, payload: { ...base, usr: '', bpop_cbidder: '' } };
  return {
    lotId,
    payload: { ...base, usr: winnerLabel, bpop_cbidder: winnerLabel },
    own: { userId: winnerId, payload: { ...base, usr: winnerId, bpop_cbidder: winnerId } },
  };
}
