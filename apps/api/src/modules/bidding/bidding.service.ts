import type { Db, Tx } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { AppError } from '../../platform/http/errors.js';
import { applyBid } from './bid-engine.js';
import { refusalMessage } from './bid-messages.js';
import type { BidResult, IncrementTable, LotBidState, SoftCloseSettings } from './bid-types.js';
import { biddingRepository, type BidRow } from './bidding.repository.js';
import type { BiddingSettings } from './bidding.settings.js';
import { fromBidState, toBidState, type LotRow } from './lot-state.js';
import { bidEvents } from './bidding.events.js';
import { replayBids } from './replay.js';
import { incrementFor, nextBid } from './increments.js';

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

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505');

export function createBiddingService(db: Db, settings: BiddingSettings, realtime: () => Realtime) {
  const receiptFromRow = (row: BidRow, lot: Pick<LotRow, 'dateClosed'>, extra: Partial<BidReceipt> = {}): BidReceipt => ({
    bidId: row.id,
    lotId: row.lotId,
    lineItemId: row.lineItemId,
    sequence: row.sequence,
    acceptedAt: row.createdAt,
    amount: row.amount,
    maxAmount: row.maxAmount,
    price: row.amount,
    nextBid: 0,
    bidCount: 0,
    leads: null,
    dateClosed: lot.dateClosed,
    replayed: true,
    ...extra,
  });

  /** Inside the transaction: lock, check, run the engine, write. Throws AppError on refusal (rolls back). */
  async function placeInTx(tx: Tx, user: AuthUser, input: PlaceBidInput, table: IncrementTable, softClose: SoftCloseSettings) {
    const now = new Date();
    const lotId = input.masterId ?? input.id;
    // Lock order everywhere: lot, then sub-lot.
    const lot = await biddingRepository.lockLot(tx, lotId);
    if (!lot) throw new AppError('NOT_FOUND');
    // A retry that waited for this lock behind its first attempt answers the first receipt.
    if (input.idempotencyKey) {
      const prior = await biddingRepository.findByIdempotencyKey(tx, user.id, input.idempotencyKey);
      if (prior) return { replayed: prior, lot } as const;
    }
    const item = input.masterId ? await biddingRepository.lockLineItem(tx, input.id) : null;
    if (input.masterId && (!item || item.lotId !== lot.id)) throw new AppError('NOT_FOUND');
    if (!input.masterId && lot.auctionType === 'lineitem') {
      throw new AppError('BID_INVALID', 'Bid on the sub-lots of this auction.');
    }
    if (lot.sellerId === user.id) throw new AppError('OWN_LOT');
    if (lot.termsRequired && !(await biddingRepository.hasAcceptedTerms(tx, user.id, lot.id))) {
      throw new AppError('TERMS_NOT_ACCEPTED');
    }
    const state: LotBidState = toBidState(item ?? lot, lot, now);
    const previousSealedAmount = state.auctionType === 'sealed' ? await biddingRepository.previousSealedAmount(tx, lot.id, user.id) : null;
    const result = applyBid(
      state,
      { userId: user.id, companyId: user.companyId, amount: input.amount, hardBid: input.hardBid, previousSealedAmount },
      table,
      { softClose },
    );
    if (!result.ok) {
      throw new AppError(result.code, refusalMessage({ code: result.code, details: result.details } as never), { details: result.details });
    }
    const bid = await biddingRepository.insertBid(tx, {
      lotId: lot.id,
      lineItemId: item?.id ?? null,
      userId: user.id,
      amount: result.accepted.amount,
      maxAmount: result.accepted.maxAmount,
      hardBid: result.accepted.hardBid,
      sequence: result.accepted.sequence,
      idempotencyKey: input.idempotencyKey ?? null,
      createdAt: now,
    });
    const columns = fromBidState(result.state);
    const extended = result.dateClosed.getTime() !== lot.dateClosed.getTime();
    const lotDates = extended ? { dateClosed: result.dateClosed, originalDateClosed: lot.originalDateClosed ?? lot.dateClosed } : {};
    if (item) {
      await biddingRepository.updateLineItem(tx, item.id, columns);
      if (extended) await biddingRepository.updateLot(tx, lot.id, lotDates);
    } else {
      await biddingRepository.updateLot(tx, lot.id, { ...columns, ...lotDates });
    }
    const wasReserveMet = state.reservePrice == null || (state.leader != null && state.currentPrice >= state.reservePrice);
    return { replayed: null, lot, item, bid, result: result as Extract<BidResult, { ok: true }>, previousLeader: state.leader, wasReserveMet };
  }

  /** Operator cancellation: the bid is marked cancelled and its lot (or sub-lot) recomputed from the rest. */
  async function cancelBid(bidId: number) {
    const table = await settings.incrementTable();
    const done = await db.transaction(async (tx) => {
      const bid = await biddingRepository.findBid(tx, bidId);
      if (!bid || bid.cancelledAt) throw new AppError('NOT_FOUND');
      const lot = await biddingRepository.lockLot(tx, bid.lotId);
      if (!lot) throw new AppError('NOT_FOUND');
      if (lot.status !== 'open') throw new AppError('CONFLICT', 'The auction has closed.');
      const item = bid.lineItemId ? await biddingRepository.lockLineItem(tx, bid.lineItemId) : null;
      await biddingRepository.cancelBid(tx, bid.id);
      const remaining = await biddingRepository.liveBids(tx, lot.id, item?.id ?? null);
      const companies = await biddingRepository.companiesOf(tx, [...new Set(remaining.map((b) => b.userId))]);
      const { state } = replayBids(
        toBidState(item ?? lot, lot, new Date()),
        remaining.map((b) => ({ ...b, companyId: companies.get(b.userId) ?? null })),
        table,
      );
      const columns = fromBidState(state);
      if (item) await biddingRepository.updateLineItem(tx, item.id, columns);
      else await biddingRepository.updateLot(tx, lot.id, columns);
      return { lot, item, state, table };
    });
    const s = done.state;
    realtime().emitToLot(done.lot.id, 'cancelbidemitted', {
      project_id: done.lot.id,
      bpop_bidcount: s.bidCount,
      bpop_wprice: s.auctionType === 'sealed' ? s.startingPrice : s.currentPrice,
      prodata: { proposed_amount: nextBid(s, done.table), currentbid_increment: incrementFor(s.currentPrice, done.table, s.incrementOverride) },
    });
  }

  return {
    cancelBid,
    /**
     * Places one bid: one transaction with the lot (and sub-lot) row locked, events
     * after commit. A retry with the same idempotency key answers the first receipt.
     */
    async placeBid(user: AuthUser, input: PlaceBidInput): Promise<BidReceipt> {
      if (input.idempotencyKey) {
        const prior = await biddingRepository.findByIdempotencyKey(db, user.id, input.idempotencyKey);
        if (prior) return receiptFromRow(prior, { dateClosed: new Date() });
      }
      // Read before the transaction: on PGlite the pool has one connection, which the transaction holds.
      const [table, softClose] = await Promise.all([settings.incrementTable(), settings.softClose()]);
      let done;
      try {
        done = await db.transaction((tx) => placeInTx(tx, user, input, table, softClose));
      } catch (err) {
        if (input.idempotencyKey && isUniqueViolation(err)) {
          const prior = await biddingRepository.findByIdempotencyKey(db, user.id, input.idempotencyKey);
          if (prior) return receiptFromRow(prior, { dateClosed: new Date() });
        }
        throw err;
      }
      if (done.replayed) return receiptFromRow(done.replayed, done.lot);
      bidEvents.publishBid(realtime(), { ...done, bidder: user });
      const r = done.result;
      return {
        bidId: done.bid.id,
        lotId: done.lot.id,
        lineItemId: done.item?.id ?? null,
        sequence: r.accepted.sequence,
        acceptedAt: done.bid.createdAt,
        amount: r.accepted.amount,
        maxAmount: r.accepted.maxAmount,
        price: r.public.price,
        nextBid: r.bidderNextBid,
        bidCount: r.public.bidCount,
        leads: r.bidderLeads,
        dateClosed: r.dateClosed,
        replayed: false,
      };
    },
  };
}
export type BiddingService = ReturnType<typeof createBiddingService>;
