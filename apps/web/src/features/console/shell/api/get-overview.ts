import { useQuery } from '@tanstack/react-query';
import { consoleOverview } from '@gavel/contract';
import { callApi } from '../../../../lib/api-client';

/** GET admin/overview: what waits for an operator (a seller: its own lots and offers). */
export const useConsoleOverview = () =>
  useQuery({
    queryKey: ['console', 'overview'],
    queryFn: async ({ signal }) => (await callApi(consoleOverview.getOverview, {}, { signal })).data,
  });
