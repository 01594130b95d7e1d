import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { MessageRecord } from '@gavel/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast-context';
import { formatDay } from '../../../lib/dates';
import { links } from '../../../paths';
import { useMessageThread } from '../api/search-actual-messages';
import { useDeleteMessage } from '../api/delete-message';
import { Composer } from './composer';
import { EmptyState } from './empty-state';
import { MessageBubble } from './message-bubble';

/** Messages grouped by the viewer's local day, oldest first. */
function byDay(messages: readonly MessageRecord[]) {
  const days: { day: string; items: MessageRecord[] }[] = [];
  for (const m of messages) {
    const day = formatDay(m.date_sent);
    const last = days[days.length - 1];
    if (last && last.day === day) last.items.push(m);
    else days.push({ day, items: [m] });
  }
  return days;
}

export function ThreadPane({ sellerid, projectid, archive }: { sellerid: number | null; projectid: number | null; archive: 0 | 1 }) {
  const { t } = useTranslation();
  const toast = useToast();
  const thread = useMessageThread(sellerid, projectid, archive);
  const remove = useDeleteMessage();
  const [toDelete, setToDelete] = useState<number | null>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const all = useMemo(() => thread.data?.actualmessages.flatMap((d) => d.datearray) ?? [], [thread.data]);
  const days = useMemo(() => byDay(all), [all]);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [all.length]);

  if (!sellerid || !projectid) {
    return <EmptyState text={t('messages.noneSelected')} hint={t('messages.selectHint')} testId="thread-none" />;
  }
  if (thread.isPending) return <EmptyState text={t('messages.loading')} />;
  const data = thread.data;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }} data-testid="message-thread">
      <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
          {data?.username}
        </Typography>
        {data && (
          <Link component={RouterLink} to={links.productView(data.projectid)} variant="body2">
            {data.title}
          </Link>
        )}
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1, minHeight: 200 }} tabIndex={0} aria-label={t('messages.threadLabel')} role="region">
        {days.length === 0 && <EmptyState text={t('messages.empty')} />}
        {days.map((d) => (
          <Box key={d.day} component="section" aria-label={d.day}>
            <Typography variant="caption" component="h3" sx={{ display: 'block', textAlign: 'center', color: 'text.secondary', my: 1 }}>
              {d.day}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {d.items.map((m) => (
                <MessageBubble key={m.id} message={m} otherName={data?.username ?? ''} onDelete={setToDelete} />
              ))}
            </Box>
          </Box>
        ))}
        <div ref={endRef} />
      </Box>
      <Composer sellerid={sellerid} projectid={projectid} />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('messages.deleteTitle')}
        confirmLabel={t('messages.deleteConfirm')}
        cancelLabel={t('messages.cancel')}
        busy={remove.isPending}
        testId="delete-message-dialog"
        onClose={() => setToDelete(null)}
        onConfirm={() =>
          toDelete !== null &&
          remove.mutate(toDelete, {
            onSuccess: () => setToDelete(null),
            onError: () => toast.error(t('messages.failed')),
          })
        }
      />
    </Box>
  );
}
