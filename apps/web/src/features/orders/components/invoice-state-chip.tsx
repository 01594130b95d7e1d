import Chip from '@mui/material/Chip';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { InvoiceState } from '../lib/invoice-state';

/** Dark fills so the white label keeps a 4.5:1 contrast (WCAG AA). */
const fills: Record<InvoiceState, string> = { unpaid: '#8a4500', paid: '#1b5e20', cancelled: '#555555' };

export function InvoiceStateChip({ state }: { state: InvoiceState }) {
  const { t } = useTranslation();
  return (
    <Chip
      label={t(`invoice.state.${state}`)}
      data-testid="invoice-state"
      data-state={state}
      sx={{ fontWeight: 700, bgcolor: fills[state], color: '#fff' }}
    />
  );
}
