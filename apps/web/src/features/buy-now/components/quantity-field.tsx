import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { AddIcon, RemoveIcon } from '../../../components/ui/icons';

/** Units to buy of a price-lock lot: 1 up to what remains. */
export function QuantityField({
  value,
  max,
  onChange,
  disabled,
}: {
  value: number;
  max: number;
  onChange: (qty: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const clamp = (n: number) => Math.min(Math.max(1, Number.isFinite(n) ? Math.trunc(n) : 1), Math.max(1, max));
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <IconButton
        onClick={() => onChange(clamp(value - 1))}
        disabled={disabled || value <= 1}
        aria-label={t('buyNow.qtyLess')}
        data-testid="qty-minus"
        sx={{ mt: 1, border: 1, borderColor: 'divider' }}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <TextField
        label={t('buyNow.qtyLabel')}
        value={String(value)}
        onChange={(e) => onChange(clamp(Number(e.target.value.replace(/\D/g, '') || '1')))}
        helperText={t('buyNow.qtyHint', { count: max })}
        disabled={disabled}
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'qty-input' } }}
      />
      <IconButton
        onClick={() => onChange(clamp(value + 1))}
        disabled={disabled || value >= max}
        aria-label={t('buyNow.qtyMore')}
        data-testid="qty-plus"
        sx={{ mt: 1, border: 1, borderColor: 'divider' }}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
