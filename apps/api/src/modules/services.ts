import type { Db } from '../platform/db/client.js';
import type { Realtime } from '../platform/realtime/gateway.js';
import { createAuthService } from './auth/auth.service.js';
import { createAdminService } from './admin/admin.service.js';
import { createMaintenanceService } from './admin/maintenance.service.js';
import { createContentService } from './content/content.service.js';
import { createConsoleContentService } from './console-content/console-content.service.js';
import { createMarketSettingsService } from './console-content/market-settings.service.js';
import { createCatalogService } from './catalog/catalog.service.js';
import { createBiddingSettings } from './bidding/bidding.settings.js';
import { createBiddingService } from './bidding/bidding.service.js';
import { createBulkBidsService } from './bidding/bulk-bids.service.js';
import { createClosingService } from './bidding/closing.service.js';
import { createLotsService } from './lots/lots.service.js';
import { createLineItemsService } from './line-items/line-items.service.js';
import { createWatchlistService } from './watchlist/watchlist.service.js';
import { createSearchService } from './search/search.service.js';
import type { FileStore } from '../platform/files/file-store.js';
import type { Logger } from '../platform/logger.js';
import { createEventBus } from '../platform/events/event-bus.js';
import { createMessagesService } from './messages/messages.service.js';
import { createDashboardService } from './dashboard/dashboard.service.js';
import { createManifestImportService } from './manifest-import/manifest-import.service.js';
import { createConsoleLotsService } from './console-lots/console-lots.service.js';
import { createLocalFileStore } from '../platform/files/file-store.js';
import path from 'node:path';

/** The services of every feature, built once per process. */
export function createServices(db: Db, realtime: () => Realtime, files: FileStore, logger: () => Logger) {
  /** Domain events: services publish after commit; notifications, mail and jobs listen. */
  const events = createEventBus(logger);
  const biddingSettings = createBiddingSettings(db);
  const bidding = createBiddingService(db, biddingSettings, realtime, events);
  return {
    events,
    bidding,
    bulkBids: createBulkBidsService(db, biddingSettings, bidding, files),
    closing: createClosingService(db, realtime, logger, events),
    lots: createLotsService(db, biddingSettings),
    lineItems: createLineItemsService(db, biddingSettings),
    watchlist: createWatchlistService(db, realtime, events),
    search: createSearchService(db, biddingSettings),
    dashboard: createDashboardService(db),
    manifestImport: createManifestImportService(db, files),
    consoleLots: createConsoleLotsService({ db, files, events, realtime, logger }),
    // Message images live beside (never under) the public uploads folder: served only through an authorised route.
    messages: createMessagesService(db, realtime, events, createLocalFileStore(path.join(path.dirname(files.root), 'private'))),
    auth: createAuthService(db, realtime),
    admin: createAdminService(db, realtime),
    maintenance: createMaintenanceService(db),
    content: createContentService(db),
    consoleContent: createConsoleContentService({ db, files, logger }),
    marketSettings: createMarketSettingsService({ db, bidding: biddingSettings }),
    catalog: createCatalogService(db),
  };
}
export type Services = ReturnType<typeof createServices>;
