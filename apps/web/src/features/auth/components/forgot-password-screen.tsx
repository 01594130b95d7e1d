import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { auth } from '@gavel/contract';
import { errorText } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { useForgotPassword } from '../api/password';
import { fieldText, schemaFieldErrors } from '../lib/field-text';
import { AuthCard } from './auth-card';

/** /forgot_password: email, Send, back link (spec 1 §2). */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('access.forgot.title'));
  const send = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errors = schemaFieldErrors(auth.forgotPassword.body, { email });
    setError(errors.email);
    if (errors.email) return;
    send.mutate(email.trim());
  };

  return (
    <AuthCard title={t('access.forgot.title')} subtitle={t('access.forgot.subtitle')} testId="forgot-password-page">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {send.isSuccess && (
          <Alert severity="success" data-testid="forgot-password-sent">
            {t('access.forgot.sent')}
          </Alert>
        )}
        {send.isError && (
          <Alert severity="error" data-testid="forgot-password-error">
            {errorText(t, send.error)}
          </Alert>
        )}
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          autoFocus
          required
          fullWidth
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={!!error}
          helperText={fieldText(t, error)}
          slotProps={{ htmlInput: { 'data-testid': 'forgot-email' } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={send.isPending} data-testid="forgot-submit">
          {t('access.forgot.send')}
        </Button>
        <Link component={RouterLink} to={paths.login} sx={{ justifySelf: 'center' }} data-testid="back-to-login">
          {t('access.backToLogin')}
        </Link>
      </Box>
    </AuthCard>
  );
}
