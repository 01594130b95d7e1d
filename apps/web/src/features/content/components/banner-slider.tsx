import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@gavel/contract';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';

/** Banner timing from spec 1 §9: a new slide every 3 s, infinite loop. */
const AUTOPLAY_MS = 3000;
/**
 * Embla animates with a physics model, not a CSS duration: `duration` is a speed
 * factor (20–60). 40 gives a slide of roughly one second, the spec's 1000 ms.
 */
const EMBLA_DURATION = 40;

const isExternal = (href: string) => /^https?:\/\//i.test(href);

function BannerLink({ banner, children }: { banner: Banner; children: React.ReactNode }) {
  const href = banner.subtitle.trim();
  if (!href) return <>{children}</>;
  return isExternal(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <RouterLink to={href.startsWith('/') ? href : `/${href}`}>{children}</RouterLink>
  );
}

export function BannerSlider({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const [viewport, api] = useEmblaCarousel({ loop: true, duration: EMBLA_DURATION }, [
    Autoplay({ delay: AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
  ]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);

  const prev = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);

  if (banners.length === 0) return null;
  const arrow = { position: 'absolute', top: '50%', transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: '#fff' } } as const;

  return (
    <Box component="section" aria-roledescription="carousel" aria-label={t('landing.bannersLabel')} sx={{ position: 'relative' }} data-testid="banner-slider">
      <Box ref={viewport} sx={{ overflow: 'hidden', borderRadius: 2 }}>
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}>
          {banners.map((b, i) => (
            <Box
              key={b.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${banners.length}`}
              sx={{ flex: '0 0 100%', minWidth: 0, '& img': { display: 'block', width: '100%', aspectRatio: '16 / 5', objectFit: 'cover', bgcolor: 'grey.200' } }}
            >
              <BannerLink banner={b}>
                <img src={`/uploads/banner/${encodeURIComponent(b.image)}`} alt={b.title} loading={i === 0 ? 'eager' : 'lazy'} />
              </BannerLink>
            </Box>
          ))}
        </Box>
      </Box>
      {banners.length > 1 && (
        <>
          <IconButton onClick={prev} aria-label={t('landing.bannerPrevious')} sx={{ ...arrow, left: 8 }}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton onClick={next} aria-label={t('landing.bannerNext')} sx={{ ...arrow, right: 8 }}>
            <ChevronRightIcon />
          </IconButton>
          <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1, mt: 1.5 }}>
            {banners.map((b, i) => (
              <Box
                key={b.id}
                component="button"
                type="button"
                onClick={() => api?.scrollTo(i)}
                aria-label={t('landing.bannerGoTo', { number: i + 1 })}
                aria-current={i === selected ? 'true' : undefined}
                sx={{ width: 10, height: 10, p: 0, border: 0, borderRadius: '50%', cursor: 'pointer', bgcolor: i === selected ? 'primary.main' : 'grey.400' }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
