import { useMemo } from 'react';
import type { TicketViewer } from '@/features/tickets/model/ticket-rights';
import { useSession } from '@/lib/session/session-store';

/** The signed-in member as ticket screens see them: tickets name agents by member id (_id). */
export function useTicketViewer(): TicketViewer | null {
  const session = useSession();
  return useMemo(() => (session ? { ids: [session._id, session.admin_id], permissions: session.user_info.permissions } : null), [session]);
}
