import Chip from '@mui/material/Chip';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { BidTopStatus } from '@gavel/contract';

const colors = { winner: 'success', outbid: 'error', won: 'success', lost: 'default' } as const;
const keys = { winner: 'bidStatus.winner', outbid: 'bidStatus.outbid', won: 'bidStatus.won', lost: 'bidStatus.lost' } as const;

/** The viewer's badge on a standard lot: WINNING, OUTBID, WON, LOST (spec 2 §4). */
export function BidStatusBadge({ status, size = 'medium' }: { status: BidTopStatus; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <Chip
      label={t(keys[status])}
      color={colors[status]}
      variant={status === 'lost' ? 'outlined' : 'filled'}
      size={size}
      data-testid="bid-status"
      data-status={status}
      sx={{ fontWeight: 700, letterSpacing: 0.5 }}
    />
  );
}
