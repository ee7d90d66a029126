/**
 * Who is looking at the chats screen. The server's chat records name an agent by the member's
 * adminId (adminPsid); the stored session has both that and the member's _id, so both count as "me".
 */
import type { StaffCommand } from '@switchboard/contracts/live-chat/live-chat.events';
import { isCommandAllowed } from '@switchboard/contracts/live-chat/live-chat.permissions';
import type { Permissions } from '@switchboard/contracts/permissions';
import type { StoredSession } from '@/lib/session/stored-session';

export interface Viewer {
  /** Every id that means "me" in chat records. */
  ids: readonly string[];
  /** The id sent as adminPsid / senderPsid. */
  adminPsid: string;
  name: string;
  permissions: Pick<Permissions, 'actions' | 'events'>;
  /** May watch other agents' chats (barge, whisper, take over). */
  canSupervise: boolean;
}

/** §5: event and action permissions both default to allowed. */
export const mayUse = (permissions: Viewer['permissions'], command: StaffCommand): boolean => isCommandAllowed(permissions, command);

export const isMe = (viewer: Viewer, id: string | null | undefined): boolean => Boolean(id) && viewer.ids.includes(id as string);

export function viewerFromSession(session: StoredSession): Viewer {
  const permissions = session.user_info.permissions;
  return {
    ids: [session.admin_id, session._id],
    adminPsid: session.admin_id,
    name: `${session.user_info.firstName} ${session.user_info.lastName}`.trim(),
    permissions,
    canSupervise: mayUse(permissions, 'superviseChat'),
  };
}
