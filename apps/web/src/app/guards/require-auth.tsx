import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session/session-context';
import { saveReturnTo } from '../../lib/session/return-to';
import { paths } from '../../paths';

/**
 * Protected routes: a visitor without a stored login token goes to /login; the
 * page they wanted travels in the navigation state and in sessionStorage.
 */
export function RequireAuth() {
  const { token } = useSession();
  const location = useLocation();
  if (token) return <Outlet />;
  const from = `${location.pathname}${location.search}${location.hash}`;
  saveReturnTo(from);
  return <Navigate to={paths.login} replace state={{ from }} />;
}
