/**
 * Logout, a 401, a forced logout and a version change all clear storage and every piece of state.
 * Stores, the query cache and sockets register here to be reset.
 */
import { clearStoredSession } from '@/lib/session/session-storage';
import { useSessionStore } from '@/lib/session/session-store';

type Reset = () => void;
const resets = new Set<Reset>();

export function onSessionReset(reset: Reset): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

/** `endedBy: 'user'` marks an explicit logout: the next sign-in does not return to the last page. */
export function resetSession(endedBy: 'user' | 'reset' = 'reset'): void {
  clearStoredSession();
  useSessionStore.getState().clear(endedBy);
  resets.forEach((reset) => {
    try {
      reset();
    } catch (error) {
      console.error('Session reset step failed', error);
    }
  });
}
