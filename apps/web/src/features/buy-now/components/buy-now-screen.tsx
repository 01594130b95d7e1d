import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Loading } from '../../../components/ui/loading';
import { ArrowBackIcon } from '../../../components/ui/icons';
import { PageContainer } from '../../../components/ui/page-container';
import { TwoColumn } from '../../../components/ui/two-column';
import { SampleSummary } from '../../../components/orders/sample-summary';
import { useToast } from '../../../components/ui/toast-context';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { joinLot, onSocketEvent } from '../../../lib/socket';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { links, paths } from '../../../paths';
import { useConfirmBuyNow } from '../api/confirm-buy-now';
import { useBuyNowSample } from '../api/get-buy-now-sample';
import { useBuyNowOutcome, type BuyNowOutcome } from '../hooks/use-buy-now-outcome';
import { outcomeErrorText, purchaseErrorText } from './purchase-error';
import { QuantityField } from './quantity-field';

/**
 * /product/buynow/{id} (spec 2 §2, §4): the lot, its price, the quantity
 * (price lock: up to what remains), fees and the buyer's total. Confirm posts
 * buynowConfirm; the outcome (also sent as `buynowAddtime`) opens the invoice,
 * or says why not ("this item is out of stock").
 */
export function BuyNowScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const lotId = Number(id);
  const navigate = useNavigate();
  const toast = useToast();
  const session = useSession();
  const viewerId = session.user?.id ?? null;
  const [qty, setQty] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const done = useRef(false);
  const key = useRef(newIdempotencyKey());
  const sample = useBuyNowSample(lotId, qty);
  const confirm = useConfirmBuyNow();
  useDocumentTitle(t('buyNow.title'));

  // Spec 2 §8: a sample that cannot be loaded → the search page.
  useEffect(() => {
    if (!sample.isError && lotId > 0) return;
    toast.error(t('common.somethingWrong'));
    void navigate(paths.search, { replace: true });
  }, [sample.isError, lotId, toast, t, navigate]);

  const finish = useCallback(
    (o: BuyNowOutcome) => {
      if (done.current) return;
      if (o.ok) {
        done.current = true;
        toast.success(t('buyNow.completed'));
        void navigate(links.invoice(o.invoiceId));
      } else {
        setFailure(outcomeErrorText(o.error, t));
        key.current = newIdempotencyKey();
      }
    },
    [navigate, t, toast],
  );
  useBuyNowOutcome(lotId, viewerId, finish);

  // Someone else bought the last unit while this page was open.
  useEffect(() => {
    if (!(lotId > 0)) return;
    const leave = joinLot(lotId);
    const off = onSocketEvent('realclosedupdates', (e) => {
      if (e.id === lotId && !done.current && String(e.usr) !== String(viewerId ?? '')) setFailure(t('errors.OUT_OF_STOCK'));
    });
    return () => {
      off();
      leave();
    };
  }, [lotId, viewerId, t]);

  const s = sample.data;
  if (!s) return <Loading minHeight="50vh" />;
  const priceLock = s.kind === 'pricelock';
  const staff = !session.isBuyer;
  const unavailable = !s.can_buy ? outcomeErrorText(s.reason, t) : null;
  const problem = failure ?? unavailable;

  const buy = () => {
    setFailure(null);
    confirm.mutate(
      { lotId, price: s.bprice, qty, idempotencyKey: key.current },
      {
        onSuccess: (r) => finish({ ok: true, invoiceId: r.data.invoice_id }),
        onError: (err) => {
          setFailure(purchaseErrorText(err, t));
          key.current = newIdempotencyKey();
          void sample.refetch();
        },
      },
    );
  };

  return (
    <PageContainer title={t('buyNow.title')} testId="buy-now-page">
      <Button
        component={RouterLink}
        to={links.productView(lotId)}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2, ml: -1 }}
        data-testid="buy-now-back"
      >
        {t('tx.backToLot')}
      </Button>
      <TwoColumn>
        <SampleSummary
          sample={s}
          priceLabel={priceLock ? t('tx.lockedPrice') : t('price.buyNow')}
          quantity={
            priceLock ? (
              <Box sx={{ pt: 1 }}>
                <QuantityField value={qty} max={s.qty_available} onChange={setQty} disabled={confirm.isPending || s.qty_available < 1} />
              </Box>
            ) : undefined
          }
        />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="buy-now-confirm-card">
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {t('buyNow.confirmTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('buyNow.confirmText')}
            </Typography>
            {staff && (
              <Alert severity="info" data-testid="buy-now-staff">
                {t('tx.staffNote')}
              </Alert>
            )}
            {problem && (
              <Alert severity="error" data-testid="buy-now-error" role="alert">
                {problem}
              </Alert>
            )}
            <Button
              variant="contained"
              color="secondary"
              size="large"
              onClick={buy}
              disabled={staff || !s.can_buy || !!failure || confirm.isPending || sample.isFetching}
              startIcon={confirm.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              data-testid="buy-now-confirm"
            >
              {t('buyNow.confirm')}
            </Button>
          </Stack>
        </Paper>
      </TwoColumn>
    </PageContainer>
  );
}
