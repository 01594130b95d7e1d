import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { useBanners } from '../../features/content/api/get-banners';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-dialog';
import { SearchScreen } from '../../features/search/components/search-screen';

const BannerSlider = lazy(() => import('../../features/content/components/banner-slider').then((m) => ({ default: m.BannerSlider })));

/**
 * The search screen with the banner slider in its banner slot and "Save this search" in its
 * action slot (the features stay apart).
 */
export function SearchRoute() {
  const banners = useBanners();
  const banner =
    banners.data && banners.data.length > 0 ? (
      <Suspense fallback={<Box sx={{ minHeight: 200 }} />}>
        <BannerSlider banners={banners.data} />
      </Suspense>
    ) : undefined;
  return <SearchScreen banner={banner} saveSearch={(filters) => <SaveSearchButton filters={filters} />} />;
}
