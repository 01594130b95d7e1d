import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { errorText } from '../../../../lib/api-error';
import { ConsolePage } from '../../shell/console-page';
import { useBuyerCandidates, useBuyerGroup, useBuyerGroupActions, useBuyerGroups } from '../api/buyer-groups-api';

/** /admin/buyer-groups: groups of approved buyers that lots may be offered to privately (issue 42). */
export function BuyerGroupsScreen() {
  const { t } = useTranslation();
  const groups = useBuyerGroups();
  const actions = useBuyerGroupActions();
  const [selected, setSelected] = useState<number | null>(null);
  const [draft, setDraft] = useState({ name: '', description: '', open_to_requests: false });
  const create = (e: FormEvent) => {
    e.preventDefault();
    actions.create.mutate(draft, {
      onSuccess: (r) => {
        setDraft({ name: '', description: '', open_to_requests: false });
        setSelected(r.data.id);
      },
    });
  };
  return (
    <ConsolePage title={t('console.buyerGroups.title')} testId="console-buyer-groups">
      <Typography sx={{ mb: 2 }}>{t('console.buyerGroups.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Box component="form" onSubmit={create} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }} aria-label={t('console.buyerGroups.new')}>
          <TextField
            size="small"
            required
            id="buyer-group-name"
            label={t('console.buyerGroups.name')}
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'buyer-group-name' } }}
          />
          <TextField
            size="small"
            id="buyer-group-description"
            label={t('console.buyerGroups.description')}
            value={draft.description}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
            sx={{ flex: 1, minWidth: 200 }}
          />
          <FormControlLabel
            control={<Checkbox checked={draft.open_to_requests} onChange={(e) => setDraft({ ...draft, open_to_requests: e.target.checked })} />}
            label={t('console.buyerGroups.openToRequests')}
          />
          <Button type="submit" variant="contained" disabled={actions.create.isPending || draft.name.trim().length < 2} data-testid="buyer-group-create">
            {t('console.buyerGroups.create')}
          </Button>
        </Box>
        {actions.create.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(t, actions.create.error)}
          </Alert>
        )}
      </Paper>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        <Paper variant="outlined">
          {groups.data?.length === 0 && <Typography sx={{ p: 2 }}>{t('console.buyerGroups.empty')}</Typography>}
          <List aria-label={t('console.buyerGroups.title')} data-testid="buyer-group-list">
            {groups.data?.map((g) => (
              <ListItem key={g.id} disablePadding>
                <ListItemButton selected={g.id === selected} onClick={() => setSelected(g.id)} data-testid={`buyer-group-${g.id}`}>
                  <ListItemText
                    primary={g.name}
                    secondary={[
                      t('console.buyerGroups.counts', { members: g.member_count, requests: g.request_count, lots: g.lot_count }),
                      g.seller ? g.seller.name : t('console.buyerGroups.staffGroup'),
                    ].join(' · ')}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
        {selected !== null && <GroupMembers id={selected} />}
      </Box>
    </ConsolePage>
  );
}

function GroupMembers({ id }: { id: number }) {
  const { t } = useTranslation();
  const group = useBuyerGroup(id);
  const actions = useBuyerGroupActions();
  const [email, setEmail] = useState('');
  const add = (e: FormEvent) => {
    e.preventDefault();
    actions.add.mutate({ id, email: email.trim() }, { onSuccess: () => setEmail('') });
  };
  const error = actions.add.error ?? actions.remove.error;
  const members = group.data?.members.filter((m) => m.status === 'member') ?? [];
  const requests = group.data?.members.filter((m) => m.status === 'requested') ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="buyer-group-members">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {group.data?.name} — {t('console.buyerGroups.manage')}
      </Typography>
      <BuyerSearch memberIds={new Set(group.data?.members.map((m) => m.user_id))} onAdd={(userId) => actions.add.mutate({ id, user_id: userId })} busy={actions.add.isPending} />
      <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }} aria-label={t('console.buyerGroups.orEmail')}>
        <TextField
          size="small"
          type="email"
          required
          id="buyer-group-add-email"
          label={t('console.buyerGroups.addLabel')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'buyer-group-add-email' } }}
          sx={{ flex: 1, minWidth: 200 }}
        />
        <Button type="submit" variant="outlined" disabled={actions.add.isPending || !email.trim()} data-testid="buyer-group-add">
          {t('console.buyerGroups.add')}
        </Button>
      </Box>
      {error && <Alert severity="error">{errorText(t, error)}</Alert>}
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('console.buyerGroups.requests')}
      </Typography>
      {requests.length === 0 && <Typography color="text.secondary">{t('console.buyerGroups.noRequests')}</Typography>}
      <List dense data-testid="buyer-group-requests">
        {requests.map((m) => (
          <ListItem
            key={m.user_id}
            data-testid={`buyer-group-member-${m.user_id}`}
            secondaryAction={
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button size="small" onClick={() => actions.add.mutate({ id, user_id: m.user_id })} data-testid={`buyer-group-approve-${m.user_id}`}>
                  {t('console.buyerGroups.approve')}
                </Button>
                <Button size="small" color="error" onClick={() => actions.remove.mutate({ id, userId: m.user_id })} data-testid={`buyer-group-decline-${m.user_id}`}>
                  {t('console.buyerGroups.decline')}
                </Button>
              </Box>
            }
          >
            <ListItemText primary={m.name} secondary={[m.email, m.company, t('console.buyerGroups.requested')].filter(Boolean).join(' · ')} sx={{ pr: 18 }} />
          </ListItem>
        ))}
      </List>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('console.buyerGroups.manage')}
      </Typography>
      {members.length === 0 && <Typography color="text.secondary">{t('console.buyerGroups.noMembers')}</Typography>}
      <List dense>
        {members.map((m) => (
          <ListItem
            key={m.user_id}
            data-testid={`buyer-group-member-${m.user_id}`}
            secondaryAction={
              <Button size="small" color="error" onClick={() => actions.remove.mutate({ id, userId: m.user_id })}>
                {t('console.buyerGroups.remove')}
              </Button>
            }
          >
            <ListItemText primary={m.name} secondary={[m.email, m.company].filter(Boolean).join(' · ')} sx={{ pr: 10 }} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** Account search (name, email or company): each approved buyer found, with an Add button. */
function BuyerSearch({ memberIds, onAdd, busy }: { memberIds: ReadonlySet<number>; onAdd: (userId: number) => void; busy: boolean }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const term = q.trim();
  const found = useBuyerCandidates(term);
  return (
    <Box sx={{ mb: 1 }}>
      <TextField
        size="small"
        type="search"
        fullWidth
        id="buyer-group-search"
        label={t('console.buyerGroups.searchLabel')}
        helperText={term.length < 2 ? t('console.buyerGroups.searchHint') : undefined}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'buyer-group-search' } }}
      />
      {term.length >= 2 && found.data && (
        <List dense aria-label={t('console.buyerGroups.searchLabel')} data-testid="buyer-group-candidates" aria-live="polite">
          {found.data.length === 0 && <ListItem>{t('console.buyerGroups.searchNone')}</ListItem>}
          {found.data.map((c) => (
            <ListItem
              key={c.id}
              data-testid={`buyer-group-candidate-${c.id}`}
              secondaryAction={
                <Button size="small" variant="outlined" disabled={busy || memberIds.has(c.id)} onClick={() => onAdd(c.id)} aria-label={`${t('console.buyerGroups.add')}: ${c.name}`}>
                  {t('console.buyerGroups.add')}
                </Button>
              }
            >
              <ListItemText primary={c.name} secondary={[c.email, c.company].filter(Boolean).join(' · ')} sx={{ pr: 12 }} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
