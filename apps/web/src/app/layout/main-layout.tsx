import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { Loading } from '../../components/ui/loading';
import { SkipLink } from './skip-link';
import { SiteHeader } from './header/site-header';
import { NavBar } from './nav-bar/nav-bar';

/**
 * The footer is its own chunk, loaded after the first paint: it starts below the first viewport
 * (the main area is a screen tall), so it never shifts what is shown, and the first page does not
 * wait for its code (the time-zone switch and its dates library, the newsletter form).
 */
const SiteFooter = lazy(() => import('./footer/site-footer').then((m) => ({ default: m.SiteFooter })));

/** Every page but the sign-in family: full header and footer. */
export function MainLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <SiteHeader />
      <NavBar />
      {/* At least one screen tall: the footer starts below the first viewport, so it never
          jumps down when a lazy screen or its data arrives (CLS). */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none', minHeight: '100vh' }}>
        <Suspense fallback={<Loading minHeight="50vh" />}>
          <Outlet />
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </Box>
  );
}
