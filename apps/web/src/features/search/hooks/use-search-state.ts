import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { parseSearchState, toSearchParams, type SearchState } from '@gavel/contract/search-url';

/** A new state, or how to derive it from the state the address holds at the moment of the change. */
export type SearchStateChange = SearchState | ((current: SearchState) => SearchState);

/**
 * The search screen's state from its URL (/search?…, /recent/completed?…).
 * Every change is a new history entry, so Back restores the previous page.
 *
 * A change given as a function is applied to the address as it is when the change happens
 * (window.location), not to the state of the render that created the handler: a handler kept
 * from an earlier render (a drawer's panel, a menu that closes after the click, two changes in
 * one tick) can never write back filters the buyer has cleared since (issue 41).
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const { type } = useParams();
  const completedRoute = type === 'completed';
  const state = useMemo(() => parseSearchState(params, completedRoute), [params, completedRoute]);
  const update = useCallback(
    (change: SearchStateChange, options: { scroll?: boolean } = {}) => {
      const next = typeof change === 'function' ? change(parseSearchState(new URLSearchParams(window.location.search), completedRoute)) : change;
      setParams(toSearchParams(next, completedRoute));
      if (options.scroll) window.scrollTo({ top: 0 });
    },
    [setParams, completedRoute],
  );
  return { state, update, completedRoute };
}
