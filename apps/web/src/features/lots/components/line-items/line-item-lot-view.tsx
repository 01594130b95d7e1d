import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { HtmlContent } from '../../../../components/ui/html-content';
import { useBidStatusFile } from '../../api/bid-status-file';
import type { LotViewData } from '../../api/get-product-view';
import type { LotPhase } from '../../hooks/use-server-clock';
import type { TermsGate } from '../../hooks/use-terms-gate';
import { openFile } from '../../lib/open-file';
import { minutesText } from '../../lib/minutes';
import { htmlToText, truncate } from '../../lib/text';
import type { ViewerRole } from '../../lib/viewer';
import { ConditionText } from '../shared/condition-text';
import { FactList, locationOf } from '../shared/fact-list';
import { FaqList } from '../shared/faq-list';
import { DownloadIcon, InfoIcon } from '../shared/icons';
import { ImageGallery } from '../shared/image-gallery';
import { AttachmentList, ManifestDownloadButton } from '../shared/lot-downloads';
import { LotCountdown } from '../shared/lot-countdown';
import { LotTabs } from '../shared/lot-tabs';
import { ManifestTable } from '../shared/manifest-table';
import { TermsDeclined } from '../shared/terms-declined';
import { BiddingInstructionsDialog } from './bidding-instructions-dialog';
import { BulkBidUpload } from './bulk-bid-upload';
import { LotExtras } from '../shared/lot-extras';
import { LineItemTable } from './line-item-table';
import { useCatalogNames } from '../../../../lib/catalog';

/** Description truncation (spec 2 §9). */
const DESCRIPTION_CHARS = 200;

interface LineItemLotViewProps {
  view: LotViewData;
  phase: LotPhase;
  role: ViewerRole;
  viewerId: number | null;
  terms: TermsGate;
  money: (cents: number) => string;
  onLogin: () => void;
}

