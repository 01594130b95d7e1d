import { bidding, encodeWire, toCurrencyUnits } from '@gavel/contract';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { AppError } from '../../platform/http/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { applyBid, publicView, reserveMet } from './bid-engine.js';
import { refusalMessage } from './bid-messages.js';
import type { BidResult, IncrementTable, LotBidState, SoftCloseSettings } from './bid-types.js';
import type { BiddingRepository, BidRow } from './bidding.repository.js';
import type { BidLogRepository } from './bid-log.repository.js';
import { createBidQueues, type Queued } from './bid-queue.js';
import type { BiddingSettings } from './bidding.settings.js';
import { fromBidState, toBidState } from './lot-state.js';
import { bidEvents } from './bidding.events.js';
import { replayBids } from './replay.js';
import { incrementFor, nextBid } from './increments.js';
import { minimumBidFor } from './bid-validation.js';
import { GENESIS, entryHash } from './bid-chain.js';
import {
  acceptedOf,
  idemKey,
  type AcceptedDecision,
  type BatchDecision,
  type BatchView,
  type BidLot,
  type BidReceipt,
  type BidStore,
  type CommittedBatch,
  type Decided,
  type PlaceBidInput,
} from './bid-store.js';

export type { BidReceipt, PlaceBidInput };

/** The audit log's writer (audit module), inside the cancellation's transaction. */
export interface BidAudit {
  record(tx: DbOrTx, r: { actorId: number; action: string; entity: string; entityId: number; lotId: number; userId: number; before: Record<string, unknown>; after: Record<string, unknown> }): Promise<void>;
}

export interface BiddingDeps {
  db: Db;
  repo: BiddingRepository;
  bidLog: Pick<BidLogRepository, 'cancel' | 'setChainHead'>;
  /** Where batches are decided and committed (locked-bid-store.ts or tuned-bid-store.ts). */
  store: BidStore;
  settings: Pick<BiddingSettings, 'incrementTable' | 'softClose'>;
  realtime: () => Realtime;
  events?: EventBus;
  /** The buyer's spend cap (account module): throws SPEND_CAP_EXCEEDED. */
  assertWithinSpendCap: (tx: DbOrTx, userId: number, amountCents: number, on: { lotId: number; lineItemId: number | null }) => Promise<void>;
  audit: BidAudit;
  /** Whether a user is a member of one of a private lot's buyer groups (buyer-groups module). */
  isMember?: (db: DbOrTx, lotId: number, userId: number) => Promise<boolean>;
  now?: () => Date;
}

/** A bid waiting in its lot's queue (bid-queue.ts) for its batch. */
interface QueuedBid extends Queued {
  user: AuthUser;
  input: PlaceBidInput;
  resolve: (r: BidReceipt) => void;
  reject: (err: unknown) => void;
}

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505');

/** A lot with soft close off: a late bid never extends its close. */
const NO_EXTENSION: SoftCloseSettings = { windowSeconds: 0, extensionSeconds: 0, capSeconds: null };

const refusalError = (result: Extract<BidResult, { ok: false }>) =>
  new AppError(result.code, refusalMessage({ code: result.code, details: result.details } as never), {
    details: encodeWire(bidding.bidRefusalDetails, result.details) as Record<string, unknown>,
  });

