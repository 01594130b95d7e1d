import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { AdminIcon } from '../../../components/ui/shell-icons';
import { consolePaths } from '../../../features/console/console-paths';
import { MessagesButton } from './messages-button';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

type Unread = { notifications: number; messages: number };

/*
 * The header's signed-in controls, in their own chunk (`signed-in-slot.tsx` loads it once a login
 * is known): a guest's first page does not carry them. The unread counts are kept by the header
 * itself from its first render (`useUnreadCounts`), so no live event is missed while this loads.
 */

/** Narrow screens: the bell (buyers) and the messages (buyers and sellers), before search and menu. */
export function SignedInIcons({ unread }: { unread: Unread }) {
  const { isBuyer, isSeller } = useSession();
  return (
    <>
      {isBuyer && <NotificationBell unread={unread.notifications} />}
      {/* Sellers answer their buyers' messages too. */}
      {(isBuyer || isSeller) && <MessagesButton unread={unread.messages} />}
    </>
  );
}

/** Wide screens, the right end of the header: the icons, Admin Module / Seller Console, the user menu. */
export function SignedInArea({ unread }: { unread: Unread }) {
  const { t } = useTranslation();
  const { isStaff, isSeller } = useSession();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <SignedInIcons unread={unread} />
      {(isStaff || isSeller) && (
        <Button color="secondary" variant="outlined" startIcon={<AdminIcon />} component={RouterLink} to={consolePaths.home} data-testid="admin-module">
          {t(isStaff ? 'header.adminModule' : 'header.sellerConsole')}
        </Button>
      )}
      <UserMenu />
    </Box>
  );
}
