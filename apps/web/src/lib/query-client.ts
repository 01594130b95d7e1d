import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Answers from the API are final; only network failures are worth a retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => count < 2 && (!isApiError(error) || error.code === 'NETWORK'),
    },
    mutations: { retry: false },
  },
});
