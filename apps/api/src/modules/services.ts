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
import { createBiddingSettings } from './bidding/index.js';
import { createBiddingService } from './bidding/index.js';
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
// The transactions cluster (orders, buy now and price changes, offers, cart, disputes): services and repositories.
import { createOrdersMails, createOrdersService, createTransactionSettings } from './orders/index.js';
import { ordersRepository } from './orders/orders.repository.js';
import { saleLotRepository } from './orders/sale-lot.repository.js';
import { createBuyNowService, createPriceChangesService } from './buy-now/index.js';
import { priceChangesRepository } from './buy-now/price-changes.repository.js';
import { createOffersService } from './offers/index.js';
import { offersRepository } from './offers/offers.repository.js';
import { createCartService } from './cart/index.js';
import { cartRepository } from './cart/cart.repository.js';
import { createDisputesMails, createDisputesService } from './disputes/index.js';
import { disputesRepository } from './disputes/disputes.repository.js';
import { assertWithinSpendCap } from './account/index.js';
import { audit } from './audit/index.js';
import { createSandboxProvider } from '../platform/payments/sandbox-provider.js';

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
  const bidding = createBiddingService(db, biddingSettings, realtime, events);
  // The transactions cluster: orders below buy now, offers, cart, disputes and closing.
  const transactionSettings = createTransactionSettings(db);
  const ordersMails = createOrdersMails({
    invoice: (id) => orders.invoice(id),
    recipient: (userId) => ordersRepository.recipient(db, userId),
    notifier,
    logger,
  });
  const orders = createOrdersService({
    db,
    repo: ordersRepository,
    saleLots: saleLotRepository,
    settings: transactionSettings.read,
    events,
    audit,
    onPaid: ordersMails.receipt,
    onCancelled: ordersMails.invoiceCancelled,
  });
  const disputesMails = createDisputesMails({ notifier, operatorEmail: config.OPERATOR_EMAIL });
  const transactions = {
    transactionSettings,
    orders,
    buyNow: createBuyNowService({ db, orders, settings: transactionSettings.read, assertWithinSpendCap, realtime, events }),
    priceChanges: createPriceChangesService({ db, repo: priceChangesRepository, orders, audit, realtime, events }),
    offers: createOffersService({ db, repo: offersRepository, orders, settings: transactionSettings.read, assertWithinSpendCap, audit, realtime, events }),
    cart: createCartService({
      db,
      repo: cartRepository,
      orders,
      settings: transactionSettings.read,
      provider: createSandboxProvider(),
      events,
      onPaid: ordersMails.receipt,
    }),
    disputes: createDisputesService({
      db,
      repo: disputesRepository,
      orders,
      settings: transactionSettings.read,
      audit,
      events,
      onOpened: disputesMails.opened,
      onAnswered: disputesMails.answered,
    }),
  };
  return {
    events,
    ...transactions,
    bidding,
    bulkBids: createBulkBidsService(db, biddingSettings, bidding, files),
    closing: createClosingService(db, realtime, logger, events, orders),
    lots: createLotsService(db, biddingSettings, orders, transactionSettings.read),
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
    marketSettings: createMarketSettingsService({ db, bidding: biddingSettings, transactionSettings }),
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
