import type { RouteObject } from 'react-router';
import { consolePaths } from './console-paths';

export interface ConsoleNav {
  /** i18n key of the nav label (console.json). */
  labelKey: string;
  /** Shown to seller accounts too (their own lots, offers, messages); otherwise staff only. */
  seller: boolean;
  /** The nav group it is listed under, in this order. */
  group: 'market' | 'people' | 'money' | 'site';
}

export interface ConsoleScreen {
  path: string;
  lazy: NonNullable<RouteObject['lazy']>;
  /** A nav entry for this screen (screens reached from another screen have none). */
  nav?: ConsoleNav;
}

/**
 * The operator console's screens (issue 10). Each area registers its screens here, lazily, so
 * a buyer's first page downloads none of the console: the layout and every screen are
 * separate chunks.
 */
export const consoleScreens: ConsoleScreen[] = [
  // Each area adds its screens below, e.g.
  // { path: consolePaths.lots, lazy: async () => ({ Component: (await import('./lots/components/lots-screen')).LotsScreen }), nav: { labelKey: 'console.nav.lots', seller: true, group: 'market' } },
  {
    path: consolePaths.pages,
    lazy: async () => ({ Component: (await import('./content/components/pages-screen')).PagesScreen }),
    nav: { labelKey: 'console.nav.pages', seller: false, group: 'site' },
  },
  {
    path: consolePaths.banners,
    lazy: async () => ({ Component: (await import('./content/components/banners-screen')).BannersScreen }),
    nav: { labelKey: 'console.nav.banners', seller: false, group: 'site' },
  },
  {
    path: consolePaths.phrases,
    lazy: async () => ({ Component: (await import('./content/components/phrases-screen')).PhrasesScreen }),
    nav: { labelKey: 'console.nav.phrases', seller: false, group: 'site' },
  },
  {
    path: consolePaths.settings,
    lazy: async () => ({ Component: (await import('./settings/components/settings-screen')).SettingsScreen }),
    nav: { labelKey: 'console.nav.settings', seller: false, group: 'site' },
  },
  {
    path: consolePaths.lots,
    lazy: async () => ({ Component: (await import('./lots/components/lots-screen')).LotsScreen }),
    nav: { labelKey: 'console.nav.lots', seller: true, group: 'market' },
  },
  { path: consolePaths.lotsBulk, lazy: async () => ({ Component: (await import('./lots/components/bulk-listing-screen')).BulkListingScreen }) },
  { path: consolePaths.lotNew, lazy: async () => ({ Component: (await import('./lots/components/lot-editor-screen')).LotEditorScreen }) },
  { path: consolePaths.lot, lazy: async () => ({ Component: (await import('./lots/components/lot-editor-screen')).LotEditorScreen }) },
  {
    path: consolePaths.offers,
    lazy: async () => ({ Component: (await import('./offers/components/offers-screen')).OffersScreen }),
    nav: { labelKey: 'console.nav.offers', seller: true, group: 'market' },
  },
  {
    path: consolePaths.buyerGroups,
    lazy: async () => ({ Component: (await import('./buyer-groups/components/buyer-groups-screen')).BuyerGroupsScreen }),
    nav: { labelKey: 'console.nav.buyerGroups', seller: true, group: 'people' },
  },
  {
    path: consolePaths.invoices,
    lazy: async () => ({ Component: (await import('./invoices/components/invoices-screen')).InvoicesScreen }),
    nav: { labelKey: 'console.nav.invoices', seller: false, group: 'money' },
  },
  {
    path: consolePaths.disputes,
    lazy: async () => ({ Component: (await import('./disputes/components/disputes-screen')).DisputesScreen }),
    nav: { labelKey: 'console.nav.disputes', seller: false, group: 'money' },
  },
  { path: consolePaths.lotBids, lazy: async () => ({ Component: (await import('./bids/components/bid-log-screen')).BidLogScreen }) },
  {
    path: consolePaths.lotManifest,
    lazy: async () => ({ Component: (await import('./manifest/components/manifest-import-screen')).ManifestImportScreen }),
  },
  {
    path: consolePaths.accounts,
    lazy: async () => ({ Component: (await import('./accounts/components/accounts-screen')).AccountsScreen }),
    nav: { labelKey: 'console.nav.accounts', seller: false, group: 'people' },
  },
  { path: consolePaths.account, lazy: async () => ({ Component: (await import('./accounts/components/account-screen')).AccountScreen }) },
  {
    path: consolePaths.sellerRequests,
    lazy: async () => ({ Component: (await import('./accounts/components/seller-requests-screen')).SellerRequestsScreen }),
    nav: { labelKey: 'console.nav.sellerRequests', seller: false, group: 'people' },
  },
  {
    path: consolePaths.audit,
    lazy: async () => ({ Component: (await import('./audit/components/audit-screen')).AuditScreen }),
    nav: { labelKey: 'console.nav.audit', seller: false, group: 'site' },
  },
  {
    path: consolePaths.reports,
    lazy: async () => ({ Component: (await import('./reports/components/reports-screen')).ReportsScreen }),
    nav: { labelKey: 'console.nav.reports', seller: true, group: 'money' },
  },
];
