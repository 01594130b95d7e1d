import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { newsletter } from '@gavel/contract';
import { Loading } from '../../../components/ui/loading';
import { PageContainer } from '../../../components/ui/page-container';
import { callApi } from '../../../lib/api-client';
import { errorText } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /unsubscribe/:token: the address behind the link and an Unsubscribe button (spec 1 §2). */
export function UnsubscribeScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('access.unsubscribe.title'));
  const { token = '' } = useParams();
  const decoded = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) => callApi(newsletter.getUnsubscribe, { params: { token } }, { signal }),
    retry: false,
  });
  // The spec's form (site_id, email) plus the link's token.
  const unsubscribe = useMutation({
    mutationFn: () => callApi(newsletter.unsubscribe, { body: { token, email: decoded.data?.data.email } }),
  });

  return (
    <PageContainer title={t('access.unsubscribe.title')} testId="unsubscribe-page">
      <Box sx={{ maxWidth: 560, display: 'grid', gap: 2 }}>
        {decoded.isPending && <Loading />}
        {decoded.isError && (
          <Alert severity="error" data-testid="unsubscribe-error">
            {errorText(t, decoded.error)}
          </Alert>
        )}
        {decoded.isSuccess && unsubscribe.isSuccess && (
          <Alert severity="success" data-testid="unsubscribe-done">
            {t('access.unsubscribe.done')}
          </Alert>
        )}
        {decoded.isSuccess && !unsubscribe.isSuccess && (
          <>
            <Typography data-testid="unsubscribe-email">{t('access.unsubscribe.confirm', { email: decoded.data.data.email })}</Typography>
            {unsubscribe.isError && <Alert severity="error">{errorText(t, unsubscribe.error)}</Alert>}
            <Button
              variant="contained"
              sx={{ justifySelf: 'start' }}
              disabled={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate()}
              data-testid="unsubscribe-submit"
            >
              {t('access.unsubscribe.submit')}
            </Button>
          </>
        )}
      </Box>
    </PageContainer>
  );
}
