import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from './i18n/use-translation';
import type { Category, Condition } from '@gavel/contract';
import { callApi } from './api-client';

/**
 * Reference data (categories with brands, conditions, regions), read once and
 * shared by the nav bar, search, the site map and the dashboard.
 */
export const useReferenceData = () =>
  useQuery({
    queryKey: ['catalog', 'reference'],
    queryFn: ({ signal }) => callApi(() => import('@gavel/contract/catalog').then((m) => m.getDefault), {}, { signal }),
    select: (r) => r.data,
    staleTime: 10 * 60_000,
  });

/**
 * Names of categories, conditions (grades) and regions in the interface
 * language: `category.<key>`, the condition's and region's `language_var`;
 * the API's English name when the catalogue has no entry (an operator's new one).
 */
export function useCatalogNames() {
  const { t } = useTranslation();
  const categoryName = useCallback((c: Pick<Category, 'key' | 'name'>) => t(`category.${c.key}`, { defaultValue: c.name }), [t]);
  const conditionName = useCallback((c: Pick<Condition, 'language_var' | 'name'>) => t(c.language_var, { defaultValue: c.name }), [t]);
  const conditionDescription = useCallback(
    (c: Pick<Condition, 'language_var' | 'description'>) => t(`${c.language_var}.description`, { defaultValue: c.description }),
    [t],
  );
  const regionName = useCallback((r: { language_var: string; name: string }) => t(r.language_var, { defaultValue: r.name }), [t]);
  return useMemo(
    () => ({ categoryName, conditionName, conditionDescription, regionName }),
    [categoryName, conditionName, conditionDescription, regionName],
  );
}
