import type { lineItems, lots } from '../../platform/db/schema/index.js';
import type { IncrementTable, LotBidState } from './bid-types.js';
import { asMarketStatus } from './bid-types.js';

type LotRow = typeof lots.$inferSelect;
type LineItemRow = typeof lineItems.$inferSelect;

/** Columns both lots and line items carry for bidding. */
type Biddable = Pick<
  LotRow,
  | 'startingPrice'
  | 'currentPrice'
  | 'reservePrice'
  | 'incrementOverride'
  | 'bidCount'
  | 'bidSequence'
  | 'leaderUserId'
  | 'leaderCompanyId'
  | 'leaderMaxAmount'
  | 'leaderPlacedSeq'
  | 'status'
>;

/** The lot columns the engine needs besides the biddable ones. */
export type LotTiming = Pick<LotRow, 'auctionType' | 'blindIncrement' | 'status' | 'dateAdded' | 'dateClosed' | 'originalDateClosed'>;

/** A lot row (or a sub-lot with its lot's dates) as the engine's state. */
export function toBidState(row: Biddable, lot: LotTiming, now: Date): LotBidState {
  return {
    auctionType: lot.auctionType === 'sealed' ? 'sealed' : 'live',
    startingPrice: row.startingPrice,
    currentPrice: row.currentPrice,
    reservePrice: row.reservePrice,
    incrementOverride: row.incrementOverride,
    blindIncrement: lot.blindIncrement,
    bidCount: row.bidCount,
    leader:
      row.leaderUserId != null && row.leaderMaxAmount != null
        ? { userId: row.leaderUserId, companyId: row.leaderCompanyId, maxAmount: row.leaderMaxAmount, placedSeq: row.leaderPlacedSeq ?? 0 }
        : null,
    status: asMarketStatus(lot.status === 'open' ? row.status : lot.status),
    dateAdded: lot.dateAdded,
    dateClosed: lot.dateClosed,
    originalDateClosed: lot.originalDateClosed ?? lot.dateClosed,
    now,
    sequence: row.bidSequence,
  };
}

/** The engine's state back to the columns it owns. */
export function fromBidState(s: LotBidState) {
  return {
    currentPrice: s.currentPrice,
    bidCount: s.bidCount,
    bidSequence: s.sequence,
    leaderUserId: s.leader?.userId ?? null,
    leaderCompanyId: s.leader?.companyId ?? null,
    leaderMaxAmount: s.leader?.maxAmount ?? null,
    leaderPlacedSeq: s.leader?.placedSeq ?? null,
  };
}

export type { LotRow, LineItemRow, IncrementTable };
