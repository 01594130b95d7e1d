import { generatePath } from 'react-router';
import type { StaticPageKey } from '@gavel/contract';

/** Every route of the app, defined once (spec 1 §2, spec 2 §2). */
export const paths = {
  home: '/',
  login: '/login',
  autoLogin: '/auto_login/:email/:token',
  forgotPassword: '/forgot_password',
  resetPassword: '/reset_password/:token',
  unsubscribe: '/unsubscribe/:token',
  register: '/register/:token?',
  afterRegister: '/afterregister/:token',
  registerSeller: '/register_seller',
  search: '/search',
  recent: '/recent/:type',
  productView: '/product/view/:id',
  buyNow: '/product/buynow/:id',
  offer: '/product/offer/:id/:oid',
  dashboard: '/dashboard',
  dashboardType: '/dashboard/:type',
  message: '/message',
  myAccount: '/my_account',
  myPreferences: '/my_preferences',
  myGroups: '/my-groups',
  priceLock: '/price_lock',
  invoice: '/invoice/:id',
  cart: '/cart',
  support: '/support',
  sitemap: '/sitemap',
  about: '/about',
  howToBid: '/how-to-bid',
  howTo: '/how-to',
  privacy: '/privacy',
  privacyShield: '/privacy-shield',
  terms: '/terms',
  grading: '/grading',
  faq: '/faq',
} as const;

/** Static pages: route and the page key the API knows them by. */
export const staticPages: readonly { path: string; pageKey: StaticPageKey }[] = [
  { path: paths.about, pageKey: 'about' },
  { path: paths.howToBid, pageKey: 'how_to_bid' },
  { path: paths.howTo, pageKey: 'how_to' },
  { path: paths.privacy, pageKey: 'privacy' },
  { path: paths.privacyShield, pageKey: 'privacy_shield' },
  { path: paths.terms, pageKey: 'terms' },
  { path: paths.grading, pageKey: 'grading' },
  { path: paths.faq, pageKey: 'FAQ' },
];

export type DashboardType = 'active' | 'buy_now' | 'won' | 'lost' | 'watchlist';

/** Builders for paths with parameters. */
export const links = {
  register: (token?: string) => generatePath(paths.register, { token }),
  recent: (type: 'completed') => generatePath(paths.recent, { type }),
  productView: (id: number) => generatePath(paths.productView, { id: String(id) }),
  dashboard: (type?: DashboardType) => (type ? generatePath(paths.dashboardType, { type }) : paths.dashboard),
  invoice: (id: number) => generatePath(paths.invoice, { id: String(id) }),
  buyNow: (id: number) => generatePath(paths.buyNow, { id: String(id) }),
  offer: (id: number, oid: number) => generatePath(paths.offer, { id: String(id), oid: String(oid) }),
  search: (searchbar?: string) => (searchbar ? `${paths.search}?${new URLSearchParams({ searchbar })}` : paths.search),
  /** /search with filters, as the search screen keeps them in its URL (`{category: 3}` → `/search?category=3`). */
  searchWith: (filters: Record<string, string | number | readonly number[]>) => {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(filters)) query.set(k, Array.isArray(v) ? v.join(',') : String(v));
    const qs = query.toString();
    return qs ? `${paths.search}?${qs}` : paths.search;
  },
};
