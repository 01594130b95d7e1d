import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Loading } from '../../../components/ui/loading';
import { useToast } from '../../../components/ui/toast-context';
import { useSession } from '../../../lib/session/session-context';
import { paths } from '../../../paths';
import { login } from '../api/login';
import { loginOutcome } from './login-result';

/** /auto_login/:email/:token: signs in with the shared token, then /search; any refusal goes home (spec 1 §8). */
export function AutoLoginScreen() {
  const { t } = useTranslation();
  const { email = '', token = '' } = useParams();
  const { signIn } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    login({ username: email, autologin: 1, token, password: '', remember: false })
      .then((r) => {
        const outcome = loginOutcome(r);
        if (outcome.kind !== 'signedIn') throw new Error('refused');
        signIn(outcome.token, outcome.user, false);
        toast.success(t('auth.loggedIn'));
        void navigate(paths.search, { replace: true });
      })
      .catch(() => void navigate(paths.home, { replace: true }));
  }, [email, token, signIn, toast, t, navigate]);

  return <Loading />;
}
