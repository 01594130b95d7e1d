import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reports } from '@gavel/contract';
import { callApi } from '../../../../lib/api-client';

/** GET admin/reports/sold-prices: what lots of a category and condition (and model) sold for over 90 days, per unit. */
export const useSoldPriceHistory = (categoryId: number | null, conditionId: number | null, model: string) =>
  useQuery({
    queryKey: ['console', 'sold-prices', categoryId, conditionId, model] as const,
    queryFn: ({ signal }) =>
      callApi(
        reports.getSoldPriceHistory,
        { query: { category_id: categoryId!, condition_id: conditionId!, ...(model ? { model } : {}) } },
        { signal },
      ),
    select: (r) => r.data,
    enabled: categoryId !== null && conditionId !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
