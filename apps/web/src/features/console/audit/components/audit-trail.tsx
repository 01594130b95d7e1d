import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { AuditEntry } from '@gavel/contract';
import { formatDateTime } from '../../../../lib/dates';
import { consoleLinks } from '../../console-paths';
import { RecordList } from '../../components/list-kit';
import { useAuditLog } from '../api/audit-api';

const show = (v: unknown) => (v === undefined || v === null ? '–' : typeof v === 'string' ? v : JSON.stringify(v));
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Before → after, one line per field that differs (or the whole value when it is not an object). */
function Changes({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const rows =
    isRecord(before) || isRecord(after)
      ? [...new Set([...Object.keys(isRecord(before) ? before : {}), ...Object.keys(isRecord(after) ? after : {})])]
          .map((k) => ({ k, b: isRecord(before) ? before[k] : undefined, a: isRecord(after) ? after[k] : undefined }))
          .filter((r) => JSON.stringify(r.b) !== JSON.stringify(r.a))
      : [{ k: '', b: before, a: after }];
  if (!rows.length) return null;
  return (
    <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25, fontSize: 13 }}>
      {rows.map((r) => (
        <Box key={r.k} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {r.k || t('console.audit.value')}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ textDecoration: r.b === undefined || r.b === null ? 'none' : 'line-through', color: 'text.secondary' }}>
              {show(r.b)}
            </Box>
            {' → '}
            <Box component="span" sx={{ fontWeight: 600 }}>{show(r.a)}</Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** One audit entry: when, who, what, on which lot / account, before → after. */
export function AuditEntryView({ e }: { e: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-testid={`audit-action-${e.id}`}>
          {e.action}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {e.actor ? t('console.audit.by', { name: e.actor.name || e.actor.email, email: e.actor.email }) : t('console.audit.system')}
        {' · '}
        {t('console.audit.on', { entity: e.entity, id: e.entity_id })}
        {e.lot_id != null && (
          <>
            {' · '}
            <Link component={RouterLink} to={consoleLinks.lot(e.lot_id)}>
              {t('console.audit.lot', { id: e.lot_id })}
            </Link>
          </>
        )}
        {e.user_id != null && (
          <>
            {' · '}
            <Link component={RouterLink} to={consoleLinks.account(e.user_id)}>
              {e.user_name ? t('console.audit.account', { name: e.user_name }) : t('console.audit.accountId', { id: e.user_id })}
            </Link>
          </>
        )}
      </Typography>
      <Changes before={e.before} after={e.after} />
    </>
  );
}

/**
 * The audit trail of one lot or one account (or all of it), newest first, paged.
 * Other console screens embed it: `<AuditTrail lotId={id} />` or `<AuditTrail userId={id} />`.
 */
export function AuditTrail({ lotId, userId, actorId, action, title }: { lotId?: number; userId?: number; actorId?: number; action?: string; title?: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const perPage = 25;
  const query = useAuditLog({ lot_id: lotId, user_id: userId, actor_id: actorId, action, page, per_page: perPage });
  const heading = title ?? t('console.audit.trail');
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, mt: 2 }} aria-label={heading} data-testid="audit-trail">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <RecordList query={query} page={page} limit={perPage} onPage={setPage} empty={t('console.audit.empty')} label={heading} testId="audit-list">
        {(e) => <AuditEntryView e={e} />}
      </RecordList>
    </Paper>
  );
}
