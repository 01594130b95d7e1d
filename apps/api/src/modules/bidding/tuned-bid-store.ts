/**
 * The tuned bid store: the same contract as locked-bid-store.ts, with fewer round trips and
 * commits per bid on a busy process.
 *
 * - **Snapshot + version check.** The process keeps the lot row as it last read or wrote it, with
 *   the row's version (`xmin`, which every update of the row changes, whoever makes it). A lot
 *   batch is decided on that copy without a lock and written by one statement only while the row
 *   is still that version (`writeLotBatchesIfUnchanged`). A changed row writes nothing; the batch
 *   is then decided again under the lock. Decided without a lock, a batch is written only when
 *   every bid was accepted: a refusal or a replay writes nothing that could be checked, so it is
 *   decided on the locked row.
 * - **Write group** (lot-write-group.ts): while one such statement runs, the batches of other lots
 *   that are ready wait and go together into the next one: one commit serves many lots.
 * - **The lock, tuned.** Everything else (sub-lots, sealed lots, terms, a seller's own lot, the
 *   same key twice, stale copies) takes the lot's row lock in one transaction whose `BEGIN` rides
 *   on the lock's statement, and writes the batch in one statement.
 * - **Contention.** A lot whose copy was found stale is being bid on by another process as well:
 *   for a while its batches go straight to the lock rather than first trying a write that fails.
 *
 * The version check makes every write conditional on the row the rules saw, so the outcome is the
 * same as under the lock; only the number of round trips differs.
 */
import type { Db, Tx } from '../../platform/db/client.js';
import { acceptedOf, batchWriteOf, biddersAfter, idemKey, numbered, type BatchRequest, type BidStore, type CommittedBatch, type DecideBatch } from './bid-store.js';
import type { BatchWrite, BidLot, BidRow, BiddingRepository } from './bidding.repository.js';
import { createLotWriteGroup } from './lot-write-group.js';

export interface TunedBidStoreDeps {
  db: Db;
  repo: BiddingRepository;
  now?: () => Date;
  /** Lots whose copy the process keeps (the oldest dropped first); enough for every lot open at once on a large site. */
  snapshotsKept?: number;
  /** How long a lot found stale goes straight to the lock. */
  contendedMs?: number;
}

/** A lot row as this process last read or wrote it, with its version (`xmin`). */
interface LotSnapshot {
  lot: BidLot;
  version: string;
  /**
   * The lot's bidders in the order of their first bid ("Bidder N") as of `version`: every bid is
   * written with an update of the lot row, so while the row is that version nobody has bid since,
   * and the write need not read them from all of the lot's bids.
   */
  bidders: number[];
}

/** The rules may read nothing beyond the lot row on the unlocked way: a read here is a mistake. */
const noReads = new Proxy({} as Tx, {
  get(_t, prop) {
    if (prop === 'then') return undefined;
    throw new Error(`tuned bid store: a read (${String(prop)}) while deciding on a snapshot`);
  },
});

