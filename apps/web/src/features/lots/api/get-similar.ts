import { useQuery } from '@tanstack/react-query';
import { search } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

/** POST product/similar: open lots of the same category and condition, best match first; asked once `enabled`. */
export const useSimilarLots = (lotId: number, viewerId: number | null, enabled = true) =>
  useQuery({
    queryKey: ['lots', 'similar', lotId, viewerId ?? 0],
    queryFn: ({ signal }) => callApi(search.similar, { body: { id: lotId, limit: 8 } }, { signal }),
    select: (r) => r.records,
    enabled: enabled && lotId > 0,
    staleTime: 60_000,
  });
