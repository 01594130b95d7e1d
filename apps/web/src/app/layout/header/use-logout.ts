import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { useToast } from '../../../components/ui/toast-context';
import { paths } from '../../../paths';

/**
 * Logout from a menu: go home, revoke the token, clear the session, say so.
 * Leaving first matters: on a protected page, clearing the token first would
 * make the route guard send the user to /login instead. `flushSync` commits the
 * new location at once; a navigation in a transition would still be pending
 * when the token clears.
 */
export function useLogout() {
  const { signOut } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(async () => {
    void navigate(paths.home, { flushSync: true });
    await signOut();
    toast.success(t('auth.loggedOut'));
  }, [signOut, toast, navigate, t]);
}
