/** Whether the signed-in member may take an action (§5: looked up by resource and action, default allowed). */
import { isActionAllowed } from '@switchboard/contracts/permissions';
import { useSession } from '@/lib/session/session-store';

export function useActionAllowed(resource: string, action: string): boolean {
  const permissions = useSession()?.user_info.permissions;
  return !!permissions && isActionAllowed(permissions, resource, action);
}
