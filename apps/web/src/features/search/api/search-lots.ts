import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { search, type SearchFilterInput } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';

/** POST auction/search: one page of lots, facet counts and the recently-closed section. */
export const searchLots = (body: SearchFilterInput, signal?: AbortSignal) => callApi(search.search, { body }, { signal });

/** The viewer is part of the key: each record carries their own status and watch flag. */
export const useSearchLots = (body: SearchFilterInput, viewerId: number | null) =>
  useQuery({
    queryKey: ['search', viewerId ?? 0, body],
    queryFn: ({ signal }) => searchLots(body, signal),
    // Keep the current cards on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
