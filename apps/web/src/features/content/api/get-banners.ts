import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@gavel/contract';
import type { getBanners as getBannersEndpoint } from '@gavel/contract/content';
import { publicReads, readPublic } from '../../../lib/public-read';
import { queryClient } from '../../../lib/query-client';

// The landing page's only call, read without zod (lib/public-read.ts): the page loads neither zod nor the contract's schemas.
export const getBanners = (signal?: AbortSignal) => readPublic<ResponseOf<typeof getBannersEndpoint>>(publicReads.banners, {}, signal);

const bannersKey = ['content', 'banners'] as const;

/**
 * Starts reading the banners and loading the slider's code as soon as the router matches `/`
 * (its loader), side by side with the landing screen's own code: the first banner, the page's
 * largest picture, no longer waits for the screen to render first. Skipped when fresh in cache.
 */
export function prefetchLanding(): Promise<null> | null {
  const data = queryClient.prefetchQuery({ queryKey: bannersKey, queryFn: ({ signal }) => getBanners(signal), staleTime: 10_000 });
  const slider = import('../components/banner-slider');
  // On the first load the API's copy of the first screen is on display (`.fp`, see `main.tsx`):
  // it stays until the banners can replace it like for like, not with their empty slot — for 3 s
  // at most (a slow banners call then shows the slot, as on a visit from another page).
  if (document.querySelector('#root > .fp')) {
    const ready = Promise.all([data, slider]).then(() => null, () => null);
    return Promise.race([ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000))]);
  }
  return null;
}

/**
 * /search's loader: the banners (its largest picture on a phone) and the carousel's code start
 * loading as the router matches the route, beside the screen's own code. Never waited for: the
 * results do not wait for the banners.
 */
export function prefetchBanners(): null {
  void queryClient.prefetchQuery({ queryKey: bannersKey, queryFn: ({ signal }) => getBanners(signal), staleTime: 10_000 });
  void import('../components/banner-slider');
  return null;
}

export const useBanners = () =>
  useQuery({
    queryKey: bannersKey,
    queryFn: ({ signal }) => getBanners(signal),
    select: (r) => r.data,
    // Operators change banners in the console: refetched on each landing visit (shown from cache meanwhile).
    staleTime: 0,
  });
