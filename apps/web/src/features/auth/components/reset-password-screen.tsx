import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { auth } from '@gavel/contract';
import { Loading } from '../../../components/ui/loading';
import { PasswordField } from '../../../components/ui/password-field';
import { useToast } from '../../../components/ui/toast-context';
import { errorText, fieldErrorTexts, isApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { useResetToken, useUpdatePassword } from '../api/password';
import { fieldText, schemaFieldErrors } from '../lib/field-text';
import { AuthCard } from './auth-card';

/** /reset_password/:token: the masked address, new password and its confirmation (spec 1 §2, §5, §8). */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('access.reset.title'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const decoded = useResetToken(token);
  const update = useUpdatePassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The spec's payload (spec 1 §7): the decoded token's emailency as email_encry, its user id, new_password1 = the confirmation.
    const body = {
      emailid: decoded.data?.data.emailid,
      email_encry: decoded.data?.data.emailency ?? token,
      userid: decoded.data?.data.user_id,
      password,
      new_password1: confirm,
    };
    const asForm = (f: Record<string, string>) => {
      const { new_password1, ...rest } = f;
      return new_password1 ? { ...rest, confirm_password: new_password1 } : rest;
    };
    const found = asForm(schemaFieldErrors(auth.updateUserPasswordUnauth.body, body));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(body, {
      onSuccess: () => {
        toast.success(t('access.reset.done'));
        void navigate(paths.login, { replace: true });
      },
      onError: (err) => {
        if (isApiError(err) && Object.keys(err.fields).length > 0) setErrors(asForm(fieldErrorTexts(t, err)));
      },
    });
  };

  return (
    <AuthCard title={t('access.reset.title')} testId="reset-password-page">
      {decoded.isPending && <Loading />}
      {decoded.isError && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="error" data-testid="reset-token-error">
            {errorText(t, decoded.error)}
          </Alert>
          <Link component={RouterLink} to={paths.forgotPassword} data-testid="reset-request-new">
            {t('access.reset.requestNew')}
          </Link>
        </Box>
      )}
      {decoded.isSuccess && (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="info" data-testid="reset-email">
            {t('access.reset.forAccount', { email: decoded.data.data.emailid })}
          </Alert>
          {update.isError && !(isApiError(update.error) && Object.keys(update.error.fields).length > 0) && (
            <Alert severity="error" data-testid="reset-error">
              {errorText(t, update.error)}
            </Alert>
          )}
          <PasswordField
            label={t('access.reset.newPassword')}
            autoComplete="new-password"
            autoFocus
            required
            fullWidth
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!errors.password}
            helperText={fieldText(t, errors.password)}
            slotProps={{ htmlInput: { 'data-testid': 'reset-password' } }}
          />
          <PasswordField
            label={t('access.reset.confirmPassword')}
            autoComplete="new-password"
            required
            fullWidth
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={!!errors.confirm_password}
            helperText={fieldText(t, errors.confirm_password)}
            slotProps={{ htmlInput: { 'data-testid': 'reset-confirm' } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={update.isPending} data-testid="reset-submit">
            {t('access.reset.submit')}
          </Button>
          <Link component={RouterLink} to={paths.login} sx={{ justifySelf: 'center' }}>
            {t('access.backToLogin')}
          </Link>
        </Box>
      )}
    </AuthCard>
  );
}
