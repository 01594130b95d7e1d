import type { QueryFunctionContext } from '@tanstack/react-query';
import { callApi } from '../api-client';

// The shell's endpoints load on demand, so the first page's bundle carries no zod schema.
export const authApi = () => import('@gavel/contract/auth');

/**
 * The stored token read back into a user (getUserDetails): the session provider's query, also
 * started early by a route loader that needs to know the viewer (the lot page), so both share
 * one request.
 */
export const sessionQuery = (token: string | null) => ({
  queryKey: ['session', token] as const,
  queryFn: ({ signal }: QueryFunctionContext) => callApi(() => authApi().then((m) => m.getUserDetails), {}, { signal }),
  staleTime: Infinity,
});
