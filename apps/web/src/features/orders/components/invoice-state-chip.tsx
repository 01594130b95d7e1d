import Chip from '@mui/material/Chip';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { InvoiceState } from '../lib/invoice-state';
import { stateFills } from '../lib/invoice-view';

export function InvoiceStateChip({ state }: { state: InvoiceState }) {
  const { t } = useTranslation();
  return (
    <Chip
      label={t(`invoice.state.${state}`)}
      data-testid="invoice-state"
      data-state={state}
      sx={{ fontWeight: 700, bgcolor: stateFills[state], color: '#fff' }}
    />
  );
}
