import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PageContainer } from '../../../components/ui/page-container';
import { ArrowBackIcon, MailIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMessagesOverview } from '../api/get-messages';
import { useProjectConversations } from '../api/search-project-messages';
import { useArchiveMessages } from '../api/archive-messages';
import { useLiveMessages } from '../hooks/use-live-messages';
import { PartiesPane } from './parties-pane';
import { ConversationsPane } from './conversations-pane';
import { ThreadPane } from './thread-pane';

const paneSx = { overflowY: 'auto', minHeight: 0 } as const;

/** /message: Active/Archive, sellers, their lot conversations and the thread (a drawer on small screens). */
export function MessagesScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  useDocumentTitle(t('messages.title'));
  useLiveMessages();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [archive, setArchive] = useState<0 | 1>(0);
  const [party, setParty] = useState<number | null>(null);
  const [lot, setLot] = useState<number | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const overview = useMessagesOverview(archive);
  const conversations = useProjectConversations(party, archive);
  const archiveCall = useArchiveMessages();

  const switchView = (next: 0 | 1) => {
    setArchive(next);
    setParty(null);
    setLot(null);
  };
  const doArchive = (sellerid: number, projectid?: number) =>
    archiveCall.mutate(
      { sellerid, projectid, archive: archive ? 0 : 1 },
      {
        onSuccess: () => {
          if (!projectid || projectid === lot) setLot(null);
          if (!projectid) setParty(null);
          toast.success(t(archive ? 'messages.unarchived' : 'messages.archived'));
        },
        onError: () => toast.error(t('messages.failed')),
      },
    );

  const parties = (
    <PartiesPane
      parties={overview.data?.messagesforusers}
      loading={overview.isPending}
      selected={party}
      archive={archive}
      onSelect={(id) => {
        setParty(id);
        setLot(null);
      }}
      onArchive={(id) => doArchive(id)}
    />
  );
  const lots = (
    <ConversationsPane
      conversations={party ? conversations.data : []}
      loading={!!party && conversations.isPending}
      selected={lot}
      archive={archive}
      onSelect={(id) => {
        setLot(id);
        setDrawerOpen(false);
      }}
      onArchive={(id) => party && doArchive(party, id)}
    />
  );

  return (
    <PageContainer title={t('messages.title')} testId="messages-screen">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={archive}
          onChange={(_, v: 0 | 1 | null) => v !== null && switchView(v)}
          aria-label={t('messages.viewLabel')}
        >
          {/* Full-strength text: the default 54 % grey fails AA contrast on the page's grey background. */}
          <ToggleButton value={0} data-testid="messages-active" sx={{ color: 'text.primary' }}>
            {t('messages.active')} ({overview.data?.activemsgcount ?? 0})
          </ToggleButton>
          <ToggleButton value={1} data-testid="messages-archive" sx={{ color: 'text.primary' }}>
            {t('messages.archive')} ({overview.data?.archivemsgcount ?? 0})
          </ToggleButton>
        </ToggleButtonGroup>
        {!wide && (
          <Button variant="outlined" startIcon={<MailIcon />} onClick={() => setDrawerOpen(true)} data-testid="messages-open-drawer">
            {t('messages.openList')}
          </Button>
        )}
      </Box>

      {wide ? (
        <Paper variant="outlined" sx={{ display: 'grid', gridTemplateColumns: '240px 280px 1fr', height: '70vh', minHeight: 420 }}>
          <Box sx={{ ...paneSx, borderRight: 1, borderColor: 'divider' }} component="section" aria-labelledby="messages-sellers-h">
            <Typography id="messages-sellers-h" variant="subtitle2" component="h2" sx={{ px: 2, py: 1.5 }}>
              {t('messages.sellers')}
            </Typography>
            {parties}
          </Box>
          <Box sx={{ ...paneSx, borderRight: 1, borderColor: 'divider' }} component="section" aria-labelledby="messages-conv-h">
            <Typography id="messages-conv-h" variant="subtitle2" component="h2" sx={{ px: 2, py: 1.5 }}>
              {t('messages.conversations')}
            </Typography>
            {party ? lots : null}
          </Box>
          <Box sx={{ minHeight: 0 }}>
            <ThreadPane sellerid={party} projectid={lot} archive={archive} />
          </Box>
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ height: '70vh', minHeight: 420 }}>
          <ThreadPane sellerid={party} projectid={lot} archive={archive} />
        </Paper>
      )}

      {!wide && (
        <Drawer anchor="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} slotProps={{ paper: { sx: { width: 300 } } }}>
          <Box data-testid="messages-drawer" component="nav" aria-label={t('messages.openList')}>
            {party ? (
              <>
                <Button startIcon={<ArrowBackIcon />} onClick={() => setParty(null)} sx={{ m: 1 }} data-testid="messages-back">
                  {t('messages.backToSellers')}
                </Button>
                <Typography variant="subtitle2" component="h2" sx={{ px: 2, pb: 1 }}>
                  {t('messages.conversations')}
                </Typography>
                {lots}
              </>
            ) : (
              <>
                <Typography variant="subtitle2" component="h2" sx={{ px: 2, py: 1.5 }}>
                  {t('messages.sellers')}
                </Typography>
                {parties}
              </>
            )}
          </Box>
        </Drawer>
      )}
    </PageContainer>
  );
}
