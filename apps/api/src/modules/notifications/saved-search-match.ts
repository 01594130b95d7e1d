import type { SearchFilter } from '@gavel/contract';
import { search } from '@gavel/contract';

/** What a new lot offers to saved-search matching. */
export interface MatchableLot {
  title: string;
  manufacturer: string;
  modelNumber: string;
  description: string;
  categoryId: number | null;
  brandId: number | null;
  conditionId: number | null;
  regionId: number | null;
  listingFormat: string;
  lotSize: number;
  countryIds: number[];
}

const has = (list: number[] | undefined, v: number | null) => !list?.length || (v !== null && list.includes(v));

/**
 * Whether a lot matches a saved search filter (the search call's fields): every non-empty
 * group must contain the lot's value; the text must appear (all words, any order, case
 * insensitive) in title, manufacturer, model or description. Closed-lot searches never match.
 */
export function lotMatchesSearch(lot: MatchableLot, f: Partial<SearchFilter>): boolean {
  if (f.type === 'completed') return false;
  const formats = [...(f.listfmt ?? []), ...(f.listfmtnew ?? [])];
  const formatCode = search.listfmtCodes[lot.listingFormat as keyof typeof search.listfmtCodes];
  if (formats.length && !formats.includes(formatCode)) return false;
  if (!has(f.category, lot.categoryId)) return false;
  if (!has(f.sub_category, lot.brandId)) return false;
  if (!has(f.condition, lot.conditionId)) return false;
  if (!has(f.reglist, lot.regionId)) return false;
  if (!has(f.lottype, lot.lotSize)) return false;
  if (f.countrylist?.length && !lot.countryIds.some((c) => f.countrylist!.includes(c))) return false;
  const text = (f.searchbar ?? '').trim().toLowerCase();
  if (text) {
    const hay = `${lot.title} ${lot.manufacturer} ${lot.modelNumber} ${lot.description}`.toLowerCase();
    if (!text.split(/\s+/).every((w) => hay.includes(w))) return false;
  }
  return true;
}
