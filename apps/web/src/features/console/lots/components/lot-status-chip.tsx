import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { ConsoleLotStatus } from '@gavel/contract';

const colors: Record<ConsoleLotStatus, ChipProps['color']> = {
  draft: 'default',
  scheduled: 'info',
  open: 'success',
  sold: 'primary',
  closed: 'default',
  withdrawn: 'warning',
};

/** A lot's state as a small coloured label. */
export function LotStatusChip({ status }: { status: ConsoleLotStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={colors[status]} variant={status === 'closed' || status === 'draft' ? 'outlined' : 'filled'} label={t(`console.lots.status.${status}`)} data-testid="lot-status" />;
}
