/**
 * The reference bid store: every batch in one transaction, decided under the lot's row lock.
 *
 * 1. Lock the lot row, then the sub-lot's (the lock order everywhere: lot, then sub-lot). Every
 *    writer of a lot's bidding state takes that lock, so nothing changes the lot until commit.
 * 2. Read what the rules need: the bidders' spend caps, the stored bids of the batch's keys.
 * 3. Let the rules decide the batch on that state.
 * 4. Insert the accepted bids with their bid-log chain entries, update the lot (or sub-lot).
 * 5. Commit; any error rolls everything back.
 *
 * FOR NO KEY UPDATE rather than FOR UPDATE: it excludes every other bid writer just the same,
 * but does not block the key-share locks that inserts of rows referencing the lot take.
 */
import type { Db } from '../../platform/db/client.js';
import { acceptedOf, batchWriteOf, numbered, type BidStore } from './bid-store.js';
import type { BidLogRepository } from './bid-log.repository.js';
import type { BiddingRepository } from './bidding.repository.js';

export interface LockedBidStoreDeps {
  db: Db;
  repo: BiddingRepository;
  bidLog: Pick<BidLogRepository, 'setChainHead'>;
  now?: () => Date;
}

export function createLockedBidStore({ db, repo, bidLog, now = () => new Date() }: LockedBidStoreDeps): BidStore {
  return {
    async commitBatch({ lotId, itemId, bids }, decide) {
      return db.transaction(async (tx) => {
        const lot = await repo.lockLot(tx, lotId);
        if (!lot) return null;
        const item = itemId === null ? null : await repo.lockLineItem(tx, itemId);
        const userIds = [...new Set(bids.map((b) => b.user.id))];
        const caps = new Map<number, number>();
        for (const [userId, cap] of await repo.spendCaps(tx, userIds)) if (cap != null) caps.set(userId, cap);
        const keyed = bids.filter((b) => b.input.idempotencyKey).map((b) => ({ userId: b.user.id, key: b.input.idempotencyKey! }));
        const priors = keyed.length ? await repo.findByIdempotencyKeys(tx, keyed) : new Map();
        const at = now();

        const { decided, state } = await decide({ tx, lot, item, now: at, caps, priors });
        const accepted = acceptedOf(decided);
        if (accepted.length === 0) return { decided, lot, item, at, ids: [], bidderNumbers: new Map() };

        const w = batchWriteOf(lot, item?.id ?? null, at, accepted, state);
        const inserted = await repo.insertBids(tx, w.rows.map((r) => ({ ...r, lotId, lineItemId: w.lineItemId, createdAt: at })));
        if (item) await repo.updateLineItem(tx, item.id, w.state);
        else await repo.updateLot(tx, lotId, w.state);
        if (w.dateClosed) await repo.updateLot(tx, lotId, { dateClosed: w.dateClosed, originalDateClosed: w.originalDateClosed });
        await bidLog.setChainHead(tx, lotId, w.chainLength, w.chainHead);
        const bidders = await repo.bidderOrder(tx, lotId);
        return { decided, lot, item, at, ids: inserted.map((b) => b.id), bidderNumbers: numbered(bidders) };
      });
    },
  };
}
