/** Finishing a sign-in (credentials or single sign-on): store the session, welcome the user, pick where to go. */
import type { LoginData } from '@switchboard/contracts/auth/auth.schemas';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { isOnPublicScreen } from '@/lib/navigation';
import { toast } from '@/lib/feedback/feedback';
import { useSessionStore } from '@/lib/session/session-store';
import { buildStoredSession } from '@/lib/session/stored-session';

export function completeSignIn(data: LoginData): void {
  useSessionStore.getState().signIn(buildStoredSession(data));
  toast.success(TEXTS.welcome(data.user.firstName));
}

interface FromState {
  from?: { pathname?: unknown; search?: unknown };
}

/** The originally requested location (path + search) remembered by the guard, else the dashboard. */
export function returnPathFrom(state: unknown): string {
  const from = (state as FromState | null)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  const search = typeof from?.search === 'string' && from.search.startsWith('?') ? from.search : '';
  if (!pathname.startsWith('/') || pathname.startsWith('//') || isOnPublicScreen(pathname)) return '/';
  return `${pathname}${search}`;
}
