import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';

export interface PendingBid {
  amount: number;
  hardBid: boolean;
  /** One key per attempt: a retried request places the bid once. */
  key: string;
  /** The sub-lot, for a line-item bid. */
  lineItemId?: number;
  lineItemTitle?: string;
}

interface BidConfirmDialogProps {
  pending: PendingBid | null;
  title: string;
  money: (cents: number) => string;
  sealed: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Confirm your bid": the amount, its kind (maximum or exact) and the lot, before anything is sent. */
export function BidConfirmDialog({ pending, title, money, sealed, busy, onConfirm, onClose }: BidConfirmDialogProps) {
  const { t } = useTranslation();
  const amount = pending ? money(pending.amount) : '';
  const what = pending?.lineItemTitle ?? title;
  const text = sealed
    ? t('bid.confirmSealed', { amount, title: what })
    : pending?.hardBid
      ? t('bid.confirmExact', { amount, title: what })
      : t('bid.confirmMax', { amount, title: what });
  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('bid.confirmTitle')}
      confirmLabel={t('bid.confirmButton')}
      cancelLabel={t('bid.cancel')}
      onConfirm={onConfirm}
      onClose={onClose}
      busy={busy}
      testId="bid-confirm"
    >
      <Typography data-testid="bid-confirm-text">{text}</Typography>
      <Typography variant="h5" component="p" sx={{ mt: 2, fontWeight: 700 }} data-testid="bid-confirm-amount">
        {amount}
      </Typography>
      {!sealed && !pending?.hardBid && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('bid.maxExplain')}
        </Typography>
      )}
    </ConfirmDialog>
  );
}
