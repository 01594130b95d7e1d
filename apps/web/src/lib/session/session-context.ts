import { createContext, useContext } from 'react';
import type { User } from '@gavel/contract';

export interface Session {
  /** `loading` while a stored token is being read back into a user. */
  status: 'guest' | 'loading' | 'authenticated';
  token: string | null;
  user: User | null;
  /** A buyer who is not staff: sees buyer menus (dashboard, watchlist, messages). */
  isBuyer: boolean;
  /** admin or employee: sees "Admin Module" instead of the buyer menus. */
  isStaff: boolean;
  /** A seller account (not staff): opens the console for its own lots. */
  isSeller: boolean;
  signIn(token: string, user: User, remember: boolean): void;
  /** Ends the session; `revoke: false` skips the API call (token already revoked). */
  signOut(options?: { revoke?: boolean }): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
