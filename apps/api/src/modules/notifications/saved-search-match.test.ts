import { describe, expect, it } from 'vitest';
import { search } from '@gavel/contract';
import { lotMatchesSearch, type MatchableLot } from './saved-search-match.js';

const lot: MatchableLot = {
  title: 'Pallet of Dell laptops',
  manufacturer: 'Dell',
  modelNumber: 'Latitude 5400',
  description: 'Used, working',
  categoryId: 3,
  brandId: 7,
  conditionId: 2,
  regionId: 1,
  listingFormat: 'live',
  lotSize: 1,
  countryIds: [231],
};
const f = (input: Record<string, unknown>) => search.searchFilterSchema.parse(input);

describe('saved search matching', () => {
  it('matches an empty search and one whose every group contains the lot', () => {
    expect(lotMatchesSearch(lot, f({}))).toBe(true);
    expect(lotMatchesSearch(lot, f({ category: '3,4', listfmt: 'live', reglist: [1], lottype: 1, countrylist: '231', searchbar: 'dell LATITUDE' }))).toBe(true);
  });
  it('refuses a lot outside any group or without the text', () => {
    expect(lotMatchesSearch(lot, f({ category: '4' }))).toBe(false);
    expect(lotMatchesSearch(lot, f({ listfmt: 'buynow' }))).toBe(false);
    expect(lotMatchesSearch(lot, f({ sub_category: '8' }))).toBe(false);
    expect(lotMatchesSearch(lot, f({ countrylist: '5' }))).toBe(false);
    expect(lotMatchesSearch(lot, f({ searchbar: 'dell hp' }))).toBe(false);
    expect(lotMatchesSearch(lot, f({ type: 'completed' }))).toBe(false);
  });
});
