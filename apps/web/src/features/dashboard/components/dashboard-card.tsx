import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { DashboardRecord, DashboardType } from '@gavel/contract';
import { LotCard } from '../../../components/lot/lot-card';
import { links } from '../../../paths';

export const hasOrderActions = (type: DashboardType) => type === 'won' || type === 'buy_now';

interface DashboardCardProps {
  lot: DashboardRecord;
  type: DashboardType;
  variant: 'grid' | 'list';
  onDetails: (lot: DashboardRecord) => void;
  onDispute: (lot: DashboardRecord) => void;
  onWatchChanged: (lotId: number, watched: boolean) => void;
}

/** The shared lot card plus the dashboard's actions: Details (drawer), View order and Add dispute, or View. */
export function DashboardCard({ lot, type, variant, onDetails, onDispute, onWatchChanged }: DashboardCardProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 1 }} data-testid="dashboard-card" data-lot-id={lot.id}>
      <Box sx={{ flex: 1 }}>
        <LotCard lot={lot} variant={variant} showStatus showWatch onWatchChanged={onWatchChanged} headingLevel="h3" />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => onDetails(lot)} data-testid="dashboard-details" aria-label={t('dashboard.detailsOf', { title: lot.title })}>
          {t('dashboard.details')}
        </Button>
        {hasOrderActions(type) ? (
          <>
            {lot.invoice_id && (
              <Button size="small" variant="contained" component={RouterLink} to={links.invoice(lot.invoice_id)} data-testid="dashboard-view-order">
                {t('dashboard.viewOrder')}
              </Button>
            )}
            <Button size="small" onClick={() => onDispute(lot)} data-testid="dashboard-add-dispute">
              {t('dashboard.addDispute')}
            </Button>
          </>
        ) : (
          <Button size="small" variant="contained" component={RouterLink} to={links.productView(lot.id)} data-testid="dashboard-view">
            {t('dashboard.view')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
