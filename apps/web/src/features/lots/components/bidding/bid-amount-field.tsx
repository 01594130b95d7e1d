import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { digitsOnly, groupDigits, stepDollars } from '../../lib/bid-amount';
import { AddIcon, RemoveIcon } from '../shared/icons';

interface BidAmountFieldProps {
  /** The field's digits (whole dollars, no separators). */
  digits: string;
  onChange: (digits: string) => void;
  /** Where + starts from when the field is empty (cents). */
  minimumCents: number;
  currencySymbol: string;
  disabled?: boolean;
  error?: string;
  helperText?: string;
  label: string;
  testId?: string;
  size?: 'small' | 'medium';
  onEnter?: () => void;
}

/** Whole dollars, digits only, shown with thousands separators; − and + step by 1, not below 0. */
export function BidAmountField({
  digits,
  onChange,
  minimumCents,
  currencySymbol,
  disabled,
  error,
  helperText,
  label,
  testId = 'bid',
  size = 'medium',
  onEnter,
}: BidAmountFieldProps) {
  const { t, i18n } = useTranslation();
  const id = `${testId}-input`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <IconButton
        onClick={() => onChange(stepDollars(digits, -1, minimumCents))}
        disabled={disabled || digits === '' || digits === '0'}
        aria-label={t('bid.decrease')}
        data-testid={`${testId}-minus`}
        size={size}
        sx={{ mt: size === 'small' ? 0.25 : 1, border: 1, borderColor: 'divider' }}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <TextField
        id={id}
        label={label}
        value={groupDigits(digits, i18n.language)}
        onChange={(e) => onChange(digitsOnly(e.target.value))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && onEnter) {
            e.preventDefault();
            onEnter();
          }
        }}
        disabled={disabled}
        error={!!error}
        helperText={error ?? helperText}
        size={size}
        fullWidth
        autoComplete="off"
        slotProps={{
          htmlInput: { inputMode: 'numeric', 'data-testid': `${testId}-input` },
          input: {
            startAdornment: (
              <Box component="span" sx={{ mr: 0.5, color: 'text.secondary' }}>
                {currencySymbol}
              </Box>
            ),
          },
          // An error (an empty or too low bid) is announced as it appears.
          formHelperText: { ...({ 'data-testid': `${testId}-helper`, role: error ? 'alert' : undefined } as object) },
        }}
      />
      <IconButton
        onClick={() => onChange(stepDollars(digits, 1, minimumCents))}
        disabled={disabled}
        aria-label={t('bid.increase')}
        data-testid={`${testId}-plus`}
        size={size}
        sx={{ mt: size === 'small' ? 0.25 : 1, border: 1, borderColor: 'divider' }}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
