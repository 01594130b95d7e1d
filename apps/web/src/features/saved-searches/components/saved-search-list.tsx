import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { notifications } from '@gavel/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast-context';
import { errorText } from '../../../lib/api-error';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches';

/**
 * The buyer's saved searches (My Preferences): name, the searched text, whether an email
 * goes out with the bell, and delete (after a confirm). Mounted by the preferences route.
 */
export function SavedSearchList() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const list = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [pending, setPending] = useState<notifications.SavedSearch | null>(null);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="saved-searches-title" sx={{ p: 2, mt: 3 }} data-testid="saved-searches">
      <Typography id="saved-searches-title" component="h2" variant="h6">{t('savedSearch.listTitle')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('savedSearch.listHelp')}</Typography>
      {list.isLoading && <Typography>{t('common.loading')}</Typography>}
      {list.data && list.data.length === 0 && <Typography data-testid="saved-searches-empty">{t('savedSearch.none')}</Typography>}
      {list.data && list.data.length > 0 && (
        <List disablePadding>
          {list.data.map((s) => {
            const text = typeof s.filters.searchbar === 'string' ? s.filters.searchbar : '';
            return (
              <ListItem key={s.id} divider disableGutters data-testid="saved-search" sx={{ flexWrap: 'wrap', gap: 1 }}
                secondaryAction={
                  <Button size="small" color="error" onClick={() => setPending(s)} aria-label={t('savedSearch.deleteNamed', { name: s.name })} data-testid="saved-search-delete">
                    {t('savedSearch.delete')}
                  </Button>
                }
              >
                <ListItemText
                  sx={{ pr: 10 }}
                  primary={s.name}
                  secondary={[text && t('savedSearch.text', { text }), t('savedSearch.since', { date: date(s.date_added) })].filter(Boolean).join(' · ')}
                />
                {s.email_alert && <Chip size="small" label={t('savedSearch.emailOn')} sx={{ mr: 10 }} />}
              </ListItem>
            );
          })}
        </List>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t('savedSearch.deleteTitle', { name: pending?.name ?? '' })}
        confirmLabel={t('savedSearch.delete')}
        cancelLabel={t('account.cancel')}
        busy={remove.isPending}
        testId="saved-search-confirm"
        onClose={() => setPending(null)}
        onConfirm={() =>
          pending &&
          remove.mutate(pending.id, {
            onSuccess: () => { setPending(null); toast.success(t('savedSearch.deleted')); },
            onError: (err) => { setPending(null); toast.error(errorText(t, err)); },
          })
        }
      />
    </Paper>
  );
}
