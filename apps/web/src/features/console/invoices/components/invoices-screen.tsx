import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { InvoiceStatus } from '@gavel/contract';
import { DialogFormActions } from '../../../../components/ui/dialog-form-actions';
import { useFormatMoney } from '../../../../components/ui/money-text';
import { useToast } from '../../../../components/ui/toast-context';
import { errorText } from '../../../../lib/api-error';
import { formatDateTime, formatDay } from '../../../../lib/dates';
import { links } from '../../../../paths';
import { consoleLinks } from '../../console-paths';
import { ConsolePage } from '../../shell/console-page';
import { Fact, FilterSelect, RecordHeader, RecordList, StateChip, factsGrid } from '../../components/list-kit';
import { useConsoleInvoices, useConsolePayments, useInvoiceAction, type ConsoleInvoice, type ConsolePayment } from '../api/invoices-api';

const LIMIT = 20;
type Act = { invoice: ConsoleInvoice; kind: 'paid' | 'cancel' };

/** Confirms a wire payment (optional note) or a cancellation (reason required). */
function ActionDialog({ act, onClose }: { act: Act; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const action = useInvoiceAction();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const paid = act.kind === 'paid';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!paid && !text.trim()) return setMissing(true);
    action.mutate(paid ? { id: act.invoice.id, action: 'paid', note: text.trim() } : { id: act.invoice.id, action: 'cancel', reason: text.trim() }, {
      onSuccess: () => {
        toast.success(t(paid ? 'console.invoices.markedPaid' : 'console.invoices.cancelled'));
        onClose();
      },
    });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="invoice-action-title" fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="invoice-action-title">{t(paid ? 'console.invoices.markPaidTitle' : 'console.invoices.cancelTitle', { number: act.invoice.common_invoice })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{t(paid ? 'console.invoices.markPaidText' : 'console.invoices.cancelText')}</DialogContentText>
          {action.isError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {errorText(t, action.error)}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            id="invoice-action-text"
            label={t(paid ? 'console.invoices.note' : 'console.invoices.reason')}
            required={!paid}
            value={text}
            onChange={(e) => (setText(e.target.value), setMissing(false))}
            error={missing}
            helperText={missing ? t('console.invoices.reasonRequired') : ' '}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'invoice-action-text' } }}
          />
        </DialogContent>
        <DialogFormActions
          cancelLabel={t('console.sales.back')}
          submitLabel={t(paid ? 'console.invoices.markPaid' : 'console.invoices.cancel')}
          onCancel={onClose}
          busy={action.isPending}
          testId="invoice-action"
        />
      </Box>
    </Dialog>
  );
}

function InvoiceCard({ invoice: i, onAct }: { invoice: ConsoleInvoice; onAct: (kind: Act['kind']) => void }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <>
      <RecordHeader state={i.status} label={t(`console.invoices.state.${i.status}`)} testId={`invoice-state-${i.id}`}>
        {i.common_invoice} ·{' '}
        <Link component={RouterLink} to={links.productView(i.project_id)}>
          {i.title}
        </Link>
      </RecordHeader>
      <Box sx={factsGrid}>
        <Fact label={t('console.invoices.buyer')}>
          {i.buyer.name}
          <Typography variant="caption" component="div" color="text.secondary">
            {i.buyer.email}
          </Typography>
        </Fact>
        <Fact label={t('console.invoices.total')}>
          {money(i.total, i.currency)}
          <Typography variant="caption" component="div" color="text.secondary">
            {t('console.invoices.breakdown', { amount: money(i.amount, i.currency), shipping: money(i.shipping_fee, i.currency), fee: money(i.card_fee, i.currency) })}
          </Typography>
        </Fact>
        <Fact label={t('console.invoices.due')}>{formatDay(i.due_date)}</Fact>
        <Fact label={t('console.invoices.method')}>
          {i.payment_method === 'card'
            ? `${i.card_brand ?? t('console.invoices.methodName.card')} •••• ${i.card_last4 ?? ''}`
            : i.payment_method
              ? t(`console.invoices.methodName.${i.payment_method}`)
              : t('console.sales.none')}
          <Typography variant="caption" component="div" color="text.secondary">
            {t('console.invoices.reference', { reference: i.payment_reference })}
          </Typography>
        </Fact>
      </Box>
      {i.kind === 'auction' && (
        <Link component={RouterLink} to={consoleLinks.lotBids(i.project_id)} variant="body2" sx={{ display: 'inline-block', mb: 1 }} data-testid={`invoice-bids-${i.id}`}>
          {t('console.invoices.bidLog')}
        </Link>
      )}
      {i.status === 'paid' && i.inv_paiddate && <Typography variant="body2">{t('console.invoices.paidOn', { date: formatDateTime(i.inv_paiddate) })}</Typography>}
      {i.status === 'cancelled' && (
        <Typography variant="body2">{t('console.invoices.cancelledOn', { date: i.r_date ? formatDateTime(i.r_date) : '', reason: i.cancel_reason ?? t('console.sales.none') })}</Typography>
      )}
      {i.status === 'unpaid' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button variant="contained" onClick={() => onAct('paid')} data-testid={`invoice-paid-${i.id}`}>
            {t('console.invoices.markPaid')}
          </Button>
          <Button color="error" onClick={() => onAct('cancel')} data-testid={`invoice-cancel-${i.id}`}>
            {t('console.invoices.cancel')}
          </Button>
        </Box>
      )}
    </>
  );
}

