/**
 * Forced logout (spec §4): the chat channel (/liveConversations, {token} in the handshake) may emit
 * forceLogout {message}; the session is cleared, state reset and the message shown as a warning.
 */
import { useEffect } from 'react';
import { forceLogoutPayloadSchema, NAMESPACES, SESSION_EVENTS } from '@switchboard/contracts/auth/auth.events';
import { AUTH_ROUTES } from '@switchboard/contracts/routes';
import { toast } from '@/lib/feedback/feedback';
import { navigateTo } from '@/lib/navigation';
import { resetSession } from '@/lib/session/reset-session';
import { useIsSignedIn } from '@/lib/session/session-store';
import { getNamespaceSocket } from '@/lib/socket/namespace-socket';

export function handleForceLogout(payload: unknown): void {
  const parsed = forceLogoutPayloadSchema.safeParse(payload);
  resetSession();
  toast.warning(parsed.success ? parsed.data.message : 'You have been logged out.');
  navigateTo(AUTH_ROUTES.login, { replace: true });
}

export function useForceLogout(): void {
  const signedIn = useIsSignedIn();

  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    let detach = () => {};
    void getNamespaceSocket(NAMESPACES.liveConversations).then((socket) => {
      if (!active) return;
      socket.on(SESSION_EVENTS.forceLogout, handleForceLogout);
      detach = () => socket.off(SESSION_EVENTS.forceLogout, handleForceLogout);
    });
    return () => {
      active = false;
      detach();
    };
  }, [signedIn]);
}
