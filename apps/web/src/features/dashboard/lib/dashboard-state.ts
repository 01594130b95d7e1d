import {
  dashboardOrderByIds,
  dashboardPageSizeInitial,
  dashboardPageSizeOnTypeLoad,
  dashboardTypes,
  type DashboardFilterInput,
  type DashboardType,
} from '@gavel/contract';

/** The filter panel's groups (multi-valued). */
export interface DashboardFilters {
  category: number[];
  condition: number[];
  listfmt: number[];
  lottype: number[];
  reglist: number[];
}
export type FilterGroup = keyof DashboardFilters;

export interface DashboardState {
  type: DashboardType;
  filters: DashboardFilters;
  page: number;
  pageSize: number;
  view: 'grid' | 'list';
}

export const emptyFilters = (): DashboardFilters => ({ category: [], condition: [], listfmt: [], lottype: [], reglist: [] });

export const isDashboardType = (v: string | undefined): v is DashboardType => (dashboardTypes as readonly string[]).includes(v ?? '');

/** Before any type has loaded the page size is 45 (spec 2 §9). */
export const initialState = (): DashboardState => ({ type: 'active', filters: emptyFilters(), page: 1, pageSize: dashboardPageSizeInitial, view: 'grid' });

/** A type loads: its filters reset and the page size is 15 (spec 2 §4, §9). */
export const loadType = (s: DashboardState, type: DashboardType): DashboardState => ({
  ...s,
  type,
  filters: emptyFilters(),
  page: 1,
  pageSize: dashboardPageSizeOnTypeLoad,
});

/** A filter changed: back to page 1. */
export const toggleFilter = (s: DashboardState, group: FilterGroup, value: number): DashboardState => {
  const current = s.filters[group];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...s, filters: { ...s.filters, [group]: next }, page: 1 };
};
export const clearFilters = (s: DashboardState): DashboardState => ({ ...s, filters: emptyFilters(), page: 1 });

/** The page size changed: back to page 1. */
export const setPageSize = (s: DashboardState, pageSize: number): DashboardState => ({ ...s, pageSize, page: 1 });
export const setPage = (s: DashboardState, page: number): DashboardState => ({ ...s, page });

export const activeFilterCount = (f: DashboardFilters) => Object.values(f).reduce((n, v) => n + v.length, 0);

/** The state as the call's body (the spec's dashboard filter). */
export const toFilter = (s: DashboardState): DashboardFilterInput => ({
  ajax: 1,
  action: s.type,
  orderbyid: dashboardOrderByIds[s.type],
  sh_limit: s.pageSize,
  page: s.page,
  view: s.view,
  orderby: 1,
  ...s.filters,
});
