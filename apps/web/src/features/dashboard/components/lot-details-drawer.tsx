import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { DashboardRecord, DashboardType } from '@gavel/contract';
import { LabelValueRow } from '../../../components/ui/label-value-row';
import { MoneyText } from '../../../components/ui/money-text';
import { CloseIcon, ImageIcon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/dates';
import { links } from '../../../paths';
import { hasOrderActions } from './dashboard-card';

interface LotDetailsDrawerProps {
  lot: DashboardRecord | null;
  type: DashboardType;
  onClose: () => void;
  onDispute: (lot: DashboardRecord) => void;
}

/** The right drawer a card opens: the lot, the buyer's bid, sale or offer, and the card's actions. */
export function LotDetailsDrawer({ lot, type, onClose, onDispute }: LotDetailsDrawerProps) {
  const { t } = useTranslation();
  const money = (cents: number | null | undefined) => (cents == null ? '—' : <MoneyText cents={cents} currency={lot?.currency} />);
  return (
    <Drawer anchor="right" open={!!lot} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 } } } }}>
      {lot && (
        <Box sx={{ p: 2 }} data-testid="dashboard-drawer" role="region" aria-labelledby="dashboard-drawer-title">
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Typography id="dashboard-drawer-title" variant="h6" component="h2" sx={{ flex: 1 }}>
              {lot.title}
            </Typography>
            <IconButton onClick={onClose} aria-label={t('dashboard.closeDetails')} data-testid="dashboard-drawer-close">
              <CloseIcon />
            </IconButton>
          </Box>
          {lot.avatar ? (
            <Box component="img" src={lot.avatar} alt={lot.title} sx={{ width: '100%', borderRadius: 1, my: 1, aspectRatio: '4 / 3', objectFit: 'cover' }} />
          ) : (
            <Box sx={{ aspectRatio: '4 / 3', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', my: 1 }}>
              <ImageIcon />
            </Box>
          )}
          <Box sx={{ display: 'grid', gap: 0.75 }}>
            <LabelValueRow label={t('dashboard.field.lot')}>#{lot.id}</LabelValueRow>
            <LabelValueRow label={t('dashboard.field.format')}>{t(`listingFormat.${lot.listing_format}`)}</LabelValueRow>
            <LabelValueRow label={t('dashboard.field.status')}>{t(`marketStatus.${lot.market_status}`)}</LabelValueRow>
            {lot.bidtopstatus && <LabelValueRow label={t('dashboard.field.yourStatus')}>{t(`bidStatus.${lot.bidtopstatus}`)}</LabelValueRow>}
            <LabelValueRow label={t('dashboard.field.category')}>{lot.category || '—'}</LabelValueRow>
            <LabelValueRow label={t('dashboard.field.condition')}>{lot.condition || '—'}</LabelValueRow>
            <LabelValueRow label={t('dashboard.field.location')}>{[lot.city, lot.state, lot.country].filter(Boolean).join(', ') || '—'}</LabelValueRow>
            <LabelValueRow label={t('dashboard.field.qty')}>{lot.qty}</LabelValueRow>
            <Divider sx={{ my: 0.5 }} />
            <LabelValueRow label={t('dashboard.field.price')}>{money(lot.sold_price ?? lot.wprice)}</LabelValueRow>
            <LabelValueRow label={t('dashboard.field.bids')}>{lot.bid_count}</LabelValueRow>
            {lot.my_max_bid != null && <LabelValueRow label={t('dashboard.field.myMax')}>{money(lot.my_max_bid)}</LabelValueRow>}
            {lot.order_id != null && (
              <>
                <LabelValueRow label={t('dashboard.field.orderAmount')}>{money(lot.order_amount)}</LabelValueRow>
                <LabelValueRow label={t('dashboard.field.orderStatus')}>{lot.order_status ? t(`dashboard.orderStatus.${lot.order_status}`) : '—'}</LabelValueRow>
              </>
            )}
            {lot.offer_id != null && (
              <>
                <LabelValueRow label={t('dashboard.field.offer')}>{money(lot.offer_amount)}</LabelValueRow>
                {lot.counter_amount != null && <LabelValueRow label={t('dashboard.field.counter')}>{money(lot.counter_amount)}</LabelValueRow>}
                <LabelValueRow label={t('dashboard.field.offerStatus')}>{lot.offer_status ? t(`dashboard.offerStatus.${lot.offer_status}`) : '—'}</LabelValueRow>
              </>
            )}
            <LabelValueRow label={t('dashboard.field.closes')}>{formatDateTime(lot.date_closed)}</LabelValueRow>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
            {hasOrderActions(type) ? (
              <>
                {lot.invoice_id && (
                  <Button variant="contained" component={RouterLink} to={links.invoice(lot.invoice_id)} data-testid="drawer-view-order">
                    {t('dashboard.viewOrder')}
                  </Button>
                )}
                <Button variant="outlined" onClick={() => onDispute(lot)} data-testid="drawer-add-dispute">
                  {t('dashboard.addDispute')}
                </Button>
              </>
            ) : (
              <Button variant="contained" component={RouterLink} to={links.productView(lot.id)} data-testid="drawer-view">
                {t('dashboard.view')}
              </Button>
            )}
          </Box>
        </Box>
      )}
    </Drawer>
  );
}
