import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { ResponseOf, offers } from '@gavel/contract';
import { formatDateTime, useTimeZoneMode } from '../../../../lib/dates';
import { links } from '../../../../paths';
import { useAuctionOffers } from '../../api/get-auction-offers';

type Offer = ResponseOf<typeof offers.getAuctionOffers>['data']['offers'][number];

/** Dark fills so the white label keeps a 4.5:1 contrast (WCAG AA). */
const statusFill: Record<Offer['status'], string> = {
  submitted: '#01579b',
  approved: '#1b5e20',
  declined: '#555555',
  countered: '#8a4500',
  counter_declined: '#555555',
  expired: '#555555',
};

/** The buyer's own offers on the lot (getAuctionOffers): amount, state, counter and expiry. */
export function MyOffers({ lotId, money }: { lotId: number; money: (cents: number) => string }) {
  const { t } = useTranslation();
  const zone = useTimeZoneMode();
  const query = useAuctionOffers(lotId);
  const list = query.data?.offers ?? [];
  if (list.length === 0) return null;

  return (
    <Box component="section" aria-labelledby={`my-offers-${lotId}`} data-testid="my-offers">
      <Typography id={`my-offers-${lotId}`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('offer.yours')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {list.map((o) => (
          <Box
            component="li"
            key={o.id}
            data-testid={`my-offer-${o.id}`}
            data-status={o.status}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25, display: 'grid', gap: 0.5 }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {money(o.offer_amount)}
              </Typography>
              <Chip
                size="small"
                sx={{ bgcolor: statusFill[o.status], color: '#fff' }}
                label={t(`offer.status.${o.status}`)}
                data-testid="my-offer-status"
              />
            </Box>
            {o.counter_amount !== null && (
              <Typography variant="body2" data-testid="my-offer-counter">
                {t('offer.counterAmount', { amount: money(o.counter_amount) })}
              </Typography>
            )}
            {o.expires_at && (o.status === 'submitted' || o.status === 'countered') && (
              <Typography variant="caption" color="text.secondary" data-testid="my-offer-expiry">
                {t('offer.expires', { date: formatDateTime(o.expires_at, zone) })}
              </Typography>
            )}
            {o.status === 'countered' && (
              <Button component={RouterLink} to={links.offer(lotId, o.id)} size="small" variant="contained" data-testid="my-offer-respond">
                {t('offer.respond')}
              </Button>
            )}
            {o.status === 'approved' && o.invoice_id !== null && (
              <Button component={RouterLink} to={links.invoice(o.invoice_id)} size="small" data-testid="my-offer-invoice">
                {t('invoice.view')}
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
