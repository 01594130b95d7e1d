import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ServerEventPayload } from '@gavel/contract';
import { useSession } from '../../lib/session/session-context';
import { useIdleTimeout } from '../../lib/session/use-idle-timeout';
import { useSocketEvent } from '../../lib/socket';
import { useToast } from '../../components/ui/toast-context';
import { paths } from '../../paths';

// Shown at most once per session: loaded only when needed.
const IdleDialog = lazy(() => import('./idle-dialog').then((m) => ({ default: m.IdleDialog })));

/**
 * Session rules that apply on every page: the idle timeout (spec 1 §4) and the
 * forced logout when an operator deactivates the account (`userDeactivate`).
 */
export function SessionWatchers() {
  const { t } = useTranslation();
  const { status, user, signOut } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [idle, setIdle] = useState(false);

  useIdleTimeout(status === 'authenticated', () => setIdle(true));

  const closeIdle = async () => {
    setIdle(false);
    await signOut();
    void navigate(paths.login);
  };

  const onDeactivate = useCallback(
    (p: ServerEventPayload<'userDeactivate'>) => {
      if (!user || p.user_id !== user.id) return;
      // The server has already revoked the token: clear locally only.
      void signOut({ revoke: false }).then(() => {
        toast.error(t('auth.deactivated'));
        void navigate(paths.login);
      });
    },
    [user, signOut, toast, t, navigate],
  );
  useSocketEvent('userDeactivate', onDeactivate);

  return idle ? (
    <Suspense fallback={null}>
      <IdleDialog onClose={() => void closeIdle()} />
    </Suspense>
  ) : null;
}
