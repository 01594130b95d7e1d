import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { accountRoles, accountStatuses, type AccountRole, type AccountRow, type AccountStatus } from '@gavel/contract';
import { formatDay } from '../../../../lib/dates';
import { consoleLinks } from '../../console-paths';
import { ConsolePage } from '../../shell/console-page';
import { Fact, FilterSelect, RecordList, factsGrid } from '../../components/list-kit';
import { useConsoleAccounts } from '../api/accounts-api';
import { AccountStatusChip } from './account-status-chip';
import { InviteDialog } from './invite-dialog';

const PER_PAGE = 25;

function AccountCard({ a }: { a: AccountRow }) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={consoleLinks.account(a.id)} data-testid={`account-link-${a.id}`}>
            {`${a.first_name} ${a.last_name}`.trim() || a.email}
          </Link>
        </Typography>
        <AccountStatusChip status={a.status} testId={`account-status-${a.id}`} />
      </Box>
      <Box sx={factsGrid}>
        <Fact label={t('console.accounts.email')}>{a.email}</Fact>
        <Fact label={t('console.accounts.company')}>{a.company ?? t('console.accounts.none')}</Fact>
        <Fact label={t('console.accounts.role')}>{t(`console.accounts.roleName.${a.role}`)}</Fact>
        <Fact label={t('console.accounts.created')}>{formatDay(a.created_at)}</Fact>
      </Box>
    </>
  );
}

/** /admin/accounts: find an account by name, email or company; filter by status and role; invite a buyer. */
export function AccountsScreen() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<AccountStatus | 'all'>('all');
  const [role, setRole] = useState<AccountRole | 'all'>('all');
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const query = useConsoleAccounts({ q: q || undefined, status: status === 'all' ? undefined : status, role: role === 'all' ? undefined : role, page, per_page: PER_PAGE });
  const reset = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(1);
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    reset(setQ)(draft.trim().slice(0, 100));
  };
  const pending = query.data?.pendingCount ?? 0;
  return (
    <ConsolePage
      title={t('console.accounts.title')}
      testId="console-accounts"
      actions={
        <Button variant="contained" onClick={() => setInviting(true)} data-testid="invite-open">
          {t('console.accounts.invite.open')}
        </Button>
      }
    >
      <Box component="form" role="search" aria-label={t('console.accounts.title')} onSubmit={search} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <TextField
          size="small"
          type="search"
          id="accounts-q"
          label={t('console.accounts.search')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'accounts-q' } }}
          sx={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <Button type="submit" variant="outlined" data-testid="accounts-search">
          {t('console.accounts.searchButton')}
        </Button>
        <FilterSelect
          label={t('console.accounts.statusLabel')}
          value={status}
          options={(['all', ...accountStatuses] as const).map((s) => ({ value: s, label: t(`console.accounts.status.${s}`) }))}
          onChange={reset(setStatus)}
          testId="accounts-status"
        />
        <FilterSelect
          label={t('console.accounts.role')}
          value={role}
          options={(['all', ...accountRoles] as const).map((r) => ({ value: r, label: t(`console.accounts.roleName.${r}`) }))}
          onChange={reset(setRole)}
          testId="accounts-role"
        />
      </Box>
      {pending > 0 && status !== 'pending' && (
        <Button size="small" variant="outlined" sx={{ mb: 2 }} onClick={() => reset(setStatus)('pending')} data-testid="accounts-show-pending">
          {t('console.accounts.pendingWaiting', { count: pending })}
        </Button>
      )}
      <RecordList query={query} page={page} limit={PER_PAGE} onPage={setPage} empty={t('console.accounts.empty')} label={t('console.accounts.title')} testId="accounts-list">
        {(a) => <AccountCard a={a} />}
      </RecordList>
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
    </ConsolePage>
  );
}
