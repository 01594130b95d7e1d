/** The public face of the bidding module: what other modules may use. */
export { reserveMet } from './bid-engine.js';
export { GENESIS, entryHash } from './bid-chain.js';
export { bidLogRepository } from './bid-log.repository.js';
export { type IncrementTable, type SoftCloseSettings, asMarketStatus } from './bid-types.js';
export { minimumBidFor } from './bid-validation.js';
export { biddingRepository } from './bidding.repository.js';
export { biddingRoutes } from './bidding.routes.js';
export { createBiddingService } from './bidding.service.js';
export { type BiddingSettings, DEFAULT_SOFT_CLOSE, createBiddingSettings } from './bidding.settings.js';
export { createBulkBidsService } from './bulk-bids.service.js';
export { createClosingService } from './closing.service.js';
export { incrementFor, nextBid } from './increments.js';
export { fromBidState, toBidState } from './lot-state.js';
export { replayBids } from './replay.js';
export { lineItemViewerStatus, lotViewerStatus } from './viewer-status.js';
