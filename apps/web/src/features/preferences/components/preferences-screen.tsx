import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PageContainer } from '../../../components/ui/page-container';
import { useToast } from '../../../components/ui/toast-context';
import { errorText } from '../../../lib/api-error';
import { useCatalogNames, useReferenceData } from '../../../lib/catalog';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePreferences } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';

function PreferencesForm({ initial }: { initial: { interestinarray: number[]; interestinregionarray: number[] } }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { data: ref } = useReferenceData();
  const names = useCatalogNames();
  const update = useUpdatePreferences();
  const [cats, setCats] = useState(() => new Set(initial.interestinarray));
  const [regs, setRegs] = useState(() => new Set(initial.interestinregionarray));
  const [error, setError] = useState<string | null>(null);
  const flip = (set: Set<number>, update: (s: Set<number>) => void, id: number) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    update(next);
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (cats.size === 0) {
      setError(t('prefs.selectCategory'));
      return;
    }
    setError(null);
    update.mutate(
      { categories: [...cats], regions: [...regs] },
      { onSuccess: () => toast.success(t('prefs.updated')), onError: (err) => toast.error(errorText(t, err)) },
    );
  };
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="preferences-form">
      <Paper variant="outlined" component="fieldset" sx={{ p: 2, mb: 3, border: 1, borderColor: 'divider' }}>
        <Typography component="legend" variant="h6" sx={{ px: 1 }}>{t('prefs.categories')}</Typography>
        {error && <Alert severity="error" sx={{ mb: 1 }} role="alert">{error}</Alert>}
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
          {(ref?.categories ?? []).map((c) => (
            <FormControlLabel key={c.id} control={<Checkbox checked={cats.has(c.id)} onChange={() => flip(cats, setCats, c.id)} name="interestin" value={c.id} />} label={names.categoryName(c)} />
          ))}
        </FormGroup>
      </Paper>
      <Paper variant="outlined" component="fieldset" sx={{ p: 2, mb: 3, border: 1, borderColor: 'divider' }}>
        <Typography component="legend" variant="h6" sx={{ px: 1 }}>{t('prefs.regions')}</Typography>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
          {(ref?.regions ?? []).map((r) => (
            <FormControlLabel key={r.id} control={<Checkbox checked={regs.has(r.id)} onChange={() => flip(regs, setRegs, r.id)} name="interestinRegion" value={r.id} />} label={names.regionName(r)} />
          ))}
        </FormGroup>
      </Paper>
      <Button type="submit" variant="contained" disabled={update.isPending} data-testid="preferences-save">{t('prefs.save')}</Button>
    </Box>
  );
}

/**
 * /my_preferences: preferred categories (at least one) and regions. `children` shows below
 * the form once the preferences are read (the route passes the saved searches there; the
 * features stay apart).
 */
export function PreferencesScreen({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  const title = t('page.myPreferences');
  useDocumentTitle(title);
  const { data, isLoading } = usePreferences();
  return (
    <PageContainer title={title} testId="preferences-screen">
      <Typography sx={{ mb: 2 }}>{t('prefs.intro')}</Typography>
      {isLoading && <Typography>{t('common.loading')}</Typography>}
      {data && <PreferencesForm initial={data} />}
      {/* Below the form once it is drawn: the form arriving later would push it down under the buyer's finger. */}
      {!isLoading && children}
    </PageContainer>
  );
}
