import type { Db } from '../platform/db/client.js';
import type { Realtime } from '../platform/realtime/gateway.js';
import { createAuthService } from './auth/auth.service.js';
import { createAdminService } from './admin/admin.service.js';
import { createMaintenanceService } from './admin/maintenance.service.js';
import { createContentService } from './content/content.service.js';
import { createCatalogService } from './catalog/catalog.service.js';
import { createBiddingSettings } from './bidding/bidding.settings.js';
import { createBiddingService } from './bidding/bidding.service.js';
import { createBulkBidsService } from './bidding/bulk-bids.service.js';
import { createClosingService } from './bidding/closing.service.js';
import { createLotsService } from './lots/lots.service.js';
import { createLineItemsService } from './line-items/line-items.service.js';
import { createWatchlistService } from './watchlist/watchlist.service.js';
import type { FileStore } from '../platform/files/file-store.js';
import type { Logger } from '../platform/logger.js';

/** The services of every feature, built once per process. */
export function createServices(db: Db, realtime: () => Realtime, files: FileStore, logger: () => Logger) {
  const biddingSettings = createBiddingSettings(db);
  const bidding = createBiddingService(db, biddingSettings, realtime);
  return {
    bidding,
    bulkBids: createBulkBidsService(db, biddingSettings, bidding, files),
    closing: createClosingService(db, realtime, logger),
    lots: createLotsService(db, biddingSettings),
    lineItems: createLineItemsService(db, biddingSettings),
    watchlist: createWatchlistService(db, realtime),
    auth: createAuthService(db),
    admin: createAdminService(db, realtime),
    maintenance: createMaintenanceService(db),
    content: createContentService(db),
    catalog: createCatalogService(db),
  };
}
export type Services = ReturnType<typeof createServices>;
