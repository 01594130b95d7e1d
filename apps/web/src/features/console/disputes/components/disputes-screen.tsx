import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { Loading } from '../../../../components/ui/loading';
import { useFormatMoney } from '../../../../components/ui/money-text';
import { useToast } from '../../../../components/ui/toast-context';
import { errorText } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/dates';
import { ConsolePage } from '../../shell/console-page';
import { Fact, FilterSelect, RecordHeader, RecordList, StateChip, factsGrid } from '../../components/list-kit';
import { useConsoleDispute, useConsoleDisputes, useDisputeAction, type DisputeState } from '../api/disputes-api';

const LIMIT = 20;

/** One message of the thread: who wrote it, when, and the text as plain text (never HTML). */
function Message({ who, at, text, testId }: { who: string; at: string | null; text: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 1.5 }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary" component="p">
        {who}
        {at ? ` · ${formatDateTime(at)}` : ''}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Paper>
  );
}

function ThreadDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const money = useFormatMoney();
  const dispute = useConsoleDispute(id);
  const action = useDisputeAction();
  const [answer, setAnswer] = useState('');
  const [missing, setMissing] = useState(false);
  const d = dispute.data;
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!answer.trim()) return setMissing(true);
    action.mutate({ id, action: 'answer', answer: answer.trim() }, { onSuccess: () => (setAnswer(''), toast.success(t('console.disputes.answered'))) });
  };
  const resolve = () => action.mutate({ id, action: 'resolve' }, { onSuccess: () => toast.success(t('console.disputes.resolvedToast')) });
  return (
    <Dialog open onClose={onClose} aria-labelledby="dispute-title" fullWidth maxWidth="md">
      <DialogTitle id="dispute-title">{d ? t('console.disputes.threadTitle', { id: d.id, subject: d.subject }) : t('console.disputes.title')}</DialogTitle>
      <DialogContent>
        {dispute.isPending && <Loading minHeight={120} />}
        {dispute.isError && <Alert severity="error">{errorText(t, dispute.error)}</Alert>}
        {d && (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <StateChip state={d.status} label={t(`console.disputes.state.${d.status}`)} testId="dispute-thread-state" />
              <Typography variant="body2">{d.title}</Typography>
            </Box>
            <Box sx={factsGrid}>
              <Fact label={t('console.disputes.buyer')}>
                {d.buyer.name}
                <Typography variant="caption" component="div" color="text.secondary">
                  {d.buyer.email}
                </Typography>
              </Fact>
              <Fact label={t('console.disputes.language')}>{d.buyer.language}</Fact>
              <Fact label={t('console.disputes.invoice')}>
                {d.invoice ? `${d.invoice.common_invoice} · ${money(d.invoice.total)} · ${t(`console.invoices.state.${d.invoice.status}`)}` : t('console.sales.none')}
              </Fact>
              <Fact label={t('console.disputes.opened')}>{formatDateTime(d.date_added)}</Fact>
            </Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('console.disputes.thread')}
            </Typography>
            <Message who={t('console.disputes.fromBuyer', { name: d.buyer.name })} at={d.date_added} text={d.message} testId="dispute-message" />
            {d.answer && <Message who={t('console.disputes.fromUs')} at={d.answered_at} text={d.answer} testId="dispute-answer" />}
            {action.isError && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {errorText(t, action.error)}
              </Alert>
            )}
            {d.status !== 'resolved' && (
              <Box component="form" onSubmit={send} noValidate sx={{ display: 'grid', gap: 1 }}>
                <TextField
                  multiline
                  minRows={3}
                  id="dispute-answer-text"
                  label={t('console.disputes.answerLabel')}
                  helperText={missing ? t('console.disputes.answerRequired') : t('console.disputes.answerHelp')}
                  error={missing}
                  value={answer}
                  onChange={(e) => (setAnswer(e.target.value), setMissing(false))}
                  slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': 'dispute-answer-text' } }}
                />
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button type="submit" variant="contained" disabled={action.isPending} data-testid="dispute-send">
                    {t('console.disputes.send')}
                  </Button>
                  <Button variant="outlined" color="success" onClick={resolve} disabled={action.isPending} data-testid="dispute-resolve">
                    {t('console.disputes.resolve')}
                  </Button>
                </Box>
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="dispute-close">
          {t('console.sales.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type Filter = DisputeState | 'all';

/** The disputes queue: open, answered, resolved; the thread, an answer (emailed to the buyer), resolve. */
export function DisputesScreen() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Filter>('open');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const query = useConsoleDisputes(status === 'all' ? undefined : status, page, LIMIT);
  return (
    <ConsolePage title={t('console.disputes.title')} testId="console-disputes">
      <Box sx={{ mb: 2 }}>
        <FilterSelect
          label={t('console.sales.state')}
          value={status}
          options={(['open', 'answered', 'resolved', 'all'] as const).map((s) => ({ value: s, label: t(`console.disputes.state.${s}`) }))}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
          }}
          testId="disputes-filter"
        />
      </Box>
      <RecordList query={query} page={page} limit={LIMIT} onPage={setPage} empty={t('console.disputes.empty')} label={t('console.disputes.title')} testId="disputes-list">
        {(d) => (
          <>
            <RecordHeader state={d.status} label={t(`console.disputes.state.${d.status}`)} testId={`dispute-state-${d.id}`}>
              #{d.id} · {d.subject}
            </RecordHeader>
            <Box sx={factsGrid}>
              <Fact label={t('console.disputes.lot')}>{d.title}</Fact>
              <Fact label={t('console.disputes.buyer')}>{d.buyer.name}</Fact>
              <Fact label={t('console.disputes.opened')}>{formatDateTime(d.date_added)}</Fact>
              <Fact label={t('console.disputes.invoice')}>{d.invoice ? d.invoice.common_invoice : t('console.sales.none')}</Fact>
            </Box>
            <Button variant="outlined" onClick={() => setOpen(d.id)} data-testid={`dispute-open-${d.id}`}>
              {t('console.disputes.openThread')}
            </Button>
          </>
        )}
      </RecordList>
      {open !== null && <ThreadDialog id={open} onClose={() => setOpen(null)} />}
    </ConsolePage>
  );
}
