import { AUTH_PATHS, loginDataSchema, type LoginData } from '@switchboard/contracts/auth/auth.schemas';
import { http } from '@/lib/http/api';

/** POST /users/microsoftLogin: the single sign-on token in, the same data as login out. */
export async function microsoftLogin(token: string): Promise<LoginData> {
  const data = await http.requestData<unknown>(AUTH_PATHS.microsoftLogin, { method: 'POST', body: { token }, auth: false });
  return loginDataSchema.parse(data);
}
