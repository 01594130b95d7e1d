import { describe, expect, it } from 'vitest';
import { clearFilters, initialState, loadType, setPage, setPageSize, toFilter, toggleFilter } from './dashboard-state';

describe('dashboard state', () => {
  it('starts at 45 a page; a type loading resets filters, page 1 and 15 a page', () => {
    const s0 = initialState();
    expect(s0.pageSize).toBe(45);
    const dirty = setPage(toggleFilter(s0, 'category', 3), 4);
    const s1 = loadType(dirty, 'won');
    expect(s1).toMatchObject({ type: 'won', page: 1, pageSize: 15, filters: { category: [] } });
    expect(toFilter(s1)).toMatchObject({ action: 'won', orderbyid: 2, sh_limit: 15, page: 1 });
  });

  it('goes back to page 1 when a filter or the page size changes', () => {
    const s = setPage(loadType(initialState(), 'active'), 3);
    expect(toggleFilter(s, 'listfmt', 3)).toMatchObject({ page: 1, filters: { listfmt: [3] } });
    expect(toggleFilter(toggleFilter(s, 'listfmt', 3), 'listfmt', 3).filters.listfmt).toEqual([]);
    expect(setPageSize(s, 30)).toMatchObject({ page: 1, pageSize: 30 });
    expect(clearFilters(setPage(toggleFilter(s, 'reglist', 1), 2))).toMatchObject({ page: 1, filters: { reglist: [] } });
  });

  it('sends each type’s order-by id', () => {
    const ids = (['active', 'buy_now', 'won', 'lost', 'watchlist'] as const).map((t) => toFilter(loadType(initialState(), t)).orderbyid);
    expect(ids).toEqual([5, 3, 2, 4, 1]);
  });
});
