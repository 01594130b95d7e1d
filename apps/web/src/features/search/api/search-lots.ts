import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { search, type SearchFilterInput } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { takeFirstPage } from './first-page';

/** POST auction/search: one page of lots, facet counts and the recently-closed section. */
export const searchLots = (body: SearchFilterInput, signal?: AbortSignal) => callApi(search.search, { body }, { signal });

/**
 * The viewer is part of the key: each record carries their own status and watch flag. A guest's
 * first page may come with the HTML (`takeFirstPage`); `guest` is false while a stored login is
 * still being read back, whose records the guest's answer does not describe.
 */
export const useSearchLots = (body: SearchFilterInput, viewerId: number | null, guest: boolean) =>
  useQuery({
    queryKey: ['search', viewerId ?? 0, body],
    queryFn: ({ signal }) => searchLots(body, signal),
    initialData: guest ? () => takeFirstPage(body) : undefined,
    // The embedded answer is as old as the HTML, and the cards join their lots' rooms only once the
    // app runs: it is drawn at once but stale, so the call still goes out in the background and
    // brings any bid placed in between (the first paint never waits for it).
    initialDataUpdatedAt: 0,
    // Keep the current cards on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
