import { generatePath } from 'react-router';

/** Every route of the operator console (issue 10), under /admin. */
export const consolePaths = {
  home: '/admin',
  lots: '/admin/lots',
  lotNew: '/admin/lots/new',
  lotsBulk: '/admin/lots/bulk',
  lot: '/admin/lots/:id',
  lotManifest: '/admin/lots/:id/manifest',
  lotBids: '/admin/lots/:id/bids',
  accounts: '/admin/accounts',
  account: '/admin/accounts/:id',
  sellerRequests: '/admin/seller-requests',
  offers: '/admin/offers',
  invoices: '/admin/invoices',
  disputes: '/admin/disputes',
  pages: '/admin/pages',
  banners: '/admin/banners',
  phrases: '/admin/phrases',
  settings: '/admin/settings',
  audit: '/admin/audit',
  buyerGroups: '/admin/buyer-groups',
  reports: '/admin/reports',
} as const;

/** Builders for console paths with parameters. */
export const consoleLinks = {
  lot: (id: number) => generatePath(consolePaths.lot, { id: String(id) }),
  lotManifest: (id: number) => generatePath(consolePaths.lotManifest, { id: String(id) }),
  lotBids: (id: number) => generatePath(consolePaths.lotBids, { id: String(id) }),
  account: (id: number) => generatePath(consolePaths.account, { id: String(id) }),
};
