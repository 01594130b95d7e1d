import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { search, type ReferenceData, type SearchFacets } from '@gavel/contract';
import { useCatalogNames } from '../../../lib/catalog';
import type { ListGroup, SearchState } from '@gavel/contract/search-url';

export interface FilterOption {
  id: number;
  label: string;
  /** Lots the search would show with this choice; undefined while counts load. */
  count: number | undefined;
  selected: boolean;
  /** The grade's description, shown as a tooltip. */
  description?: string;
}

/** Listing formats in the order buyers look for them: live, buy now, sealed, line item, price lock. */
const formatOrder = [3, 1, 0, 4, 5] as const;

/**
 * The choices of every filter group, named in the interface language, with the
 * facet counts of the current search. Dead ends (0 lots and not chosen) are hidden.
 */
export function useFilterOptions(state: SearchState, facets: SearchFacets | undefined, ref: ReferenceData | undefined) {
  const { t } = useTranslation();
  const names = useCatalogNames();
  return useMemo(() => {
    const build = (group: ListGroup, items: { id: number; label: string; description?: string }[]): FilterOption[] => {
      const counts = facets ? new Map(facets[group].map((f) => [f.id, f.count])) : null;
      return items
        .map((i) => ({ ...i, count: counts ? (counts.get(i.id) ?? 0) : undefined, selected: state[group].includes(i.id) }))
        .filter((o) => o.selected || o.count === undefined || o.count > 0);
    };
    const categories = ref?.categories ?? [];
    const chosen = state.category.length ? categories.filter((c) => state.category.includes(c.id)) : categories;
    const brands = new Map<number, string>();
    for (const c of chosen) for (const b of c.brands) brands.set(b.id, b.name);
    for (const c of categories) for (const b of c.brands) if (state.sub_category.includes(b.id)) brands.set(b.id, b.name);

    return {
      category: build('category', categories.map((c) => ({ id: c.id, label: names.categoryName(c) }))),
      sub_category: build(
        'sub_category',
        [...brands].map(([id, name]) => ({ id, label: name })).sort((a, b) => a.label.localeCompare(b.label)),
      ),
      condition: build(
        'condition',
        (ref?.conditions ?? []).map((c) => ({ id: c.id, label: names.conditionName(c), description: names.conditionDescription(c) })),
      ),
      listfmt: build('listfmt', formatOrder.map((code) => ({ id: code, label: t(`listingFormat.${search.listfmtNames[code]}`) }))),
      lottype: build('lottype', [
        { id: 1, label: t('lotSize.small') },
        { id: 0, label: t('lotSize.large') },
      ]),
      reglist: build('reglist', (ref?.regions ?? []).map((r) => ({ id: r.id, label: names.regionName(r) }))),
    } satisfies Record<ListGroup, FilterOption[]>;
  }, [state, facets, ref, t, names]);
}
