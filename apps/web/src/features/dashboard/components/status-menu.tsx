import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { dashboardTypes, type DashboardType } from '@gavel/contract';
import { links } from '../../../paths';

/** The left "Auction Status" menu: Active, Buy Now/Offer, Bids Won, Bids Lost, Watch List, with counts. */
export function StatusMenu({ type, counts }: { type: DashboardType; counts?: Record<DashboardType, number> }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="nav" aria-labelledby="dashboard-status-title" data-testid="dashboard-status-menu">
      <Typography id="dashboard-status-title" variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 700 }}>
        {t('dashboard.auctionStatus')}
      </Typography>
      <List dense>
        {dashboardTypes.map((k) => (
          <ListItem key={k} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={links.dashboard(k)}
              selected={k === type}
              aria-current={k === type ? 'page' : undefined}
              data-testid={`dashboard-type-${k}`}
            >
              <ListItemText primary={t(`dashboard.type.${k}`)} />
              {counts && <Chip size="small" label={counts[k]} aria-hidden />}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
