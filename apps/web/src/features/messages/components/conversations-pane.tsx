import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ArchiveIcon, UnarchiveIcon } from '../../../components/ui/icons';
import type { ProjectConversation } from '../api/search-project-messages';
import { EmptyState } from './empty-state';

interface ConversationsPaneProps {
  conversations: readonly ProjectConversation[] | undefined;
  loading: boolean;
  selected: number | null;
  archive: 0 | 1;
  onSelect: (lotId: number) => void;
  onArchive: (lotId: number) => void;
}

/** The lot conversations with one party, with message and unread counts. */
export function ConversationsPane({ conversations, loading, selected, archive, onSelect, onArchive }: ConversationsPaneProps) {
  const { t } = useTranslation();
  if (loading) return <EmptyState text={t('messages.loading')} />;
  if (!conversations?.length) return <EmptyState text={t('messages.empty')} />;
  return (
    <List dense aria-label={t('messages.conversations')} data-testid="message-conversations" disablePadding>
      {conversations.map((c) => (
        <ListItem
          key={c.project_id}
          disablePadding
          secondaryAction={
            <IconButton
              edge="end"
              size="small"
              onClick={() => onArchive(c.project_id)}
              aria-label={t(archive ? 'messages.unarchiveLot' : 'messages.archiveLot', { title: c.title })}
              data-testid="archive-conversation"
            >
              {archive ? <UnarchiveIcon fontSize="small" /> : <ArchiveIcon fontSize="small" />}
            </IconButton>
          }
        >
          <ListItemButton selected={selected === c.project_id} onClick={() => onSelect(c.project_id)} data-testid="message-conversation" data-lot-id={c.project_id}>
            <ListItemText
              primary={c.title}
              slotProps={{ primary: { sx: { fontWeight: c.unreadcount ? 700 : 500 } }, secondary: { component: 'div' } }}
              secondary={
                <>
                  {t('messages.count', { count: c.conversationcount })}
                  {c.unreadcount > 0 && (
                    <Chip component="span" size="small" color="secondary" label={t('messages.unread', { count: c.unreadcount })} sx={{ ml: 1, height: 18 }} />
                  )}
                </>
              }
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
