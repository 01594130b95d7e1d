import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { useBanners } from '../../features/content/api/get-banners';
import { LandingHero } from '../../features/content/components/landing-hero';
import { LandingStats } from '../../features/content/components/landing-stats';
import { WhyChooseUs } from '../../features/content/components/why-choose-us';
import { useDocumentTitle } from '../../lib/use-document-title';
import { links } from '../../paths';
import { listingFormats } from '@gavel/contract';

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
      {banners.data && banners.data.length > 0 && (
        <Container maxWidth="lg" sx={{ mt: { xs: 4, md: 6 } }}>
          <Suspense fallback={<Box sx={{ aspectRatio: '16 / 5' }} />}>
            <BannerSlider banners={banners.data} />
          </Suspense>
        </Container>
      )}
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <WhyChooseUs />
      </Container>
    </Box>
  );
}
