import { bidding, encodeWire } from '@gavel/contract';
import type { Db, Tx } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import type { AuthUser } from '../../platform/http/auth.js';
import { AppError } from '../../platform/http/errors.js';
import { applyBid, publicView } from './bid-engine.js';
import { refusalMessage } from './bid-messages.js';
import type { BidResult, IncrementTable, Leader, LotBidState, SoftCloseSettings } from './bid-types.js';
import { biddingRepository, type BatchWrite, type BidRow, type NewBidRow } from './bidding.repository.js';
import { createBidQueues, type Queued } from './bid-queue.js';
import { createLotWriteGroup } from './lot-write-group.js';
import type { BiddingSettings } from './bidding.settings.js';
import { fromBidState, toBidState } from './lot-state.js';
import { bidEvents } from './bidding.events.js';
import { replayBids } from './replay.js';
import { incrementFor, nextBid } from './increments.js';
import { minimumBidFor } from './bid-validation.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { assertWithinSpendCap } from '../account/index.js';
import { audit } from '../audit/index.js';
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

type LockedLot = NonNullable<Awaited<ReturnType<typeof biddingRepository.lockLotForBids>>>['lot'];
type LockedItem = NonNullable<Awaited<ReturnType<typeof biddingRepository.lockLineItem>>>;
type Accepted = Extract<BidResult, { ok: true }>;

/** A bid waiting in its lot's queue (bid-queue.ts) for its batch. */
interface QueuedBid extends Queued {
  user: AuthUser;
  input: PlaceBidInput;
  resolve: (r: BidReceipt) => void;
  reject: (err: unknown) => void;
}

/** What a batch decided for one of its bids. */
type Decided =
  | { kind: 'refused'; error: AppError }
  | { kind: 'replayed'; receipt: BidReceipt }
  /** The same idempotency key twice in one batch: the later one goes to the next batch. */
  | { kind: 'deferred' }
  | {
      kind: 'accepted';
      e: QueuedBid;
      result: Accepted;
      previousLeader: Leader | null;
      wasReserveMet: boolean;
      row: NewBidRow;
      bid?: { id: number; createdAt: Date };
      lot?: LockedLot;
      item?: LockedItem | null;
      bidderNumbers?: Map<number, number>;
    };

type AcceptedBid = Extract<Decided, { kind: 'accepted' }>;

/**
 * A lot row as this process last read or wrote it, with its version (`xmin`). The next batch on
 * the lot is decided on it without a lock and written only if the row is still that version
 * (`writeLotBatchesIfUnchanged`, with other lots' batches): one statement instead of three round trips.
 */
interface LotSnapshot {
  lot: LockedLot;
  version: string;
  /**
   * The lot's bidders in the order of their first bid ("Bidder N"), as of `version`: every bid is
   * written with an update of the lot row, so while the row is that version nobody has bid since.
   * The next batch's statement then need not read them from every bid of the lot, which on a busy
   * lot grew with its bids (docs/performance.md section 24).
   */
  bidders: number[];
}
/** Lots kept per process (the oldest dropped first): enough for every lot open at once on a large site. */
const SNAPSHOTS_KEPT = 20_000;

/** The chain and clock a batch's accepted bids are written with (`acceptBid`). */
interface BatchCtx {
  lot: LockedLot;
  table: IncrementTable;
  softClose: SoftCloseSettings;
  now: Date;
  chainLength: number;
  chainHead: string;
}

const idemKey = (userId: number, key: string) => `${userId}\u0000${key}`;

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505');

