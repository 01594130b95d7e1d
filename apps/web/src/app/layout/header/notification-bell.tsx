import { lazy, Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Popover } from '../../../components/ui/lazy-overlays';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { BellIcon } from '../../../components/ui/shell-icons';
import { Loading } from '../../../components/ui/loading';

// The list (and its endpoints' schemas) loads when the bell is opened, not with the first page.
const NotificationList = lazy(() => import('../../../features/notifications/components/notification-list').then((m) => ({ default: m.NotificationList })));

export function NotificationBell({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        // The badge shows 99+ from 100 on (MUI's default maximum; the API counts up to 100): so does the label.
        aria-label={`${t('header.notifications')}, ${unread > 99 ? t('header.unreadMany') : t('header.unread', { count: unread })}`}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="notification-bell"
      >
        {/* Remounted at 0: a hidden badge would keep its last number in the DOM, which then no longer matches the label. */}
        <Badge key={unread === 0 ? 'none' : 'some'} badgeContent={unread} color="secondary" data-testid="notification-badge">
          <BellIcon />
        </Badge>
      </IconButton>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // The list's width from the start: placed while its chunk loads, a narrower box put the
        // list's right part (Clear) outside the window once it drew.
        slotProps={{ paper: { sx: { width: { xs: 300, sm: 360 } } } }}
      >
        <Suspense fallback={<Loading minHeight={120} />}>
          <NotificationList onClose={() => setAnchor(null)} />
        </Suspense>
      </Popover>
    </>
  );
}
