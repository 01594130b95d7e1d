import { bidding, encodeWire } from '@gavel/contract';
import type { Db, Tx } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { AppError } from '../../platform/http/errors.js';
import { applyBid, publicView } from './bid-engine.js';
import { refusalMessage } from './bid-messages.js';
import type { BidResult, IncrementTable, LotBidState, SoftCloseSettings } from './bid-types.js';
import { biddingRepository, type BidRow } from './bidding.repository.js';
import type { BiddingSettings } from './bidding.settings.js';
import { fromBidState, toBidState } from './lot-state.js';
import { bidEvents } from './bidding.events.js';
import { replayBids } from './replay.js';
import { incrementFor, nextBid } from './increments.js';
import { minimumBidFor } from './bid-validation.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { assertWithinSpendCap } from '../account/spend-cap.js';
import { audit } from '../audit/audit.js';
import { GENESIS, entryHash } from './bid-chain.js';
import { bidLogRepository } from './bid-log.repository.js';

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

type LockedLot = NonNullable<Awaited<ReturnType<typeof biddingRepository.lockLot>>>;

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505');

export function createBiddingService(db: Db, settings: BiddingSettings, realtime: () => Realtime, events?: EventBus) {
  /**
   * The answer to a retry (same idempotency key): the first bid's receipt with the lot's
   * true current state, read under the lot lock. A key reused for a different bid (another
   * lot, amount or kind) is refused: silently answering the first receipt would hide it.
   */
  async function replayReceipt(tx: Tx, user: AuthUser, input: PlaceBidInput, prior: BidRow, lot: LockedLot, table: IncrementTable): Promise<BidReceipt> {
    const sameRequest =
      prior.lotId === (input.masterId ?? input.id) &&
      prior.lineItemId === (input.masterId ? input.id : null) &&
      prior.maxAmount === input.amount &&
      prior.hardBid === (input.hardBid || lot.auctionType === 'sealed');
    if (!sameRequest) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    const item = prior.lineItemId ? await biddingRepository.lockLineItem(tx, prior.lineItemId) : null;
    const state = toBidState(item ?? lot, lot, new Date());
    const view = publicView(state, table);
    const sealed = state.auctionType === 'sealed';
    const previousSealedAmount = sealed ? await biddingRepository.previousSealedAmount(tx, lot.id, user.id) : null;
    return {
      bidId: prior.id,
      lotId: prior.lotId,
      lineItemId: prior.lineItemId,
      sequence: prior.sequence,
      acceptedAt: prior.createdAt,
      amount: prior.amount,
      maxAmount: prior.maxAmount,
      price: view.price,
      nextBid: minimumBidFor(state, { userId: user.id, hardBid: true, previousSealedAmount }, table),
      bidCount: view.bidCount,
      leads: sealed ? null : state.leader?.userId === user.id,
      dateClosed: lot.dateClosed,
      replayed: true,
    };
  }

  /** Inside the transaction: lock, check, run the engine, write. Throws AppError on refusal (rolls back). */
  /** A lot with soft close off: a late bid never extends its close. */
  const NO_EXTENSION: SoftCloseSettings = { windowSeconds: 0, extensionSeconds: 0, capSeconds: null };

  async function placeInTx(tx: Tx, user: AuthUser, input: PlaceBidInput, table: IncrementTable, softClose: SoftCloseSettings) {
    const now = new Date();
    const lotId = input.masterId ?? input.id;
    // Lock order everywhere: lot, then sub-lot.
    const lot = await biddingRepository.lockLot(tx, lotId);
    if (!lot) throw new AppError('NOT_FOUND');
    // A retry (also one that waited for this lock behind its first attempt) answers the current state.
    if (input.idempotencyKey) {
      const prior = await biddingRepository.findByIdempotencyKey(tx, user.id, input.idempotencyKey);
      if (prior) return { replayed: await replayReceipt(tx, user, input, prior, lot, table), lot } as const;
    }
    // Fixed-price formats (buy now, price lock) sell through buy now, never through bids.
    if (lot.listingFormat === 'buynow' || lot.listingFormat === 'pricelock') throw new AppError('NOT_AN_AUCTION');
    const item = input.masterId ? await biddingRepository.lockLineItem(tx, input.id) : null;
    if (input.masterId && (!item || item.lotId !== lot.id)) throw new AppError('NOT_FOUND');
    if (!input.masterId && lot.auctionType === 'lineitem') {
      throw new AppError('BID_INVALID', 'Bid on the sub-lots of this auction.');
    }
    if (lot.sellerId === user.id) throw new AppError('OWN_LOT');
    if (lot.termsRequired && !(await biddingRepository.hasAcceptedTerms(tx, user.id, lot.id))) {
      throw new AppError('TERMS_NOT_ACCEPTED');
    }
    // The buyer's spend cap (account module): refused before anything is written.
    await assertWithinSpendCap(tx, user.id, input.amount, { lotId: lot.id, lineItemId: item?.id ?? null });
    const state: LotBidState = toBidState(item ?? lot, lot, now);
    const previousSealedAmount = state.auctionType === 'sealed' ? await biddingRepository.previousSealedAmount(tx, lot.id, user.id) : null;
    const result = applyBid(
      state,
      { userId: user.id, companyId: user.companyId, amount: input.amount, hardBid: input.hardBid, previousSealedAmount },
      table,
      { softClose: lot.softClose ? softClose : NO_EXTENSION },
    );
    if (!result.ok) {
      throw new AppError(result.code, refusalMessage({ code: result.code, details: result.details } as never), {
        details: encodeWire(bidding.bidRefusalDetails, result.details) as Record<string, unknown>,
      });
    }
    const fields = {
      lotId: lot.id,
      lineItemId: item?.id ?? null,
      userId: user.id,
      amount: result.accepted.amount,
      maxAmount: result.accepted.maxAmount,
      hardBid: result.accepted.hardBid,
      sequence: result.accepted.sequence,
    };
    // The bid log's hash chain (bid-chain.ts): the next entry after the lot's head, under the lot lock.
    const chainLength = lot.chainLength + 1;
    const chainHead = entryHash({ kind: 'bid', ...fields, pos: chainLength, at: now }, lot.chainHead ?? GENESIS);
    const bid = await biddingRepository.insertBid(tx, {
      ...fields,
      idempotencyKey: input.idempotencyKey ?? null,
      createdAt: now,
      chainPos: chainLength,
      chainHash: chainHead,
    });
    const columns = fromBidState(result.state);
    const extended = result.dateClosed.getTime() !== lot.dateClosed.getTime();
    const lotDates = extended ? { dateClosed: result.dateClosed, originalDateClosed: lot.originalDateClosed ?? lot.dateClosed } : {};
    if (item) {
      await biddingRepository.updateLineItem(tx, item.id, columns);
      await biddingRepository.updateLot(tx, lot.id, { ...lotDates, chainLength, chainHead });
    } else {
      await biddingRepository.updateLot(tx, lot.id, { ...columns, ...lotDates, chainLength, chainHead });
    }
    const wasReserveMet = state.reservePrice == null || (state.leader != null && state.currentPrice >= state.reservePrice);
    // Public events name bidders by their anonymous per-lot number, as the history does.
    const leaderId = result.public.leaderUserId;
    const bidderNumbers = await biddingRepository.bidderNumbers(tx, lot.id, leaderId ? [user.id, leaderId] : [user.id]);
    return { replayed: null, lot, item, bid, result: result as Extract<BidResult, { ok: true }>, previousLeader: state.leader, wasReserveMet, bidderNumbers };
  }

  /** Operator cancellation: the bid is marked cancelled and its lot (or sub-lot) recomputed from the rest. */
  async function cancelBid(bidId: number, actorId: number | null = null) {
    const table = await settings.incrementTable();
    const done = await db.transaction(async (tx) => {
      const found = await biddingRepository.findBid(tx, bidId);
      if (!found) throw new AppError('NOT_FOUND');
      const lot = await biddingRepository.lockLot(tx, found.lotId);
      if (!lot) throw new AppError('NOT_FOUND');
      // Read again under the lot lock: a concurrent cancellation of the same bid has committed by now.
      const bid = (await biddingRepository.findBid(tx, bidId))!;
      if (bid.cancelledAt) throw new AppError('NOT_FOUND');
      if (lot.status !== 'open') throw new AppError('CONFLICT', 'The auction has closed.');
      const item = bid.lineItemId ? await biddingRepository.lockLineItem(tx, bid.lineItemId) : null;
      const at = new Date();
      const pos = lot.chainLength + 1;
      const hash = entryHash({ kind: 'cancel', lotId: lot.id, pos, bidPos: bid.chainPos, bidId: bid.id, cancelledBy: actorId, at }, lot.chainHead ?? GENESIS);
      await bidLogRepository.cancel(tx, bid.id, { at, by: actorId, pos, hash });
      await bidLogRepository.setChainHead(tx, lot.id, pos, hash);
      if (actorId !== null) {
        await audit.record(tx, {
          actorId,
          action: 'bid.cancel',
          entity: 'bid',
          entityId: bid.id,
          lotId: lot.id,
          userId: bid.userId,
          before: { amount: bid.amount, max_amount: bid.maxAmount, cancelled: false },
          after: { cancelled: true, chain_pos: pos },
        });
      }
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
      // Read before the transaction: on PGlite the pool has one connection, which the transaction holds.
      const [table, softClose] = await Promise.all([settings.incrementTable(), settings.softClose()]);
      const attempt = () => db.transaction((tx) => placeInTx(tx, user, input, table, softClose));
      let done;
      try {
        done = await attempt();
      } catch (err) {
        // Two first attempts raced past the key check: the loser retries, and now replays under the lock.
        if (!(input.idempotencyKey && isUniqueViolation(err))) throw err;
        done = await attempt();
      }
      if (done.replayed) return done.replayed;
      bidEvents.publishBid(realtime(), { ...done, bidder: user });
      const r = done.result;
      events?.publish('bid.placed', {
        lotId: done.lot.id,
        lineItemId: done.item?.id ?? null,
        bidderId: user.id,
        previousLeaderId: done.previousLeader?.userId ?? null,
        leaderId: r.public.leaderUserId ?? null,
        priceCents: r.accepted.maxAmount,
        at: done.bid.createdAt,
      });
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
