import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { HtmlContent } from '../../../../components/ui/html-content';
import type { LotViewData } from '../../api/get-product-view';
import type { LotPhase } from '../../hooks/use-server-clock';
import type { TermsGate } from '../../hooks/use-terms-gate';
import type { ViewerRole } from '../../lib/viewer';
import { isFixedPrice } from '../../lib/purchase';
import { BiddingCard } from '../bidding/bidding-card';
import { FixedPriceCard } from '../purchase/fixed-price-card';
import { ConditionText } from '../shared/condition-text';
import { FactList, locationOf } from '../shared/fact-list';
import { FaqList } from '../shared/faq-list';
import { HtmlDialog } from '../shared/lazy-dialogs';
import { ImageGallery } from '../shared/image-gallery';
import { AttachmentList, ManifestDownloadButton } from '../shared/lot-downloads';
import { LotTabs } from '../shared/lot-tabs';
import { LotExtras } from '../shared/lot-extras';
import { ManifestTable } from '../shared/manifest-table';
import { useCatalogNames } from '../../../../lib/catalog';

interface StandardLotViewProps {
  view: LotViewData;
  phase: LotPhase;
  role: ViewerRole;
  viewerId: number | null;
  terms: TermsGate;
  money: (cents: number) => string;
  onLogin: () => void;
}

/** The standard lot view (spec 2 §2): gallery and facts, the bidding card on the side, tabs below. */
export function StandardLotView({ view, phase, role, viewerId, terms, money, onLogin }: StandardLotViewProps) {
  const { t } = useTranslation();
  const names = useCatalogNames();
  const [description, setDescription] = useState(false);
  const p = view.project;

  const facts = [
    { key: 'manufacturer', label: t('lot.manufacturer'), value: p.manufacturer },
    { key: 'model', label: t('lot.model'), value: p.modelnumber },
    { key: 'category', label: t('lot.category'), value: names.categoryName({ key: p.category_key, name: p.category }) },
    { key: 'location', label: t('lot.location'), value: locationOf(p) },
    { key: 'size', label: t('lot.size'), value: p.size },
    { key: 'condition', label: t('lot.condition'), value: names.conditionName({ language_var: p.condition_language, name: p.condition }) },
    { key: 'quantity', label: t('lot.quantity'), value: p.qty },
    { key: 'format', label: t('lot.format'), value: t(`listingFormat.${p.listing_format}`) },
  ];

  return (
    <Box data-testid="lot-page" data-lot-id={p.id}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          // Phones: pictures, then the bidding card, then the details. Wide screens: the card beside both.
          gridTemplateAreas: { xs: '"gallery" "card" "details" "tabs"', md: '"gallery card" "details card" "tabs tabs"' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridArea: 'gallery' }}>
          <ImageGallery images={p.images} title={p.title} />
        </Box>
        <Box sx={{ gridArea: 'card', position: { md: 'sticky' }, top: { md: 96 } }}>
          {isFixedPrice(p) ? (
            <FixedPriceCard view={view} phase={phase} role={role} money={money} onLogin={onLogin} />
          ) : (
            <BiddingCard view={view} phase={phase} role={role} viewerId={viewerId} terms={terms} money={money} onLogin={onLogin} />
          )}
        </Box>
        <Stack spacing={3} sx={{ gridArea: 'details' }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('lot.details')}
            </Typography>
            <FactList facts={facts} testId="lot-facts" />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
              {p.desc_proc && (
                <Button variant="outlined" onClick={() => setDescription(true)} data-testid="description-open">
                  {t('lot.readDescription')}
                </Button>
              )}
              {p.document && <ManifestDownloadButton lotId={p.id} />}
            </Box>
          </Paper>
          {p.auction_details && (
            <Box data-testid="auction-details">
              <Typography variant="h6" component="h2" gutterBottom>
                {t('lot.auctionDetails')}
              </Typography>
              <HtmlContent html={p.auction_details} />
            </Box>
          )}
          {p.auction_notes && (
            <Box data-testid="auction-notes">
              <Typography variant="h6" component="h2" gutterBottom>
                {t('lot.auctionNotes')}
              </Typography>
              <HtmlContent html={p.auction_notes} />
            </Box>
          )}
          <AttachmentList lotId={p.id} attachments={view.attachmentlist} />
          <LotExtras project={p} role={role} viewerId={viewerId} />
        </Stack>
        <Box sx={{ gridArea: 'tabs', mt: { md: 2 } }}>
          <LotTabs
            label={t('lot.tabsLabel')}
            tabs={[
              { key: 'description', label: t('lot.tabDescription'), content: <ManifestTable lines={view.manifest} /> },
              {
                key: 'condition',
                label: t('lot.tabCondition'),
                content: <ConditionText code={p.itemcondition} grade={p.condition} notes={p.desc_condition} />,
              },
              { key: 'faq', label: t('lot.tabFaq'), content: <FaqList /> },
            ]}
          />
        </Box>
      </Box>
      <HtmlDialog
        open={description}
        onClose={() => setDescription(false)}
        title={t('lot.description')}
        html={p.desc_proc}
        testId="description-dialog"
      />
    </Box>
  );
}
