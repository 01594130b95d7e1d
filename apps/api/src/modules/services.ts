import type { Config } from '../platform/config.js';
import type { Database, Db } from '../platform/db/client.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { Jobs } from '../platform/jobs/jobs.js';
import type { SmsProvider } from '../platform/sms/sms.js';
import { createNotificationsService, type Notifier } from './notifications/index.js';
import type { Realtime } from '../platform/realtime/gateway.js';
import { createAuthService } from './auth/index.js';
import { createAdminService } from './admin/index.js';
import { createMaintenanceService } from './admin/index.js';
import { createContentService } from './content/index.js';
import { createConsoleContentService } from './console-content/index.js';
import { createMarketSettingsService } from './console-content/index.js';
import { createCatalogService } from './catalog/index.js';
import { biddingRepositories, createBiddingSettings } from './bidding/index.js';
import { createBiddingService, createBidStore } from './bidding/index.js';
import { assertWithinSpendCap } from './account/index.js';
import { audit } from './audit/index.js';
import { createBulkBidsService } from './bidding/index.js';
import { createClosingService } from './bidding/index.js';
import { createLotsService } from './lots/index.js';
import { createLineItemsService } from './line-items/index.js';
import { createWatchlistService } from './watchlist/index.js';
import { createSearchService } from './search/index.js';
import type { FileStore } from '../platform/files/file-store.js';
import type { Logger } from '../platform/logger.js';
import { createEventBus } from '../platform/events/event-bus.js';
import { createMessagesService } from './messages/index.js';
import { createDashboardService } from './dashboard/index.js';
import { createManifestImportService } from './manifest-import/index.js';
import { createConsoleLotsService } from './console-lots/index.js';
import { createLocalFileStore } from '../platform/files/file-store.js';
import path from 'node:path';

export interface Platform {
  config: Config;
  database: Database;
  db: Db;
  realtime: () => Realtime;
  files: FileStore;
  logger: () => Logger;
  mailer: Mailer;
  jobs: Jobs;
  sms: SmsProvider;
  notifier: Notifier;
}

/**
 * The composition root: every service of every feature, built once per process from the
 * platform's parts, each given the repositories, settings and other services it uses.
 */
export function createServices(platform: Platform) {
  const { config, db, realtime, files, logger, jobs, sms, notifier } = platform;
  /** Domain events: services publish after commit; notifications, mail and jobs listen. */
  const events = createEventBus(logger);
  const biddingSettings = createBiddingSettings(db);
  const bidding = createBiddingService({
    db,
    ...biddingRepositories,
    store: createBidStore(config.BID_STORE, db),
    settings: biddingSettings,
    realtime,
    events,
    assertWithinSpendCap,
    audit,
  });
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
    notifications: createNotificationsService({
      db,
      realtime,
      notifier,
      jobs,
      sms,
      logger,
      publicUrl: config.publicUrl,
      endingSoonMinutes: config.ENDING_SOON_MINUTES,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
