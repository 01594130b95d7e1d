/**
 * Types of the pure bidding engine. Money is integer cents everywhere; dates are `Date`.
 * Names are plain English: wire names (`wprice`, `bpop_*`) belong to the presenters.
 */

export type AuctionType = 'live' | 'sealed';
export type MarketStatus = 'open' | 'sold' | 'closed';
/** A lot's market status: a lot that is not listed (draft, scheduled, withdrawn) takes no bids, like a closed one. */
export const asMarketStatus = (s: string): MarketStatus => (s === 'open' || s === 'sold' ? s : 'closed');

/** The standing bid. Private: `maxAmount` must never reach anyone but the leader. */
export interface Leader {
  userId: number;
  companyId: number | null;
  /** Live: the leader's maximum (proxy) bid. Sealed: the highest sealed amount. */
  maxAmount: number;
  /** Sequence of the bid that set `maxAmount` (earliest wins a tie). */
  placedSeq: number;
}

/** The bidding state of a lot, or of one sub-lot of a line-item lot (sub-lots use 'live'). */
export interface LotBidState {
  auctionType: AuctionType;
  startingPrice: number;
  /** Live: the public current price. Sealed: never moved by bids (stays the starting price). */
  currentPrice: number;
  reservePrice: number | null;
  /** Replaces the increments table when set and > 0. */
  incrementOverride: number | null;
  /** Sealed: a bidder's next bid must exceed their previous one by at least this. */
  blindIncrement: number;
  bidCount: number;
  leader: Leader | null;
  status: MarketStatus;
  dateAdded: Date;
  dateClosed: Date;
  /** The close date before any soft-close extension; the extension cap counts from it. */
  originalDateClosed: Date;
  now: Date;
  /** Sequence of the last accepted bid (0 before the first). */
  sequence: number;
}

export interface BidInput {
  userId: number;
  companyId: number | null;
  amount: number;
  /** Live: true bids exactly `amount`; false makes `amount` the bidder's maximum. Ignored for sealed. */
  hardBid: boolean;
  /** Sealed only: this bidder's previous (highest) sealed amount on the lot, null if none. */
  previousSealedAmount?: number | null;
}

/** A band of the increments table: `from_amount` ≤ price < `to_amount` (null: no upper bound). */
export interface IncrementBand {
  from_amount: number;
  to_amount: number | null;
  increment: number;
}

export interface IncrementTable {
  bands: readonly IncrementBand[];
  /** Used when no band covers the price. */
  defaultIncrement: number;
}

export interface SoftCloseSettings {
  /** A bid this close to the end (or closer) extends the auction. 0 disables soft close. */
  windowSeconds: number;
  /** The close moves to at least `now + extensionSeconds`. */
  extensionSeconds: number;
  /** The close never moves past `originalDateClosed + capSeconds`; null: no cap. */
  capSeconds: number | null;
}

export interface BidSettings {
  softClose: SoftCloseSettings;
}

export type RefusalCode = 'LOT_CLOSED' | 'LOT_NOT_STARTED' | 'BID_INVALID' | 'BID_TOO_LOW' | 'BID_INCREMENT_TOO_SMALL' | 'BID_TOO_HIGH';

export type Refusal =
  | { code: 'LOT_CLOSED' | 'LOT_NOT_STARTED' | 'BID_INVALID'; details: Record<string, never> }
  | { code: 'BID_TOO_LOW'; details: { minimum: number } }
  | { code: 'BID_INCREMENT_TOO_SMALL'; details: { minimum: number; increment: number } }
  /** The next bid after this one would pass the largest amount allowed (so nobody could outbid it). */
  | { code: 'BID_TOO_HIGH'; details: { maximum: number } };

/** What anyone watching the lot may see. Never holds a maximum or a sealed amount. */
export interface PublicLotView {
  price: number;
  nextBid: number;
  /** Live: the increment at the current price. Sealed: the blind increment. */
  increment: number;
  bidCount: number;
  /** Sealed: null (who leads a blind auction is not disclosed). */
  leaderUserId: number | null;
  /** Live: no reserve, or a bid stands at or above it. Sealed: null (not disclosed). */
  reserveMet: boolean | null;
}

/** For the leader's eyes only (`bpop_wprice_morehigh`), and for the database. */
export interface PrivateLotView {
  leaderUserId: number | null;
  leaderMaxAmount: number | null;
}

/** The row the service stores in `bids`. */
export interface AcceptedBid {
  sequence: number;
  /** What the bid stood at after resolution: min(its maximum, the new price). Sealed: the amount. */
  amount: number;
  /** The bid's own maximum (= amount for hard and sealed bids). */
  maxAmount: number;
  hardBid: boolean;
}

export type BidResult =
  | {
      ok: true;
      state: LotBidState;
      accepted: AcceptedBid;
      public: PublicLotView;
      private: PrivateLotView;
      /** The next bid to show the bidder (sealed: their own amount + blind increment). */
      bidderNextBid: number;
      /** Live: whether the bidder leads after this bid. Sealed: null (not disclosed). */
      bidderLeads: boolean | null;
      belowFive: 0 | 1;
      dateClosed: Date;
    }
  | { ok: false; code: RefusalCode; details: Refusal['details'] };

export interface ClosingResult {
  status: 'sold' | 'closed';
  winnerUserId: number | null;
  soldPrice: number | null;
}
