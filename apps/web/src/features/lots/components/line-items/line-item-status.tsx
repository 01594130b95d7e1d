import Chip from '@mui/material/Chip';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { LineItem } from '@gavel/contract';

type Status = Exclude<LineItem['bidtopstatus'], ''>;

const keys: Record<Status, string> = {
  highest: 'lineItem.status.highest',
  winning: 'lineItem.status.winning',
  losing: 'lineItem.status.losing',
  won: 'lineItem.status.won',
  lost: 'lineItem.status.lost',
};
const colors = { highest: 'secondary', winning: 'success', losing: 'error', won: 'success', lost: 'default' } as const;

/** Highest bidder (orange: leads, reserve not met), Winning, Losing, Won, Lost (spec 2 §4). */
export function LineItemStatus({ item }: { item: LineItem }) {
  const { t } = useTranslation();
  const status = item.bidtopstatus;
  if (!status) return null;
  return (
    <Chip
      size="small"
      label={t(keys[status])}
      color={colors[status]}
      variant={status === 'lost' ? 'outlined' : 'filled'}
      data-testid={`line-item-status-${item.id}`}
      data-status={status}
      sx={{ fontWeight: 700 }}
    />
  );
}
