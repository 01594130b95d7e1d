import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useBanners } from '../../features/content/api/get-banners';
import { BannerSlot } from '../../features/content/components/banner-slot';
import { LandingHero } from '../../features/content/components/landing-hero';
import { LandingStats } from '../../features/content/components/landing-stats';
import { WhyChooseUs } from '../../features/content/components/why-choose-us';
import { useDocumentTitle } from '../../lib/use-document-title';
import { links } from '../../paths';
import { listingFormats } from '@gavel/contract/catalog-codes';

// The carousel library loads only when there are banners to show.
const BannerSlider = lazy(() => import('../../features/content/components/banner-slider').then((m) => ({ default: m.BannerSlider })));

/** `/`: hero, stat cards, banner slider, why choose us (spec 1 §2 "Landing page"). */
export function LandingScreen() {
  const { t } = useTranslation();
  const banners = useBanners();
  useDocumentTitle(t('landing.heroTitle'));
  return (
    <Box data-testid="landing-page">
      {/* "See live auctions": the search filtered to live auctions. */}
      <LandingHero searchPath={links.searchWith({ listfmt: listingFormats.live })} />
      <Container maxWidth="lg" sx={{ mt: { xs: -3, md: -5 }, position: 'relative' }}>
        <LandingStats />
      </Container>
      {(banners.isPending || (banners.data?.length ?? 0) > 0) && (
        <Container maxWidth="lg" sx={{ mt: { xs: 4, md: 6 } }}>
          <Suspense fallback={<BannerSlot first={banners.data?.[0]} />}>{banners.data ? <BannerSlider banners={banners.data} /> : <BannerSlot />}</Suspense>
        </Container>
      )}
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <WhyChooseUs />
      </Container>
    </Box>
  );
}
