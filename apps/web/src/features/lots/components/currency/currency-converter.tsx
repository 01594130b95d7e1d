import { useDeferredValue, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { orders } from '@gavel/contract';
import { LabelValueRow } from '../../../../components/ui/label-value-row';
import { formatMoney } from '../../../../components/ui/money-text';
import { useReferenceData } from '../../../../lib/catalog';
import { convertCents, digitsOnly, landedCostPerUnit, type Rate } from './convert';
import { useDisplayCurrency } from '../../../../lib/display-currency';

interface CurrencyConverterProps {
  /** The lot's price (cents, lot currency). */
  priceCents: number;
  currency: string;
  qty: number;
  /** 0: the seller ships (spec `buyership`). */
  buyership: number;
  /** The seller's shipping fee (cents), when known. */
  shippingFeeCents?: number;
}

/**
 * The currency converter (spec 2 §2 "Other", §9: base EUR): an amount (digits only) in the lot's
 * currency and a currency from the rates; shows the amount, the lot's price and the landed cost
 * per unit (price + card fee if chosen + shipping when the seller ships, ÷ quantity) converted.
 */
export function CurrencyConverter({ priceCents, currency, qty, buyership, shippingFeeCents = 0 }: CurrencyConverterProps) {
  const { t, i18n } = useTranslation();
  // The form appears when the browser has time (a transition, which React renders in slices):
  // the rates arriving rendered it in one task with the header's menus (≈ 150 ms on a slow phone).
  const reference = useDeferredValue(useReferenceData().data);
  const rates: Rate[] = useMemo(
    () => (reference?.currencies ?? []).map((c) => ({ code: c.country_exactcode, perEur: c.current_value })),
    [reference],
  );
  const [amount, setAmount] = useState(() => String(Math.round(priceCents / 100)));
  // The chosen currency is the viewer's display currency too (the sold-price history shows in it).
  const [displayCurrency, setDisplayCurrency] = useDisplayCurrency();
  const target = displayCurrency ?? 'EUR';
  const setTarget = (code: string) => setDisplayCurrency(code);
  const [byCard, setByCard] = useState(false);
  if (rates.length === 0) return null;
  const choices = [...new Set(['EUR', ...rates.map((r) => r.code)])];
  const show = (cents: number | null) => (cents == null ? '—' : formatMoney(cents, target, i18n.language));
  const landed = landedCostPerUnit({
    priceCents,
    qty,
    byCard,
    cardFeePercent: orders.cardFeePercent,
    sellerShips: buyership === 0,
    shippingFeeCents,
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="currency-converter-title" data-testid="currency-converter">
      <Typography id="currency-converter-title" variant="h6" component="h2" gutterBottom>
        {t('currency.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}>
        <TextField
          label={t('currency.amount', { currency })}
          value={amount}
          onChange={(e) => setAmount(digitsOnly(e.target.value))}
          size="small"
          sx={{ flex: '1 1 140px' }}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'currency-amount' } }}
        />
        <TextField
          select
          label={t('currency.to')}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          size="small"
          sx={{ flex: '1 1 120px' }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'currency-select' } as object } }}
        >
          {choices.map((c) => (
            <MenuItem key={c} value={c} data-testid={`currency-option-${c}`}>
              {c}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <FormControlLabel control={<Checkbox checked={byCard} onChange={(e) => setByCard(e.target.checked)} size="small" />} label={t('currency.byCard', { percent: orders.cardFeePercent })} />
      <Box sx={{ display: 'grid', gap: 0.75, mt: 1 }} aria-live="polite">
        <LabelValueRow label={t('currency.converted')} testId="currency-converted">
          {show(convertCents(Number(amount || '0') * 100, currency, target, rates))}
        </LabelValueRow>
        <LabelValueRow label={t('currency.lotPrice')} testId="currency-price">
          {show(convertCents(priceCents, currency, target, rates))}
        </LabelValueRow>
        <LabelValueRow label={t('currency.landed')} testId="currency-landed" strong>
          {show(convertCents(landed, currency, target, rates))}
        </LabelValueRow>
        <Typography variant="caption" color="text.secondary">
          {t(buyership === 0 ? 'currency.landedHintShip' : 'currency.landedHint', { qty })}
        </Typography>
      </Box>
    </Paper>
  );
}
