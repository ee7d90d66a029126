// The server's API as the demo admin, for a journey's setup and cleanup (what the screens do has its own steps).
import { adminToken } from './brand-configuration';

export interface AdminApi {
  /** The answer's `data`; a refusal throws with its status and body. */
  call: <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<T>;
}

export async function adminApi(baseUrl: string): Promise<AdminApi> {
  const token = await adminToken(baseUrl);
  return {
    call: async <T>(method: string, path: string, body?: unknown) => {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { data: T }).data;
    },
  };
}
