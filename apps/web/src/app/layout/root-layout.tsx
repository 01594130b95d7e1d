import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { loadScreensText } from '../../lib/i18n/i18n';
import { useMaintenance } from '../../lib/maintenance';
import { MaintenanceScreen } from '../routes/maintenance-screen';
import { SessionWatchers } from '../session/session-watchers';

/** Above every page: the maintenance gate and the session's idle and deactivation watchers. */
export function RootLayout() {
  const maintenance = useMaintenance();
  const { pathname } = useLocation();
  // The landing page shows only the first screen's text; any other page brings the rest (i18n.ts).
  useEffect(() => {
    if (pathname !== '/') void loadScreensText();
  }, [pathname]);
  return (
    <>
      <SessionWatchers />
      {maintenance ? <MaintenanceScreen /> : <Outlet />}
      <ScrollRestoration />
    </>
  );
}
