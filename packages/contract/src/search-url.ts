import { defaultSearchPageSize, listfmtValues, searchPageSizes, searchSortCodes, type SearchFilterInput } from './search.js';

/**
 * The search screen's state, kept entirely in the URL (spec 1 §2): every
 * filter, the sort, the page size, both pages and the view. Defaults are left
 * out of the URL, so a plain /search stays plain; a bad value in a hand-edited
 * URL falls back to its default instead of breaking the page.
 *
 * Here, not in the web app, because the API builds the same request body from the same URL: it
 * answers `/search`'s first page with the HTML (`modules/seo`), and the web app takes that answer
 * for its first call only when its own body is the one the API answered.
 */
export const listGroups = ['category', 'sub_category', 'condition', 'listfmt', 'lottype', 'reglist'] as const;
export type ListGroup = (typeof listGroups)[number];

export interface SearchState {
  searchbar: string;
  category: number[];
  sub_category: number[];
  condition: number[];
  listfmt: number[];
  lottype: number[];
  reglist: number[];
  /** null: the server's default (price low to high, or best match with text). */
  orderby: number | null;
  sh_limit: number;
  page: number;
  pagecom: number;
  view: 'grid' | 'list';
  completed: boolean;
}

const allowedValues: Partial<Record<ListGroup, readonly number[]>> = { listfmt: listfmtValues, lottype: [0, 1] };

function readList(params: URLSearchParams, key: ListGroup): number[] {
  const out: number[] = [];
  for (const raw of params.getAll(key).flatMap((v) => v.split(','))) {
    const s = raw.trim();
    if (!/^\d{1,9}$/.test(s)) continue;
    const n = Number(s);
    const allowed = allowedValues[key];
    if (allowed && !allowed.includes(n)) continue;
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

function readInt(params: URLSearchParams, key: string, fallback: number, allowed?: readonly number[]): number {
  const s = params.get(key)?.trim() ?? '';
  if (!/^\d{1,5}$/.test(s)) return fallback;
  const n = Number(s);
  if (n < 1 || (allowed && !allowed.includes(n))) return fallback;
  return n;
}

export function parseSearchState(params: URLSearchParams, completedRoute = false): SearchState {
  const orderby = readInt(params, 'orderby', 0, searchSortCodes);
  return {
    searchbar: (params.get('searchbar') ?? '').trim().slice(0, 200),
    category: readList(params, 'category'),
    sub_category: readList(params, 'sub_category'),
    condition: readList(params, 'condition'),
    listfmt: readList(params, 'listfmt'),
    lottype: readList(params, 'lottype'),
    reglist: readList(params, 'reglist'),
    orderby: orderby || null,
    sh_limit: readInt(params, 'sh_limit', defaultSearchPageSize, searchPageSizes),
    page: readInt(params, 'page', 1),
    pagecom: readInt(params, 'pagecom', 1),
    view: params.get('view') === 'list' ? 'list' : 'grid',
    completed: completedRoute || params.get('type') === 'completed',
  };
}

/** The URL of a state (defaults omitted). On /recent/completed the route already says "completed". */
export function toSearchParams(state: SearchState, completedRoute = false): URLSearchParams {
  const p = new URLSearchParams();
  if (state.searchbar) p.set('searchbar', state.searchbar);
  for (const g of listGroups) if (state[g].length) p.set(g, state[g].join(','));
  if (state.orderby) p.set('orderby', String(state.orderby));
  if (state.sh_limit !== defaultSearchPageSize) p.set('sh_limit', String(state.sh_limit));
  if (state.page > 1) p.set('page', String(state.page));
  if (state.pagecom > 1) p.set('pagecom', String(state.pagecom));
  if (state.view === 'list') p.set('view', 'list');
  if (state.completed && !completedRoute) p.set('type', 'completed');
  return p;
}

/** The call's body (spec 1 §3 "Search filter"). */
export function toSearchBody(state: SearchState): SearchFilterInput {
  return {
    ajax: 1,
    sh_limit: state.sh_limit,
    orderby: state.orderby ?? undefined,
    searchbar: state.searchbar || undefined,
    page: state.page,
    pagecom: state.pagecom,
    category: state.category,
    sub_category: state.sub_category,
    condition: state.condition,
    listfmt: state.listfmt,
    lottype: state.lottype,
    reglist: state.reglist,
    view: state.view,
    type: state.completed ? 'completed' : undefined,
  };
}

/** Any filter chosen (text or a group)? The banner shows only without one (spec 1 §2). */
export const hasFilters = (s: SearchState) => !!s.searchbar || listGroups.some((g) => s[g].length > 0);

/** Toggles one value of a group; the pages go back to 1. */
export function toggleValue(state: SearchState, group: ListGroup, value: number): SearchState {
  const list = state[group].includes(value) ? state[group].filter((v) => v !== value) : [...state[group], value];
  return { ...state, [group]: list, page: 1, pagecom: 1 };
}

/** Clears the text and every group; sort, page size and view stay. */
export const clearFilters = (state: SearchState): SearchState => ({
  ...state,
  searchbar: '',
  ...Object.fromEntries(listGroups.map((g) => [g, []])),
  page: 1,
  pagecom: 1,
});
