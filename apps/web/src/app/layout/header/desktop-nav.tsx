import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NavLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { visibleNavItems } from './nav-items';

export function DesktopNav() {
  const { t } = useTranslation();
  const { isBuyer } = useSession();
  return (
    <Box component="nav" aria-label={t('header.mainNav')} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'nowrap', minWidth: 0 }}>
      {visibleNavItems(isBuyer).map((item) => (
        <Button
          key={item.id}
          component={NavLink}
          to={item.to}
          end
          color="inherit"
          size="small"
          data-testid={`nav-${item.id}`}
          sx={{
            // One line in every language up to a buyer's full set of links (German is the longest).
            px: { md: 0.6, lg: 0.75, xl: 1.25 },
            minWidth: 0,
            whiteSpace: 'nowrap',
            fontSize: { md: 12.5, lg: 13.5, xl: 14 },
            '&[aria-current="page"]': { color: 'primary.main', boxShadow: (th) => `inset 0 -2px 0 ${th.palette.secondary.main}` },
          }}
        >
          {t(item.labelKey)}
        </Button>
      ))}
    </Box>
  );
}
