import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SampleSummary } from '../../../components/orders/sample-summary';
import { ArrowBackIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { useFormatMoney } from '../../../components/ui/money-text';
import { PageContainer } from '../../../components/ui/page-container';
import { TwoColumn } from '../../../components/ui/two-column';
import { useToast } from '../../../components/ui/toast-context';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime, useTimeZoneMode } from '../../../lib/dates';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { links, paths } from '../../../paths';
import { useAcceptCounterOffer, useDeclineCounterOffer } from '../api/answer-counter-offer';
import { useCounterSample } from '../api/get-counter-sample';

const errorText = (err: unknown, t: (k: string) => string) =>
  isApiError(err) && err.code !== 'INTERNAL' && err.code !== 'NETWORK' ? t(`errors.${err.code}`) : t('tx.tryAgain');

/**
 * /product/offer/{id}/{oid} (spec 2 §2, §4): the operator's counter to the
 * buyer's offer — accept it (order and invoice at the counter amount) or decline
 * it ("Counter offer declined successfully"; the buyer may offer again).
 */
export function CounterOfferScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const lotId = Number(params.id);
  const offerId = Number(params.oid);
  const navigate = useNavigate();
  const toast = useToast();
  const zone = useTimeZoneMode();
  const format = useFormatMoney();
  const session = useSession();
  const query = useCounterSample(lotId, offerId);
  const accept = useAcceptCounterOffer();
  const decline = useDeclineCounterOffer();
  useDocumentTitle(t('offer.counterTitle'));

  // Spec 2 §8: a sample that cannot be loaded (not this buyer's offer, no such lot) → search.
  const failed = query.isError || !(lotId > 0) || !(offerId > 0);
  useEffect(() => {
    if (!failed) return;
    toast.error(t('common.somethingWrong'));
    void navigate(paths.search, { replace: true });
  }, [failed, toast, t, navigate]);

  if (!query.data) return <Loading minHeight="50vh" />;
  const { sample: s, offer_status: status, expires_at: expiresAt } = query.data;
  const counter = s.counter_amount ?? s.bprice;
  const open = status === 'countered';
  const busy = accept.isPending || decline.isPending;
  const money = (cents: number) => format(cents, s.currency);

  const onAccept = () =>
    accept.mutate(
      { lotId, price: counter, offerId },
      {
        onSuccess: (r) => {
          toast.success(t('buyNow.completed'));
          void navigate(links.invoice(r.data.invoice_id));
        },
        onError: (err) => {
          toast.error(errorText(err, t));
          void query.refetch();
        },
      },
    );
  const onDecline = () =>
    decline.mutate(offerId, {
      onSuccess: () => {
        toast.success(t('offer.counterDeclined'));
        void navigate(links.productView(lotId));
      },
      onError: (err) => toast.error(errorText(err, t)),
    });

  return (
    <PageContainer title={t('offer.counterTitle')} testId="counter-offer-page">
      <Button
        component={RouterLink}
        to={links.productView(lotId)}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2, ml: -1 }}
        data-testid="counter-back"
      >
        {t('tx.backToLot')}
      </Button>
      <TwoColumn>
        <SampleSummary sample={s} priceLabel={t('offer.counterPrice')} />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="counter-card">
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {t('offer.counterHeading', { amount: money(counter) })}
            </Typography>
            {open ? (
              <>
                <Typography variant="body2" color="text.secondary">
                  {t('offer.counterText')}
                </Typography>
                {expiresAt && (
                  <Typography variant="body2" data-testid="counter-expiry">
                    {t('offer.expires', { date: formatDateTime(expiresAt, zone) })}
                  </Typography>
                )}
                {!session.isBuyer && <Alert severity="info">{t('tx.staffNote')}</Alert>}
                <Button
                  variant="contained"
                  size="large"
                  onClick={onAccept}
                  disabled={busy || !session.isBuyer}
                  data-testid="counter-accept"
                >
                  {t('offer.acceptCounter')}
                </Button>
                <Button
                  variant="outlined"
                  size="large"
                  onClick={onDecline}
                  disabled={busy || !session.isBuyer}
                  data-testid="counter-decline"
                >
                  {t('offer.declineCounter')}
                </Button>
              </>
            ) : (
              <Alert severity="info" data-testid="counter-closed">
                {t('offer.notAwaiting', { status: t(`offer.status.${status}`) })}
              </Alert>
            )}
          </Stack>
        </Paper>
      </TwoColumn>
    </PageContainer>
  );
}
