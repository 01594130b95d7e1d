import { describeBidStore } from './bid-store.test-suite.js';
import { bidLogRepository } from './bid-log.repository.js';
import { biddingRepository } from './bidding.repository.js';
import { createLockedBidStore } from './locked-bid-store.js';
import { createTunedBidStore } from './tuned-bid-store.js';

describeBidStore('locked', (db) => createLockedBidStore({ db, repo: biddingRepository, bidLog: bidLogRepository }));
describeBidStore('tuned', (db) => createTunedBidStore({ db, repo: biddingRepository }));
