import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LotBulkAction, LotBulkResult } from '@gavel/contract';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { errorKey } from '../../../../lib/api-error';
import { DialogFormActions } from '../../../../components/ui/dialog-form-actions';
import { useLotBulkAction } from '../api/bulk-api';
import { fromLocalInput, toLocalInput } from './lot-form';

const inHours = (h: number) => toLocalInput(new Date(Date.now() + h * 3_600_000));

/**
 * The action bar over the console's lot list (issue 42 §2): the selected lots are scheduled,
 * published, withdrawn or relisted together; each lot's result is listed after.
 */
export function LotBulkBar({ ids, onClear }: { ids: number[]; onClear: () => void }) {
  const { t } = useTranslation();
  const action = useLotBulkAction();
  const [dialog, setDialog] = useState<LotBulkAction | null>(null);
  const [results, setResults] = useState<LotBulkResult[] | null>(null);

  const run = (body: { action: LotBulkAction; date_added?: string; date_closed?: string; reason?: string }) =>
    action.mutate(
      { ...body, ids },
      {
        onSuccess: (data) => {
          setResults(data.results);
          setDialog(null);
          onClear();
        },
      },
    );

  const refused = results?.filter((r) => r.result !== 'DONE') ?? [];
  return (
    <>
      {ids.length > 0 && (
        <Paper
          variant="outlined"
          role="region"
          aria-label={t('console.bulk.barLabel')}
          data-testid="lots-bulk-bar"
          sx={{ p: 1.5, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', borderColor: 'primary.main' }}
        >
          <Typography sx={{ mr: 1, fontWeight: 500 }} aria-live="polite" data-testid="lots-bulk-count">
            {t('console.bulk.selected', { count: ids.length })}
          </Typography>
          <Button size="small" variant="contained" color="success" onClick={() => setDialog('publish')} data-testid="lots-bulk-publish">
            {t('console.lots.action.publish')}
          </Button>
          <Button size="small" variant="outlined" onClick={() => setDialog('schedule')} data-testid="lots-bulk-schedule">
            {t('console.lots.action.schedule')}
          </Button>
          <Button size="small" variant="outlined" onClick={() => setDialog('relist')} data-testid="lots-bulk-relist">
            {t('console.lots.action.relist')}
          </Button>
          <Button size="small" variant="outlined" color="error" onClick={() => setDialog('withdraw')} data-testid="lots-bulk-withdraw">
            {t('console.lots.action.withdraw')}
          </Button>
          <Button size="small" onClick={onClear} data-testid="lots-bulk-clear">
            {t('console.bulk.clear')}
          </Button>
        </Paper>
      )}
      {results && (
        <Alert severity={refused.length ? 'warning' : 'success'} onClose={() => setResults(null)} sx={{ mb: 2 }} data-testid="lots-bulk-result">
          <Typography>{t('console.bulk.done', { done: results.length - refused.length, total: results.length })}</Typography>
          {refused.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {refused.map((r) => (
                <li key={r.id}>
                  {t('console.bulk.refused', { id: r.id, reason: t(`console.bulk.result.${r.result}`) })}
                  {r.problems.length > 0 && ` (${r.problems.join('; ')})`}
                </li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {dialog && <BulkDialog kind={dialog} count={ids.length} busy={action.isPending} error={action.error} onClose={() => setDialog(null)} onSubmit={run} />}
    </>
  );
}

function BulkDialog({ kind, count, busy, error, onClose, onSubmit }: {
  kind: LotBulkAction;
  count: number;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (body: { action: LotBulkAction; date_added?: string; date_closed?: string; reason?: string }) => void;
}) {
  const { t } = useTranslation();
  const [start, setStart] = useState(kind === 'schedule' ? inHours(24) : '');
  const [close, setClose] = useState(inHours(7 * 24));
  const [reason, setReason] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (kind === 'schedule') onSubmit({ action: kind, date_added: fromLocalInput(start) });
    else if (kind === 'relist') onSubmit({ action: kind, date_added: fromLocalInput(start) || undefined, date_closed: fromLocalInput(close) });
    else if (kind === 'withdraw') onSubmit({ action: kind, reason });
    else onSubmit({ action: kind });
  };
  const testId = `lots-bulk-${kind}-dialog`;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={`${testId}-title`}>{t(`console.bulk.dialog.${kind}`, { count })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2">{t(`console.bulk.rule.${kind}`)}</Typography>
          {(kind === 'schedule' || kind === 'relist') && (
            <TextField
              type="datetime-local"
              label={t('console.lots.field.date_added')}
              helperText={kind === 'relist' ? t('console.lots.hint.relistStart') : undefined}
              value={start}
              onChange={(e) => setStart(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'lots-bulk-start' } }}
            />
          )}
          {kind === 'relist' && (
            <TextField type="datetime-local" label={t('console.lots.field.date_closed')} value={close} onChange={(e) => setClose(e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'lots-bulk-close' } }} />
          )}
          {kind === 'withdraw' && (
            <TextField label={t('console.lots.field.reason')} value={reason} onChange={(e) => setReason(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'lots-bulk-reason' } }} />
          )}
          {error != null && <Alert severity="error">{t(errorKey(error))}</Alert>}
        </DialogContent>
        <DialogFormActions cancelLabel={t('console.lots.action.cancel')} submitLabel={t(`console.lots.action.${kind}`)} onCancel={onClose} busy={busy} testId={testId} />
      </Box>
    </Dialog>
  );
}
