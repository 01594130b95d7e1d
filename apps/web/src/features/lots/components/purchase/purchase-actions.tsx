import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { Project } from '@gavel/contract';
import { links } from '../../../../paths';
import { formatDateTime } from '../../../../lib/dates';
import { useServerNow, type LotPhase } from '../../hooks/use-server-clock';
import { canBuyNow, canMakeOffer, fixedPriceOf, perUnitCents } from '../../lib/purchase';
import type { ViewerRole } from '../../lib/viewer';
import { MakeOfferDialog } from '../shared/lazy-dialogs';
import { MyOffers } from './my-offers';

interface PurchaseActionsProps {
  project: Project;
  phase: LotPhase;
  role: ViewerRole;
  money: (cents: number) => string;
}

/**
 * Buy now and Make offer (spec 2 §5), for signed-in viewers: buyers use them,
 * staff see them disabled. Below, the buyer's own offers on the lot with their state.
 */
export function PurchaseActions({ project: p, phase, role, money }: PurchaseActionsProps) {
  const { t } = useTranslation();
  const now = useServerNow();
  const [offering, setOffering] = useState(false);
  const buy = canBuyNow(p, phase);
  const offer = canMakeOffer(p, phase, now);
  const buyer = role === 'buyer';
  // A price-lock lot is bought by the unit (its locked price ÷ qty); others whole.
  const buyPrice = p.listing_format === 'pricelock' ? perUnitCents(fixedPriceOf(p), p.qty) : fixedPriceOf(p);
  if (role === 'guest' || role === 'loading') return null;

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="purchase-actions">
      {role === 'staff' && (buy || offer) && (
        <Typography variant="body2" color="text.secondary" data-testid="purchase-staff-note">
          {t('tx.staffNote')}
        </Typography>
      )}
      {buy &&
        (buyer ? (
          <Button component={RouterLink} to={links.buyNow(p.id)} variant="contained" color="secondary" size="large" data-testid="buy-now">
            {t(p.listing_format === 'pricelock' ? 'tx.buyNowPerUnit' : 'tx.buyNowFor', { amount: money(buyPrice) })}
          </Button>
        ) : (
          <Button variant="contained" color="secondary" size="large" disabled data-testid="buy-now">
            {t(p.listing_format === 'pricelock' ? 'tx.buyNowPerUnit' : 'tx.buyNowFor', { amount: money(buyPrice) })}
          </Button>
        ))}
      {phase === 'upcoming' && p.market_status === 'open' && (p.makeoffer === 1 || p.buynow === 1) && (
        <Typography variant="body2" color="text.secondary" data-testid="purchase-not-started">
          {t('edges.purchaseStarts', { date: formatDateTime(p.date_added) })}
        </Typography>
      )}
      {offer && (
        <Button variant="outlined" size="large" disabled={!buyer} onClick={() => setOffering(true)} data-testid="make-offer">
          {t('offer.make')}
        </Button>
      )}
      {buyer && p.makeoffer === 1 && <MyOffers lotId={p.id} money={money} />}
      {buyer && <MakeOfferDialog open={offering} onClose={() => setOffering(false)} project={p} money={money} />}
    </Box>
  );
}
