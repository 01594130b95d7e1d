import { useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../../components/ui/icons';

export function NotificationBell({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`${t('header.notifications')} (${t('header.unread', { count: unread })})`}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="notification-bell"
      >
        <Badge badgeContent={unread} color="secondary" data-testid="notification-badge">
          <BellIcon />
        </Badge>
      </IconButton>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography sx={{ p: 2, minWidth: 220 }}>{t('header.noNotifications')}</Typography>
      </Popover>
    </>
  );
}
