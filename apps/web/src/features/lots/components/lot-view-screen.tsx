import { lazy, Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Loading } from '../../../components/ui/loading';
import { useFormatMoney } from '../../../components/ui/money-text';
import { useToast } from '../../../components/ui/toast-context';
import { saveReturnTo } from '../../../lib/session/return-to';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { useProductView } from '../api/get-product-view';
import { lotKeys } from '../api/keys';
import { useLotLiveUpdates } from '../hooks/use-lot-live-updates';
import { useLotsCatalogue } from '../hooks/use-lots-catalogue';
import { useLotPhase, useServerClockSync } from '../hooks/use-server-clock';
import { useTermsGate } from '../hooks/use-terms-gate';
import { viewerRole } from '../lib/viewer';
import { ArrowBackIcon } from './shared/icons';
import { TermsDialog } from './shared/lazy-dialogs';
import { preloadBuyerControls } from './shared/buyer-controls';
import { SimilarLots } from './shared/similar-lots';

/**
 * The sold prices (their call, the section's select field, the chart and its library) load when
 * their place comes near: far below the lot's details and tabs (their own chunk).
 */
const SoldPricesSection = lazy(() => import('./sold-prices/sold-prices-section'));
/**
 * A line-item lot's view (its sub-lot table, bulk bids, drawer, the contract's line-item schemas)
 * is its own chunk: a standard lot's page neither downloads nor evaluates it. On the first load
 * the API's first screen stays up while it loads (the app's first render is a transition).
 */
const LineItemLotView = lazy(() => import('./line-items/line-item-lot-view').then((m) => ({ default: m.LineItemLotView })));
import { WatchlistToggle } from './shared/watchlist-toggle';
import { StandardLotView } from './standard/standard-lot-view';
import { useCatalogNames } from '../../../lib/catalog';
import { untilTab, useNear } from '../../../components/ui/when-near';

/** The sold prices once their place comes within 600 px of the viewport or at the first Tab key; nothing above them moves. */
function SoldPricesWhenNear({ lotId }: { lotId: number }) {
  const [near, place] = useNear('0px 0px 600px 0px', untilTab);
  return (
    <div ref={place} data-testid="sold-prices-place">
      {near && (
        <Suspense fallback={null}>
          <SoldPricesSection lotId={lotId} />
        </Suspense>
      )}
    </div>
  );
}

/** How long after the countdown reaches zero the page asks again if no close event came. */
const CLOSE_GRACE_MS = 3000;

/**
 * /product/view/:id (spec 2 §2): loads the lot as the viewer sees it, then shows
 * the line-item view (auctiontype lineitem) or the standard view, kept live by
 * the lot's socket room.
 */
export function LotViewScreen() {
  const { t } = useTranslation();
  const names = useCatalogNames();
  const { id } = useParams();
  const lotId = Number(id);
  const session = useSession();
  const role = viewerRole(session);
  const viewerId = session.user?.id ?? null;
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const qc = useQueryClient();
  const textReady = useLotsCatalogue();
  const format = useFormatMoney();

  const query = useProductView(lotId, viewerId, session.status !== 'loading');
  const view = query.data;
  const p = view?.project;
  useLotLiveUpdates(lotId, viewerId);
  useServerClockSync(view?.server_time, view?.receivedAt);
  const phase = useLotPhase(p?.date_added ?? '', p?.date_closed ?? '');
  const terms = useTermsGate(view, role === 'buyer');
  const signedIn = role !== 'guest' && role !== 'loading';
  useEffect(() => {
    if (signedIn) void preloadBuyerControls().catch(() => undefined);
  }, [signedIn]);
  useDocumentTitle(p?.title ?? t('page.productView'));

  // Spec 2 §8: a lot that cannot be loaded → "something went wrong" and the search page.
  const failed = query.isError || !(lotId > 0);
  useEffect(() => {
    if (!failed) return;
    toast.error(t('common.somethingWrong'));
    void navigate(paths.search, { replace: true });
  }, [failed, toast, t, navigate]);

  // The countdown reached zero but no close event arrived (socket down): ask the server.
  const endedLocally = !!p && p.market_status === 'open' && phase === 'ended';
  useEffect(() => {
    if (!endedLocally) return;
    const timer = window.setTimeout(() => void qc.invalidateQueries({ queryKey: lotKeys.view(lotId) }), CLOSE_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [endedLocally, qc, lotId]);

  if (!view || !p || !textReady) return <Loading minHeight="50vh" />;

  const money = (cents: number) => format(cents, p.currency);
  const here = `${location.pathname}${location.search}`;
  const onLogin = () => {
    saveReturnTo(here);
    void navigate(paths.login, { state: { from: here } });
  };
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(paths.search);
  };
  const props = { view, phase, role, viewerId, terms, money, onLogin };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Button startIcon={<ArrowBackIcon />} onClick={back} data-testid="lot-back" sx={{ mb: 1, ml: -1 }}>
        {t('lot.back')}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: { xs: 2, md: 3 } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" data-testid="lot-number">
            {t('lot.number', { id: p.id })}
            {p.category && ` · ${names.categoryName({ key: p.category_key, name: p.category })}`}
          </Typography>
          <Typography
            variant="h4"
            component="h1"
            data-testid="lot-title"
            sx={{ fontSize: { xs: '1.35rem', sm: '1.75rem', md: '2rem' }, overflowWrap: 'anywhere' }}
          >
            {p.title}
          </Typography>
          {view.private_sale && (
            <Chip size="small" color="secondary" label={t('lots.privateSale')} title={t('lots.privateSaleHint')} sx={{ mt: 1 }} data-testid="lot-private-sale" />
          )}
        </Box>
        {role === 'buyer' && p.isclosed >= 0 && <WatchlistToggle lotId={p.id} watched={p.watchlistid === 1} />}
      </Box>
      {p.auctiontype === 'lineitem' ? (
        <Suspense fallback={<Loading minHeight="50vh" />}>
          <LineItemLotView {...props} />
        </Suspense>
      ) : (
        <StandardLotView {...props} />
      )}
      <SoldPricesWhenNear lotId={p.id} />
      <SimilarLots lotId={p.id} viewerId={viewerId} role={role} />
      <TermsDialog gate={terms} html={p.termscond} />
    </Container>
  );
}
