import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { search } from '@gavel/contract';
import { useToast } from '../../../components/ui/toast-context';
import { errorText } from '../../../lib/api-error';
import { useSession } from '../../../lib/session/session-context';
import { useSaveSearch } from '../api/save-search';

/**
 * "Save this search": a button that opens a dialog to name the current search (filters and
 * text) and choose an email alert. New lots that match notify the buyer (bell, email if chosen).
 * Mount it on the search screen: `<SaveSearchButton filters={currentFilter} />`. Buyers only.
 */
export function SaveSearchButton({ filters }: { filters: search.SearchFilterInput }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { isBuyer } = useSession();
  const save = useSaveSearch();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!isBuyer) return null;
  const close = () => { setOpen(false); setError(null); };
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => { setName(filters.searchbar ?? ''); setOpen(true); }} data-testid="save-search">
        {t('savedSearch.save')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="save-search-title" fullWidth maxWidth="xs">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!name.trim()) {
              setError(t('account.rule.Required Field'));
              return;
            }
            save.mutate(
              { name: name.trim(), filters, email_alert: email },
              { onSuccess: () => { close(); toast.success(t('savedSearch.saved')); }, onError: (err) => setError(errorText(t, err)) },
            );
          }}
        >
          <DialogTitle id="save-search-title">{t('savedSearch.title')}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>{t('savedSearch.help')}</Typography>
            <TextField autoFocus fullWidth required label={t('savedSearch.name')} value={name} onChange={(e) => { setName(e.target.value); setError(null); }} error={!!error} helperText={error ?? ' '} slotProps={{ htmlInput: { maxLength: 60 } }} />
            <FormControlLabel control={<Checkbox checked={email} onChange={(e) => setEmail(e.target.checked)} />} label={t('savedSearch.emailAlert')} />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('account.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={save.isPending}>{t('savedSearch.confirm')}</Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
