import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Banner } from '@gavel/contract';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { bannerAspectRatio } from './banner-size';

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;

/** Banner timing from spec 1 §9: a new slide every 3 s, infinite loop. */
const AUTOPLAY_MS = 3000;
/**
 * Embla animates with a physics model, not a CSS duration: `duration` is a speed
 * factor (20–60). 40 gives a slide of roughly one second, the spec's 1000 ms.
 */
const EMBLA_DURATION = 40;

const isExternal = (href: string) => /^https?:\/\//i.test(href);

const slideLinkSx = { position: 'relative', display: 'block', color: 'common.white', textDecoration: 'none', borderRadius: 2, overflow: 'hidden' } as const;

/** The whole banner links to its subtitle (spec 1 §2): a path in the app, or another site. */
function BannerLink({ banner, children }: { banner: Banner; children: React.ReactNode }) {
  const href = banner.subtitle.trim();
  if (!href) return <Box sx={slideLinkSx}>{children}</Box>;
  return isExternal(href) ? (
    <Box component="a" href={href} target="_blank" rel="noopener noreferrer" sx={slideLinkSx} data-testid="banner-link">
      {children}
    </Box>
  ) : (
    <Box component={RouterLink} to={href.startsWith('/') ? href : `/${href}`} sx={slideLinkSx} data-testid="banner-link">
      {children}
    </Box>
  );
}

/** The banner's words in the interface language (`banner.<id>.title|text`); the operator's title and subtitle for a banner the catalogue does not know. */
function BannerText({ banner }: { banner: Banner }) {
  const { t } = useTranslation();
  const text = t(`banner.${banner.id}.text`, { defaultValue: banner.caption });
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'flex-start',
        gap: { xs: 1, md: 1.5 },
        px: { xs: 2.5, sm: 5, md: 8 },
        py: 2,
        // A dark veil under the words keeps them legible on any picture (≥ 4.5:1).
        background: 'linear-gradient(90deg, rgba(10,20,40,0.82) 0%, rgba(10,20,40,0.6) 55%, rgba(10,20,40,0.1) 100%)',
      }}
    >
      <Box component="span" sx={{ fontWeight: 800, fontSize: { xs: 20, sm: 28, md: 38 }, lineHeight: 1.15, maxWidth: { xs: '100%', md: '60%' } }}>
        {t(`banner.${banner.id}.title`, { defaultValue: banner.title })}
      </Box>
      {text && (
        <Box component="span" sx={{ fontSize: { xs: 14, sm: 16, md: 19 }, maxWidth: { xs: '100%', md: '55%' } }}>
          {text}
        </Box>
      )}
      <Box
        component="span"
        sx={{ mt: 0.5, px: 2.5, py: 1, borderRadius: 5, bgcolor: 'common.white', color: 'primary.main', fontWeight: 700, fontSize: { xs: 14, md: 16 } }}
      >
        {t('banner.open')}
      </Box>
    </Box>
  );
}

/**
 * Embla measures every slide as it starts: run in the landing page's first commit that was a forced
 * layout of the whole new page (50–70 ms at a phone's 4 × slower CPU, bench/web/main-thread.ts).
 * It starts when the browser is next idle after the first paint instead (the first slide shows by
 * CSS alone until then), or at once when someone reaches for the carousel.
 */
function useStartWhenIdle(): [boolean, () => void] {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started) return;
    const start = () => setStarted(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 2_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(start, 200);
    return () => window.clearTimeout(id);
  }, [started]);
  return [started, useCallback(() => setStarted(true), [])];
}

export function BannerSlider({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const [viewport, api] = useEmblaCarousel({ loop: true, duration: EMBLA_DURATION }, [
    Autoplay({ delay: AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
  ]);
  const [started, start] = useStartWhenIdle();
  const [selected, setSelected] = useState(0);
  // An arrow or dot pressed before Embla started: done as soon as it has.
  const pending = useRef<((api: EmblaCarouselType) => void) | null>(null);
  const act = useCallback(
    (action: (api: EmblaCarouselType) => void) => {
      if (api) return action(api);
      pending.current = action;
      start();
    },
    [api, start],
  );

  useEffect(() => {
    if (!api) return;
    pending.current?.(api);
    pending.current = null;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);

  const prev = useCallback(() => act((a) => a.scrollPrev()), [act]);
  const next = useCallback(() => act((a) => a.scrollNext()), [act]);

  if (banners.length === 0) return null;

  return (
    <Box component="section" aria-roledescription="carousel" aria-label={t('landing.bannersLabel')} sx={{ position: 'relative' }} data-testid="banner-slider">
      <Box ref={started ? viewport : undefined} onPointerDown={start} onFocusCapture={start} sx={{ overflow: 'hidden', borderRadius: 2 }}>
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}>
          {banners.map((b, i) => (
            <Box
              key={b.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${banners.length}`}
              sx={{ flex: '0 0 100%', minWidth: 0, '& img': { display: 'block', width: '100%', aspectRatio: bannerAspectRatio, objectFit: 'cover', objectPosition: 'right center', bgcolor: 'grey.200' } }}
            >
              <BannerLink banner={b}>
                {/* The first banner is the landing page's largest picture: fetched first, never lazily. */}
                <img src={`/uploads/banner/${encodeURIComponent(b.image)}`} alt="" loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'auto'} />
                <BannerText banner={b} />
              </BannerLink>
            </Box>
          ))}
        </Box>
      </Box>
      {banners.length > 1 && (
        // Arrows and dots sit under the slides, so they never cover a banner's words or button.
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5, mt: 1 }} data-testid="banner-controls">
          <IconButton onClick={prev} aria-label={t('landing.bannerPrevious')} size="small">
            <ChevronLeftIcon />
          </IconButton>
          {banners.map((b, i) => (
            <Box
              key={b.id}
              component="button"
              type="button"
              onClick={() => act((a) => a.scrollTo(i))}
              aria-label={t('landing.bannerGoTo', { number: i + 1 })}
              aria-current={i === selected ? 'true' : undefined}
              data-testid={`banner-dot-${i}`}
              sx={{
                // A 24 px target (WCAG 2.5.8) around a 10 px dot.
                width: 24,
                height: 24,
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
                borderRadius: '50%',
                '&::after': { content: '""', width: 10, height: 10, borderRadius: '50%', bgcolor: i === selected ? 'primary.main' : 'grey.600' },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            />
          ))}
          <IconButton onClick={next} aria-label={t('landing.bannerNext')} size="small">
            <ChevronRightIcon />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
