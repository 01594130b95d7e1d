import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { MailIcon } from '../../../components/ui/shell-icons';
import { paths } from '../../../paths';

export function MessagesButton({ unread }: { unread: number }) {
  const { t } = useTranslation();
  return (
    <IconButton
      color="inherit"
      component={RouterLink}
      to={paths.message}
      aria-label={`${t('header.messages')}, ${t('header.unread', { count: unread })}`}
      data-testid="messages-link"
    >
      {/* Remounted at 0: a hidden badge would keep its last number in the DOM, which then no longer matches the label. */}
      <Badge key={unread === 0 ? 'none' : 'some'} badgeContent={unread} color="secondary" data-testid="messages-badge">
        <MailIcon />
      </Badge>
    </IconButton>
  );
}
