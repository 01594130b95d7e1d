import { describe, expect, it } from 'vitest';
import { searchFilterSchema } from './search.js';
import { clearFilters, hasFilters, parseSearchState, toSearchBody, toSearchParams, toggleValue } from './search-url.js';

const parse = (qs: string, completedRoute = false) => parseSearchState(new URLSearchParams(qs), completedRoute);

describe('search state in the URL', () => {
  it('reads the defaults from a plain /search', () => {
    const s = parse('');
    expect(s).toMatchObject({ sh_limit: 45, page: 1, orderby: null, view: 'grid', completed: false, category: [] });
    expect(toSearchParams(s).toString()).toBe('');
    expect(hasFilters(s)).toBe(false);
  });

  it('round-trips every filter, the sort, page size, pages and view', () => {
    const qs = 'searchbar=latitude&category=3%2C4&sub_category=2&condition=1&listfmt=3%2C5&lottype=1&reglist=3&orderby=2&sh_limit=15&page=3&pagecom=2&view=list&type=completed';
    const s = parse(qs);
    expect(s).toMatchObject({ category: [3, 4], listfmt: [3, 5], lottype: [1], orderby: 2, sh_limit: 15, page: 3, view: 'list', completed: true });
    expect(toSearchParams(s).toString()).toBe(qs);
  });

  it('drops bad values instead of failing', () => {
    const s = parse('category=3,x,3&listfmt=2&lottype=7&sh_limit=20&orderby=9&page=-1');
    expect(s).toMatchObject({ category: [3], listfmt: [], lottype: [], sh_limit: 45, orderby: null, page: 1 });
  });

  it('takes completed mode from /recent/completed without repeating it in the query', () => {
    const s = parse('', true);
    expect(s.completed).toBe(true);
    expect(toSearchParams(s, true).toString()).toBe('');
    expect(toSearchBody(s).type).toBe('completed');
  });

  it('goes back to page 1 when a filter changes, and Clear all keeps sort and view', () => {
    const s = parse('category=3&page=4&orderby=1&view=list');
    const toggled = toggleValue(s, 'condition', 2);
    expect(toggled).toMatchObject({ condition: [2], page: 1 });
    expect(toggleValue(toggled, 'condition', 2).condition).toEqual([]);
    expect(clearFilters(s)).toMatchObject({ category: [], orderby: 1, view: 'list', page: 1 });
  });

  it('builds one request body per URL, whatever the order or spelling of its query, which the call accepts', () => {
    // The API answers `/search`'s first page with the HTML for this body and the app compares its
    // own with it as JSON: two spellings of one page must give the same text.
    const a = toSearchBody(parse('category=4,3&listfmt=3&orderby=2&page=2'));
    const b = toSearchBody(parse('page=2&orderby=2&listfmt=3&category=4&category=3&view=grid'));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(toSearchBody(parse('')))).toBe('{"ajax":1,"sh_limit":45,"page":1,"pagecom":1,"category":[],"sub_category":[],"condition":[],"listfmt":[],"lottype":[],"reglist":[],"view":"grid"}');
    expect(searchFilterSchema.safeParse(a).success).toBe(true);
    expect(searchFilterSchema.safeParse(toSearchBody(parse('searchbar=%20dell%20&sh_limit=15&type=completed&view=list'))).success).toBe(true);
  });
});
