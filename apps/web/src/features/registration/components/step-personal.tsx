import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { z } from 'zod';
import { fieldMessages, languages, languageTags, registration } from '@gavel/contract';
import { paths } from '../../../paths';
import { checkEmailUnique } from '../api/registration';
import { fieldText } from '../lib/field-text';
import { FormText } from './fields';
import { StepActions, type StepProps } from './step-actions';

const schema = registration.registrationSteps.personal;
type Input = z.input<typeof schema>;

const textFields: { name: keyof Input; type?: 'email' | 'tel' | 'password'; optional?: boolean; autoComplete?: string }[] = [
  { name: 'first_name', autoComplete: 'given-name' },
  { name: 'last_name', autoComplete: 'family-name' },
  { name: 'username', autoComplete: 'nickname' },
  { name: 'company_name', autoComplete: 'organization' },
  { name: 'company_id' },
  { name: 'parent_company', optional: true },
  { name: 'business_type' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'landline', type: 'tel', optional: true },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'confirm_email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'password1', type: 'password', autoComplete: 'new-password' },
  { name: 'street_address', autoComplete: 'street-address' },
  { name: 'counntry', autoComplete: 'country-name' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'zip_code', autoComplete: 'postal-code' },
];

/** Step 0: personal, company and address details; the email is checked for uniqueness as it is typed. */
export function StepPersonal({ values, serverErrors, onNext, lockedEmail }: StepProps & { lockedEmail?: boolean }) {
  const { t, i18n } = useTranslation();
  const form = useForm<Input, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: values as Input,
    mode: 'onSubmit',
  });
  const { register, control, formState, setError, clearErrors } = form;
  const email = useWatch({ control, name: 'email' });
  const [takenEmail, setTakenEmail] = useState<string | null>(null);

  useEffect(() => {
    for (const [name, message] of Object.entries(serverErrors ?? {})) setError(name as keyof Input, { message }, { shouldFocus: true });
  }, [serverErrors, setError]);

  useEffect(() => {
    if (lockedEmail || typeof email !== 'string' || !registration.checkUnique.query.safeParse({ email }).success) return;
    const ctl = new AbortController();
    const timer = setTimeout(() => {
      checkEmailUnique(email.trim(), ctl.signal)
        .then((r) => {
          setTakenEmail(r.status ? null : email.trim().toLowerCase());
          if (!r.status) setError('email', { message: fieldMessages.emailUsed });
          else clearErrors('email');
        })
        .catch(() => undefined);
    }, 400);
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [email, lockedEmail, setError, clearErrors]);

  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const submit = form.handleSubmit(
    () => {
      if (
        !lockedEmail &&
        takenEmail !== null &&
        takenEmail ===
          String(form.getValues('email') ?? '')
            .trim()
            .toLowerCase()
      ) {
        setError('email', { message: fieldMessages.emailUsed }, { shouldFocus: true });
        return;
      }
      onNext(form.getValues());
    },
    () => window.scrollTo({ top: 0 }),
  );

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="reg-step-personal">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {textFields.map((f) => (
          <FormText<Input>
            key={f.name}
            name={f.name}
            register={register}
            errors={formState.errors}
            label={t(`access.reg.f.${f.name}`)}
            required={!f.optional}
            type={f.type}
            autoComplete={f.autoComplete}
            readOnly={lockedEmail && (f.name === 'email' || f.name === 'confirm_email')}
          />
        ))}
        <Controller
          control={control}
          name="language"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t('access.reg.f.language')}
              required
              fullWidth
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={!!fieldState.error}
              helperText={fieldText(t, fieldState.error?.message)}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'reg-language' } as object } }}
            >
              {languages.map((l) => (
                <MenuItem key={l} value={l} data-testid={`reg-language-${languageTags[l]}`}>
                  {names.of(languageTags[l]) ?? l}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
      <StepActions isLast={false} />
      <Link component={RouterLink} to={paths.login} sx={{ display: 'inline-block', mt: 2 }} data-testid="reg-back-to-login">
        {t('access.backToLogin')}
      </Link>
    </Box>
  );
}
