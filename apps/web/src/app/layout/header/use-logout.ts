import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { useToast } from '../../../components/ui/toast-context';
import { paths } from '../../../paths';

/**
 * Logout from a menu: go home, revoke the token, clear the session, say so.
 * Leaving first matters: on a protected page, clearing the token first would
 * make the route guard send the user to /login instead. The home route loads its
 * code and prefetches its data before the location changes (a data-router
 * navigation is pending until then), so the token is cleared only once the
 * navigation has completed.
 */
export function useLogout() {
  const { signOut } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(async () => {
    await navigate(paths.home, { flushSync: true });
    await signOut();
    toast.success(t('auth.loggedOut'));
  }, [signOut, toast, navigate, t]);
}
