// PostgreSQL pass only (vitest.config.ts `postgresOnly`): two pools on one database.
import { describeBidStoreAcrossProcesses } from './bid-store.test-suite.js';
import { bidLogRepository } from './bid-log.repository.js';
import { biddingRepository } from './bidding.repository.js';
import { createLockedBidStore } from './locked-bid-store.js';
import { createTunedBidStore } from './tuned-bid-store.js';

describeBidStoreAcrossProcesses('locked', (db) => createLockedBidStore({ db, repo: biddingRepository, bidLog: bidLogRepository }));
describeBidStoreAcrossProcesses('tuned', (db) => createTunedBidStore({ db, repo: biddingRepository }));
