import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { LabelValueRow } from '../../../../components/ui/label-value-row';
import type { LotViewData } from '../../api/get-product-view';
import type { LotPhase } from '../../hooks/use-server-clock';
import type { TermsGate } from '../../hooks/use-terms-gate';
import { minutesText } from '../../lib/minutes';
import { canBuyNow } from '../../lib/purchase';
import type { ViewerRole } from '../../lib/viewer';
import { BidStatusBadge } from '../shared/bid-status-badge';
import { HistoryIcon, LockIcon } from '../shared/icons';
import { LotCountdown } from '../shared/lot-countdown';
import { ReserveStatus } from '../shared/reserve-status';
import { TermsDeclined } from '../shared/terms-declined';
import { BidForm, PurchaseActions } from '../shared/buyer-controls';
import { BidHistoryDialog } from '../shared/lazy-dialogs';

interface BiddingCardProps {
  view: LotViewData;
  phase: LotPhase;
  role: ViewerRole;
  viewerId: number | null;
  terms: TermsGate;
  money: (cents: number) => string;
  onLogin: () => void;
}

/**
 * The bidding card of a standard lot (spec 2 §2): status, price, next bid, bid
 * count and history, countdown with soft close, reserve state, and the bid box
 * for buyers (guests: Login To Bid and the bid count; staff: disabled controls).
 */
export function BiddingCard({ view, phase, role, viewerId, terms, money, onLogin }: BiddingCardProps) {
  const { t, i18n } = useTranslation();
  const [history, setHistory] = useState(false);
  const p = view.project;
  const sealed = p.auctiontype === 'sealed';
  const closed = p.market_status !== 'open';
  const ended = closed || phase === 'ended';
  const notStarted = !closed && phase === 'upcoming';
  const guest = role === 'guest';
  const minutes = (s: number) => minutesText(s, i18n.language);

  const priceLabel = p.market_status === 'sold' ? t('price.sold') : sealed || p.bid_count === 0 ? t('price.starting') : t('price.current');
  const price = p.market_status === 'sold' ? (p.sold_price ?? p.wprice) : sealed ? p.sprice : p.wprice;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="bidding-card">
      <Stack spacing={1.5}>
        {role === 'buyer' && p.bidtopstatus && (
          <Box>
            <BidStatusBadge status={p.bidtopstatus} />
          </Box>
        )}
        <LotCountdown dateAdded={p.date_added} dateClosed={p.date_closed} over={closed} />
        <Divider />
        {!guest && (
          <LabelValueRow label={priceLabel} testId="current-price">
            {money(price)}
          </LabelValueRow>
        )}
        {!guest && !ended && canBuyNow(p, phase) && p.bprice !== null && (
          <LabelValueRow label={t('price.buyNow')} testId="buy-now-price">
            {money(p.bprice)}
          </LabelValueRow>
        )}
        {!guest && !ended && (
          <LabelValueRow label={sealed ? t('price.minimum') : t('price.next')} testId="next-bid">
            {money(view.next_bid)}
          </LabelValueRow>
        )}
        <LabelValueRow label={t('lot.bids')} testId="bid-count">
          {p.bid_count}
        </LabelValueRow>
        {!guest && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -0.5 }}>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => setHistory(true)}
              data-testid="bid-history-open"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <HistoryIcon fontSize="inherit" />
              {t('bidHistory.open')}
            </Link>
          </Box>
        )}
        {!guest && p.has_reserve && p.bid_count > 0 && !closed && !sealed && <ReserveStatus met={p.rprice_met} />}
        {role === 'buyer' && p.my_max_bid !== null && !closed && (
          <Typography variant="body2" data-testid="my-max-bid">
            {sealed ? t('bid.yourSealed', { amount: money(p.my_max_bid) }) : t('bid.yourMax', { amount: money(p.my_max_bid) })}
          </Typography>
        )}
        {sealed && (
          <Alert severity="info" icon={<LockIcon fontSize="inherit" />} data-testid="sealed-note">
            {t('bid.sealedNote')}
          </Alert>
        )}
        {!ended && view.soft_close.window_seconds > 0 && (
          <Typography variant="caption" color="text.secondary" data-testid="soft-close-info">
            {t('softClose.info', {
              window: minutes(view.soft_close.window_seconds),
              extension: minutes(view.soft_close.extension_seconds),
            })}
          </Typography>
        )}
        <Divider />
        {ended ? (
          <Alert severity={p.bidtopstatus === 'won' ? 'success' : 'info'} data-testid="auction-ended">
            {p.market_status === 'sold' ? t('lot.endedSold') : t('countdown.ended')}
          </Alert>
        ) : guest ? (
          <Button variant="contained" size="large" onClick={onLogin} data-testid="login-to-bid">
            {t('bid.loginToBid')}
          </Button>
        ) : role === 'loading' ? null : terms.declined ? (
          <TermsDeclined onReview={terms.reopen} />
        ) : (
          <>
            {role === 'staff' && (
              <Typography variant="body2" color="text.secondary" data-testid="staff-note">
                {t('bid.staffNote')}
              </Typography>
            )}
            {notStarted && (
              <Typography variant="body2" color="text.secondary" data-testid="not-started-note">
                {t('bid.notStarted')}
              </Typography>
            )}
            <BidForm project={p} nextBid={view.next_bid} disabled={role !== 'buyer' || notStarted || terms.required} money={money} />
            <PurchaseActions project={p} phase={phase} role={role} money={money} />
          </>
        )}
      </Stack>
      {!guest && <BidHistoryDialog open={history} onClose={() => setHistory(false)} lotId={p.id} viewerId={viewerId} money={money} />}
    </Paper>
  );
}
