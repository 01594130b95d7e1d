import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { links, paths } from '../../../paths';
import { SignedInArea } from './signed-in-slot';
import { useUnreadCounts } from './use-unread-counts';

/** Right end of the desktop header: Login | Register, buyer icons, or Admin Module. */
export function AccountArea() {
  const { t } = useTranslation();
  const { status } = useSession();
  // Here, from the first render: the counts' live events are never missed while the icons load.
  const unread = useUnreadCounts();

  if (status === 'loading') return <Box sx={{ width: 120 }} aria-hidden />;
  if (status === 'guest') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center' }} data-testid="guest-links">
        <Button color="inherit" component={RouterLink} to={paths.login} data-testid="header-login">
          {t('header.login')}
        </Button>
        <Box component="span" aria-hidden sx={{ color: 'text.disabled' }}>
          |
        </Box>
        <Button color="inherit" component={RouterLink} to={links.register()} data-testid="header-register">
          {t('header.register')}
        </Button>
      </Box>
    );
  }
  return <SignedInArea unread={unread} />;
}
