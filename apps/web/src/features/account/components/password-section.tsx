import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { account } from '@gavel/contract';
import { PasswordField } from '../../../components/ui/password-field';
import { useToast } from '../../../components/ui/toast-context';
import { errorText, fieldErrorTexts } from '../../../lib/api-error';
import { usePasswordCheck } from '../api/password-check';
import { useChangePassword } from '../api/change-password';

const M = account.passwordMessages;

/** Change password: the old one is checked on the server first (spec 2 §5), then the new one is set. */
export function PasswordSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const check = usePasswordCheck();
  const change = useChangePassword();
  const [v, setV] = useState({ old: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<{ old?: string; next?: string; confirm?: string }>({});
  const rule = (m: string) => t(`account.rule.${m}`, { defaultValue: m });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!v.old) next.old = rule('Required Field');
    if (!v.next) next.next = rule('Required Field');
    else if (v.next.length < 8) next.next = rule(M.min8);
    if (!v.confirm) next.confirm = rule('Required Field');
    else if (v.confirm !== v.next) next.confirm = rule(M.mismatch);
    if (!next.old) {
      const res = await check.mutateAsync(v.old).catch(() => null);
      if (!res || res.status === 2) next.old = rule(M.oldMismatch);
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    change.mutate(
      { old_password: v.old, new_password1: v.next, new_password2: v.confirm },
      {
        onSuccess: () => { setV({ old: '', next: '', confirm: '' }); toast.success(t('account.passwordChanged')); },
        onError: (err) => {
          // The server's field errors beside their fields, in the interface language.
          const server = fieldErrorTexts(t, err);
          const shown = { old: server.old_password, next: server.new_password1, confirm: server.new_password2 };
          if (shown.old || shown.next || shown.confirm) setErrors(shown);
          else toast.error(errorText(t, err));
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2, maxWidth: 420 }} data-testid="password-form">
      <PasswordField name="old_password" label={t('account.oldPassword')} autoComplete="current-password" value={v.old} onChange={(e) => setV({ ...v, old: e.target.value })} error={!!errors.old} helperText={errors.old ?? ' '} required />
      <PasswordField name="new_password1" label={t('account.newPassword')} autoComplete="new-password" value={v.next} onChange={(e) => setV({ ...v, next: e.target.value })} error={!!errors.next} helperText={errors.next ?? ' '} required />
      <PasswordField name="new_password2" label={t('account.confirmPassword')} autoComplete="new-password" value={v.confirm} onChange={(e) => setV({ ...v, confirm: e.target.value })} error={!!errors.confirm} helperText={errors.confirm ?? ' '} required />
      <Box>
        <Button type="submit" variant="contained" disabled={check.isPending || change.isPending}>{t('account.changePassword')}</Button>
      </Box>
    </Box>
  );
}
