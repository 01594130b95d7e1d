import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { AccountDetail } from '@gavel/contract';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Loading } from '../../../../components/ui/loading';
import { useToast } from '../../../../components/ui/toast-context';
import { errorKey, errorText } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/dates';
import { consolePaths } from '../../console-paths';
import { ConsolePage } from '../../shell/console-page';
import { Fact, factsGrid } from '../../components/list-kit';
import { AuditTrail } from '../../audit/components/audit-trail';
import { downloadPrivateFile, useAccountAction, useConsoleAccount, type AccountAction } from '../api/accounts-api';
import { AccountStatusChip } from './account-status-chip';

const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId: string }) => (
  <Paper component="section" variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, mt: 2 }} aria-label={title} data-testid={testId}>
    <Typography variant="h6" component="h2">
      {title}
    </Typography>
    {children}
  </Paper>
);

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Approve / deactivate / reactivate, each confirmed first; what the account's status allows. */
function Actions({ a }: { a: AccountDetail }) {
  const { t } = useTranslation();
  const toast = useToast();
  const act = useAccountAction();
  const [asking, setAsking] = useState<AccountAction | null>(null);
  const available: AccountAction[] = [
    ...(a.status === 'pending' ? (['approve'] as const) : []),
    ...(a.status === 'deactivated' ? (['reactivate'] as const) : ['deactivate' as const]),
  ];
  if (a.role === 'staff') return null;
  return (
    <>
      {available.map((k) => (
        <Button key={k} variant={k === 'deactivate' ? 'outlined' : 'contained'} color={k === 'deactivate' ? 'error' : 'primary'} onClick={() => setAsking(k)} data-testid={`account-${k}`}>
          {t(`console.accounts.action.${k}`)}
        </Button>
      ))}
      {asking && (
        <ConfirmDialog
          open
          title={t(`console.accounts.confirm.${asking}.title`, { name: `${a.first_name} ${a.last_name}` })}
          confirmLabel={t(`console.accounts.action.${asking}`)}
          cancelLabel={t('console.accounts.cancel')}
          busy={act.isPending}
          onClose={() => {
            act.reset();
            setAsking(null);
          }}
          onConfirm={() =>
            act.mutate(
              { id: a.id, action: asking },
              {
                onSuccess: () => {
                  toast.success(t(`console.accounts.done.${asking}`));
                  setAsking(null);
                },
              },
            )
          }
          testId="account-confirm"
        >
          <Typography variant="body2">{t(`console.accounts.confirm.${asking}.text`)}</Typography>
          {act.isError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {errorText(t, act.error)}
            </Alert>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}

function Documents({ a }: { a: AccountDetail }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (!a.tax_documents.length) return <Typography color="text.secondary">{t('console.accounts.noDocuments')}</Typography>;
  return (
    <>
      {failed && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {t('console.accounts.documentFailed')}
        </Alert>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
        {a.tax_documents.map((d) => (
          <Box component="li" key={d.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Button
              variant="outlined"
              size="small"
              onClick={() => {
                setFailed(false);
                downloadPrivateFile(d.url, d.original_name).catch(() => setFailed(true));
              }}
              data-testid={`tax-document-${d.id}`}
              aria-label={t('console.accounts.downloadDocument', { name: d.original_name })}
            >
              {t('console.accounts.download')}
            </Button>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {d.original_name} · {kb(d.size)} · {formatDateTime(d.uploaded_at)}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}

/** /admin/accounts/:id: one account's registration, its actions and its audit trail. */
export function AccountScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const q = useConsoleAccount(id);
  const a = q.data;
  const title = a ? `${a.first_name} ${a.last_name}`.trim() || a.email : t('console.accounts.account');
  return (
    <ConsolePage title={title} testId="console-account" actions={a && <Actions a={a} />}>
      <Link component={RouterLink} to={consolePaths.accounts} sx={{ display: 'inline-block', mb: 1 }}>
        {t('console.accounts.back')}
      </Link>
      {q.isPending && Number.isSafeInteger(id) && id > 0 ? (
        <Loading />
      ) : !a ? (
        <Alert severity="error">{t(q.isError ? errorKey(q.error) : 'errors.NOT_FOUND')}</Alert>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <AccountStatusChip status={a.status} testId="account-status" />
            <Typography variant="body2" color="text.secondary">
              {t(`console.accounts.roleName.${a.role}`)} · {t('console.accounts.since', { date: formatDateTime(a.created_at) })}
            </Typography>
          </Box>
          <Section title={t('console.accounts.contact')} testId="account-contact">
            <Box sx={factsGrid}>
              <Fact label={t('console.accounts.email')}>{a.email}</Fact>
              <Fact label={t('console.accounts.phone')}>{a.phone || t('console.accounts.none')}</Fact>
              <Fact label={t('console.accounts.landline')}>{a.landline || t('console.accounts.none')}</Fact>
              <Fact label={t('console.accounts.language')}>{a.language}</Fact>
              <Fact label={t('console.accounts.address')}>
                {[a.address.street, a.address.city, a.address.state, a.address.zip, a.address.country].filter(Boolean).join(', ') || t('console.accounts.none')}
              </Fact>
            </Box>
          </Section>
          <Section title={t('console.accounts.companySection')} testId="account-company">
            {a.company_detail ? (
              <Box sx={factsGrid}>
                <Fact label={t('console.accounts.company')}>{a.company_detail.name}</Fact>
                <Fact label={t('console.accounts.registrationNumber')}>{a.company_detail.registration_number || t('console.accounts.none')}</Fact>
                <Fact label={t('console.accounts.parentCompany')}>{a.company_detail.parent_company || t('console.accounts.none')}</Fact>
                <Fact label={t('console.accounts.businessType')}>{a.company_detail.business_type || t('console.accounts.none')}</Fact>
                <Fact label={t('console.accounts.businessStructure')}>{a.company_detail.business_structure || t('console.accounts.none')}</Fact>
                <Fact label={t('console.accounts.businessYears')}>{a.company_detail.business_years ?? t('console.accounts.none')}</Fact>
                <Fact label={t('console.accounts.duns')}>{a.company_detail.duns_number ?? t('console.accounts.none')}</Fact>
                <Fact label={t('console.accounts.taxNumber')}>{a.company_detail.tax_number ?? t('console.accounts.none')}</Fact>
                <Fact label={t('console.accounts.paymentMethod')}>{a.company_detail.payment_method || t('console.accounts.none')}</Fact>
                <Fact label={t('console.accounts.taxExempt')}>{t(a.company_detail.tax_exempt ? 'console.accounts.yes' : 'console.accounts.no')}</Fact>
              </Box>
            ) : (
              <Typography color="text.secondary">{t('console.accounts.noCompany')}</Typography>
            )}
          </Section>
          <Section title={t('console.accounts.people')} testId="account-people">
            {a.contacts.length ? (
              <Box sx={factsGrid}>
                {a.contacts.map((c, i) => (
                  <Fact key={i} label={t(`console.accounts.contactRole.${c.role}`)}>
                    {c.name}
                    {c.title && ` (${c.title})`}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {c.email} · {c.phone}
                    </Typography>
                  </Fact>
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">{t('console.accounts.none')}</Typography>
            )}
          </Section>
          <Section title={t('console.accounts.references')} testId="account-references">
            {a.references.length ? (
              <Box sx={factsGrid}>
                {a.references.map((r, i) => (
                  <Fact key={i} label={t(`console.accounts.referenceKind.${r.kind}`)}>
                    {r.name}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {[r.email, r.phone, r.location, r.contact_officer, r.account_number].filter(Boolean).join(' · ')}
                    </Typography>
                  </Fact>
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">{t('console.accounts.none')}</Typography>
            )}
          </Section>
          <Section title={t('console.accounts.documents')} testId="account-documents">
            <Documents a={a} />
          </Section>
          <AuditTrail userId={a.id} title={t('console.accounts.trail')} />
        </>
      )}
    </ConsolePage>
  );
}
