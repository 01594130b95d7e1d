import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { User } from '@gavel/contract';
import { LoginForm } from '../../features/auth/components/login-form';
import { SignupInviteDialog } from '../../features/auth/components/signup-invite-dialog';
import { useToast } from '../../components/ui/toast-context';
import { useSession } from '../../lib/session/session-context';
import { takeReturnTo } from '../../lib/session/return-to';
import { useDocumentTitle } from '../../lib/use-document-title';
import { links, paths } from '../../paths';

/** /login: after signing in, back to the page the visitor wanted, else /search. */
export function LoginScreen() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [inviteOpen, setInviteOpen] = useState(params.get('auth') === '1');
  useDocumentTitle(t('auth.loginTitle'));

  const onSignedIn = (token: string, user: User, remember: boolean) => {
    signIn(token, user, remember);
    toast.success(t('auth.loggedIn'));
    const from = (location.state as { from?: unknown } | null)?.from;
    void navigate(takeReturnTo(from) ?? paths.search, { replace: true });
  };

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }} data-testid="login-page">
        <Typography variant="h4" component="h1" gutterBottom data-testid="page-title">
          {t('auth.loginTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('auth.loginSubtitle')}
        </Typography>
        <LoginForm forgotPasswordPath={paths.forgotPassword} onSignedIn={onSignedIn} onFinishRegistration={(link) => void navigate(link)} />
        <Typography sx={{ mt: 3, textAlign: 'center' }}>
          {t('auth.noAccount')}{' '}
          <Link component={RouterLink} to={links.register()} data-testid="login-register-link">
            {t('auth.createAccount')}
          </Link>
        </Typography>
      </Paper>
      <SignupInviteDialog open={inviteOpen} onClose={() => setInviteOpen(false)} registerPath={links.register()} />
    </Box>
  );
}
