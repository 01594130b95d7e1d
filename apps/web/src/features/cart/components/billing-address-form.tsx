import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { cart, type BillingAddress } from '@gavel/contract';
import { useToast } from '../../../components/ui/toast-context';
import { isApiError } from '../../../lib/api-error';
import { useSaveAddress } from '../api/save-address';

const fields = [
  { name: 'billing_firstname', label: 'cart.field.firstName', autoComplete: 'given-name' },
  { name: 'billing_lastname', label: 'cart.field.lastName', autoComplete: 'family-name' },
  { name: 'billing_companyname', label: 'cart.field.company', autoComplete: 'organization' },
  { name: 'billing_address', label: 'cart.field.address', autoComplete: 'street-address' },
  { name: 'billing_city', label: 'cart.field.city', autoComplete: 'address-level2' },
  { name: 'billing_state', label: 'cart.field.state', autoComplete: 'address-level1' },
  { name: 'billing_country', label: 'cart.field.country', autoComplete: 'country-name' },
  { name: 'billing_zipcode', label: 'cart.field.zip', autoComplete: 'postal-code' },
] as const satisfies readonly { name: keyof BillingAddress; label: string; autoComplete: string }[];

/** The contract's messages (spec 2 §5) → this screen's keys. */
const messageKeys: Record<string, string> = {
  'Required Field': 'cart.error.required',
  'Min 4 Characters': 'cart.error.zipMin',
  'Max 10 Characters': 'cart.error.zipMax',
  'Invalid zip code': 'cart.error.zipFormat',
};

const empty: BillingAddress = {
  billing_firstname: '',
  billing_lastname: '',
  billing_companyname: '',
  billing_address: '',
  billing_city: '',
  billing_state: '',
  billing_country: '',
  billing_zipcode: '',
};

/** The billing address (spec 2 §3, §5): shown as text once saved, with Edit; the contract's schema checks it. */
export function BillingAddressSection({ billing }: { billing: BillingAddress | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [editing, setEditing] = useState(billing === null);
  const save = useSaveAddress();
  const form = useForm<BillingAddress>({ resolver: zodResolver(cart.billingAddressSchema), defaultValues: billing ?? empty });
  const errors = form.formState.errors;

  if (!editing && billing) {
    return (
      <Box data-testid="billing-address">
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {`${billing.billing_firstname} ${billing.billing_lastname}`}
        </Typography>
        <Typography variant="body2">{billing.billing_companyname}</Typography>
        <Typography variant="body2">{billing.billing_address}</Typography>
        <Typography variant="body2">{`${billing.billing_city}, ${billing.billing_state} ${billing.billing_zipcode}`}</Typography>
        <Typography variant="body2">{billing.billing_country}</Typography>
        <Button
          onClick={() => {
            form.reset(billing);
            setEditing(true);
          }}
          sx={{ mt: 1, ml: -1 }}
          data-testid="billing-edit"
        >
          {t('cart.editAddress')}
        </Button>
      </Box>
    );
  }

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('cart.addressSaved'));
        setEditing(false);
      },
      onError: (err) =>
        toast.error(isApiError(err) && err.code === 'VALIDATION_FAILED' ? t('cart.error.checkFields') : t('common.somethingWrong')),
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} data-testid="billing-form">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fields.map((f) => {
          const message = errors[f.name]?.message;
          return (
            <TextField
              key={f.name}
              {...form.register(f.name)}
              label={t(f.label)}
              required
              fullWidth
              autoComplete={f.autoComplete}
              error={!!message}
              helperText={message ? t(messageKeys[message] ?? 'cart.error.invalid') : ' '}
              slotProps={{ htmlInput: { 'data-testid': `billing-${f.name}` } }}
            />
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button type="submit" variant="contained" disabled={save.isPending} data-testid="billing-save">
          {t('cart.saveAddress')}
        </Button>
        {billing && (
          <Button onClick={() => setEditing(false)} disabled={save.isPending}>
            {t('tx.cancel')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
