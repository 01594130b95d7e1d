import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { DialogFormActions } from '../../../../components/ui/dialog-form-actions';
import { useFormatMoney } from '../../../../components/ui/money-text';
import { useToast } from '../../../../components/ui/toast-context';
import { errorText } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/dates';
import { links } from '../../../../paths';
import { ConsolePage } from '../../shell/console-page';
import { useOfferAction, useOfferQueue, type ConsoleOffer, type OfferQueueState } from '../api/offers-api';
import { Fact, FilterSelect, RecordHeader, RecordList, factsGrid } from '../../components/list-kit';

const states: OfferQueueState[] = ['submitted', 'countered', 'pending', 'approved', 'declined', 'counter_declined', 'expired', 'all'];
const LIMIT = 20;

/** "1250.5" → 125050 cents; null when it is not a positive amount with at most two decimals. */
export function parseCents(text: string): number | null {
  const t = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const cents = Math.round(Number(t) * 100);
  return cents > 0 && Number.isSafeInteger(cents) ? cents : null;
}

function CounterDialog({ offer, onClose }: { offer: ConsoleOffer; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const action = useOfferAction();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const cents = parseCents(text);
    setInvalid(cents === null);
    if (cents === null) return;
    action.mutate(
      { id: offer.id, action: 'counter', cents },
      {
        onSuccess: () => {
          toast.success(t('console.offers.countered'));
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="counter-title" fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="counter-title">{t('console.offers.counterTitle', { title: offer.title })}</DialogTitle>
        <DialogContent>
          {action.isError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {errorText(t, action.error)}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            id="counter-amount"
            label={t('console.offers.counterAmount', { currency: offer.currency })}
            value={text}
            onChange={(e) => (setText(e.target.value), setInvalid(false))}
            error={invalid}
            helperText={invalid ? t('console.offers.amountInvalid') : ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'counter-amount' } }}
          />
        </DialogContent>
        <DialogFormActions cancelLabel={t('console.sales.cancel')} submitLabel={t('console.offers.sendCounter')} onCancel={onClose} busy={action.isPending} testId="counter" />
      </Box>
    </Dialog>
  );
}

function OfferCard({ offer, onCounter }: { offer: ConsoleOffer; onCounter: () => void }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const toast = useToast();
  const action = useOfferAction();
  const act = (kind: 'accept' | 'decline') =>
    action.mutate({ id: offer.id, action: kind }, { onSuccess: () => toast.success(t(kind === 'accept' ? 'console.offers.accepted' : 'console.offers.declined')) });
  return (
    <>
      <RecordHeader state={offer.status} label={t(`console.offers.state.${offer.status}`)} testId={`offer-state-${offer.id}`}>
        <Link component={RouterLink} to={links.productView(offer.pid)}>
          {offer.title}
        </Link>
      </RecordHeader>
      <Box sx={factsGrid}>
        <Fact label={t('console.offers.buyer')}>
          {offer.buyer.name}
          {offer.buyer.company ? ` · ${offer.buyer.company}` : ''}
          <Typography variant="caption" component="div" color="text.secondary">
            {offer.buyer.email}
          </Typography>
        </Fact>
        <Fact label={t('console.offers.amount')}>
          <span data-testid={`offer-amount-${offer.id}`}>{money(offer.offer_amount, offer.currency)}</span>
        </Fact>
        <Fact label={t('console.offers.buyNow')}>{offer.buy_now_price === null ? t('console.sales.none') : money(offer.buy_now_price, offer.currency)}</Fact>
        <Fact label={t('console.offers.expires')}>{offer.expires_at ? formatDateTime(offer.expires_at) : t('console.sales.none')}</Fact>
      </Box>
      <Typography variant="caption" color="text.secondary" component="h3">
        {t('console.offers.history')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }} data-testid={`offer-history-${offer.id}`}>
        {offer.history.map((h, i) => (
          <Typography component="li" variant="body2" key={i}>
            {t(`console.offers.step.${h.kind}`)}
            {h.amount !== null ? ` ${money(h.amount, offer.currency)}` : ''} · {formatDateTime(h.at)}
          </Typography>
        ))}
      </Box>
      {action.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {errorText(t, action.error)}
        </Alert>
      )}
      {offer.status === 'submitted' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          <Button variant="contained" onClick={() => act('accept')} disabled={action.isPending} data-testid={`offer-accept-${offer.id}`}>
            {t('console.offers.accept')}
          </Button>
          <Button variant="outlined" onClick={onCounter} disabled={action.isPending} data-testid={`offer-counter-${offer.id}`}>
            {t('console.offers.counter')}
          </Button>
          <Button color="error" onClick={() => act('decline')} disabled={action.isPending} data-testid={`offer-decline-${offer.id}`}>
            {t('console.offers.decline')}
          </Button>
        </Box>
      )}
    </>
  );
}

/** The offers queue: pending offers with the lot, the buyer and the price history; accept, decline, counter. */
export function OffersScreen() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OfferQueueState>('submitted');
  const [page, setPage] = useState(1);
  const [countering, setCountering] = useState<ConsoleOffer | null>(null);
  const query = useOfferQueue(status, page, LIMIT);
  return (
    <ConsolePage title={t('console.offers.title')} testId="console-offers">
      <Box sx={{ mb: 2 }}>
        <FilterSelect
          label={t('console.sales.state')}
          value={status}
          options={states.map((s) => ({ value: s, label: t(`console.offers.state.${s}`) }))}
          onChange={(s) => {
            setStatus(s);
            setPage(1);
          }}
          testId="offers-filter"
        />
      </Box>
      <RecordList query={query} page={page} limit={LIMIT} onPage={setPage} empty={t('console.offers.empty')} label={t('console.offers.title')} testId="offers-list">
        {(o) => <OfferCard offer={o} onCounter={() => setCountering(o)} />}
      </RecordList>
      {countering && <CounterDialog offer={countering} onClose={() => setCountering(null)} />}
    </ConsolePage>
  );
}
