import type { ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isRouteAllowed } from '@switchboard/contracts/permissions';
import { ForbiddenPage } from '@/components/forbidden-page';
import { currentHandle } from '@/lib/route-handle';
import { useSession } from '@/lib/session/session-store';

/** Permission gate (spec §5): a route the user's permissions do not allow shows the 403 page. */
export function RouteAccess({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  const node = currentHandle(useMatches())?.node;
  if (node && session && !isRouteAllowed(session.user_info.permissions, pathname)) return <ForbiddenPage />;
  return children;
}