/** The line-item view (spec 2 §2): one auction of many sub-lots, bid on per row or by spreadsheet. */
export function LineItemLotView({ view, phase, role, viewerId, terms, money, onLogin }: LineItemLotViewProps) {
  const { t, i18n } = useTranslation();
  const names = useCatalogNames();
  const p = view.project;
  const [expanded, setExpanded] = useState(false);
  const [instructions, setInstructions] = useState(false);
  const description = useMemo(() => truncate(htmlToText(p.desc_proc), DESCRIPTION_CHARS), [p.desc_proc]);
  const statusFile = useBidStatusFile(p.id, viewerId, role === 'buyer');

  const closed = p.market_status !== 'open';
  const ended = closed || phase === 'ended';
  const started = phase !== 'upcoming';
  const biddable = !ended && started && !terms.required;
  const showBidding = role !== 'guest' && role !== 'loading' && !terms.declined && !ended;

  const scrollToBid = () => document.getElementById('line-items')?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  return (
    <Box data-testid="line-item-page" data-lot-id={p.id}>
      <Grid container spacing={{ xs: 2, md: 4 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ImageGallery images={p.images} title={p.title} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="line-item-summary">
              <Stack spacing={1.5}>
                <LotCountdown dateAdded={p.date_added} dateClosed={p.date_closed} over={closed} />
                <FactList
                  testId="lot-facts"
                  facts={[
                    { key: 'items', label: t('lineItem.numberOfItems'), value: view.line_item_count },
                    { key: 'condition', label: t('lot.condition'), value: names.conditionName({ language_var: p.condition_language, name: p.condition }) },
                    { key: 'lotSize', label: t('lineItem.lotSize'), value: t(p.lot_size === 1 ? 'lotSize.small' : 'lotSize.large') },
                    { key: 'category', label: t('lot.category'), value: names.categoryName({ key: p.category_key, name: p.category }) },
                    { key: 'auctionType', label: t('lineItem.auctionType'), value: t('listingFormat.lineitem') },
                    { key: 'location', label: t('lot.location'), value: locationOf(p) },
                    { key: 'bids', label: t('lot.bids'), value: p.bid_count },
                  ]}
                />
                {description.text && (
                  <Box data-testid="line-item-description">
                    {expanded ? <HtmlContent html={p.desc_proc} /> : <Typography variant="body2">{description.text}</Typography>}
                    {description.truncated && (
                      <Link
                        component="button"
                        type="button"
                        variant="body2"
                        onClick={() => setExpanded((v) => !v)}
                        data-testid="description-toggle"
                      >
                        {expanded ? t('lineItem.viewLess') : t('lineItem.viewMore')}
                      </Link>
                    )}
                  </Box>
                )}
                {ended && (
                  <Alert severity="info" data-testid="auction-ended">
                    {t('countdown.ended')}
                  </Alert>
                )}
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  {!ended && role !== 'guest' && (
                    <Button variant="contained" onClick={scrollToBid} data-testid="scroll-to-bid">
                      {t('lineItem.scrollToBid')}
                    </Button>
                  )}
                  {role === 'guest' && !ended && (
                    <Button variant="contained" onClick={onLogin} data-testid="login-to-bid">
                      {t('bid.loginToBid')}
                    </Button>
                  )}
                  <Button variant="text" startIcon={<InfoIcon />} onClick={() => setInstructions(true)} data-testid="instructions-open">
                    {t('lineItem.instructions')}
                  </Button>
                </Box>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  {p.document && <ManifestDownloadButton lotId={p.id} />}
                  {role === 'buyer' && !ended && !terms.declined && (
                    <BulkBidUpload lotId={p.id} currency={p.currency} disabled={!biddable} money={money} />
                  )}
                  {role === 'buyer' && statusFile.data && (
                    <Link
                      component="button"
                      type="button"
                      variant="body2"
                      onClick={() => openFile(statusFile.data!)}
                      data-testid="download-bid-status"
                      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                    >
                      <DownloadIcon fontSize="inherit" />
                      {t('lineItem.downloadBidStatus')}
                    </Link>
                  )}
                </Box>
                {role === 'staff' && !ended && (
                  <Typography variant="body2" color="text.secondary" data-testid="staff-note">
                    {t('bid.staffNote')}
                  </Typography>
                )}
                {view.soft_close.window_seconds > 0 && !ended && (
                  <Typography variant="caption" color="text.secondary" data-testid="soft-close-info">
                    {t('softClose.info', {
                      window: minutesText(view.soft_close.window_seconds, i18n.language),
                      extension: minutesText(view.soft_close.extension_seconds, i18n.language),
                    })}
                  </Typography>
                )}
              </Stack>
            </Paper>
            <LotExtras project={p} role={role} viewerId={viewerId} />
          </Stack>
        </Grid>
        <Grid size={12}>
          <Box id="line-items" sx={{ scrollMarginTop: 96 }}>
            <Typography variant="h5" component="h2" gutterBottom>
              {t('lineItem.tableTitle')}
            </Typography>
            {terms.declined && (
              <Box sx={{ mb: 2 }}>
                <TermsDeclined onReview={terms.reopen} />
              </Box>
            )}
            <LineItemTable
              lotId={p.id}
              viewerId={viewerId}
              role={role}
              biddable={biddable}
              showBidding={showBidding}
              currencySymbol={p.currency_symbol}
              lotTitle={p.title}
              money={money}
            />
          </Box>
        </Grid>
        <Grid size={12}>
          <LotTabs
            label={t('lot.tabsLabel')}
            tabs={[
              {
                key: 'description',
                label: t('lineItem.tabDescription'),
                content: (
                  <Stack spacing={2}>
                    {p.desc_proc && <HtmlContent html={p.desc_proc} />}
                    <ManifestTable lines={view.manifest} />
                  </Stack>
                ),
              },
              {
                key: 'condition',
                label: t('lot.tabCondition'),
                content: <ConditionText code={p.itemcondition} grade={p.condition} notes={p.desc_condition} />,
              },
              { key: 'faq', label: t('lot.tabFaq'), content: <FaqList /> },
              {
                key: 'shipping',
                label: t('lineItem.tabShipping'),
                content: (
                  <Stack spacing={1.5} data-testid="shipping-note">
                    <Typography>
                      {p.buyership === 0
                        ? t('shipping.sellerShips', { service: p.shipping_service || t('shipping.freight') })
                        : t('shipping.buyerShips')}
                    </Typography>
                    <Typography>{t('shipping.payment')}</Typography>
                  </Stack>
                ),
              },
            ]}
          />
        </Grid>
        {view.attachmentlist.length > 0 && (
          <Grid size={12}>
            <AttachmentList lotId={p.id} attachments={view.attachmentlist} />
          </Grid>
        )}
      </Grid>
      <BiddingInstructionsDialog open={instructions} onClose={() => setInstructions(false)} />
    </Box>
  );
}
