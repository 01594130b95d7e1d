import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { useNear } from '../../../components/ui/when-near';

/**
 * The footer's code (the time-zone switch and its dates library, the newsletter form: ≈ 20 kB gzip)
 * loads only when its place nears the viewport, or at the first Tab key (a keyboard user reaches it
 * without scrolling): the first page does not fetch it (docs/performance.md, The first page).
 */
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

/** How far below the viewport the footer's place starts loading it (less than the header and nav, so `/` does not load it at once). */
export const footerRootMargin = '0px 0px 100px 0px';

/**
 * The footer's place, its height as the footer has it (one column on a phone, two from `md`), in
 * the footer's colour: the footer starts below the first viewport (the main area is a screen tall)
 * and nothing follows it, so a taller or shorter footer moves nothing on screen.
 */
const placeholder = { bgcolor: 'primary.dark', minHeight: { xs: 474, md: 266 } } as const;

/** A keyboard user reaches the footer by Tab without scrolling: its code loads at the first Tab key. */
function untilTab(near: () => void) {
  const onKey = (e: KeyboardEvent) => e.key === 'Tab' && near();
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}

export function FooterWhenNear() {
  const [near, place] = useNear(footerRootMargin, untilTab);

  const slot = <Box sx={placeholder} aria-hidden />;
  return (
    <Box ref={place} data-testid="footer-place" sx={{ mt: 'auto' }}>
      {near ? (
        <Suspense fallback={slot}>
          <SiteFooter />
        </Suspense>
      ) : (
        slot
      )}
    </Box>
  );
}
