import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { errorText, fieldErrorText, isApiError } from '../../../lib/api-error';
import { useToast } from '../../../components/ui/toast-context';
import type { MyAccount } from '../api/get-my-account';
import { useChangeContact } from '../api/change-contact';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useVerifyPhoneCode } from '../api/verify-phone-code';
import { useVerifyEmail } from '../api/verify-email';

function Verified({ ok, testId }: { ok: boolean; testId: string }) {
  const { t } = useTranslation();
  return <Chip size="small" color={ok ? 'success' : 'default'} variant={ok ? 'filled' : 'outlined'} label={ok ? t('account.verified') : t('account.notVerified')} data-testid={testId} data-verified={ok} />;
}

/** A value with an inline edit (phone, landline): POST dashboard/change_user_{type}. */
function InlineEdit({ type, value }: { type: 'phone' | 'landline'; value: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const change = useChangeContact();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const label = t(`account.${type}`);
  if (!editing) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography data-testid={`account-${type}`}>{value || '—'}</Typography>
        <Button size="small" onClick={() => { setDraft(value); setEditing(true); }} aria-label={`${t('account.edit')} ${label}`}>
          {t('account.edit')}
        </Button>
      </Stack>
    );
  }
  return (
    <Box
      component="form"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate(
          { type, p_val: draft },
          {
            onSuccess: () => { setEditing(false); setError(null); toast.success(t('account.saved')); },
            onError: (err) => setError(fieldErrorText(t, err, 'p_val') ?? (isApiError(err) && err.code === 'VALIDATION_FAILED' ? t('account.invalidNumber') : errorText(t, err))),
          },
        );
      }}
    >
      <TextField size="small" label={label} value={draft} onChange={(e) => setDraft(e.target.value)} error={!!error} helperText={error ?? ' '} slotProps={{ htmlInput: { inputMode: 'tel' } }} />
      <Button type="submit" variant="contained" size="small" disabled={change.isPending}>{t('account.save')}</Button>
      <Button size="small" onClick={() => setEditing(false)}>{t('account.cancel')}</Button>
    </Box>
  );
}

function PhoneVerification() {
  const { t } = useTranslation();
  const toast = useToast();
  const send = useSendPhoneCode();
  const verify = useVerifyPhoneCode();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  if (!sent) {
    return (
      <Button size="small" data-testid="verify-phone" onClick={() => send.mutate(undefined, { onSuccess: () => setSent(true), onError: (e) => toast.error(errorText(t, e)) })}>
        {t('account.verifyPhone')}
      </Button>
    );
  }
  return (
    <Box component="form" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }} onSubmit={(e) => { e.preventDefault(); verify.mutate(code, { onSuccess: () => { setSent(false); toast.success(t('account.phoneVerified')); }, onError: (err) => toast.error(errorText(t, err)) }); }}>
      <TextField size="small" label={t('account.smsCode')} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8, 'data-testid': 'sms-code' } }} />
      <Button type="submit" variant="contained" size="small" data-testid="sms-code-submit">{t('account.confirm')}</Button>
    </Box>
  );
}

/** Username, email, phone and landline; what is verified. */
export function ContactSection({ user }: { user: MyAccount['users'] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const verifyEmail = useVerifyEmail();
  const row = (label: string, content: React.ReactNode) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 1, alignItems: 'center', py: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
      <Box>{content}</Box>
    </Box>
  );
  return (
    <Box>
      {row(t('account.username'), <Typography data-testid="account-username">{user.username}</Typography>)}
      {row(
        t('account.email'),
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>{user.email}</Typography>
          <Verified ok={user.email_verified} testId="email-verified" />
          {!user.email_verified && (
            <Button size="small" data-testid="verify-email" onClick={() => verifyEmail.mutate(undefined, { onSuccess: () => toast.success(t('account.emailSent')) })}>
              {t('account.verifyEmail')}
            </Button>
          )}
        </Stack>,
      )}
      {row(
        t('account.phone'),
        <Stack spacing={1}>
          <InlineEdit type="phone" value={user.phone} />
          {user.phone && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Verified ok={user.phone_verified} testId="phone-verified" />
              {!user.phone_verified && <PhoneVerification />}
            </Stack>
          )}
        </Stack>,
      )}
      {row(t('account.landline'), <InlineEdit type="landline" value={user.landline} />)}
    </Box>
  );
}