/** The lot row after a batch's write: the row as read, with what the statement wrote. */
const lotAfter = (lot: BidLot, w: BatchWrite, version: string, bidders: number[]): LotSnapshot => ({
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

/** Batches the unlocked way can decide: every bid a plain live-auction bid on the lot itself, each key once. */
function decidableOnSnapshot(lot: BidLot, req: BatchRequest): boolean {
  const auction = lot.listingFormat !== 'buynow' && lot.listingFormat !== 'pricelock';
  // A private lot's bidders are checked against its buyer groups (a read): the lock's way.
  if (!auction || lot.auctionType !== 'live' || lot.termsRequired || lot.isPrivate || req.itemId !== null) return false;
  const keys = new Set<string>();
  for (const { user, input } of req.bids) {
    if (user.id === lot.sellerId) return false;
    if (!input.idempotencyKey) continue;
    const k = idemKey(user.id, input.idempotencyKey);
    if (keys.has(k)) return false;
    keys.add(k);
  }
  return true;
}

export function createTunedBidStore({ db, repo, now = () => new Date(), snapshotsKept = 20_000, contendedMs = 1_000 }: TunedBidStoreDeps): BidStore {
  const writes = createLotWriteGroup((ws: (BatchWrite & { lineItemId: null; version: string })[]) => repo.writeLotBatchesIfUnchanged(db, ws));
  const snapshots = new Map<number, LotSnapshot>();
  /** Lots found stale, until when. */
  const contended = new Map<number, number>();

  const snapshotFor = (lotId: number) => {
    const until = contended.get(lotId);
    if (until === undefined) return snapshots.get(lotId);
    if (until > Date.now()) return undefined;
    contended.delete(lotId);
    return snapshots.get(lotId);
  };
  const keep = (lotId: number, snap: LotSnapshot | null) => {
    snapshots.delete(lotId);
    if (!snap) return;
    snapshots.set(lotId, snap);
    if (snapshots.size > snapshotsKept) snapshots.delete(snapshots.keys().next().value!);
  };
  const markContended = (lotId: number) => {
    if (contended.size >= snapshotsKept) contended.clear();
    contended.set(lotId, Date.now() + contendedMs);
  };

  /** The unlocked way: 'stale' when the row changed (or a bidder has a cap, or a key is stored), null when it does not apply. */
  async function onSnapshot(req: BatchRequest, snap: LotSnapshot, decide: DecideBatch): Promise<{ committed: CommittedBatch; snapshot: LotSnapshot } | 'stale' | null> {
    const at = now();
    // Caps and stored keys are not read here: the write statement writes nothing of a lot with either.
    const { decided, state } = await decide({ tx: noReads, lot: snap.lot, item: null, now: at, caps: new Map(), priors: new Map() });
    const accepted = acceptedOf(decided);
    if (accepted.length !== decided.length) return null;
    const w = batchWriteOf(snap.lot, null, at, accepted, state);
    let written: Awaited<ReturnType<typeof writes.write>>;
    try {
      written = await writes.write({ ...w, lineItemId: null, version: snap.version });
    } catch {
      // One statement, so nothing of it was written (e.g. a key's first attempt committed meanwhile): the lock answers it.
      return null;
    }
    if (!written) return 'stale';
    const bidders = biddersAfter(snap.bidders, accepted);
    return {
      committed: { decided, lot: snap.lot, item: null, at, ids: written.ids, bidderNumbers: numbered(bidders) },
      snapshot: lotAfter(snap.lot, w, written.version, bidders),
    };
  }

  /** The lock's way, in one transaction whose `BEGIN` rides on the lock (`bidTransaction`). */
  async function underLock(tx: Tx, req: BatchRequest, decide: DecideBatch): Promise<{ committed: CommittedBatch; snapshot: LotSnapshot | null } | null> {
    const userIds = [...new Set(req.bids.map((b) => b.user.id))];
    // The lot's row lock and the bidders' spend caps: one round trip.
    const locked = await repo.lockLotForBids(tx, req.lotId, userIds, { begin: true });
    if (!locked) return null;
    const { lot, caps } = locked;
    const keyed = req.bids.filter((b) => b.input.idempotencyKey).map((b) => ({ userId: b.user.id, key: b.input.idempotencyKey! }));
    const priors = keyed.length ? await repo.findByIdempotencyKeys(tx, keyed) : new Map<string, BidRow>();
    const item = req.itemId === null ? null : await repo.lockLineItem(tx, req.itemId);
    const at = now();
    const { decided, state } = await decide({ tx, lot, item, now: at, caps, priors });
    const accepted = acceptedOf(decided);
    // Nothing accepted: no copy kept (its bidders were not read), the lot's next batch takes the lock again.
    if (accepted.length === 0) return { committed: { decided, lot, item, at, ids: [], bidderNumbers: new Map() }, snapshot: null };
    const w = batchWriteOf(lot, item?.id ?? null, at, accepted, state);
    const written = await repo.writeBatch(tx, w);
    const bidders = biddersAfter(written.biddersBefore, accepted);
    return {
      committed: { decided, lot, item, at, ids: written.ids, bidderNumbers: numbered(bidders) },
      // A sub-lot batch's state is the sub-lot's: no copy of the lot.
      snapshot: item ? null : lotAfter(lot, w, written.version, bidders),
    };
  }

  return {
    async commitBatch(req, decide) {
      const { lotId } = req;
      const lotBatch = req.itemId === null;
      let snap = lotBatch ? snapshotFor(lotId) : undefined;
      // No copy yet: read the row without a lock (on PGlite a transaction would hold the one
      // session for each of its round trips; a read and the group's statement do not).
      if (lotBatch && !snap && !contended.has(lotId)) snap = (await repo.readLotSnapshot(db, lotId)) ?? undefined;
      if (snap && decidableOnSnapshot(snap.lot, req)) {
        const fast = await onSnapshot(req, snap, decide);
        if (fast === 'stale') markContended(lotId);
        else if (fast) {
          keep(lotId, fast.snapshot);
          return fast.committed;
        }
      }
      try {
        const done = await repo.bidTransaction(db, (tx) => underLock(tx, req, decide));
        keep(lotId, done?.snapshot ?? null);
        return done?.committed ?? null;
      } catch (err) {
        snapshots.delete(lotId);
        throw err;
      }
    },
  };
}
