import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { Loading } from '../../components/ui/loading';
import { SkipLink } from './skip-link';
import { MinimalHeader } from './header/minimal-header';

/** Login, register, forgot and reset: minimal header, no footer (spec 1 §2). */
export function MinimalLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <MinimalHeader />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<Loading minHeight="50vh" />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
