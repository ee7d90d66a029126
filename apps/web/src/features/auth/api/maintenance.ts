import { queryOptions } from '@tanstack/react-query';
import { AUTH_PATHS, maintenanceDataSchema, type Maintenance } from '@switchboard/contracts/auth/auth.schemas';
import { getConfig } from '@/config/runtime-config';
import { http } from '@/lib/http/api';
import { authKeys } from '@/features/auth/api/query-keys';

const MAINTENANCE_POLL_MS = 5 * 60_000;

/** GET /scheduleMaintainance (bearer) on the maintenance host when configured; a failure means no banner. */
export async function fetchMaintenance(): Promise<Maintenance | null> {
  const host = getConfig().maintenanceHost ?? '';
  try {
    const data = await http.requestData<unknown>(`${host}${AUTH_PATHS.maintenance}`, { passive: true });
    const parsed = maintenanceDataSchema.safeParse(data);
    return parsed.success ? parsed.data.maintenance : null;
  } catch {
    return null;
  }
}

export const maintenanceQuery = () =>
  queryOptions({ queryKey: authKeys.maintenance, queryFn: fetchMaintenance, refetchInterval: MAINTENANCE_POLL_MS, staleTime: MAINTENANCE_POLL_MS });
