import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { SellerThread } from '@gavel/contract';
import { ArchiveIcon, UnarchiveIcon } from '../../../components/ui/icons';
import { EmptyState } from './empty-state';

interface PartiesPaneProps {
  parties: readonly SellerThread[] | undefined;
  loading: boolean;
  selected: number | null;
  archive: 0 | 1;
  onSelect: (id: number) => void;
  onArchive: (id: number) => void;
}

/** The other parties (sellers for a buyer, buyers for a seller), newest first. */
export function PartiesPane({ parties, loading, selected, archive, onSelect, onArchive }: PartiesPaneProps) {
  const { t } = useTranslation();
  if (loading) return <EmptyState text={t('messages.loading')} />;
  if (!parties?.length) return <EmptyState text={t('messages.empty')} testId="messages-empty" />;
  return (
    <List dense aria-label={t('messages.sellers')} data-testid="message-parties" disablePadding>
      {parties.map((p) => (
        <ListItem
          key={p.sellerid}
          disablePadding
          secondaryAction={
            <IconButton
              edge="end"
              size="small"
              onClick={() => onArchive(p.sellerid)}
              aria-label={t(archive ? 'messages.unarchiveParty' : 'messages.archiveParty', { name: p.username })}
              data-testid="archive-party"
            >
              {archive ? <UnarchiveIcon fontSize="small" /> : <ArchiveIcon fontSize="small" />}
            </IconButton>
          }
        >
          <ListItemButton selected={selected === p.sellerid} onClick={() => onSelect(p.sellerid)} data-testid="message-party" data-party-id={p.sellerid}>
            <ListItemText
              primary={
                <Badge badgeContent={p.unreadcount} color="secondary" sx={{ pr: p.unreadcount ? 1.5 : 0 }}>
                  <Typography component="span" variant="body2" sx={{ fontWeight: p.unreadcount ? 700 : 500 }}>
                    {p.username}
                  </Typography>
                </Badge>
              }
              secondary={p.message || t('messages.image')}
              slotProps={{ secondary: { noWrap: true } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
