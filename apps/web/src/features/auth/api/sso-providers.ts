import { SSO_PATHS, ssoProvidersSchema, type SsoProvider } from '@switchboard/contracts/auth/sso.schemas';
import { http } from '@/lib/http/api';

/** GET /users/sso/providers: the single sign-on buttons of the login screen (empty when none is configured). */
export async function fetchSsoProviders(): Promise<SsoProvider[]> {
  const data = await http.requestData<unknown>(SSO_PATHS.providers, { method: 'GET', auth: false });
  return ssoProvidersSchema.parse(data);
}
