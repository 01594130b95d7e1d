import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { ConsoleLot } from '@gavel/contract';
import { DialogFormActions } from '../../../../components/ui/dialog-form-actions';
import { useToast } from '../../../../components/ui/toast-context';
import { consoleLinks } from '../../console-paths';
import type { useLotMutations } from '../api/lots-api';
import { fromLocalInput, toCents, toLocalInput } from './lot-form';
import { useLotFieldErrors } from './lot-field-errors';

type Mutations = ReturnType<typeof useLotMutations>;
type DialogKind = 'schedule' | 'withdraw' | 'relist' | 'closing' | 'drop' | null;

/** The lot's life: publish, schedule, withdraw, relist; for staff on an open lot, move the close and drop a price. */
export function LotActions({ lot, staff, mutations: m }: { lot: ConsoleLot; staff: boolean; mutations: Mutations }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [dialog, setDialog] = useState<DialogKind>(null);
  const s = lot.status;
  const publishErrors = useLotFieldErrors(m.publish.error);
  const publish = () => m.publish.mutate(undefined, { onSuccess: () => toast.success(t('console.lots.toast.published')) });

  return (
    <>
      {publishErrors.summary() && (
        <Alert severity="error" data-testid="lot-action-error">
          {publishErrors.summary()}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {(s === 'draft' || s === 'scheduled') && (
          <Button variant="contained" color="success" onClick={publish} disabled={m.publish.isPending} data-testid="lot-publish">
            {s === 'scheduled' ? t('console.lots.action.publishNow') : t('console.lots.action.publish')}
          </Button>
        )}
        {s === 'draft' && (
          <Button variant="outlined" onClick={() => setDialog('schedule')} data-testid="lot-schedule">
            {t('console.lots.action.schedule')}
          </Button>
        )}
        {s === 'open' && staff && (
          <>
            <Button variant="outlined" onClick={() => setDialog('closing')} data-testid="lot-closing-time">
              {t('console.lots.action.closingTime')}
            </Button>
            <Button variant="outlined" onClick={() => setDialog('drop')} data-testid="lot-drop-price">
              {t('console.lots.action.dropPrice')}
            </Button>
          </>
        )}
        {(s === 'closed' || s === 'withdrawn') && (
          <Button variant="contained" onClick={() => setDialog('relist')} data-testid="lot-relist">
            {t('console.lots.action.relist')}
          </Button>
        )}
        {(s === 'draft' || s === 'scheduled' || s === 'open') && (
          <Button variant="outlined" color="error" onClick={() => setDialog('withdraw')} data-testid="lot-withdraw">
            {t('console.lots.action.withdraw')}
          </Button>
        )}
      </Box>
      {dialog === 'schedule' && <ScheduleDialog lot={lot} m={m} onClose={() => setDialog(null)} />}
      {dialog === 'withdraw' && <WithdrawDialog lot={lot} m={m} onClose={() => setDialog(null)} />}
      {dialog === 'relist' && <RelistDialog m={m} onClose={() => setDialog(null)} />}
      {dialog === 'closing' && <ClosingTimeDialog lot={lot} m={m} onClose={() => setDialog(null)} />}
      {dialog === 'drop' && <DropPriceDialog lot={lot} m={m} onClose={() => setDialog(null)} />}
    </>
  );
}

/** A small form in a dialog: title, fields, error line, cancel and submit. */
function FormDialog({ title, testId, busy, error, onSubmit, onClose, submitLabel, children }: {
  title: string;
  testId: string;
  busy: boolean;
  error: unknown;
  onSubmit: () => void;
  onClose: () => void;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const errors = useLotFieldErrors(error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {children}
          {errors.summary() && (
            <Alert severity="error" data-testid={`${testId}-error`}>
              {errors.summary()}
            </Alert>
          )}
        </DialogContent>
        <DialogFormActions cancelLabel={t('console.lots.action.cancel')} submitLabel={submitLabel} onCancel={onClose} busy={busy} testId={testId} />
      </Box>
    </Dialog>
  );
}

const inHours = (h: number) => toLocalInput(new Date(Date.now() + h * 3_600_000));

function ScheduleDialog({ lot, m, onClose }: { lot: ConsoleLot; m: Mutations; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [start, setStart] = useState(() => (Date.parse(lot.date_added) > Date.now() ? toLocalInput(lot.date_added) : inHours(24)));
  return (
    <FormDialog
      title={t('console.lots.dialog.scheduleTitle')}
      testId="lot-schedule-dialog"
      busy={m.schedule.isPending}
      error={m.schedule.error}
      submitLabel={t('console.lots.action.schedule')}
      onClose={onClose}
      onSubmit={() => m.schedule.mutate(fromLocalInput(start), { onSuccess: () => (toast.success(t('console.lots.toast.scheduled')), onClose()) })}
    >
      <TextField type="datetime-local" label={t('console.lots.field.date_added')} value={start} onChange={(e) => setStart(e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'lot-schedule-start' } }} />
    </FormDialog>
  );
}

function WithdrawDialog({ lot, m, onClose }: { lot: ConsoleLot; m: Mutations; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      title={t('console.lots.dialog.withdrawTitle')}
      testId="lot-withdraw-dialog"
      busy={m.withdraw.isPending}
      error={m.withdraw.error}
      submitLabel={t('console.lots.action.withdraw')}
      onClose={onClose}
      onSubmit={() => m.withdraw.mutate(reason, { onSuccess: () => (toast.success(t('console.lots.toast.withdrawn')), onClose()) })}
    >
      <Alert severity="warning">{lot.bid_count > 0 ? t('console.lots.dialog.withdrawBids', { count: lot.bid_count }) : t('console.lots.dialog.withdrawText')}</Alert>
      <TextField label={t('console.lots.field.reason')} value={reason} onChange={(e) => setReason(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'lot-withdraw-reason' } }} />
    </FormDialog>
  );
}

function RelistDialog({ m, onClose }: { m: Mutations; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [start, setStart] = useState('');
  const [close, setClose] = useState(() => inHours(7 * 24));
  return (
    <FormDialog
      title={t('console.lots.dialog.relistTitle')}
      testId="lot-relist-dialog"
      busy={m.relist.isPending}
      error={m.relist.error}
      submitLabel={t('console.lots.action.relist')}
      onClose={onClose}
      onSubmit={() =>
        m.relist.mutate(
          { date_added: fromLocalInput(start) || undefined, date_closed: fromLocalInput(close) },
          {
            onSuccess: (lot) => {
              toast.success(t('console.lots.toast.relisted', { id: lot.id }));
              onClose();
              void navigate(consoleLinks.lot(lot.id));
            },
          },
        )
      }
    >
      <Alert severity="info">{t('console.lots.dialog.relistText')}</Alert>
      <TextField type="datetime-local" label={t('console.lots.field.date_added')} helperText={t('console.lots.hint.relistStart')} value={start} onChange={(e) => setStart(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField type="datetime-local" label={t('console.lots.field.date_closed')} value={close} onChange={(e) => setClose(e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'lot-relist-close' } }} />
    </FormDialog>
  );
}

function ClosingTimeDialog({ lot, m, onClose }: { lot: ConsoleLot; m: Mutations; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [close, setClose] = useState(() => toLocalInput(lot.date_closed));
  return (
    <FormDialog
      title={t('console.lots.dialog.closingTitle')}
      testId="lot-closing-dialog"
      busy={m.changeClosingTime.isPending}
      error={m.changeClosingTime.error}
      submitLabel={t('console.lots.action.apply')}
      onClose={onClose}
      onSubmit={() => m.changeClosingTime.mutate(fromLocalInput(close), { onSuccess: () => (toast.success(t('console.lots.toast.closingChanged')), onClose()) })}
    >
      <TextField type="datetime-local" label={t('console.lots.field.date_closed')} value={close} onChange={(e) => setClose(e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'lot-closing-input' } }} />
    </FormDialog>
  );
}

function DropPriceDialog({ lot, m, onClose }: { lot: ConsoleLot; m: Mutations; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const fixed = lot.listing_format === 'buynow' || lot.listing_format === 'pricelock';
  const [start, setStart] = useState('');
  const [buyNow, setBuyNow] = useState('');
  return (
    <FormDialog
      title={t('console.lots.dialog.dropTitle')}
      testId="lot-drop-dialog"
      busy={m.dropPrice.isPending}
      error={m.dropPrice.error}
      submitLabel={t('console.lots.action.apply')}
      onClose={onClose}
      onSubmit={() => m.dropPrice.mutate({ sprice: fixed ? undefined : toCents(start), bprice: toCents(buyNow) }, { onSuccess: () => (toast.success(t('console.lots.toast.priceDropped')), onClose()) })}
    >
      {!fixed && <TextField label={t('console.lots.field.starting_price')} inputMode="decimal" value={start} onChange={(e) => setStart(e.target.value)} helperText={t('console.lots.hint.lowerThan', { amount: (lot.starting_price / 100).toFixed(2) })} />}
      {lot.buy_now_price !== null && (
        <TextField label={t(fixed ? 'console.lots.field.fixed_price' : 'console.lots.field.buy_now_price')} inputMode="decimal" value={buyNow} onChange={(e) => setBuyNow(e.target.value)} helperText={t('console.lots.hint.lowerThan', { amount: (lot.buy_now_price / 100).toFixed(2) })} />
      )}
    </FormDialog>
  );
}
