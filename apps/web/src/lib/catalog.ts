import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useTranslation } from './i18n/use-translation';
import type { Category, Condition, ReferenceData } from '@gavel/contract';
import type { referenceDataSchema } from '@gavel/contract/catalog';
import { ApiError } from './api-error';
import { publicReads, readPublic } from './public-read';

/** The reference data as the API sends it (money in currency units), typed by the contract, not parsed. */
type ReferenceWire = { data: z.input<typeof referenceDataSchema> };

/**
 * One request for the reference data, as sent: the nav bar's categories and conditions read it
 * without zod (no money in them: decisions.md, "The nav bar's reference data"); `useReferenceData`
 * decodes the same answer with the contract's schema.
 */
const wireQuery = {
  queryKey: ['catalog', 'reference', 'wire'],
  queryFn: ({ signal }: { signal: AbortSignal }) => readPublic<ReferenceWire>(publicReads.referenceData, {}, signal),
  staleTime: 10 * 60_000,
} as const;

async function decodeReference(client: QueryClient): Promise<ReferenceData> {
  const [wire, { getDefault }] = await Promise.all([client.fetchQuery(wireQuery), import('@gavel/contract/catalog')]);
  // Parsing decodes: the bid increments arrive in currency units and leave here in cents.
  const parsed = getDefault.response.safeParse({ status: 'success', ...wire });
  if (!parsed.success) {
    console.error(`[api] ${getDefault.id}: response does not match the contract`, parsed.error.issues);
    throw new ApiError('INTERNAL', 'Unexpected response', 200);
  }
  return parsed.data.data;
}

/**
 * Reference data (categories with brands, conditions, regions, currencies, bid increments),
 * read once, decoded by the contract's schema: search, the site map, the dashboard, the lot editor.
 */
export const useReferenceData = () => {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['catalog', 'reference'],
    queryFn: () => decodeReference(client),
    staleTime: 10 * 60_000,
  });
};

/** The nav bar's menus: categories and conditions as the API sent them (text and ids only). */
export const useNavReference = () =>
  useQuery({
    ...wireQuery,
    select: (r): { categories: readonly Pick<Category, 'id' | 'key' | 'name'>[]; conditions: readonly Condition[] } => ({
      categories: r.data.categories,
      conditions: r.data.conditions,
    }),
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