function PaymentCard({ p }: { p: ConsolePayment }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {p.reference}
        </Typography>
        <StateChip state={p.status} label={t(`console.invoices.paymentState.${p.status}`)} testId={`payment-state-${p.id}`} />
      </Box>
      <Box sx={factsGrid}>
        <Fact label={t('console.invoices.buyer')}>
          {p.buyer.name}
          <Typography variant="caption" component="div" color="text.secondary">
            {p.buyer.email}
          </Typography>
        </Fact>
        <Fact label={t('console.invoices.total')}>{money(p.total, p.currency)}</Fact>
        <Fact label={t('console.invoices.method')}>
          {p.method === 'card' ? `${p.card_brand ?? t('console.invoices.methodName.card')} •••• ${p.card_last4 ?? ''}` : t('console.invoices.methodName.wire')}
          {p.failure_code && (
            <Typography variant="caption" component="div" color="error">
              {p.failure_code}
            </Typography>
          )}
        </Fact>
        <Fact label={t('console.invoices.date')}>{formatDateTime(p.created_at)}</Fact>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('console.invoices.forInvoices', { count: p.invoice_ids.length, ids: p.invoice_ids.map((id) => `#${id}`).join(', ') })}
      </Typography>
    </>
  );
}

type StatusFilter = InvoiceStatus | 'all';
type MethodFilter = 'wire' | 'card' | 'all';

/** Invoices by state (mark a wire payment received, cancel with a reason) and card payments. */
export function InvoicesScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'invoices' | 'payments'>('invoices');
  const [status, setStatus] = useState<StatusFilter>('unpaid');
  const [method, setMethod] = useState<MethodFilter>('all');
  const [page, setPage] = useState(1);
  const [act, setAct] = useState<Act | null>(null);
  const invoices = useConsoleInvoices({ status: status === 'all' ? undefined : status, method: method === 'all' ? undefined : method, page, limit: LIMIT });
  const payments = useConsolePayments({ method: method === 'all' ? undefined : method, page, limit: LIMIT });
  const reset = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(1);
  };
  return (
    <ConsolePage title={t('console.invoices.title')} testId="console-invoices">
      <Tabs value={tab} onChange={(_, v: 'invoices' | 'payments') => reset(setTab)(v)} sx={{ mb: 2 }} aria-label={t('console.invoices.title')}>
        <Tab value="invoices" label={t('console.invoices.tab.invoices')} data-testid="invoices-tab" />
        <Tab value="payments" label={t('console.invoices.tab.payments')} data-testid="payments-tab" />
      </Tabs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {tab === 'invoices' && (
          <FilterSelect
            label={t('console.sales.state')}
            value={status}
            options={(['unpaid', 'paid', 'cancelled', 'all'] as const).map((s) => ({ value: s, label: t(`console.invoices.state.${s}`) }))}
            onChange={reset(setStatus)}
            testId="invoices-filter"
          />
        )}
        <FilterSelect
          label={t('console.invoices.method')}
          value={method}
          options={(['all', 'wire', 'card'] as const).map((m) => ({ value: m, label: t(`console.invoices.methodName.${m}`) }))}
          onChange={reset(setMethod)}
          testId="invoices-method"
        />
      </Box>
      {tab === 'invoices' ? (
        <RecordList query={invoices} page={page} limit={LIMIT} onPage={setPage} empty={t('console.invoices.empty')} label={t('console.invoices.tab.invoices')} testId="invoices-list">
          {(i) => <InvoiceCard invoice={i} onAct={(kind) => setAct({ invoice: i, kind })} />}
        </RecordList>
      ) : (
        <RecordList query={payments} page={page} limit={LIMIT} onPage={setPage} empty={t('console.invoices.noPayments')} label={t('console.invoices.tab.payments')} testId="payments-list">
          {(p) => <PaymentCard p={p} />}
        </RecordList>
      )}
      {act && <ActionDialog act={act} onClose={() => setAct(null)} />}
    </ConsolePage>
  );
}
