import { Outlet, ScrollRestoration } from 'react-router';
import { useMaintenance } from '../../lib/maintenance';
import { MaintenanceScreen } from '../routes/maintenance-screen';
import { SessionWatchers } from '../session/session-watchers';

/** Above every page: the maintenance gate and the session's idle and deactivation watchers. */
export function RootLayout() {
  const maintenance = useMaintenance();
  return (
    <>
      <SessionWatchers />
      {maintenance ? <MaintenanceScreen /> : <Outlet />}
      <ScrollRestoration />
    </>
  );
}
