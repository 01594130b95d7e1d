import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { LabelValueRow } from '../../../../components/ui/label-value-row';
import type { LotViewData } from '../../api/get-product-view';
import type { LotPhase } from '../../hooks/use-server-clock';
import { fixedPriceOf, perUnitCents } from '../../lib/purchase';
import type { ViewerRole } from '../../lib/viewer';
import { BidStatusBadge } from '../shared/bid-status-badge';
import { LotCountdown } from '../shared/lot-countdown';
import { PurchaseActions } from '../shared/buyer-controls';

interface FixedPriceCardProps {
  view: LotViewData;
  phase: LotPhase;
  role: ViewerRole;
  money: (cents: number) => string;
  onLogin: () => void;
}

/**
 * The side card of a fixed-price lot (buy it now, price lock): what a buyer of
 * that format needs — price, per-unit price, quantity left, Buy now and Make
 * offer where allowed — and none of the auction parts (no bids, no bid box).
 */
export function FixedPriceCard({ view, phase, role, money, onLogin }: FixedPriceCardProps) {
  const { t } = useTranslation();
  const p = view.project;
  const priceLock = p.listing_format === 'pricelock';
  const closed = p.market_status !== 'open';
  const ended = closed || phase === 'ended';
  const price = fixedPriceOf(p);
  // The listed price is for the whole lot; a price-lock lot sells units at the locked price ÷ qty (spec 2 §9).
  const unit = perUnitCents(price, p.qty);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="fixed-price-card">
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Chip label={t(`listingFormat.${p.listing_format}`)} color="primary" variant="outlined" size="small" data-testid="format-chip" />
          {role === 'buyer' && p.bidtopstatus && <BidStatusBadge status={p.bidtopstatus} />}
        </Box>
        <LotCountdown dateAdded={p.date_added} dateClosed={p.date_closed} over={closed} />
        <Divider />
        {role !== 'guest' && (
          <>
            <LabelValueRow label={p.market_status === 'sold' ? t('price.sold') : t('tx.price')} testId="fixed-price">
              {money(p.market_status === 'sold' ? (p.sold_price ?? price) : price)}
            </LabelValueRow>
            <LabelValueRow label={priceLock ? t('tx.lockedPrice') : t('tx.perUnit')} testId="unit-price">
              {money(unit)}
            </LabelValueRow>
          </>
        )}
        <LabelValueRow label={t('lot.quantity')} testId="quantity-left">
          {p.qty}
        </LabelValueRow>
        <Typography variant="body2" color="text.secondary" data-testid="fixed-price-note">
          {priceLock ? t('tx.priceLockNote') : t('lot.fixedPriceNote')}
        </Typography>
        <Divider />
        {ended ? (
          <Alert severity="info" data-testid="auction-ended">
            {p.market_status === 'sold' ? t('tx.soldOut') : t('countdown.ended')}
          </Alert>
        ) : role === 'guest' ? (
          <Button variant="contained" size="large" onClick={onLogin} data-testid="login-to-buy">
            {t('tx.loginToBuy')}
          </Button>
        ) : (
          <PurchaseActions project={p} phase={phase} role={role} money={money} />
        )}
      </Stack>
    </Paper>
  );
}
