import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { AdminIcon } from '../../../components/ui/shell-icons';
import { links, paths } from '../../../paths';
import { consolePaths } from '../../../features/console/console-paths';
import { MessagesButton } from './messages-button';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';
import { useUnreadCounts } from './use-unread-counts';

/** Right end of the desktop header: Login | Register, buyer icons, or Admin Module. */
export function AccountArea() {
  const { t } = useTranslation();
  const { status, isBuyer, isStaff, isSeller } = useSession();
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
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {isBuyer && <NotificationBell unread={unread.notifications} />}
      {/* Sellers answer their buyers' messages too. */}
      {(isBuyer || isSeller) && <MessagesButton unread={unread.messages} />}
      {(isStaff || isSeller) && (
        <Button color="secondary" variant="outlined" startIcon={<AdminIcon />} component={RouterLink} to={consolePaths.home} data-testid="admin-module">
          {t(isStaff ? 'header.adminModule' : 'header.sellerConsole')}
        </Button>
      )}
      <UserMenu />
    </Box>
  );
}
