import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Banner } from '@gavel/contract';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/landing-icons';
import { bannerAspectRatio } from './banner-size';

/** Banner timing from spec 1 §9: a new slide every 3 s, infinite loop. */
const AUTOPLAY_MS = 3000;

const isExternal = (href: string) => /^https?:\/\//i.test(href);

const slideLinkSx = {
  position: 'relative',
  display: 'block',
  color: 'common.white',
  textDecoration: 'none',
  borderRadius: 2,
  overflow: 'hidden',
} as const;

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
      <Box
        component="span"
        sx={{ fontWeight: 800, fontSize: { xs: 20, sm: 28, md: 38 }, lineHeight: 1.15, maxWidth: { xs: '100%', md: '60%' } }}
      >
        {t(`banner.${banner.id}.title`, { defaultValue: banner.title })}
      </Box>
      {text && (
        <Box component="span" sx={{ fontSize: { xs: 14, sm: 16, md: 19 }, maxWidth: { xs: '100%', md: '55%' } }}>
          {text}
        </Box>
      )}
      <Box
        component="span"
        sx={{
          mt: 0.5,
          px: 2.5,
          py: 1,
          borderRadius: 5,
          bgcolor: 'common.white',
          color: 'primary.main',
          fontWeight: 700,
          fontSize: { xs: 14, md: 16 },
        }}
      >
        {t('banner.open')}
      </Box>
    </Box>
  );
}

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The slides sit in a CSS scroll-snap strip (the browser swipes, snaps and scrolls them: no carousel
 * library, nothing measured at start). The shown slide is read from the strip's scroll position;
 * arrows, dots and the autoplay scroll it. After the last slide the next is the first again.
 * Autoplay pauses while the pointer is over the carousel or focus is in it.
 */
export function BannerSlider({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  /** The slide a smooth scroll is heading for: the positions it passes do not move the dots back. */
  const heading = useRef<number | null>(null);
  const count = banners.length;

  const go = useCallback(
    (index: number) => {
      const el = strip.current;
      if (!el || count === 0) return;
      const to = ((index % count) + count) % count;
      heading.current = to;
      el.scrollTo({ left: to * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
      setSelected(to);
    },
    [count],
  );
  const onScroll = useCallback(() => {
    const el = strip.current;
    if (!el || el.clientWidth === 0) return;
    const at = Math.min(count - 1, Math.round(el.scrollLeft / el.clientWidth));
    if (heading.current !== null && heading.current !== at) return;
    heading.current = null;
    setSelected(at);
  }, [count]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => go(selected + 1), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [paused, count, selected, go]);

  const prev = () => go(selected - 1);
  const next = () => go(selected + 1);

  if (banners.length === 0) return null;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('landing.bannersLabel')}
      sx={{ position: 'relative' }}
      data-testid="banner-slider"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Box sx={{ overflow: 'hidden', borderRadius: 2 }}>
        <Box
          ref={strip}
          onScroll={onScroll}
          // A swipe or drag takes over from a scroll on its way.
          onPointerDown={() => (heading.current = null)}
          // A scrolling region is reached by keyboard (arrow keys scroll it), even when no banner links.
          tabIndex={0}
          sx={{
            display: 'flex',
            overflowX: 'auto',
            overscrollBehaviorX: 'contain',
            scrollSnapType: 'x mandatory',
            scrollbarWidth: 'none',
            '&::-webkit-scrollbar': { display: 'none' },
          }}
        >
          {banners.map((b, i) => (
            <Box
              key={b.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${banners.length}`}
              sx={{
                flex: '0 0 100%',
                minWidth: 0,
                scrollSnapAlign: 'start',
                scrollSnapStop: 'always',
                '& img': {
                  display: 'block',
                  width: '100%',
                  aspectRatio: bannerAspectRatio,
                  objectFit: 'cover',
                  objectPosition: 'right center',
                  bgcolor: 'grey.200',
                },
              }}
            >
              <BannerLink banner={b}>
                {/* The first banner is the landing page's largest picture: fetched first, never lazily. */}
                <img
                  src={`/uploads/banner/${encodeURIComponent(b.image)}`}
                  alt=""
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                />
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
              onClick={() => go(i)}
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
                '&::after': {
                  content: '""',
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: i === selected ? 'primary.main' : 'grey.600',
                },
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
