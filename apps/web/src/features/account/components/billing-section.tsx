import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { account } from '@gavel/contract';
import { useToast } from '../../../components/ui/toast-context';
import { errorText, fieldErrorTexts } from '../../../lib/api-error';
import type { MyAccount } from '../api/get-my-account';
import { useSaveBilling } from '../api/save-billing';

type Billing = MyAccount['users']['billing'];
const fields = ['billing_firstname', 'billing_lastname', 'billing_companyname', 'billing_address', 'billing_city', 'billing_state', 'billing_country', 'billing_zipcode'] as const;

/** The billing address: view, or edit with the rules of spec 2 §5 (the contract's schema). */
export function BillingSection({ billing }: { billing: Billing }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveBilling();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Billing>(billing);
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (!editing) {
    const empty = fields.every((f) => !billing[f]);
    return (
      <Box>
        {empty ? (
          <Typography color="text.secondary">{t('account.noBilling')}</Typography>
        ) : (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 0.5, m: 0 }} data-testid="billing-view">
            {fields.map((f) => (
              <Box key={f} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 600 }}>{t(`account.${f}`)}</Typography>
                <Typography component="dd" sx={{ m: 0 }}>{billing[f]}</Typography>
              </Box>
            ))}
          </Box>
        )}
        <Button sx={{ mt: 1 }} variant="outlined" onClick={() => { setDraft(billing); setErrors({}); setEditing(true); }}>
          {t('account.editBilling')}
        </Button>
      </Box>
    );
  }

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = account.accountBillingSchema.safeParse(draft);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => { setEditing(false); toast.success(t('account.saved')); },
      onError: (err) => {
        // The server's field errors beside their fields, in the interface language.
        const server = fieldErrorTexts(t, err);
        if (Object.keys(server).length > 0) setErrors(server);
        else toast.error(errorText(t, err));
      },
    });
  };
  const message = (m: string) => t(`account.rule.${m}`, { defaultValue: m });
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }} data-testid="billing-form">
      {fields.map((f) => (
        <TextField
          key={f}
          name={f}
          label={t(`account.${f}`)}
          value={draft[f]}
          required
          onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
          error={!!errors[f]}
          helperText={errors[f] ? message(errors[f]) : ' '}
          slotProps={{ htmlInput: f === 'billing_zipcode' ? { inputMode: 'numeric' } : {} }}
        />
      ))}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>{t('account.save')}</Button>
        <Button onClick={() => setEditing(false)}>{t('account.cancel')}</Button>
      </Box>
    </Box>
  );
}
