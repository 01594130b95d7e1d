import type { DeviceKind } from './products.js';
import type { CategoryKey } from './reference.js';

/** Landing and search banners. `target` is a category (linked as /search?category=<id>) or a path. */
export const bannerData: readonly {
  id: number;
  image: string;
  title: string;
  subtitle: string;
  target: { category: CategoryKey } | { path: string };
  from: string;
  to: string;
  device: DeviceKind;
}[] = [
  {
    id: 1,
    image: 'banner-1-laptops.svg',
    title: 'Pallets of refurbished laptops',
    subtitle: 'Dell, HP and Lenovo business laptops, graded and data-wiped',
    target: { category: 'laptops' },
    from: '#0b5cad',
    to: '#13294b',
    device: 'laptop',
  },
  {
    id: 2,
    image: 'banner-2-servers.svg',
    title: 'Data-centre servers by the lot',
    subtitle: 'PowerEdge, ProLiant and ThinkSystem, tested and ready to deploy',
    target: { category: 'servers' },
    from: '#1f2937',
    to: '#0f766e',
    device: 'server',
  },
  {
    id: 3,
    image: 'banner-3-monitors.svg',
    title: 'Monitors by the truckload',
    subtitle: '22 to 27 inch business displays from corporate refreshes',
    target: { category: 'monitors' },
    from: '#7c2d12',
    to: '#b45309',
    device: 'monitor',
  },
  {
    id: 4,
    image: 'banner-4-price-lock.svg',
    title: 'Price lock on full pallets',
    subtitle: 'Fixed prices, no bidding and no buyer’s premium',
    target: { path: '/price_lock' },
    from: '#4c1d95',
    to: '#be123c',
    device: 'desktop',
  },
];
