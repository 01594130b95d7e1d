import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { declineReasonLimits, languageSchema, sellerRequestStatuses, type Language, type SellerRequest, type SellerRequestStatus } from '@gavel/contract';
import { DialogFormActions } from '../../../../components/ui/dialog-form-actions';
import { useToast } from '../../../../components/ui/toast-context';
import { errorText } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/dates';
import { consoleLinks } from '../../console-paths';
import { ConsolePage } from '../../shell/console-page';
import { Fact, FilterSelect, RecordList, StateChip, factsGrid } from '../../components/list-kit';
import { useSellerRequestAction, useSellerRequests } from '../api/accounts-api';
import { LanguageSelect } from './language-select';

const PER_PAGE = 25;
type Decision = { request: SellerRequest; kind: 'accept' | 'decline' };

/** Accept (language of the account and email) or decline (reason, emailed). */
function DecisionDialog({ d, onClose }: { d: Decision; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const action = useSellerRequestAction();
  const [language, setLanguage] = useState<Language>(languageSchema.catch('English').parse(d.request.language));
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState(false);
  const accept = d.kind === 'accept';
  const tooShort = reason.trim().length < declineReasonLimits.min;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (!accept && tooShort) return;
    action.mutate(accept ? { id: d.request.id, action: 'accept', language } : { id: d.request.id, action: 'decline', language, reason: reason.trim() }, {
      onSuccess: () => {
        toast.success(t(accept ? 'console.accounts.requests.accepted' : 'console.accounts.requests.declined'));
        onClose();
      },
    });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="request-decision-title" fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="request-decision-title">{t(accept ? 'console.accounts.requests.acceptTitle' : 'console.accounts.requests.declineTitle', { company: d.request.company_name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t(accept ? 'console.accounts.requests.acceptText' : 'console.accounts.requests.declineText', { email: d.request.email })}</DialogContentText>
          {action.isError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {errorText(t, action.error)}
            </Alert>
          )}
          {!accept && (
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={3}
              id="request-reason"
              label={t('console.accounts.requests.reason')}
              required
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={shown && tooShort}
              helperText={shown && tooShort ? t('console.accounts.requests.reasonShort', { min: declineReasonLimits.min }) : ' '}
              slotProps={{ htmlInput: { maxLength: declineReasonLimits.max, 'data-testid': 'request-reason' } }}
              sx={{ mb: 1 }}
            />
          )}
          <LanguageSelect label={t('console.accounts.requests.emailLanguage')} value={language} onChange={setLanguage} testId="request-language" />
        </DialogContent>
        <DialogFormActions
          cancelLabel={t('console.accounts.cancel')}
          submitLabel={t(accept ? 'console.accounts.requests.accept' : 'console.accounts.requests.decline')}
          onCancel={onClose}
          busy={action.isPending}
          testId="request-decision"
        />
      </Box>
    </Dialog>
  );
}

const tone: Record<SellerRequestStatus, string> = { pending: 'pending', accepted: 'paid', declined: 'cancelled' };

function RequestCard({ r, onDecide }: { r: SellerRequest; onDecide: (kind: Decision['kind']) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {r.company_name}
        </Typography>
        <StateChip state={tone[r.status]} label={t(`console.accounts.requests.status.${r.status}`)} testId={`request-status-${r.id}`} />
      </Box>
      <Box sx={factsGrid}>
        <Fact label={t('console.accounts.requests.name')}>{`${r.first_name} ${r.last_name}`}</Fact>
        <Fact label={t('console.accounts.email')}>{r.email}</Fact>
        <Fact label={t('console.accounts.phone')}>{r.phone}</Fact>
        <Fact label={t('console.accounts.requests.type')}>{t(`console.accounts.requests.sellerType.${r.seller_type}`)}</Fact>
        <Fact label={t('console.accounts.requests.received')}>{formatDateTime(r.created_at)}</Fact>
        {r.decided_at && <Fact label={t('console.accounts.requests.decided')}>{formatDateTime(r.decided_at)}</Fact>}
        {r.decline_reason && <Fact label={t('console.accounts.requests.reason')}>{r.decline_reason}</Fact>}
        {r.user_id != null && (
          <Fact label={t('console.accounts.requests.account')}>
            <Link component={RouterLink} to={consoleLinks.account(r.user_id)}>
              {t('console.accounts.requests.openAccount')}
            </Link>
          </Fact>
        )}
      </Box>
      {r.status === 'pending' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" onClick={() => onDecide('accept')} data-testid={`request-accept-${r.id}`}>
            {t('console.accounts.requests.accept')}
          </Button>
          <Button color="error" onClick={() => onDecide('decline')} data-testid={`request-decline-${r.id}`}>
            {t('console.accounts.requests.decline')}
          </Button>
        </Box>
      )}
    </>
  );
}

/** /admin/seller-requests: companies asking to sell, accepted (seller account) or declined (reason emailed). */
export function SellerRequestsScreen() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<SellerRequestStatus | 'all'>('pending');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const query = useSellerRequests({ status: status === 'all' ? undefined : status, page, per_page: PER_PAGE });
  return (
    <ConsolePage title={t('console.accounts.requests.title')} testId="console-seller-requests">
      <Box sx={{ mb: 2 }}>
        <FilterSelect
          label={t('console.accounts.statusLabel')}
          value={status}
          options={(['pending', ...sellerRequestStatuses.filter((s) => s !== 'pending'), 'all'] as const).map((s) => ({ value: s, label: t(`console.accounts.requests.status.${s}`) }))}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          testId="requests-status"
        />
      </Box>
      <RecordList query={query} page={page} limit={PER_PAGE} onPage={setPage} empty={t('console.accounts.requests.empty')} label={t('console.accounts.requests.title')} testId="requests-list">
        {(r) => <RequestCard r={r} onDecide={(kind) => setDeciding({ request: r, kind })} />}
      </RecordList>
      {deciding && <DecisionDialog d={deciding} onClose={() => setDeciding(null)} />}
    </ConsolePage>
  );
}
