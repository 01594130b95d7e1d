import { useQuery } from '@tanstack/react-query';
import { search } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

/** GET sitemap (signed in) or sitemap_new (no token), as the spec's client does. */
export const useSitemap = (signedIn: boolean) =>
  useQuery({
    queryKey: ['content', 'sitemap', signedIn],
    queryFn: ({ signal }) => callApi(signedIn ? search.getSitemap : search.getSitemapGuest, {}, { signal }),
    select: (r) => r.data,
    staleTime: 10 * 60_000,
  });
