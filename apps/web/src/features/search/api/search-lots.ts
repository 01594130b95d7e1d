import { useCallback } from 'react';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { search, type SearchFilterInput } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { FRESH_MS } from '../../../lib/query-client';
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
    // app runs: it is drawn at once, and read again once the rooms are joined (`useReadAfterJoin`,
    // which an answer of time 0 always passes), so it brings any bid placed in between. Not at
    // mount as well: that read could leave before the rooms are joined and miss the same bid.
    // Any other answer is fresh as long as the app's others.
    initialDataUpdatedAt: 0,
    staleTime: (query) => (query.state.dataUpdatedAt === 0 ? Infinity : FRESH_MS),
    // Keep the current cards on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

/**
 * An answer read before its lots' rooms were joined may miss a bid placed in between: no event
 * reached this page for it. Called when the rooms are confirmed (`useLiveLots`' `onJoined`), this
 * reads the answer again unless it is younger than `JOIN_WINDOW_MS` — a fresh answer's cards join
 * their rooms within a round trip of drawing it, and reading every page twice would double search's
 * load; the answers this catches are the embedded first page (read at time 0) and a page drawn
 * again from the cache (Back), whose rooms were left in between.
 */
export const JOIN_WINDOW_MS = 1_000;
export function useReadAfterJoin(result: UseQueryResult): () => void {
  const { dataUpdatedAt, refetch } = result;
  return useCallback(() => {
    if (Date.now() - dataUpdatedAt > JOIN_WINDOW_MS) void refetch({ cancelRefetch: false });
  }, [dataUpdatedAt, refetch]);
}
