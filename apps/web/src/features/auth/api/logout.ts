import { AUTH_PATHS } from '@switchboard/contracts/auth/auth.schemas';
import { http } from '@/lib/http/api';

/**
 * POST /users/logout; the session is cleared locally whatever the answer. A member who signed in through
 * single sign-on gets the provider's end-session URL (RP-initiated logout), else undefined.
 */
export async function logout(): Promise<{ endSessionUrl?: string } | false> {
  try {
    const data = await http.requestData<{ endSessionUrl?: unknown } | undefined>(AUTH_PATHS.logout, { method: 'POST', body: {}, passive: true });
    return typeof data?.endSessionUrl === 'string' && /^https?:\/\//.test(data.endSessionUrl) ? { endSessionUrl: data.endSessionUrl } : {};
  } catch {
    return false;
  }
}
