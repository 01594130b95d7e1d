import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { fieldMessages, sellers, sellerTypeLabels, sellerTypes } from '@gavel/contract';
import { errorText, fieldErrorTexts, isApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { AuthCard } from './auth-card';
import { fieldText, schemaFieldErrors } from '../lib/field-text';
import { useSellerRequest } from '../api/seller';

const fields = ['first_name', 'last_name', 'phone', 'email', 'companyname'] as const;
type Field = (typeof fields)[number];
const labelKey: Record<Field, string> = {
  first_name: 'access.seller.firstName',
  last_name: 'access.seller.lastName',
  phone: 'access.seller.phone',
  email: 'auth.email',
  companyname: 'access.seller.company',
};
const autoComplete: Record<Field, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  phone: 'tel',
  email: 'email',
  companyname: 'organization',
};

/** /register_seller: the seller request (spec 1 §2, §5). */
export function SellerRequestScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('access.seller.title'));
  const save = useSellerRequest();
  const [values, setValues] = useState<Record<Field | 'seller_type', string>>({
    first_name: '',
    last_name: '',
    phone: '',
    email: '',
    companyname: '',
    seller_type: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAlert(undefined);
    const found = schemaFieldErrors(sellers.registerSeller.body, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(sellers.registerSeller.body.parse(values), {
      onError: (err) => {
        if (isApiError(err) && err.code === 'EMAIL_TAKEN') setErrors({ email: fieldMessages.emailUsed });
        else if (isApiError(err) && Object.keys(err.fields).length > 0) setErrors(fieldErrorTexts(t, err));
        else setAlert(errorText(t, err));
      },
    });
  };

  if (save.isSuccess) {
    return (
      <AuthCard title={t('access.seller.title')} testId="seller-request-page" maxWidth={560}>
        <Alert severity="success" sx={{ mb: 3 }} data-testid="seller-request-done">
          {t('access.seller.done')}
        </Alert>
        <Button component={RouterLink} to={paths.login} variant="contained" fullWidth data-testid="seller-request-finish">
          {t('access.finish')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('access.seller.title')} subtitle={t('access.seller.subtitle')} testId="seller-request-page" maxWidth={560}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {alert && (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }} data-testid="seller-request-error">
            {alert}
          </Alert>
        )}
        {fields.map((name) => (
          <TextField
            key={name}
            label={t(labelKey[name])}
            type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
            autoComplete={autoComplete[name]}
            required
            fullWidth
            value={values[name]}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
            error={!!errors[name]}
            helperText={fieldText(t, errors[name])}
            sx={name === 'email' || name === 'companyname' ? { gridColumn: { sm: '1 / -1' } } : undefined}
            slotProps={{ htmlInput: { 'data-testid': `seller-${name}` } }}
          />
        ))}
        <TextField
          select
          label={t('access.seller.country')}
          required
          fullWidth
          value={values.seller_type}
          onChange={(e) => setValues((v) => ({ ...v, seller_type: e.target.value }))}
          error={!!errors.seller_type}
          helperText={fieldText(t, errors.seller_type)}
          sx={{ gridColumn: '1 / -1' }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'seller-seller_type' } as object } }}
        >
          {sellerTypes.map((type) => (
            <MenuItem key={type} value={type} data-testid={`seller-type-${type}`}>
              {t(`access.seller.type.${type}`, { defaultValue: sellerTypeLabels[type] })}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={save.isPending}
          sx={{ gridColumn: '1 / -1' }}
          data-testid="seller-submit"
        >
          {t('access.seller.submit')}
        </Button>
      </Box>
    </AuthCard>
  );
}