export function createBiddingService(db: Db, settings: BiddingSettings, realtime: () => Realtime, events?: EventBus) {
  /** The lot batches decided on a snapshot, written together while a statement runs (lot-write-group.ts). */
  const unlockedWrites = createLotWriteGroup((ws: (BatchWrite & { lineItemId: null; version: string })[]) =>
    biddingRepository.writeLotBatchesIfUnchanged(db, ws),
  );
  /**
   * The answer to a retry (same idempotency key): the first bid's receipt with the lot's
   * true current state, read under the lot lock. A key reused for a different bid (another
   * lot, amount or kind) is refused: silently answering the first receipt would hide it.
   */
  async function replayReceipt(
    tx: Tx,
    user: AuthUser,
    input: PlaceBidInput,
    prior: BidRow,
    lot: LockedLot,
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
    const item = !same && prior.lineItemId ? await biddingRepository.lockLineItem(tx, prior.lineItemId) : null;
    const state = same ? current.state : toBidState(item ?? lot, lot, new Date());
    const view = publicView(state, table);
    const sealed = state.auctionType === 'sealed';
    const stored = sealed ? await biddingRepository.previousSealedAmount(tx, lot.id, user.id) : null;
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

  /** A lot with soft close off: a late bid never extends its close. */
  const NO_EXTENSION: SoftCloseSettings = { windowSeconds: 0, extensionSeconds: 0, capSeconds: null };

  const refusalError = (result: Extract<BidResult, { ok: false }>) =>
    new AppError(result.code, refusalMessage({ code: result.code, details: result.details } as never), {
      details: encodeWire(bidding.bidRefusalDetails, result.details) as Record<string, unknown>,
    });

  /**
   * Runs the engine for one bid on `state` and, when it is accepted, extends the batch's bid-log
   * chain: the accepted bid with the row to write. A refusal is thrown (AppError).
   */
  function acceptBid(ctx: BatchCtx, e: QueuedBid, state: LotBidState, lineItemId: number | null, previousSealedAmount: number | null): AcceptedBid {
    const { user, input } = e;
    const { lot } = ctx;
    const result = applyBid(
      state,
      { userId: user.id, companyId: user.companyId, amount: input.amount, hardBid: input.hardBid, previousSealedAmount },
      ctx.table,
      { softClose: lot.softClose ? ctx.softClose : NO_EXTENSION },
    );
    if (!result.ok) throw refusalError(result);
    const fields = {
      lotId: lot.id,
      lineItemId,
      userId: user.id,
      amount: result.accepted.amount,
      maxAmount: result.accepted.maxAmount,
      hardBid: result.accepted.hardBid,
      sequence: result.accepted.sequence,
    };
    // The bid log's hash chain (bid-chain.ts): the next entry after the lot's head, under the lot lock
    // (or on the row version the batch is written against).
    ctx.chainLength += 1;
    ctx.chainHead = entryHash({ kind: 'bid', ...fields, pos: ctx.chainLength, at: ctx.now }, ctx.chainHead);
    const wasReserveMet = state.reservePrice == null || (state.leader != null && state.currentPrice >= state.reservePrice);
    return {
      kind: 'accepted',
      e,
      result,
      previousLeader: state.leader,
      wasReserveMet,
      row: { ...fields, idempotencyKey: input.idempotencyKey ?? null, createdAt: ctx.now, chainPos: ctx.chainLength, chainHash: ctx.chainHead },
    };
  }

  /** What one statement writes for a batch's accepted bids (`writeBatch`), `state` being the state they left. */
  function batchWrite(ctx: BatchCtx, itemId: number | null, accepted: AcceptedBid[], state: LotBidState): BatchWrite {
    const { lot } = ctx;
    const extended = state.dateClosed.getTime() !== lot.dateClosed.getTime();
    return {
      lotId: lot.id,
      lineItemId: itemId,
      at: ctx.now,
      rows: accepted.map((a) => a.row),
      chainLength: ctx.chainLength,
      chainHead: ctx.chainHead,
      state: fromBidState(state),
      dateClosed: extended ? state.dateClosed : null,
      originalDateClosed: extended ? (lot.originalDateClosed ?? lot.dateClosed) : null,
    };
  }

  /** After the write: each accepted bid's id, lot and "Bidder N" numbers; answers the lot's bidders after the batch, in order. */
  function applyWritten(ctx: BatchCtx, item: LockedItem | null, accepted: AcceptedBid[], written: { ids: number[]; biddersBefore: number[] }): number[] {
    // "Bidder N": the order of each bidder's first bid on the lot; this batch's new bidders come last, in batch order.
    const order = [...written.biddersBefore];
    const seen = new Set(order);
    for (const a of accepted) {
      if (seen.has(a.e.user.id)) continue;
      seen.add(a.e.user.id);
      order.push(a.e.user.id);
    }
    const bidderNumbers = new Map(order.map((userId, i) => [userId, i + 1]));
    accepted.forEach((a, i) => {
      a.bid = { id: written.ids[i]!, createdAt: ctx.now };
      a.lot = ctx.lot;
      a.item = item;
      a.bidderNumbers = bidderNumbers;
    });
    return order;
  }

  /** A lot batch's snapshot after its write: the row as read, with what the statement wrote. */
  const lotAfter = (lot: LockedLot, w: BatchWrite, version: string, bidders: number[]): LotSnapshot => ({
    lot: {
      ...lot,
      ...w.state,
      chainLength: w.chainLength,
      chainHead: w.chainHead,
      dateClosed: w.dateClosed ?? lot.dateClosed,
      originalDateClosed: w.originalDateClosed ?? lot.originalDateClosed,
    },
    version,
    bidders,
  });

  /**
   * Inside one transaction: lock the lot (and sub-lot) once, then check and run the engine for
   * every bid of the batch in arrival order, each on the state the previous one left; then one
   * round of writes for all accepted bids. A refusal is that bid's own outcome (nothing of it is
   * written); an unexpected error rolls the whole batch back (the caller retries bids one by one).
   */
  async function decideInTx(tx: Tx, batch: QueuedBid[], table: IncrementTable, softClose: SoftCloseSettings): Promise<{ decided: Decided[]; snapshot: LotSnapshot | null }> {
    const now = new Date();
    const first = batch[0]!.input;
    const lotId = first.masterId ?? first.id;
    // Lock order everywhere: lot, then sub-lot.
    // The lot's row lock and the bidders' spend caps: one round trip.
    const locked = await biddingRepository.lockLotForBids(tx, lotId, [...new Set(batch.map((e) => e.user.id))], { begin: true });
    if (!locked) return { decided: batch.map(() => ({ kind: 'refused', error: new AppError('NOT_FOUND') })), snapshot: null };
    const { lot, caps } = locked;
    const keyed = batch.filter((e) => e.input.idempotencyKey);
    const priors = keyed.length
      ? await biddingRepository.findByIdempotencyKeys(tx, keyed.map((e) => ({ userId: e.user.id, key: e.input.idempotencyKey! })))
      : new Map<string, BidRow>();
    const auction = lot.listingFormat !== 'buynow' && lot.listingFormat !== 'pricelock';
    // Every bid of a batch has the same target (bid-queue groupOf): the lot, or one sub-lot.
    const item = first.masterId && auction ? await biddingRepository.lockLineItem(tx, first.id) : null;
    let state: LotBidState = toBidState(item ?? lot, lot, now);
    const ctx: BatchCtx = { lot, table, softClose, now, chainLength: lot.chainLength, chainHead: lot.chainHead ?? GENESIS };
    const sealed = state.auctionType === 'sealed';
    const sealedInBatch = new Map<number, number>();
    const terms = new Map<number, boolean>();
    const keysInBatch = new Set<string>();
    const out: Decided[] = [];
    for (const e of batch) {
      const { user, input } = e;
      try {
        if (input.idempotencyKey) {
          const k = idemKey(user.id, input.idempotencyKey);
          // The same key twice in one batch: the second waits for the next batch and replays the first.
          if (keysInBatch.has(k)) {
            out.push({ kind: 'deferred' });
            continue;
          }
          keysInBatch.add(k);
          // A retry (also one that waited for this lock behind its first attempt) answers the current state.
          const prior = priors.get(k);
          if (prior) {
            out.push({ kind: 'replayed', receipt: await replayReceipt(tx, user, input, prior, lot, table, { item, state, sealedInBatch: sealedInBatch.get(user.id) ?? null }) });
            continue;
          }
        }
        // Fixed-price formats (buy now, price lock) sell through buy now, never through bids.
        if (!auction) throw new AppError('NOT_AN_AUCTION');
        if (input.masterId && (!item || item.lotId !== lot.id)) throw new AppError('NOT_FOUND');
        if (!input.masterId && lot.auctionType === 'lineitem') {
          throw new AppError('BID_INVALID', 'Bid on the sub-lots of this auction.');
        }
        if (lot.sellerId === user.id) throw new AppError('OWN_LOT');
        if (lot.termsRequired) {
          let accepted = terms.get(user.id);
          if (accepted === undefined) terms.set(user.id, (accepted = await biddingRepository.hasAcceptedTerms(tx, user.id, lot.id)));
          if (!accepted) throw new AppError('TERMS_NOT_ACCEPTED');
        }
        // The buyer's spend cap (account module): refused before anything is written.
        if (caps.get(user.id) != null) await assertWithinSpendCap(tx, user.id, input.amount, { lotId: lot.id, lineItemId: item?.id ?? null });
        let previousSealedAmount: number | null = null;
        if (sealed) {
          const stored = await biddingRepository.previousSealedAmount(tx, lot.id, user.id);
          const inBatch = sealedInBatch.get(user.id) ?? null;
          previousSealedAmount = stored === null ? inBatch : inBatch === null ? stored : Math.max(stored, inBatch);
        }
        const accepted = acceptBid(ctx, e, state, item?.id ?? null, previousSealedAmount);
        out.push(accepted);
        state = accepted.result.state;
        if (sealed) sealedInBatch.set(user.id, Math.max(sealedInBatch.get(user.id) ?? 0, input.amount));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        out.push({ kind: 'refused', error: err });
      }
    }
    const accepted = out.filter((d): d is AcceptedBid => d.kind === 'accepted');
    // Nothing accepted: no snapshot (its bidders were not read), the lot's next batch takes the lock again.
    if (accepted.length === 0) return { decided: out, snapshot: null };
    // One statement for the whole batch: the bids, the lot's (or sub-lot's) state, the chain head.
    const w = batchWrite(ctx, item?.id ?? null, accepted, state);
    const written = await biddingRepository.writeBatch(tx, w);
    const bidders = applyWritten(ctx, item, accepted, written);
    // A sub-lot batch's state is the sub-lot's: no snapshot of the lot.
    return { decided: out, snapshot: item ? null : lotAfter(lot, w, written.version, bidders) };
  }

  /**
   * A lot batch decided on this process's snapshot of the lot, without a lock, and written by one
   * statement only while the row is still that version. Having written nothing, it leaves the
   * batch to the lock's way (`decideInTx`) and answers 'stale' when the statement found the row
   * changed, a bidder with a spend cap or a stored key; null when the batch needs more than the
   * lot row to be decided (sub-lots, sealed bids, terms, refusals), or the statement failed.
   */
  async function decideUnlocked(batch: QueuedBid[], snap: LotSnapshot, table: IncrementTable, softClose: SoftCloseSettings): Promise<{ decided: Decided[]; snapshot: LotSnapshot } | 'stale' | null> {
    const { lot } = snap;
    const auction = lot.listingFormat !== 'buynow' && lot.listingFormat !== 'pricelock';
    if (!auction || lot.auctionType !== 'live' || lot.termsRequired) return null;
    const keys = new Set<string>();
    for (const { user, input } of batch) {
      if (input.masterId || user.id === lot.sellerId) return null;
      if (!input.idempotencyKey) continue;
      const k = idemKey(user.id, input.idempotencyKey);
      if (keys.has(k)) return null;
      keys.add(k);
    }
    const now = new Date();
    const ctx: BatchCtx = { lot, table, softClose, now, chainLength: lot.chainLength, chainHead: lot.chainHead ?? GENESIS };
    let state = toBidState(lot, lot, now);
    const accepted: AcceptedBid[] = [];
    for (const e of batch) {
      try {
        const a = acceptBid(ctx, e, state, null, null);
        accepted.push(a);
        state = a.result.state;
      } catch (err) {
        if (err instanceof AppError) return null;
        throw err;
      }
    }
    const w = batchWrite(ctx, null, accepted, state);
    let written: Awaited<ReturnType<typeof unlockedWrites.write>>;
    try {
      written = await unlockedWrites.write({ ...w, lineItemId: null, version: snap.version });
    } catch {
      // Nothing written (one statement): e.g. the same key's first attempt committed meanwhile on another lot; the lock's way answers it.
      return null;
    }
    if (!written) return 'stale';
    const bidders = applyWritten(ctx, null, accepted, { ids: written.ids, biddersBefore: snap.bidders });
    return { decided: accepted, snapshot: lotAfter(lot, w, written.version, bidders) };
  }

  /** After commit: events of the accepted bids in sequence order, then every bidder's answer. */
  function settle(batch: QueuedBid[], decided: Decided[]) {
    decided.forEach((d, i) => {
      const e = batch[i]!;
      if (d.kind === 'refused') return e.reject(d.error);
      if (d.kind === 'replayed') return e.resolve(d.receipt);
      if (d.kind === 'deferred') return queues.enqueue(lotOf(e), e);
      const user = e.user;
      const r = d.result;
      try {
        bidEvents.publishBid(realtime(), { lot: d.lot!, item: d.item ?? null, result: r, previousLeader: d.previousLeader, wasReserveMet: d.wasReserveMet, bidderNumbers: d.bidderNumbers!, bidder: user });
        events?.publish('bid.placed', {
          lotId: d.lot!.id,
          lineItemId: d.item?.id ?? null,
          bidderId: user.id,
          previousLeaderId: d.previousLeader?.userId ?? null,
          leaderId: r.public.leaderUserId ?? null,
          priceCents: r.accepted.maxAmount,
          at: d.bid!.createdAt,
        });
      } catch (err) {
        // The bid is committed: a failing event publisher must not turn its receipt into an error.
        void err;
      }
      e.resolve({
        bidId: d.bid!.id,
        lotId: d.lot!.id,
        lineItemId: d.item?.id ?? null,
        sequence: r.accepted.sequence,
        acceptedAt: d.bid!.createdAt,
        amount: r.accepted.amount,
        maxAmount: r.accepted.maxAmount,
        price: r.public.price,
        nextBid: r.bidderNextBid,
        bidCount: r.public.bidCount,
        leads: r.bidderLeads,
        dateClosed: r.dateClosed,
        replayed: false,
      });
    });
  }

  /** The lot rows this process last read or wrote (`LotSnapshot`), oldest first. */
  const snapshots = new Map<number, LotSnapshot>();
  /**
   * Lots whose snapshot was found stale, until when: another process is bidding on them too, so
   * for a while their batches go straight to the lock instead of trying a write that fails first.
   */
  const contended = new Map<number, number>();
  const CONTENDED_MS = 1_000;
  const snapshotFor = (lotId: number) => {
    const until = contended.get(lotId);
    if (until === undefined) return snapshots.get(lotId);
    if (until > Date.now()) return undefined;
    contended.delete(lotId);
    return snapshots.get(lotId);
  };
  const keepSnapshot = (lotId: number, snap: LotSnapshot | null) => {
    snapshots.delete(lotId);
    if (!snap) return;
    snapshots.set(lotId, snap);
    if (snapshots.size > SNAPSHOTS_KEPT) snapshots.delete(snapshots.keys().next().value!);
  };

  /**
   * One batch of one lot: written by one statement on the lot's snapshot when it is still
   * current, otherwise one transaction under the lot lock; on an unexpected failure, each bid
   * alone (so only its own fails).
   */
  async function runBatch(batch: QueuedBid[]): Promise<void> {
    const lotId = lotOf(batch[0]!);
    const attempt = async (part: QueuedBid[]) => {
      // Read before the transaction: on PGlite the transaction holds the one session (other clients' reads wait for it).
      const [table, softClose] = await Promise.all([settings.incrementTable(), settings.softClose()]);
      const lotBatch = !part[0]!.input.masterId;
      let snap = lotBatch ? snapshotFor(lotId) : undefined;
      // None kept (this process's first batch on the lot, or the last one left none): the row as it
      // is now, read without a lock, unless another process is bidding on the lot too. On PGlite a
      // transaction holds the one session for each of its round trips through this loop; a read
      // and the group's statement do not (docs/performance.md section 25).
      if (lotBatch && !snap && !contended.has(lotId)) snap = (await biddingRepository.readLotSnapshot(db, lotId)) ?? undefined;
      const fast = snap ? await decideUnlocked(part, snap, table, softClose) : null;
      if (fast === 'stale') {
        if (contended.size >= SNAPSHOTS_KEPT) contended.clear();
        contended.set(lotId, Date.now() + CONTENDED_MS);
      }
      const done = fast && fast !== 'stale' ? fast : await biddingRepository.bidTransaction(db, (tx) => decideInTx(tx, part, table, softClose));
      keepSnapshot(lotId, done.snapshot);
      return done.decided;
    };
    let decided: Decided[];
    try {
      decided = await attempt(batch);
    } catch (err) {
      snapshots.delete(lotId);
      // Nothing of the batch was written: each bid alone, so only the one at fault fails.
      if (batch.length > 1) {
        for (const e of batch) await runBatch([e]);
        return;
      }
      const e = batch[0]!;
      // Two first attempts raced past the key check (another lot, another process): retry, now it replays under the lock.
      if (!(e.input.idempotencyKey && isUniqueViolation(err))) return e.reject(err);
      try {
        decided = await attempt(batch);
      } catch (again) {
        return e.reject(again);
      }
    }
    // Committed: answers and events, never a second attempt.
    settle(batch, decided);
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
    /** Arrival tickets: the route stamps each bid request as it reaches the process (bid-queue.ts). */
    arrivals: queues.arrivals,
    /**
     * Places one bid. Bids on one lot are decided in the order they reached this process
     * (`ticket`, stamped on arrival; without one, now), in batches: one transaction with the lot
     * (and sub-lot) row locked per batch, events after commit. A retry with the same idempotency
     * key answers the first receipt.
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
