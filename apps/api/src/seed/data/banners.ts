import bannerJson from './banners.json' with { type: 'json' };
import type { DeviceKind } from './products.js';
import type { CategoryKey } from './reference.js';

/** Landing and search banners. `target` is a category (linked as /search?category=<id>) or a path. */
export const bannerData = bannerJson as readonly {
  id: number;
  image: string;
  title: string;
  subtitle: string;
  target: { category: CategoryKey } | { path: string };
  from: string;
  to: string;
  device: DeviceKind;
}[];
