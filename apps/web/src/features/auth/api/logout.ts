import { AUTH_PATHS } from '@switchboard/contracts/auth/auth.schemas';
import { http } from '@/lib/http/api';

/** POST /users/logout; the session is cleared locally whatever the answer. */
export async function logout(): Promise<boolean> {
  try {
    await http.requestData<unknown>(AUTH_PATHS.logout, { method: 'POST', body: {}, passive: true });
    return true;
  } catch {
    return false;
  }
}
