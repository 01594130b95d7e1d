import { links, paths } from '../../../paths';

export interface NavItem {
  id: string;
  to: string;
  labelKey: string;
  /** Shown to buyers only (spec 1 §2). */
  buyerOnly?: boolean;
}

/** The header's links, in order; desktop bar and mobile drawer share them. */
export const navItems: readonly NavItem[] = [
  { id: 'my-auctions', to: links.dashboard(), labelKey: 'header.myAuctions', buyerOnly: true },
  { id: 'watchlist', to: links.dashboard('watchlist'), labelKey: 'header.watchlist', buyerOnly: true },
  { id: 'buy-from-us', to: paths.search, labelKey: 'header.buyFromUs' },
  { id: 'closed-auctions', to: links.recent('completed'), labelKey: 'header.closedAuctions' },
  { id: 'about', to: paths.about, labelKey: 'header.about' },
  { id: 'how-to', to: paths.howTo, labelKey: 'header.howTo' },
  { id: 'contact', to: paths.support, labelKey: 'header.contact' },
];

export const visibleNavItems = (isBuyer: boolean) => navItems.filter((i) => !i.buyerOnly || isBuyer);
