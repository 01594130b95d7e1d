import { useQuery } from '@tanstack/react-query';
import { content } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

export const getBanners = (signal?: AbortSignal) => callApi(content.getBanners, {}, { signal });

export const useBanners = () =>
  useQuery({
    queryKey: ['content', 'banners'],
    queryFn: ({ signal }) => getBanners(signal),
    select: (r) => r.data,
    // Operators change banners in the console: refetched on each landing visit (shown from cache meanwhile).
    staleTime: 0,
  });
