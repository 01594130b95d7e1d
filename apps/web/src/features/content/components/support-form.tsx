import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { errorText, fieldErrorText, isApiError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useSession } from '../../../lib/session/session-context';
import { useToast } from '../../../components/ui/toast-context';
import { useSendSupportMessage } from '../api/customer-support';
import { supportErrors, supportFields, type SupportField, type SupportValues } from './support-rules';

const autoComplete: Partial<Record<SupportField, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  phone: 'tel',
};

/** The contact form (spec 2 §5 "Support form"); the first invalid field takes the focus. */
export function SupportForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useSession();
  const { language } = useLanguage();
  const send = useSendSupportMessage();
  const empty: SupportValues = { first_name: user?.first_name ?? '', last_name: user?.last_name ?? '', email: '', phone: '', subject: '', decription: '' };
  const [values, setValues] = useState<SupportValues>(empty);
  const [errors, setErrors] = useState<Partial<Record<SupportField, string>>>({});
  const [alert, setAlert] = useState<string>();
  const refs = useRef<Partial<Record<SupportField, HTMLInputElement | null>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAlert(undefined);
    const found = supportErrors(values);
    setErrors(found);
    const first = supportFields.find((f) => found[f]);
    if (first) return refs.current[first]?.focus();
    send.mutate(
      { ...values, language },
      {
        onSuccess: () => {
          toast.success(t('support.sent'));
          setValues({ ...empty, email: values.email });
        },
        onError: (err) => {
          if (isApiError(err) && Object.keys(err.fields).length > 0)
            setErrors(Object.fromEntries(Object.keys(err.fields).map((k) => [k, fieldErrorText(t, err, k)])) as Partial<Record<SupportField, string>>);
          else setAlert(errorText(t, err));
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="support-form" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {alert && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }} role="alert" data-testid="support-error">
          {alert}
        </Alert>
      )}
      {supportFields.map((name) => (
        <TextField
          key={name}
          name={name}
          label={t(name === 'decription' ? 'support.description' : `support.${camel(name)}`)}
          type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
          autoComplete={autoComplete[name]}
          required={name !== 'phone'}
          multiline={name === 'decription'}
          minRows={name === 'decription' ? 5 : undefined}
          fullWidth
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          error={!!errors[name]}
          helperText={errors[name] ? t(errors[name]!, { defaultValue: errors[name] }) : undefined}
          inputRef={(el: HTMLInputElement | null) => {
            refs.current[name] = el;
          }}
          slotProps={{ htmlInput: { 'data-testid': `support-${name}` }, formHelperText: { role: errors[name] ? 'alert' : undefined } as object }}
          sx={{ gridColumn: name === 'subject' || name === 'decription' ? '1 / -1' : undefined }}
        />
      ))}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" size="large" disabled={send.isPending} data-testid="support-send">
          {t('support.send')}
        </Button>
      </Box>
    </Box>
  );
}

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
