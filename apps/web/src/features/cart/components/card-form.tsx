import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { formatCardNumber, formatExpiry, isCardNumber, isCvc, parseExpiry } from '../lib/card';
import type { CardInput } from '../api/pay';

type Problems = Partial<Record<'name' | 'number' | 'expiry' | 'cvc', string>>;

/** Card number, expiry and CVC (never stored: they go to the payment provider once). */
export function CardForm({
  payLabel,
  busy,
  onPay,
}: {
  payLabel: string;
  busy: boolean;
  onPay: (card: Omit<CardInput, 'paymentId'>) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  // One key per card form: a double click or a retry of the same card never charges twice.
  const key = useRef(newIdempotencyKey());

  const submit = () => {
    const found: Problems = {};
    const exp = parseExpiry(expiry);
    if (!name.trim()) found.name = t('cart.error.required');
    if (!isCardNumber(number)) found.number = t('errors.CARD_INVALID');
    if (!exp) found.expiry = t('cart.error.expiry');
    if (!isCvc(cvc)) found.cvc = t('errors.CARD_CVC_INVALID');
    setProblems(found);
    if (Object.keys(found).length > 0 || !exp) return;
    onPay({
      number: number.replace(/\s/g, ''),
      expMonth: exp.month,
      expYear: exp.year,
      cvc: cvc.trim(),
      name: name.trim(),
      idempotencyKey: key.current,
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => (e.preventDefault(), submit())}
      data-testid="card-form"
      sx={{ display: 'grid', gap: 2 }}
    >
      <TextField
        label={t('cart.card.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        autoComplete="cc-name"
        error={!!problems.name}
        helperText={problems.name ?? ' '}
        slotProps={{ htmlInput: { 'data-testid': 'card-name' } }}
      />
      <TextField
        label={t('cart.card.number')}
        value={number}
        onChange={(e) => setNumber(formatCardNumber(e.target.value))}
        required
        autoComplete="cc-number"
        error={!!problems.number}
        helperText={problems.number ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'card-number' } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <TextField
          label={t('cart.card.expiry')}
          placeholder={t('cart.card.expiryPlaceholder')}
          value={expiry}
          onChange={(e) => setExpiry(formatExpiry(e.target.value))}
          required
          autoComplete="cc-exp"
          error={!!problems.expiry}
          helperText={problems.expiry ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'card-expiry' } }}
        />
        <TextField
          label={t('cart.card.cvc')}
          value={cvc}
          onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
          required
          autoComplete="cc-csc"
          error={!!problems.cvc}
          helperText={problems.cvc ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'card-cvc' } }}
        />
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        data-testid="card-pay"
      >
        {payLabel}
      </Button>
    </Box>
  );
}
