/** The public face of the bidding module: what other modules may use. */
import { bidLogRepository } from './bid-log.repository.js';
import { type BiddingDeps, createBiddingService } from './bidding.service.js';
import { biddingRepository } from './bidding.repository.js';
import { type BidStoreKind, createBidStore } from './create-bid-store.js';
export { reserveMet } from './bid-engine.js';
export { GENESIS, entryHash } from './bid-chain.js';
export type { BidStore, BidReceipt, PlaceBidInput } from './bid-store.js';
export { type IncrementTable, type SoftCloseSettings, asMarketStatus } from './bid-types.js';
export { minimumBidFor } from './bid-validation.js';
export { biddingRoutes } from './bidding.routes.js';
export { createBiddingService, type BiddingService } from './bidding.service.js';
export { type BiddingSettings, DEFAULT_SOFT_CLOSE, createBiddingSettings } from './bidding.settings.js';
export { BID_FILE_LIFETIME_MS, createBulkBidsService } from './bulk-bids.service.js';
export { BUYER_LABEL, closedEvent } from './closed-event.js';
export { createClosingService } from './closing.service.js';
export { type BidStoreKind, createBidStore } from './create-bid-store.js';
export { incrementFor, nextBid } from './increments.js';
export { fromBidState, toBidState } from './lot-state.js';
export { replayBids } from './replay.js';
export { lineItemViewerStatus, lotViewerStatus } from './viewer-status.js';

/** The composition root's factory: the bidding service, built with this module's own repositories and the bid store of `storeKind`. */
export function createBiddingModule({ storeKind, ...deps }: Omit<BiddingDeps, 'repo' | 'bidLog' | 'store'> & { storeKind: BidStoreKind }) {
  return createBiddingService({ ...deps, repo: biddingRepository, bidLog: bidLogRepository, store: createBidStore(storeKind, deps.db) });
}
