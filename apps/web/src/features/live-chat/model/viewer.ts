/**
 * Who is looking at the chats screen. The server's chat records name an agent by the member's
 * adminId (adminPsid); the stored session has both that and the member's _id, so both count as "me".
 */
import { COMMAND_EVENTS, type StaffCommand } from '@switchboard/contracts/live-chat/live-chat.events';
import { isActionAllowed, isEventAllowed, type Permissions } from '@switchboard/contracts/permissions';
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

/** The chats resource action each command needs (roles.ts ACTIONS.chats). */
const COMMAND_ACTIONS: Partial<Record<StaffCommand, string>> = {
  acceptChat: 'accept', rejectChat: 'reject', transferChat: 'transfer', holdChat: 'hold', escalateChat: 'escalate',
  blockChat: 'block', resolveChat: 'resolve', inviteAgent: 'invite', superviseChat: 'supervise', sendWhisper: 'supervise',
  takeoverChat: 'takeover', relinquishChat: 'relinquish',
};

/** §5: event and action permissions both default to allowed. */
export function mayUse(permissions: Viewer['permissions'], command: StaffCommand): boolean {
  const event = COMMAND_EVENTS[command];
  const action = COMMAND_ACTIONS[command];
  return (!event || isEventAllowed(permissions, event)) && (!action || isActionAllowed(permissions, 'chats', action));
}

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
