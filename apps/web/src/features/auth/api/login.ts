import { AUTH_PATHS, loginDataSchema, type LoginData, type LoginRequest } from '@switchboard/contracts/auth/auth.schemas';
import { http } from '@/lib/http/api';

/**
 * POST /users/login: credentials in, the session data out (checked against the contract). Plain
 * async (no query hook) so the sign-in screen does not need the query library.
 */
export async function login(body: LoginRequest): Promise<LoginData> {
  const data = await http.requestData<unknown>(AUTH_PATHS.login, { method: 'POST', body: { ...body }, auth: false });
  return loginDataSchema.parse(data);
}
