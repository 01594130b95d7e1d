import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@gavel/contract';
import { callApi, onUnauthorized } from '../api-client';
import { isApiError } from '../api-error';
import { tokenStore } from '../storage';
import { connectSocket } from '../socket';
import { changeLanguage } from '../i18n/i18n';
import { storedLanguage } from '../i18n/languages';
import { SessionContext, type Session } from './session-context';
import { isBuyerUser, isSellerUser, isStaffUser } from './roles';

import { authApi, sessionQuery } from './session-query';

/**
 * Holds the login token and the current user. On page load a stored token is
 * read back with getUserDetails; a 401 (expired, revoked) clears it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => tokenStore.get());

  const details = useQuery({ ...sessionQuery(token), enabled: token !== null });

  const clear = useCallback(() => {
    tokenStore.clear();
    setToken(null);
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => {
    if (isApiError(details.error) && details.error.status === 401) clear();
  }, [details.error, clear]);
  useEffect(() => onUnauthorized(clear), [clear]);
  useEffect(() => {
    void connectSocket(token);
  }, [token]);

  const signIn = useCallback(
    (newToken: string, user: User, remember: boolean) => {
      tokenStore.set(newToken, remember);
      queryClient.setQueryData(sessionQuery(newToken).queryKey, { status: 'success' as const, data: user });
      setToken(newToken);
      if (!storedLanguage()) void changeLanguage(user.languageuser);
    },
    [queryClient],
  );

  const signOut = useCallback(
    async ({ revoke = true }: { revoke?: boolean } = {}) => {
      if (revoke && tokenStore.get()) await callApi(() => authApi().then((m) => m.logout)).catch(() => undefined);
      clear();
    },
    [clear],
  );

  const session = useMemo<Session>(() => {
    const user = token ? (details.data?.data ?? null) : null;
    const status = !token ? 'guest' : user ? 'authenticated' : 'loading';
    return { status, token, user, isBuyer: isBuyerUser(user), isStaff: isStaffUser(user), isSeller: isSellerUser(user), signIn, signOut };
  }, [token, details.data, signIn, signOut]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
