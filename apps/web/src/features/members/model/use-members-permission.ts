/** Whether the signed-in member may take a `members` action (the server checks it too). */
import { isActionAllowed } from '@switchboard/contracts/permissions';
import { useSession } from '@/lib/session/session-store';

export type MembersAction = 'invite' | 'edit' | 'deactivate' | 'editPermissions';

export function useMembersPermission(action: MembersAction): boolean {
  const permissions = useSession()?.user_info.permissions;
  return permissions ? isActionAllowed(permissions, 'members', action) : false;
}
