import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { parseSearchState, toSearchParams, type SearchState } from '../lib/search-state';

/**
 * The search screen's state from its URL (/search?…, /recent/completed?…).
 * Every change is a new history entry, so Back restores the previous page.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const { type } = useParams();
  const completedRoute = type === 'completed';
  const state = useMemo(() => parseSearchState(params, completedRoute), [params, completedRoute]);
  const update = useCallback(
    (next: SearchState, options: { scroll?: boolean } = {}) => {
      setParams(toSearchParams(next, completedRoute));
      if (options.scroll) window.scrollTo({ top: 0 });
    },
    [setParams, completedRoute],
  );
  return { state, update, completedRoute };
}