export function createBiddingService(d: BiddingDeps) {
  const { db, repo, bidLog, store, settings, realtime, events, audit } = d;
  const clock = d.now ?? (() => new Date());

  /**
   * The answer to a retry (same idempotency key): the first bid's receipt with the lot's
   * true current state. A key reused for a different bid (another lot, amount or kind) is
   * refused: silently answering the first receipt would hide it.
   */
  async function replayReceipt(
    tx: Tx,
    user: AuthUser,
    input: PlaceBidInput,
    prior: BidRow,
    lot: BidLot,
    table: IncrementTable,
    /** The batch's target (lot or sub-lot) as the bids decided before this one in the batch left it. */
    current: { item: { id: number } | null; state: LotBidState; sealedInBatch: number | null },
  ): Promise<BidReceipt> {
    const sameRequest =
      prior.lotId === (input.masterId ?? input.id) &&
      prior.lineItemId === (input.masterId ? input.id : null) &&
      prior.maxAmount === input.amount &&
      prior.hardBid === (input.hardBid || lot.auctionType === 'sealed');
    if (!sameRequest) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    const same = (prior.lineItemId ?? null) === (current.item?.id ?? null);
    const item = !same && prior.lineItemId ? await repo.lockLineItem(tx, prior.lineItemId) : null;
    const state = same ? current.state : toBidState(item ?? lot, lot, clock());
    const view = publicView(state, table);
    const sealed = state.auctionType === 'sealed';
    const stored = sealed ? await repo.previousSealedAmount(tx, lot.id, user.id) : null;
    const previousSealedAmount = stored !== null && current.sealedInBatch !== null ? Math.max(stored, current.sealedInBatch) : (stored ?? current.sealedInBatch);
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
      dateClosed: state.dateClosed,
      replayed: true,
    };
  }


  /**
   * The rules of one batch, in arrival order, each bid on the state the previous one left: the
   * checks the engine cannot make (format, target, own lot, terms, spend cap, idempotency), then
   * the engine. A refusal is that bid's outcome; nothing of it is written.
   */
  async function decideBatch(view: BatchView, batch: QueuedBid[], table: IncrementTable, softClose: SoftCloseSettings): Promise<BatchDecision> {
    const { tx, lot, item, now, caps, priors } = view;
    const auction = lot.listingFormat !== 'buynow' && lot.listingFormat !== 'pricelock';
    let state: LotBidState = toBidState(item ?? lot, lot, now);
    const sealed = state.auctionType === 'sealed';
    const sealedInBatch = new Map<number, number>();
    const terms = new Map<number, boolean>();
    const keysInBatch = new Set<string>();
    const decided: Decided[] = [];
    for (const e of batch) {
      const { user, input } = e;
      try {
        if (input.idempotencyKey) {
          const k = idemKey(user.id, input.idempotencyKey);
          // The same key twice in one batch: the second waits for the next batch and replays the first.
          if (keysInBatch.has(k)) {
            decided.push({ kind: 'deferred' });
            continue;
          }
          keysInBatch.add(k);
          // A retry (also one that waited behind its first attempt) answers the current state.
          const prior = priors.get(k);
          if (prior) {
            decided.push({ kind: 'replayed', receipt: await replayReceipt(tx, user, input, prior, lot, table, { item, state, sealedInBatch: sealedInBatch.get(user.id) ?? null }) });
            continue;
          }
        }
        // Fixed-price formats (buy now, price lock) sell through buy now, never through bids.
        if (!auction) throw new AppError('NOT_AN_AUCTION');
        if (input.masterId && (!item || item.lotId !== lot.id)) throw new AppError('NOT_FOUND');
        if (!input.masterId && lot.auctionType === 'lineitem') throw new AppError('BID_INVALID', 'Bid on the sub-lots of this auction.');
        if (lot.sellerId === user.id) throw new AppError('OWN_LOT');
        // A private lot does not exist for a non-member (issue 42).
        if (lot.isPrivate && !(await d.isMember?.(tx, lot.id, user.id))) throw new AppError('NOT_FOUND');
        if (lot.termsRequired) {
          let accepted = terms.get(user.id);
          if (accepted === undefined) terms.set(user.id, (accepted = await repo.hasAcceptedTerms(tx, user.id, lot.id)));
          if (!accepted) throw new AppError('TERMS_NOT_ACCEPTED');
        }
        // Refused before anything is written.
        if (caps.get(user.id) != null) await d.assertWithinSpendCap(tx, user.id, input.amount, { lotId: lot.id, lineItemId: item?.id ?? null });
        let previousSealedAmount: number | null = null;
        if (sealed) {
          const stored = await repo.previousSealedAmount(tx, lot.id, user.id);
          const inBatch = sealedInBatch.get(user.id) ?? null;
          previousSealedAmount = stored === null ? inBatch : inBatch === null ? stored : Math.max(stored, inBatch);
        }
        const result = applyBid(
          state,
          { userId: user.id, companyId: user.companyId, amount: input.amount, hardBid: input.hardBid, previousSealedAmount },
          table,
          { softClose: lot.softClose ? softClose : NO_EXTENSION },
        );
        if (!result.ok) throw refusalError(result);
        decided.push({ kind: 'accepted', bid: e, result, previousLeader: state.leader, reserveMetBefore: reserveMet(state) });
        state = result.state;
        if (sealed) sealedInBatch.set(user.id, Math.max(sealedInBatch.get(user.id) ?? 0, input.amount));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        decided.push({ kind: 'refused', error: err, view: publicView(state, table) });
      }
    }
    return { decided, state };
  }

  /** After commit: events of the accepted bids in sequence order, then every bidder's answer. */
  function settle(batch: QueuedBid[], done: CommittedBatch) {
    const ids = new Map(acceptedOf(done.decided).map((a, i) => [a, done.ids[i]!]));
    done.decided.forEach((dd, i) => {
      const e = batch[i]!;
      if (dd.kind === 'refused') {
        // api-notes: a refused bid's `bidAddtime` {status 'failed', error} goes to the bidder only.
        if (dd.view) {
          try {
            bidEvents.publishRefusal(realtime(), { lot: done.lot, item: done.item, view: dd.view, bidder: e.user, error: dd.error, bidderNumbers: done.bidderNumbers });
          } catch (err) {
            void err;
          }
        }
        return e.reject(dd.error);
      }
      if (dd.kind === 'replayed') return e.resolve(dd.receipt);
      if (dd.kind === 'deferred') return queues.enqueue(lotOf(e), e);
      settleAccepted(e, dd, ids.get(dd)!, done);
    });
  }

  function settleAccepted(e: QueuedBid, a: AcceptedDecision, bidId: number, done: CommittedBatch) {
    const { user } = e;
    const r = a.result;
    try {
      bidEvents.publishBid(realtime(), { lot: done.lot, item: done.item, result: r, previousLeader: a.previousLeader, wasReserveMet: a.reserveMetBefore, bidderNumbers: done.bidderNumbers, bidder: user });
      events?.publish('bid.placed', {
        lotId: done.lot.id,
        lineItemId: done.item?.id ?? null,
        bidderId: user.id,
        previousLeaderId: a.previousLeader?.userId ?? null,
        leaderId: r.public.leaderUserId ?? null,
        priceCents: r.accepted.maxAmount,
        at: done.at,
      });
    } catch (err) {
      // The bid is committed: a failing event publisher must not turn its receipt into an error.
      void err;
    }
    e.resolve({
      bidId,
      lotId: done.lot.id,
      lineItemId: done.item?.id ?? null,
      sequence: r.accepted.sequence,
      acceptedAt: done.at,
      amount: r.accepted.amount,
      maxAmount: r.accepted.maxAmount,
      price: r.public.price,
      nextBid: r.bidderNextBid,
      bidCount: r.public.bidCount,
      leads: r.bidderLeads,
      dateClosed: r.dateClosed,
      replayed: false,
    });
  }

  /** One batch of one lot through the store; on an unexpected failure, each bid alone (so only its own fails). */
  async function runBatch(batch: QueuedBid[]): Promise<void> {
    const first = batch[0]!.input;
    const attempt = async (part: QueuedBid[]) => {
      // Read before the store's transaction: on PGlite a transaction holds the one session.
      const [table, softClose] = await Promise.all([settings.incrementTable(), settings.softClose()]);
      const request = { lotId: lotOf(part[0]!), itemId: first.masterId ? first.id : null, bids: part };
      return store.commitBatch(request, (view) => decideBatch(view, part, table, softClose));
    };
    let done: CommittedBatch | null;
    try {
      done = await attempt(batch);
    } catch (err) {
      // Nothing of the batch was written: each bid alone, so only the one at fault fails.
      if (batch.length > 1) {
        for (const e of batch) await runBatch([e]);
        return;
      }
      const e = batch[0]!;
      // Two first attempts raced past the key check (another lot, another process): retry, now it replays.
      if (!(e.input.idempotencyKey && isUniqueViolation(err))) return e.reject(err);
      try {
        done = await attempt(batch);
      } catch (again) {
        return e.reject(again);
      }
    }
    // No such lot: nothing was decided.
    if (!done) return batch.forEach((e) => e.reject(new AppError('NOT_FOUND')));
    // Committed: answers and events, never a second attempt.
    settle(batch, done);
  }

  const lotOf = (e: QueuedBid) => e.input.masterId ?? e.input.id;
  const queues = createBidQueues<QueuedBid>({
    run: (_lotId, batch) => runBatch(batch),
    groupOf: (e) => (e.input.masterId ? `item:${e.input.id}` : 'lot'),
  });

  /** Operator cancellation: the bid is marked cancelled and its lot (or sub-lot) recomputed from the rest. */
  async function cancelBid(bidId: number, actorId: number | null = null) {
    const table = await settings.incrementTable();
    const done = await db.transaction(async (tx) => {
      const found = await repo.findBid(tx, bidId);
      if (!found) throw new AppError('NOT_FOUND');
      const lot = await repo.lockLot(tx, found.lotId);
      if (!lot) throw new AppError('NOT_FOUND');
      // Read again under the lot lock: a concurrent cancellation of the same bid has committed by now.
      const bid = (await repo.findBid(tx, bidId))!;
      if (bid.cancelledAt) throw new AppError('NOT_FOUND');
      if (lot.status !== 'open') throw new AppError('CONFLICT', 'The auction has closed.');
      const item = bid.lineItemId ? await repo.lockLineItem(tx, bid.lineItemId) : null;
      const at = clock();
      const pos = lot.chainLength + 1;
      const hash = entryHash({ kind: 'cancel', lotId: lot.id, pos, bidPos: bid.chainPos, bidId: bid.id, cancelledBy: actorId, at }, lot.chainHead ?? GENESIS);
      await bidLog.cancel(tx, bid.id, { at, by: actorId, pos, hash });
      await bidLog.setChainHead(tx, lot.id, pos, hash);
      if (actorId !== null) {
        await audit.record(tx, {
          actorId,
          action: 'bid.cancel',
          entity: 'bid',
          entityId: bid.id,
          lotId: lot.id,
          userId: bid.userId,
          before: { amount: toCurrencyUnits(bid.amount), max_amount: bid.maxAmount === null ? null : toCurrencyUnits(bid.maxAmount), cancelled: false },
          after: { cancelled: true, chain_pos: pos },
        });
      }
      const remaining = await repo.liveBids(tx, lot.id, item?.id ?? null);
      const companies = await repo.companiesOf(tx, [...new Set(remaining.map((b) => b.userId))]);
      const { state } = replayBids(
        toBidState(item ?? lot, lot, clock()),
        remaining.map((b) => ({ ...b, companyId: companies.get(b.userId) ?? null })),
        table,
      );
      const columns = fromBidState(state);
      if (item) await repo.updateLineItem(tx, item.id, columns);
      else await repo.updateLot(tx, lot.id, columns);
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
    /** Arrival tickets: the route stamps each bid request as it reaches the process (bid-queue.ts). */
    arrivals: queues.arrivals,
    /**
     * Places one bid. Bids on one lot are decided in the order they reached this process
     * (`ticket`, stamped on arrival; without one, now), in batches, each committed by the store
     * atomically; events after commit. A retry with the same idempotency key answers the first receipt.
     */
    placeBid(user: AuthUser, input: PlaceBidInput, ticket?: number): Promise<BidReceipt> {
      return new Promise<BidReceipt>((resolve, reject) => {
        const e: QueuedBid = { ticket: ticket ?? queues.arrivals.next(), user, input, resolve, reject };
        queues.enqueue(lotOf(e), e);
      });
    },
  };
}
export type BiddingService = ReturnType<typeof createBiddingService>;
