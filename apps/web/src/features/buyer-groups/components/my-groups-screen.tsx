import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OpenBuyerGroup } from '@gavel/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { PageContainer } from '../../../components/ui/page-container';
import { Loading } from '../../../components/ui/loading';
import { errorKey } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyGroups, useRequestToJoin } from '../api/my-groups';

/**
 * /my-groups (issue 42 §1): the buyer groups the buyer belongs to, and those open to requests,
 * where they may ask to join; the group's seller (or staff) approves in the console.
 */
export function MyGroupsScreen() {
  const { t } = useTranslation();
  const title = t('groups.title');
  useDocumentTitle(title);
  const groups = useMyGroups();
  const join = useRequestToJoin();
  const mine = groups.data?.filter((g) => g.status === 'member') ?? [];
  const open = groups.data?.filter((g) => g.status !== 'member') ?? [];
  return (
    <PageContainer title={title} testId="my-groups-screen">
      <Typography sx={{ mb: 2 }}>{t('groups.intro')}</Typography>
      {groups.isPending ? (
        <Loading minHeight={160} />
      ) : groups.isError ? (
        <Alert severity="error">{t(errorKey(groups.error))}</Alert>
      ) : (
        <>
          {join.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t(errorKey(join.error))}
            </Alert>
          )}
          <Section title={t('groups.member')} empty={t('groups.memberNone')} groups={mine} testId="my-groups-member" />
          <Section
            title={t('groups.open')}
            empty={t('groups.openNone')}
            groups={open}
            testId="my-groups-open"
            action={(g) =>
              g.status === 'requested' ? (
                <Chip label={t('groups.requested')} variant="outlined" data-testid={`group-requested-${g.id}`} />
              ) : (
                <Button variant="contained" size="small" disabled={join.isPending} onClick={() => join.mutate(g.id)} data-testid={`group-join-${g.id}`} aria-label={t('groups.askToJoinNamed', { name: g.name })}>
                  {t('groups.askToJoin')}
                </Button>
              )
            }
          />
        </>
      )}
    </PageContainer>
  );
}

function Section({ title, empty, groups, testId, action }: { title: string; empty: string; groups: OpenBuyerGroup[]; testId: string; action?: (g: OpenBuyerGroup) => React.ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }} data-testid={testId}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {groups.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {groups.map((g) => (
            <Paper component="li" variant="outlined" key={g.id} sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }} data-testid={`group-${g.id}`}>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{g.name}</Typography>
                {g.description && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {g.description}
                  </Typography>
                )}
              </Box>
              {action?.(g)}
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
