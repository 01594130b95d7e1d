import { reserveMet as sharedReserveMet } from '@gavel/contract';
import type {
  BidInput,
  BidResult,
  BidSettings,
  IncrementTable,
  Leader,
  LotBidState,
  PrivateLotView,
  PublicLotView,
} from './bid-types.js';
import { incrementFor, nextBid } from './increments.js';
import { applySoftClose } from './soft-close.js';
import { validateBid } from './bid-validation.js';

/** The contract's reserve rule (`@gavel/contract` rules/reserve.ts) on the engine's state. */
export function reserveMet(state: LotBidState): boolean {
  return sharedReserveMet({
    reservePrice: state.reservePrice,
    sealed: state.auctionType === 'sealed',
    hasBid: state.leader !== null,
    price: state.currentPrice,
    highestAmount: state.leader?.maxAmount ?? null,
  });
}

/** What anyone may see. Built only from public fields, so no maximum can leak through it. */
export function publicView(state: LotBidState, table: IncrementTable): PublicLotView {
  const sealed = state.auctionType === 'sealed';
  return {
    price: state.currentPrice,
    nextBid: nextBid(state, table),
    increment: sealed ? state.blindIncrement : incrementFor(state.currentPrice, table, state.incrementOverride),
    bidCount: state.bidCount,
    leaderUserId: sealed ? null : (state.leader?.userId ?? null),
    reserveMet: sealed ? null : reserveMet(state),
  };
}

export function privateView(state: LotBidState): PrivateLotView {
  return { leaderUserId: state.leader?.userId ?? null, leaderMaxAmount: state.leader?.maxAmount ?? null };
}

interface Resolution {
  price: number;
  leader: Leader;
}

/**
 * Proxy resolution for one accepted live bid (eBay style). L is the leader's maximum, M the
 * bid's maximum (a hard bid's maximum is its amount), inc(x) the increment of x's band.
 * - first bid: proxy → the starting price; hard → its amount.
 * - the leader again: proxy → the maximum rises, the price does not; hard → the price becomes
 *   the amount (the leader bids exactly that), the maximum becomes max(L, amount).
 * - a challenger with M > L leads: proxy → min(M, L + inc(L)); hard → its amount.
 * - a challenger with M ≤ L (equal maxima: the earlier one leads) → min(L, M + inc(M)).
 * Then, if the leader's maximum meets the reserve, the price is lifted to the reserve.
 */
function resolveLive(state: LotBidState, bid: BidInput, table: IncrementTable, sequence: number): Resolution {
  const inc = (price: number): number => incrementFor(price, table, state.incrementOverride);
  const current = state.leader;
  const fresh: Leader = { userId: bid.userId, companyId: bid.companyId, maxAmount: bid.amount, placedSeq: sequence };
  let resolution: Resolution;
  if (current === null) {
    resolution = { price: bid.hardBid ? bid.amount : state.startingPrice, leader: fresh };
  } else if (current.userId === bid.userId) {
    const raises = bid.amount > current.maxAmount;
    resolution = {
      price: bid.hardBid ? bid.amount : state.currentPrice,
      leader: raises ? fresh : current,
    };
  } else if (bid.amount > current.maxAmount) {
    const price = bid.hardBid ? bid.amount : Math.min(bid.amount, current.maxAmount + inc(current.maxAmount));
    resolution = { price, leader: fresh };
  } else {
    resolution = { price: Math.min(current.maxAmount, bid.amount + inc(bid.amount)), leader: current };
  }
  const reserve = state.reservePrice;
  if (reserve !== null && resolution.leader.maxAmount >= reserve && resolution.price < reserve) {
    resolution.price = reserve;
  }
  return resolution;
}

/** Sealed: the highest amount leads (earliest on ties); the public price never moves. */
function resolveSealed(state: LotBidState, bid: BidInput, sequence: number): Resolution {
  const current = state.leader;
  const leads = current === null || bid.amount > current.maxAmount;
  const leader = leads
    ? { userId: bid.userId, companyId: bid.companyId, maxAmount: bid.amount, placedSeq: sequence }
    : current;
  return { price: state.currentPrice, leader };
}

/**
 * Validates and applies one bid. Pure: the input state is never modified; a refused bid
 * returns its code and details and no state.
 */
export function applyBid(state: LotBidState, bid: BidInput, table: IncrementTable, settings: BidSettings): BidResult {
  const refusal = validateBid(state, bid, table);
  if (refusal !== null) return { ok: false, code: refusal.code, details: refusal.details };

  const sealed = state.auctionType === 'sealed';
  const sequence = state.sequence + 1;
  const { price, leader } = sealed ? resolveSealed(state, bid, sequence) : resolveLive(state, bid, table, sequence);
  const closing = applySoftClose({
    dateClosed: state.dateClosed,
    originalDateClosed: state.originalDateClosed,
    now: state.now,
    ...settings.softClose,
  });
  const next: LotBidState = {
    ...state,
    currentPrice: price,
    leader,
    bidCount: state.bidCount + 1,
    sequence,
    dateClosed: closing.dateClosed,
  };
  const view = publicView(next, table);
  return {
    ok: true,
    state: next,
    accepted: {
      sequence,
      amount: sealed ? bid.amount : Math.min(bid.amount, price),
      maxAmount: bid.amount,
      hardBid: sealed || bid.hardBid,
    },
    public: view,
    private: privateView(next),
    bidderNextBid: sealed ? bid.amount + Math.max(state.blindIncrement, 1) : view.nextBid,
    bidderLeads: sealed ? null : leader.userId === bid.userId,
    belowFive: closing.belowFive,
    dateClosed: closing.dateClosed,
  };
}
