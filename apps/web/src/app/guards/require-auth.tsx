import { Navigate, Outlet, useLocation } from 'react-router';
import { AUTH_ROUTES } from '@switchboard/contracts/routes';
import { useIsSignedIn, useSessionStore } from '@/lib/session/session-store';

/** Protected routes: unauthenticated visitors go to sign-in, which returns them here afterwards (not after an explicit logout). */
export function RequireAuth() {
  const signedIn = useIsSignedIn();
  const loggedOut = useSessionStore((state) => state.endedBy === 'user');
  const { pathname, search } = useLocation();
  if (!signedIn) return <Navigate to={AUTH_ROUTES.login} replace state={loggedOut ? null : { from: { pathname, search } }} />;
  return <Outlet />;
}
