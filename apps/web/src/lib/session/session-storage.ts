/** Reads and writes the stored session: local storage (dashboardUser) plus the token cookie (§3). */
import Cookies from 'js-cookie';
import { STORAGE_KEYS, TIMING } from '@switchboard/contracts/common/constants';
import { parseStoredSession, type StoredSession } from '@/lib/session/stored-session';

/** Keys cleared on logout, a 401, a forced logout or a version change. Theme and version stay. */
const SESSION_KEYS = [
  STORAGE_KEYS.dashboardUser,
  STORAGE_KEYS.liveChatsUnreadMessageCount,
  STORAGE_KEYS.unseenLiveChatStallCount,
] as const;

export function readStoredSession(storage: Storage = localStorage): StoredSession | null {
  const text = storage.getItem(STORAGE_KEYS.dashboardUser);
  if (!text) return null;
  try {
    return parseStoredSession(JSON.parse(text));
  } catch {
    return null;
  }
}

export function readTokenCookie(): string | undefined {
  return Cookies.get(STORAGE_KEYS.tokenCookie);
}

export function writeStoredSession(session: StoredSession, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.dashboardUser, JSON.stringify(session));
  Cookies.set(STORAGE_KEYS.tokenCookie, session.token, {
    expires: TIMING.tokenCookieExpiryDays,
    sameSite: 'lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  });
}

/** The error screen clears the token only: the next start finds no cookie and signs out. */
export function clearTokenCookie(): void {
  Cookies.remove(STORAGE_KEYS.tokenCookie);
}

export function clearStoredSession(storage: Storage = localStorage): void {
  SESSION_KEYS.forEach((key) => storage.removeItem(key));
  clearTokenCookie();
}

/** The session to start with: a stored session whose token cookie has not expired or been cleared. */
export function initialSession(storage: Storage = localStorage): StoredSession | null {
  const session = readStoredSession(storage);
  if (session && readTokenCookie() === session.token) return session;
  if (session) clearStoredSession(storage);
  return null;
}
