import type { Config } from '../platform/config.js';
import type { Database, Db } from '../platform/db/client.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { Jobs } from '../platform/jobs/jobs.js';
import type { SmsProvider } from '../platform/sms/sms.js';
import { createNotificationsModule, type Notifier } from '../modules/notifications/index.js';
import type { Realtime } from '../platform/realtime/gateway.js';
// identity cluster: auth, admin, registration, console-accounts, account, notifications, messages.
// Each module's index.ts builds its services with its own repositories: none is handed out here.
import { createAuthModule } from '../modules/auth/index.js';
import { createAdminService, createMaintenanceService } from '../modules/admin/index.js';
import { BUYER_APPROVAL_KEY, createRegistrationModule } from '../modules/registration/index.js';
import { createConsoleAccountsModule } from '../modules/console-accounts/index.js';
import { createAccountModule } from '../modules/account/index.js';
import { settingsRepository } from '../platform/settings/settings.repository.js';
import { createBiddingModule, createBiddingSettings } from '../modules/bidding/index.js';
import { createBulkBidsService } from '../modules/bidding/index.js';
import { createClosingService } from '../modules/bidding/index.js';
import type { FileStore } from '../platform/files/file-store.js';
// The catalog cluster (catalogue, content, lots, search, console content and lots, audit).
import { createContentModule } from '../modules/content/index.js';
import { createNewsletterModule } from '../modules/newsletter/index.js';
import { createConsoleContentModule } from '../modules/console-content/index.js';
import { createConsoleOverviewModule } from '../modules/console-overview/index.js';
import { createReportsModule } from '../modules/reports/index.js';
import { createCatalogModule } from '../modules/catalog/index.js';
import { createLotsModule } from '../modules/lots/index.js';
import { createLineItemsModule } from '../modules/line-items/index.js';
import { createWatchlistModule } from '../modules/watchlist/index.js';
import { createSearchModule } from '../modules/search/index.js';
import { createDashboardModule } from '../modules/dashboard/index.js';
import { createManifestImportModule } from '../modules/manifest-import/index.js';
import { createConsoleLotsModule } from '../modules/console-lots/index.js';
import { audit, createAuditModule } from '../modules/audit/index.js';
import { createBuyerGroupsModule } from '../modules/buyer-groups/index.js';
import type { Logger } from '../platform/logger.js';
import { createEventBus } from '../platform/events/event-bus.js';
import { createMessagesModule } from '../modules/messages/index.js';
import { createLocalFileStore } from '../platform/files/file-store.js';
import path from 'node:path';
// The transactions cluster (orders, buy now and price changes, offers, cart, disputes).
import { createOrdersModule, createTransactionSettings } from '../modules/orders/index.js';
import { createBuyNowService, createPriceChangesModule } from '../modules/buy-now/index.js';
import { createOffersModule } from '../modules/offers/index.js';
import { createCartModule } from '../modules/cart/index.js';
import { createDisputesMails, createDisputesModule } from '../modules/disputes/index.js';
import { assertWithinSpendCap } from '../modules/account/index.js';
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
  // An open lot page's sold-price history refreshes when a comparable lot sells (issue 42 §4).
  const reports = createReportsModule({ db, events, realtime });
  const biddingSettings = createBiddingSettings(db);
  // Buyer groups and private lots (issue 42): below every path that lists or touches a lot.
  const buyerGroups = createBuyerGroupsModule({ db, audit, notifier, isSeller: (id) => catalogCluster.consoleLots.isSeller(id) });
  const bidding = createBiddingModule({
    db,
    storeKind: config.BID_STORE,
    settings: biddingSettings,
    realtime,
    events,
    assertWithinSpendCap,
    audit,
    isMember: buyerGroups.canViewIn,
  });
  // The transactions cluster: orders below buy now, offers, cart, disputes and closing.
  const transactionSettings = createTransactionSettings(db);
  const { orders, mails: ordersMails } = createOrdersModule({ db, settings: transactionSettings.read, events, audit, notifier, logger });
  const disputesMails = createDisputesMails({ notifier, operatorEmail: config.OPERATOR_EMAIL });
  const transactions = {
    transactionSettings,
    orders,
    buyNow: createBuyNowService({ db, orders, settings: transactionSettings.read, assertWithinSpendCap, realtime, events, visibleTo: buyerGroups.canViewIn }),
    priceChanges: createPriceChangesModule({ db, orders, audit, realtime, events }),
    offers: createOffersModule({ db, orders, settings: transactionSettings.read, assertWithinSpendCap, audit, realtime, events, visibleTo: buyerGroups.canViewIn }),
    cart: createCartModule({
      db,
      orders,
      settings: transactionSettings.read,
      provider: createSandboxProvider(),
      events,
      onPaid: ordersMails.receipt,
    }),
    disputes: createDisputesModule({
      db,
      orders,
      settings: transactionSettings.read,
      audit,
      events,
      onOpened: disputesMails.opened,
      onAnswered: disputesMails.answered,
    }),
  };
  // The catalog cluster.
  const content = createContentModule({ db });
  const catalogCluster = {
    catalog: createCatalogModule({ db }),
    content,
    newsletter: createNewsletterModule({ db, content, notifier }),
    lots: createLotsModule({
      db,
      settings: biddingSettings,
      content,
      orders,
      transactionSettings: transactionSettings.read,
    }),
    lineItems: createLineItemsModule({ db, settings: biddingSettings }),
    watchlist: createWatchlistModule({ db, realtime, events }),
    ...createSearchModule({ db, settings: biddingSettings, notifier, config }),
    dashboard: createDashboardModule({ db }),
    manifestImport: createManifestImportModule({ db, files, audit }),
    consoleLots: createConsoleLotsModule({ db, audit, files, events, realtime, logger, buyerGroups }),
    ...createConsoleContentModule({ db, audit, files, logger, bidding: biddingSettings, transactionSettings }),
    consoleOverview: createConsoleOverviewModule({ db }),
    reports,
    audit: createAuditModule({ db }),
  };
  // identity cluster: auth at the bottom (users, sessions, invitation and reset links),
  // registration above it, admin and the console's accounts above both.
  const { auth, passwordReset } = createAuthModule({ db, notifier, sockets: realtime });
  const registrations = createRegistrationModule({
    db,
    notifier,
    auth,
    content,
    audit,
    files,
    logger,
    buyerApproval: () => settingsRepository.get<{ required?: boolean }>(db, BUYER_APPROVAL_KEY),
  });
  const { registration } = registrations;
  const identity = {
    auth,
    passwordReset,
    ...registrations,
    admin: createAdminService({ db, auth, audit, realtime }),
    maintenance: createMaintenanceService({ db, settings: settingsRepository, audit }),
    consoleAccounts: createConsoleAccountsModule({
      db,
      auth,
      passwordReset,
      registration,
      audit,
      notifier,
    }),
    account: createAccountModule({ db, jobs, notifier, publicUrl: config.publicUrl, sockets: realtime }),
    // Message images live beside (never under) the public uploads folder: served only through an authorised route.
    messages: createMessagesModule({
      db,
      realtime,
      events,
      files: createLocalFileStore(path.join(path.dirname(files.root), 'private')),
    }),
    notifications: createNotificationsModule({
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

  return {
    ...identity,
    events,
    ...catalogCluster,
    ...transactions,
    bidding,
    buyerGroups,
    bulkBids: createBulkBidsService(db, biddingSettings, bidding, files),
    closing: createClosingService(db, realtime, logger, events, orders),
  };
}
export type Services = ReturnType<typeof createServices>;
