import type { Db } from '../../platform/db/client.js';
import type { BidStore } from './bid-store.js';
import { bidLogRepository } from './bid-log.repository.js';
import { biddingRepository } from './bidding.repository.js';
import { createLockedBidStore } from './locked-bid-store.js';
import { createTunedBidStore } from './tuned-bid-store.js';

/** Which store commits the bid path's batches (the `BID_STORE` setting; README "Stores"). */
export type BidStoreKind = 'tuned' | 'locked';

export function createBidStore(kind: BidStoreKind, db: Db, now?: () => Date): BidStore {
  return kind === 'locked'
    ? createLockedBidStore({ db, repo: biddingRepository, bidLog: bidLogRepository, now })
    : createTunedBidStore({ db, repo: biddingRepository, now });
}
