import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { Language } from '@gavel/contract';
import { DialogFormActions } from '../../../../components/ui/dialog-form-actions';
import { useToast } from '../../../../components/ui/toast-context';
import { errorText, fieldErrorText, isApiError } from '../../../../lib/api-error';
import { useInviteBuyer } from '../api/accounts-api';
import { LanguageSelect } from './language-select';

type Field = 'email' | 'first_name' | 'last_name' | 'company_name';
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const namePattern = /^[\p{L} '.-]{1,20}$/u;

/** Invite a buyer (the existing invitation call): an invited account and an emailed link to finish registering. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const invite = useInviteBuyer();
  const [v, setV] = useState({ email: '', first_name: '', last_name: '', company_name: '' });
  const [language, setLanguage] = useState<Language>('English');
  const [shown, setShown] = useState(false);
  const problems: Partial<Record<Field, string>> = {};
  if (!emailPattern.test(v.email.trim())) problems.email = t('console.accounts.invite.badEmail');
  if (!namePattern.test(v.first_name.trim())) problems.first_name = t('console.accounts.invite.badName');
  if (!namePattern.test(v.last_name.trim())) problems.last_name = t('console.accounts.invite.badName');
  if (v.company_name.length > 100) problems.company_name = t('console.accounts.invite.tooLong');
  const serverField = isApiError(invite.error) ? invite.error.fields : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (Object.keys(problems).length) return;
    invite.mutate(
      { email: v.email.trim(), first_name: v.first_name.trim(), last_name: v.last_name.trim(), company_name: v.company_name.trim(), language },
      {
        onSuccess: () => {
          toast.success(t('console.accounts.invite.sent', { email: v.email.trim() }));
          onClose();
        },
      },
    );
  };
  const field = (k: Field, type = 'text') => {
    const problem = (shown && problems[k]) || (serverField[k] ? (fieldErrorText(t, invite.error, k) ?? t('console.accounts.invite.checkField')) : undefined);
    return (
      <TextField
        fullWidth
        id={`invite-${k}`}
        type={type}
        label={t(`console.accounts.invite.${k}`)}
        required={k !== 'company_name'}
        value={v[k]}
        onChange={(e) => setV({ ...v, [k]: e.target.value })}
        error={!!problem}
        helperText={problem || ' '}
        slotProps={{ htmlInput: { 'data-testid': `invite-${k}`, maxLength: k === 'company_name' ? 100 : 254 } }}
      />
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="invite-title" fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="invite-title">{t('console.accounts.invite.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('console.accounts.invite.text')}</DialogContentText>
          {invite.isError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {errorText(t, invite.error)}
            </Alert>
          )}
          {field('email', 'email')}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            {field('first_name')}
            {field('last_name')}
          </Box>
          {field('company_name')}
          <LanguageSelect label={t('console.accounts.language')} value={language} onChange={setLanguage} testId="invite-language" />
        </DialogContent>
        <DialogFormActions cancelLabel={t('console.accounts.cancel')} submitLabel={t('console.accounts.invite.submit')} onCancel={onClose} busy={invite.isPending} testId="invite" />
      </Box>
    </Dialog>
  );
}
