import Box from '@mui/material/Box';
import type { Banner } from '@gavel/contract';
import { bannerAspectRatio, bannerControlsHeight } from './banner-size';

/**
 * The slider's place while the banners or the carousel's code load, at the slider's exact size, so
 * the content below never moves (CLS). Once the banners are known, it already shows the first one's
 * picture (the page's largest: its download no longer waits for the carousel's code; LCP).
 */
export function BannerSlot({ first }: { first?: Banner }) {
  return (
    <Box aria-hidden data-testid="banner-slot">
      <Box sx={{ aspectRatio: bannerAspectRatio, borderRadius: 2, bgcolor: 'grey.200', overflow: 'hidden' }}>
        {first && (
          <Box
            component="img"
            src={`/uploads/banner/${encodeURIComponent(first.image)}`}
            alt=""
            fetchPriority="high"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'right center' }}
          />
        )}
      </Box>
      <Box sx={{ height: bannerControlsHeight }} />
    </Box>
  );
}
