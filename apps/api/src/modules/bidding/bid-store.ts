/**
 * The bid path's persistence boundary. The service (bidding.service.ts) owns the rules: which
 * bid is refused, replayed or accepted, and what happens after commit. A `BidStore` owns the
 * concurrency: it gives the rules a consistent view of the lot, lets them decide the whole batch
 * on it, and writes what they accepted atomically (bids, bid-log chain, the lot's new state).
 *
 * Two stores keep the same contract (bid-store.contract.ts runs one suite against both):
 * - `locked-bid-store.ts`: every batch in one transaction under the lot's row lock. The reference.
 * - `tuned-bid-store.ts`: the batch decided on this process's copy of the lot and written only if
 *   the row is unchanged, several lots per statement; the lock when that cannot work.
 */
import type { Tx } from '../../platform/db/client.js';
import type { AppError } from '../../platform/http/errors.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { GENESIS, entryHash } from './bid-chain.js';
import type { BidResult, Leader, LotBidState, PublicLotView } from './bid-types.js';
import type { BatchWrite, BidLot, BidRow, LineItemRow } from './bidding.repository.js';
import { fromBidState } from './lot-state.js';

export type { BidLot, BidRow, LineItemRow };

export interface PlaceBidInput {
  /** The lot, or the sub-lot when `masterId` (its lot) is given. */
  id: number;
  masterId?: number;
  amount: number;
  hardBid: boolean;
  idempotencyKey?: string;
}

export interface BidReceipt {
  bidId: number;
  lotId: number;
  lineItemId: number | null;
  sequence: number;
  acceptedAt: Date;
  amount: number;
  maxAmount: number;
  price: number;
  nextBid: number;
  bidCount: number;
  leads: boolean | null;
  dateClosed: Date;
  replayed: boolean;
}

export type Accepted = Extract<BidResult, { ok: true }>;

/** One bid of a batch, as the store sees it. */
export interface BatchBid {
  user: AuthUser;
  input: PlaceBidInput;
}

/** A batch: bids on one lot, or on one sub-lot of it, in arrival order. */
export interface BatchRequest {
  lotId: number;
  /** The sub-lot every bid is on, or null for the lot itself. */
  itemId: number | null;
  bids: BatchBid[];
}

/** The lot as the rules decide a batch on it. */
export interface BatchView {
  /** Where the rules read what the lot row does not carry (terms, spend caps, sealed bids): the store's transaction. */
  tx: Tx;
  lot: BidLot;
  /** The batch's sub-lot, locked with its lot; null for a lot batch (or when there is no such sub-lot). */
  item: LineItemRow | null;
  now: Date;
  /** The spend caps set for the batch's bidders (user id → cents). */
  caps: ReadonlyMap<number, number>;
  /** Stored bids of the batch's idempotency keys, by `idemKey(userId, key)`. */
  priors: ReadonlyMap<string, BidRow>;
}

/** What the rules decided for one bid of a batch. */
export type Decided =
  /** `view`: the lot (or sub-lot) as the refused bid found it, for the bidder's failed `bidAddtime`. */
  | { kind: 'refused'; error: AppError; view?: PublicLotView }
  | { kind: 'replayed'; receipt: BidReceipt }
  /** The same idempotency key twice in one batch: the later one goes to the next batch (and replays the first). */
  | { kind: 'deferred' }
  | { kind: 'accepted'; bid: BatchBid; result: Accepted; previousLeader: Leader | null; reserveMetBefore: boolean };

export type AcceptedDecision = Extract<Decided, { kind: 'accepted' }>;

/** The rules' answer for a batch: each bid's outcome in order, and the state the accepted ones left. */
export interface BatchDecision {
  decided: Decided[];
  state: LotBidState;
}

/** The rules, as a store calls them: decide the batch on `view`. A refusal is an outcome, never a throw. */
export type DecideBatch = (view: BatchView) => Promise<BatchDecision>;

/** A committed batch: the outcomes, the lot it was decided on, and what the write gave the accepted bids. */
export interface CommittedBatch {
  decided: Decided[];
  lot: BidLot;
  item: LineItemRow | null;
  at: Date;
  /** The new bids' ids, in the order of the accepted outcomes. */
  ids: number[];
  /** "Bidder N": each of the lot's bidders' number, the order of their first bid, this batch's included. */
  bidderNumbers: Map<number, number>;
}

export interface BidStore {
  /**
   * Decides one batch with `decide` on a consistent view of the lot and commits what was accepted
   * atomically. Throws, having written nothing, on an unexpected failure. Answers null when the
   * lot does not exist.
   */
  commitBatch(request: BatchRequest, decide: DecideBatch): Promise<CommittedBatch | null>;
}

export const idemKey = (userId: number, key: string) => `${userId}\u0000${key}`;

/**
 * What one batch writes: each accepted bid with the next entry of the lot's bid-log hash chain
 * (bid-chain.ts), the lot's (or sub-lot's) new state, the chain head and a close moved by soft close.
 */
export function batchWriteOf(lot: BidLot, itemId: number | null, at: Date, accepted: AcceptedDecision[], state: LotBidState): BatchWrite {
  let chainLength = lot.chainLength;
  let chainHead = lot.chainHead ?? GENESIS;
  const rows = accepted.map(({ bid, result }) => {
    const fields = {
      lotId: lot.id,
      lineItemId: itemId,
      userId: bid.user.id,
      amount: result.accepted.amount,
      maxAmount: result.accepted.maxAmount,
      hardBid: result.accepted.hardBid,
      sequence: result.accepted.sequence,
    };
    chainLength += 1;
    chainHead = entryHash({ kind: 'bid', ...fields, pos: chainLength, at }, chainHead);
    return { ...fields, idempotencyKey: bid.input.idempotencyKey ?? null, chainPos: chainLength, chainHash: chainHead };
  });
  const extended = state.dateClosed.getTime() !== lot.dateClosed.getTime();
  return {
    lotId: lot.id,
    lineItemId: itemId,
    at,
    rows,
    chainLength,
    chainHead,
    state: fromBidState(state),
    dateClosed: extended ? state.dateClosed : null,
    originalDateClosed: extended ? (lot.originalDateClosed ?? lot.dateClosed) : null,
  };
}

/** The lot's bidders in the order of their first bid after a batch: those before it, then the batch's new ones in order. */
export function biddersAfter(before: readonly number[], accepted: AcceptedDecision[]): number[] {
  const order = [...before];
  const seen = new Set(order);
  for (const a of accepted) {
    if (seen.has(a.bid.user.id)) continue;
    seen.add(a.bid.user.id);
    order.push(a.bid.user.id);
  }
  return order;
}

export const numbered = (order: readonly number[]) => new Map(order.map((userId, i) => [userId, i + 1]));

export const acceptedOf = (decided: Decided[]) => decided.filter((d): d is AcceptedDecision => d.kind === 'accepted');
