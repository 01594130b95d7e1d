import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

// The landing page's only call: its endpoint (and zod) load on demand, so the page renders without them.
export const getBanners = (signal?: AbortSignal) =>
  callApi(() => import('@gavel/contract/content').then((m) => m.getBanners), {}, { signal });

const bannersKey = ['content', 'banners'] as const;

/**
 * Starts reading the banners and loading the slider's code as soon as the router matches `/`
 * (its loader), side by side with the landing screen's own code: the first banner, the page's
 * largest picture, no longer waits for the screen to render first. Skipped when fresh in cache.
 */
export function prefetchLanding(): null {
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
