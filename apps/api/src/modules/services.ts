import type { Config } from '../platform/config.js';
import type { Database, Db } from '../platform/db/client.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { Jobs } from '../platform/jobs/jobs.js';
import type { SmsProvider } from '../platform/sms/sms.js';
import { createNotificationsService, type Notifier } from './notifications/index.js';
import type { Realtime } from '../platform/realtime/gateway.js';
// identity cluster: auth, admin, registration, console-accounts, account, notifications, messages.
// The composition root alone hands repositories to their own module's services.
import { createAuthService, createPasswordResetService } from './auth/index.js';
import { authRepository } from './auth/auth.repository.js';
import { invitationsRepository } from './auth/invitations.repository.js';
import { loginThrottleRepository } from './auth/login-throttle.repository.js';
import { passwordResetRepository } from './auth/password-reset.repository.js';
import { createAdminService, createMaintenanceService } from './admin/index.js';
import {
  BUYER_APPROVAL_KEY,
  createInvitationsService,
  createRegistrationService,
  createSellerRequestsService,
  createTaxDocumentsService,
} from './registration/index.js';
import { registrationRepository } from './registration/registration.repository.js';
import { sellerRequestsRepository } from './registration/seller-requests.repository.js';
import { taxDocumentsRepository } from './registration/tax-documents.repository.js';
import { createConsoleAccountsService } from './console-accounts/index.js';
import { accountsRepository, sellerRequestsAdminRepository } from './console-accounts/console-accounts.repository.js';
import { createAccountService } from './account/index.js';
import { accountRepository } from './account/account.repository.js';
import { messagesRepository } from './messages/messages.repository.js';
import { notificationsRepository } from './notifications/notifications.repository.js';
import { settingsRepository } from '../platform/settings/settings.repository.js';
import { biddingRepositories, createBiddingService, createBidStore, createBiddingSettings } from './bidding/index.js';
import { createBulkBidsService } from './bidding/index.js';
import { createClosingService } from './bidding/index.js';
import type { FileStore } from '../platform/files/file-store.js';
// The catalog cluster (catalogue, content, lots, search, console content and lots, audit): its services and repositories.
import { createContentService } from './content/index.js';
import { contentRepository } from './content/content.repository.js';
import { createNewsletterService } from './newsletter/index.js';
import { newsletterRepository } from './newsletter/newsletter.repository.js';
import { createConsoleContentService, createMarketSettingsService } from './console-content/index.js';
import { consoleContentRepository } from './console-content/console-content.repository.js';
import { createConsoleOverviewService } from './console-overview/index.js';
import { createReportsService, watchSoldPrices } from './reports/index.js';
import { consoleOverviewRepository } from './console-overview/console-overview.repository.js';
import { reportsRepository } from './reports/reports.repository.js';
import { createCatalogService } from './catalog/index.js';
import { catalogRepository } from './catalog/catalog.repository.js';
import { createLotsService } from './lots/index.js';
import { lotsRepository } from './lots/lots.repository.js';
import { createLineItemsService } from './line-items/index.js';
import { lineItemsRepository } from './line-items/line-items.repository.js';
import { createWatchlistService } from './watchlist/index.js';
import { watchlistRepository } from './watchlist/watchlist.repository.js';
import { createSearchService, createSupportService } from './search/index.js';
import { searchRepository } from './search/search.repository.js';
import { createDashboardService } from './dashboard/index.js';
import { dashboardRepository } from './dashboard/dashboard.repository.js';
import { createManifestImportService } from './manifest-import/index.js';
import { manifestImportRepository } from './manifest-import/manifest-import.repository.js';
import { createConsoleLotsService } from './console-lots/index.js';
import { consoleLotsRepository } from './console-lots/console-lots.repository.js';
import { audit, createAuditService } from './audit/index.js';
import { auditRepository } from './audit/audit.repository.js';
import { createBuyerGroupsService } from './buyer-groups/index.js';
import { buyerGroupsRepository } from './buyer-groups/buyer-groups.repository.js';
import type { Logger } from '../platform/logger.js';
import { createEventBus } from '../platform/events/event-bus.js';
import { createMessagesService } from './messages/index.js';
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
  watchSoldPrices({ db, repo: reportsRepository, events, realtime });
  const biddingSettings = createBiddingSettings(db);
  // Buyer groups and private lots (issue 42): below every path that lists or touches a lot.
  const buyerGroups = createBuyerGroupsService({ db, repo: buyerGroupsRepository, audit, notifier, isSeller: (id) => catalogCluster.consoleLots.isSeller(id) });
  const bidding = createBiddingService({
    db,
    ...biddingRepositories,
    store: createBidStore(config.BID_STORE, db),
    settings: biddingSettings,
    realtime,
    events,
    assertWithinSpendCap,
    audit,
    isMember: buyerGroups.canViewIn,
  });
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
    buyNow: createBuyNowService({ db, orders, settings: transactionSettings.read, assertWithinSpendCap, realtime, events, visibleTo: buyerGroups.canViewIn }),
    priceChanges: createPriceChangesService({ db, repo: priceChangesRepository, orders, audit, realtime, events }),
    offers: createOffersService({ db, repo: offersRepository, orders, settings: transactionSettings.read, assertWithinSpendCap, audit, realtime, events, visibleTo: buyerGroups.canViewIn }),
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
  // The catalog cluster.
  const content = createContentService({ db, repo: contentRepository });
  const catalogCluster = {
    catalog: createCatalogService({ db, repo: catalogRepository }),
    content,
    newsletter: createNewsletterService({ db, repo: newsletterRepository, content, notifier }),
    lots: createLotsService({
      db,
      repo: lotsRepository,
      settings: biddingSettings,
      content,
      orders,
      transactionSettings: transactionSettings.read,
    }),
    lineItems: createLineItemsService({ db, repo: lineItemsRepository, settings: biddingSettings }),
    watchlist: createWatchlistService({ db, repo: watchlistRepository, realtime, events }),
    search: createSearchService({ db, repo: searchRepository, settings: biddingSettings }),
    support: createSupportService({ db, repo: searchRepository, notifier, config }),
    dashboard: createDashboardService({ db, repo: dashboardRepository }),
    manifestImport: createManifestImportService({ db, repo: manifestImportRepository, files, audit }),
    consoleLots: createConsoleLotsService({ db, repo: consoleLotsRepository, audit, files, events, realtime, logger, buyerGroups }),
    consoleContent: createConsoleContentService({ db, repo: consoleContentRepository, audit, files, logger }),
    marketSettings: createMarketSettingsService({ db, repo: consoleContentRepository, audit, bidding: biddingSettings, transactionSettings }),
    consoleOverview: createConsoleOverviewService({ db, repo: consoleOverviewRepository }),
    reports: createReportsService({ db, repo: reportsRepository }),
    audit: createAuditService({ db, repo: auditRepository }),
  };
  // identity cluster: auth at the bottom (users, sessions, invitation and reset links),
  // registration above it, admin and the console's accounts above both.
  const auth = createAuthService({ db, repo: authRepository, invitations: invitationsRepository, sockets: realtime });
  const passwordReset = createPasswordResetService({
    db,
    users: authRepository,
    resets: passwordResetRepository,
    invitations: invitationsRepository,
    throttle: loginThrottleRepository,
    notifier,
    sockets: realtime,
  });
  const registration = createRegistrationService({
    db,
    repo: registrationRepository,
    taxDocuments: taxDocumentsRepository,
    notifier,
    auth,
    content,
    buyerApproval: () => settingsRepository.get<{ required?: boolean }>(db, BUYER_APPROVAL_KEY),
  });
  const identity = {
    auth,
    passwordReset,
    registration,
    invitations: createInvitationsService({ db, repo: registrationRepository, auth, audit, notifier }),
    taxDocuments: createTaxDocumentsService({ db, repo: taxDocumentsRepository, files, logger }),
    sellerRequests: createSellerRequestsService({ db, registrations: registrationRepository, repo: sellerRequestsRepository, notifier }),
    admin: createAdminService({ db, auth, audit, realtime }),
    maintenance: createMaintenanceService({ db, settings: settingsRepository, audit }),
    consoleAccounts: createConsoleAccountsService({
      db,
      accounts: accountsRepository,
      sellerRequests: sellerRequestsAdminRepository,
      auth,
      passwordReset,
      registration,
      audit,
      notifier,
    }),
    account: createAccountService({ db, repo: accountRepository, jobs, notifier, publicUrl: config.publicUrl, sockets: realtime }),
    // Message images live beside (never under) the public uploads folder: served only through an authorised route.
    messages: createMessagesService({
      db,
      repo: messagesRepository,
      realtime,
      events,
      files: createLocalFileStore(path.join(path.dirname(files.root), 'private')),
    }),
    notifications: createNotificationsService({
      db,
      repo: notificationsRepository,
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
