import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { notifications as contract, type ResponseOf } from '@gavel/contract';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useMarkAllRead } from '../api/mark-all-read';
import { useClearNotifications } from '../api/clear-notifications';
import { visuallyHidden } from '../../../components/ui/visually-hidden';

type Item = ResponseOf<typeof contract.getNotifications>['bellNotify'][number];

/** One notification: bold while unread; long titles (over 25 characters) expand with show more / show less. */
function NotificationRow({ item, onOpen }: { item: Item; onOpen: (item: Item) => void }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const long = item.title.length > contract.notificationExpandThreshold;
  const text = long && !expanded ? `${item.title.slice(0, contract.notificationExpandThreshold)}…` : item.title;
  const unread = item.read === '0';
  return (
    <ListItem disablePadding data-testid="notification-item" data-read={item.read} sx={{ display: 'block' }}>
      <ListItemButton onClick={() => onOpen(item)} sx={{ py: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 400 }}>
          {unread && <Box component="span" sx={visuallyHidden}>{t('bell.unread')} </Box>}
          {text}
        </Typography>
      </ListItemButton>
      {long && (
        <Button size="small" sx={{ ml: 1, mb: 0.5 }} onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
          {expanded ? t('bell.showLess') : t('bell.showMore')}
        </Button>
      )}
    </ListItem>
  );
}



/** The bell's list: newest first; a click marks one read and opens its lot; mark all read; clear all. */
export function NotificationList({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isLoading } = useNotifications(true);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllRead();
  const clear = useClearNotifications();
  const items = data?.bellNotify ?? [];

  const open = (item: Item) => {
    if (item.read === '0') markRead.mutate(item.id);
    onClose();
    if (item.project_id) void navigate(`/product/view/${item.project_id}`);
  };

  return (
    <Box sx={{ width: { xs: 300, sm: 360 }, maxHeight: 440, display: 'flex', flexDirection: 'column' }} data-testid="notification-list">
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 700 }}>
        {t('header.notifications')}
      </Typography>
      <Divider />
      {isLoading ? (
        <Typography sx={{ p: 2 }}>{t('common.loading')}</Typography>
      ) : items.length === 0 ? (
        <Typography sx={{ p: 2 }}>{t('header.noNotifications')}</Typography>
      ) : (
        // minHeight 0: a long list scrolls inside the box and never pushes Mark all read and Clear out of it.
        <List dense sx={{ overflowY: 'auto', flex: 1, minHeight: 0 }}>
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} onOpen={open} />
          ))}
        </List>
      )}
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', p: 1 }}>
        <Button size="small" onClick={() => markAll.mutate()} disabled={!data?.unread} data-testid="notifications-mark-all">
          {t('bell.markAllRead')}
        </Button>
        <Button size="small" color="error" onClick={() => clear.mutate()} disabled={items.length === 0} data-testid="notifications-clear">
          {t('bell.clearAll')}
        </Button>
      </Box>
    </Box>
  );
}
