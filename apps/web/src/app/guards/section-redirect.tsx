import { Navigate, useMatches } from 'react-router';
import { firstAllowedChild } from '@switchboard/contracts/permissions';
import { ForbiddenPage } from '@/components/forbidden-page';
import { currentHandle } from '@/lib/route-handle';
import { useSession } from '@/lib/session/session-store';

/** A bare section path (/analytics, /settings, ...) goes to the first child the user may see. */
export function SectionRedirect() {
  const session = useSession();
  const section = currentHandle(useMatches())?.node;
  const target = session && section ? firstAllowedChild(session.user_info.permissions, section) : undefined;
  return target ? <Navigate to={target.path} replace /> : <ForbiddenPage />;
}

export default SectionRedirect;
