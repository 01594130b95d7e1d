import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { User } from '@gavel/contract';
import { PasswordField } from '../../../components/ui/password-field';
import { errorText } from '../../../lib/api-error';
import { loginFieldErrors, useLogin } from '../api/login';
import { loginOutcome } from './login-result';

interface Props {
  forgotPasswordPath: string;
  onSignedIn(token: string, user: User, remember: boolean): void;
  onFinishRegistration(link: string): void;
}

const fieldMessage = { empty: 'auth.enterEmail', format: 'auth.invalidFormat' } as const;

/** Email, password (show/hide), remember me; the answer is handled by returnval. */
export function LoginForm({ forgotPasswordPath, onSignedIn, onFinishRegistration }: Props) {
  const { t } = useTranslation();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<ReturnType<typeof loginFieldErrors>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const found = loginFieldErrors({ email, password });
    setErrors(found);
    if (found.email || found.password) return;
    login.mutate(
      { username: email.trim(), password, remember },
      {
        onSuccess: (r) => {
          const outcome = loginOutcome(r);
          if (outcome.kind === 'signedIn') onSignedIn(outcome.token, outcome.user, remember);
          else if (outcome.kind === 'finishRegistration') onFinishRegistration(outcome.link);
          else setAlert(t(outcome.messageKey, { defaultValue: outcome.fallback }));
        },
        onError: (err) => setAlert(errorText(t, err)),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="login-form" sx={{ display: 'grid', gap: 2 }}>
      {alert && (
        <Alert severity="error" data-testid="login-error">
          {alert}
        </Alert>
      )}
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        autoFocus
        fullWidth
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={!!errors.email}
        helperText={errors.email ? t(fieldMessage[errors.email]) : undefined}
        slotProps={{ htmlInput: { 'data-testid': 'login-email' } }}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="current-password"
        fullWidth
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={!!errors.password}
        helperText={errors.password ? t('auth.enterPassword') : undefined}
        slotProps={{ htmlInput: { 'data-testid': 'login-password' } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <FormControlLabel
          control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} slotProps={{ input: { 'data-testid': 'login-remember' } as object }} />}
          label={t('auth.rememberMe')}
        />
        <Link component={RouterLink} to={forgotPasswordPath} data-testid="forgot-password-link">
          {t('auth.forgotPassword')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={login.isPending} data-testid="login-submit">
        {login.isPending ? t('auth.submitting') : t('auth.submit')}
      </Button>
    </Box>
  );
}
