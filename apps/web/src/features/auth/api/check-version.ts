import { AUTH_PATHS, checkVersionDataSchema } from '@switchboard/contracts/auth/auth.schemas';
import { http } from '@/lib/http/api';

/** GET /check_version?brand=<brand name>: the deployed dashboard version. */
export async function checkVersion(brand: string): Promise<string> {
  const data = await http.requestData<unknown>(AUTH_PATHS.checkVersion, { query: { brand }, passive: true });
  return checkVersionDataSchema.parse(data).version;
}
