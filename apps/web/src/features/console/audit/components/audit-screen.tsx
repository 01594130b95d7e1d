import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { ConsolePage } from '../../shell/console-page';
import { FilterSelect } from '../../components/list-kit';
import { useAuditLog } from '../api/audit-api';
import { AuditTrail } from './audit-trail';

interface Filter {
  action: string;
  lotId: string;
  userId: string;
  actorId: string;
}
const empty: Filter = { action: 'all', lotId: '', userId: '', actorId: '' };
const idOf = (v: string) => (/^\d{1,9}$/.test(v.trim()) && Number(v) > 0 ? Number(v) : undefined);

/** /admin/audit: every operator action, filtered by action, lot, account or operator. */
export function AuditScreen() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filter>(empty);
  const [applied, setApplied] = useState<Filter>(empty);
  const actions = useAuditLog({ page: 1, per_page: 25 }).data?.actions ?? [];
  const bad = (['lotId', 'userId', 'actorId'] as const).filter((k) => draft[k].trim() !== '' && idOf(draft[k]) === undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!bad.length) setApplied(draft);
  };
  const idField = (k: 'lotId' | 'userId' | 'actorId') => (
    <TextField
      size="small"
      id={`audit-${k}`}
      label={t(`console.audit.filter.${k}`)}
      value={draft[k]}
      onChange={(e) => setDraft({ ...draft, [k]: e.target.value })}
      error={bad.includes(k)}
      helperText={bad.includes(k) ? t('console.audit.filter.badId') : undefined}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `audit-filter-${k}` } }}
      sx={{ width: { xs: '100%', sm: 190 } }}
    />
  );
  return (
    <ConsolePage title={t('console.audit.title')} testId="console-audit">
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 1 }} aria-label={t('console.audit.filter.label')}>
        <FilterSelect
          label={t('console.audit.filter.action')}
          value={draft.action}
          options={[{ value: 'all', label: t('console.audit.filter.allActions') }, ...actions.map((a) => ({ value: a, label: a }))]}
          onChange={(action) => setDraft({ ...draft, action })}
          testId="audit-filter-action"
        />
        {idField('lotId')}
        {idField('userId')}
        {idField('actorId')}
        <Button type="submit" variant="contained" data-testid="audit-filter-apply">
          {t('console.audit.filter.apply')}
        </Button>
        <Button
          onClick={() => {
            setDraft(empty);
            setApplied(empty);
          }}
          data-testid="audit-filter-clear"
        >
          {t('console.audit.filter.clear')}
        </Button>
      </Box>
      <AuditTrail
        key={JSON.stringify(applied)}
        title={t('console.audit.entries')}
        action={applied.action === 'all' ? undefined : applied.action}
        lotId={idOf(applied.lotId)}
        userId={idOf(applied.userId)}
        actorId={idOf(applied.actorId)}
      />
    </ConsolePage>
  );
}
