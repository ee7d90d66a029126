import { useMemo } from 'react';
import { viewerFromSession, type Viewer } from '@/features/live-chat/model/viewer';
import { useSession } from '@/lib/session/session-store';

/** The signed-in member as the chats screen sees them (ids, permissions, supervisor or not). */
export function useViewer(): Viewer | null {
  const session = useSession();
  return useMemo(() => (session ? viewerFromSession(session) : null), [session]);
}
