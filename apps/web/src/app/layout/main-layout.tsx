import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { Loading } from '../../components/ui/loading';
import { SkipLink } from './skip-link';
import { SiteHeader } from './header/site-header';
import { NavBar } from './nav-bar/nav-bar';
import { FooterWhenNear } from './footer/footer-when-near';

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
      <FooterWhenNear />
    </Box>
  );
}
