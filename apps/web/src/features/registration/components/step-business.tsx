import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { z } from 'zod';
import { fieldMessages, registration } from '@gavel/contract';
import { errorText, isApiError } from '../../../lib/api-error';
import { uploadTaxDocument } from '../api/registration';
import { fieldText } from '../lib/field-text';
import { FormText } from './fields';
import { StepActions, type StepProps } from './step-actions';

const schema = registration.registrationSteps.business;
type Input = z.input<typeof schema>;
const rules = registration.taxDocumentRules;
const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** Step 3: tax exemption with its document, business and credit details, payment method, contacts. */
export function StepBusiness({ values, onNext, onBack }: StepProps) {
  const { t } = useTranslation();
  const form = useForm<Input, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { tax_exempt: 0, tax_exempt_doc: '', payment_method: 'wire', ...values } as Input,
  });
  const { register, control, formState, setValue, setError, clearErrors } = form;
  const taxExempt = useWatch({ control, name: 'tax_exempt' });
  const structure = useWatch({ control, name: 'business_structure' });
  const [file, setFile] = useState<{ name: string; url: string; isPdf: boolean } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [warning, setWarning] = useState(false);

  useEffect(
    () => () => {
      if (file) URL.revokeObjectURL(file.url);
    },
    [file],
  );

  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    const ext = extensionOf(picked.name);
    if (!(rules.extensions as readonly string[]).includes(ext)) {
      setError('tax_exempt_doc', { message: fieldMessages.fileType });
      return;
    }
    if (picked.size > rules.maxBytes) {
      setError('tax_exempt_doc', { message: fieldMessages.fileSize });
      return;
    }
    setUploading(true);
    try {
      const r = await uploadTaxDocument(picked);
      setValue('tax_exempt_doc', r.data.saved_file.name);
      clearErrors('tax_exempt_doc');
      setWarning(false);
      setFile({ name: picked.name, url: URL.createObjectURL(picked), isPdf: ext === 'pdf' });
    } catch (err) {
      setError('tax_exempt_doc', { message: isApiError(err) && err.fields.tax_exempt_doc ? err.fields.tax_exempt_doc : errorText(t, err) });
    } finally {
      setUploading(false);
    }
  };

  const removeFile = () => {
    setValue('tax_exempt_doc', '');
    setFile(null);
  };

  const submit = form.handleSubmit(
    () => onNext(form.getValues()),
    (errors) => {
      setWarning(!!errors.tax_exempt_doc && errors.tax_exempt_doc.message === fieldMessages.taxDocument);
      window.scrollTo({ top: 0 });
    },
  );
  const docError = formState.errors.tax_exempt_doc?.message;

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="reg-step-business">
      {warning && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="reg-tax-warning">
          {fieldText(t, fieldMessages.taxDocument)}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          control={control}
          name="tax_exempt"
          render={({ field }) => (
            <FormControl sx={{ gridColumn: '1 / -1' }}>
              <FormLabel>{t('access.reg.f.tax_exempt')}</FormLabel>
              <RadioGroup row value={String(field.value)} onChange={(e) => field.onChange(Number(e.target.value))}>
                <FormControlLabel
                  value="0"
                  control={<Radio slotProps={{ input: { 'data-testid': 'reg-tax-no' } as object }} />}
                  label={t('access.reg.no')}
                />
                <FormControlLabel
                  value="1"
                  control={<Radio slotProps={{ input: { 'data-testid': 'reg-tax-yes' } as object }} />}
                  label={t('access.reg.yes')}
                />
              </RadioGroup>
            </FormControl>
          )}
        />
        {taxExempt === 1 && (
          <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1 }}>
            {!file && (
              <Button component="label" variant="outlined" disabled={uploading} sx={{ justifySelf: 'start' }}>
                {t('access.reg.upload')}
                <input
                  hidden
                  type="file"
                  accept={rules.accept}
                  data-testid="reg-tax-file"
                  onChange={(e) => {
                    void pick(e.target.files?.[0]);
                    e.target.value = '';
                  }}
                />
              </Button>
            )}
            {file && (
              <Box sx={{ display: 'grid', gap: 1 }} data-testid="reg-tax-preview">
                <Typography>{file.name}</Typography>
                {file.isPdf && (
                  <Box
                    component="object"
                    data={file.url}
                    type="application/pdf"
                    aria-label={file.name}
                    sx={{ width: '100%', height: 240, border: 1, borderColor: 'divider' }}
                  />
                )}
                <Button color="error" onClick={removeFile} sx={{ justifySelf: 'start' }} data-testid="reg-tax-remove">
                  {t('access.reg.remove')}
                </Button>
              </Box>
            )}
            {docError && (
              <FormHelperText error data-testid="reg-tax-error">
                {fieldText(t, docError)}
              </FormHelperText>
            )}
          </Box>
        )}
        <FormText<Input> name="db_number" register={register} errors={formState.errors} label={t('access.reg.f.db_number')} type="number" />
        <FormText<Input>
          name="tax_number"
          register={register}
          errors={formState.errors}
          label={t('access.reg.f.tax_number')}
          type="number"
        />
        <FormText<Input>
          name="business_years"
          register={register}
          errors={formState.errors}
          label={t('access.reg.f.business_years')}
          type="number"
        />
        <Controller
          control={control}
          name="business_structure"
          render={({ field, fieldState }) => (
            <TextField
              select
              required
              fullWidth
              label={t('access.reg.f.business_structure')}
              value={field.value ?? ''}
              onChange={field.onChange}
              inputRef={field.ref}
              error={!!fieldState.error}
              helperText={fieldText(t, fieldState.error?.message)}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'reg-business_structure' } as object } }}
            >
              {registration.businessStructures.map((s) => (
                <MenuItem key={s} value={s} data-testid={`reg-structure-${s.replace(/\s/g, '-')}`}>
                  {t(`access.reg.structure.${s.replace(/\s/g, '')}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {structure === 'Other' && (
          <FormText<Input>
            name="other_business_structure"
            register={register}
            errors={formState.errors}
            label={t('access.reg.f.other_business_structure')}
            required
          />
        )}
        <Controller
          control={control}
          name="payment_method"
          render={({ field }) => (
            <FormControl sx={{ gridColumn: '1 / -1' }}>
              <FormLabel>{t('access.reg.f.payment_method')}</FormLabel>
              <RadioGroup row value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value)}>
                <FormControlLabel value="wire" control={<Radio />} label={t('access.reg.pay.wire')} />
                <FormControlLabel
                  value="credit_card"
                  control={<Radio />}
                  label={t('access.reg.pay.card', { fee: registration.registrationLimits.creditCardFeePercent })}
                />
              </RadioGroup>
            </FormControl>
          )}
        />
        {(['ap_name', 'ap_phone', 'ap_email', 'buyer_name', 'buyer_phone', 'buyer_email'] as const).map((name) => (
          <FormText<Input>
            key={name}
            name={name}
            register={register}
            errors={formState.errors}
            label={t(`access.reg.f.${name}`)}
            required
            type={name.endsWith('email') ? 'email' : name.endsWith('phone') ? 'tel' : 'text'}
          />
        ))}
      </Box>
      <StepActions isLast={false} busy={uploading} onBack={onBack && (() => onBack(form.getValues()))} />
    </Box>
  );
}
