import { useCallback } from 'react';
import { AUTH_ROUTES } from '@switchboard/contracts/routes';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { logout } from '@/features/auth/api/logout';
import { toast } from '@/lib/feedback/feedback';
import { navigateTo } from '@/lib/navigation';
import { resetSession } from '@/lib/session/reset-session';

/**
 * Logout: tell the server, then clear storage and all state and go to sign-in — through the identity
 * provider's end-session page when the member signed in with it, so the provider's session ends too.
 */
export async function signOut(): Promise<void> {
  const answer = await logout();
  resetSession('user');
  toast.success(TEXTS.loggedOut);
  if (answer && answer.endSessionUrl) window.location.assign(answer.endSessionUrl);
  else navigateTo(AUTH_ROUTES.login, { replace: true });
}

export function useLogout(): () => Promise<void> {
  return useCallback(() => signOut(), []);
}
