import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** How long an answer counts as fresh unless a query says otherwise. */
export const FRESH_MS = 60_000;

/** Answers from the API are final; only network failures are worth a retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: FRESH_MS,
      refetchOnWindowFocus: false,
      retry: (count, error) => count < 2 && (!isApiError(error) || error.code === 'NETWORK'),
    },
    mutations: { retry: false },
  },
});

/**
 * Reads the queries under `queryKey` again now, for a change the server has just announced (a
 * socket event, a reconnect) or a mutation has just made (an email verified by the link that
 * opened the page). A plain invalidation is not enough while a query's first read is
 * still on its way: TanStack Query then only joins that read (it never cancels a fetch that has
 * no data yet), and that read may have left before the change, so the change was lost until the
 * next event (the bell stayed at 0 after a bid placed as the page loaded). So in-flight reads are
 * cancelled first, then the active queries read again.
 */
export async function refetchFresh(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey });
  await client.invalidateQueries({ queryKey });
}
