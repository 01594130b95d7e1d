import { lazy, Suspense } from 'react';
import { useBanners } from '../../features/content/api/get-banners';
import { BannerSlot } from '../../features/content/components/banner-slot';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-dialog';
import { SearchScreen } from '../../features/search/components/search-screen';

const BannerSlider = lazy(() => import('../../features/content/components/banner-slider').then((m) => ({ default: m.BannerSlider })));

/**
 * The search screen with the banner slider in its banner slot and "Save this search" in its
 * action slot (the features stay apart). While the banners or the carousel's code load, the slot
 * keeps the slider's exact place (the results below never move: CLS), and shows the first
 * banner's picture as soon as it is known; the results never wait for either.
 */
export function SearchRoute() {
  const banners = useBanners();
  const list = banners.data;
  const banner =
    banners.isPending || (list && list.length > 0) ? (
      <Suspense fallback={<BannerSlot first={list?.[0]} />}>{list ? <BannerSlider banners={list} /> : <BannerSlot />}</Suspense>
    ) : undefined;
  return <SearchScreen banner={banner} saveSearch={(filters) => <SaveSearchButton filters={filters} />} />;
}
