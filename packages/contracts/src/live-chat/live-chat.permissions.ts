/** Which permissions each staff command needs: its event (§5 events) and its chats action (roles.ts ACTIONS.chats). */
import { isActionAllowed, isEventAllowed, type Permissions } from '../permissions';
import { COMMAND_EVENTS, type StaffCommand } from './live-chat.events';

export const COMMAND_ACTIONS: Partial<Record<StaffCommand, string>> = {
  join: 'join', acceptChat: 'accept', rejectChat: 'reject', takeChat: 'take', transferChat: 'transfer', holdChat: 'hold', escalateChat: 'escalate',
  blockChat: 'block', resolveChat: 'resolve', inviteAgent: 'invite', answerInvite: 'invite', superviseChat: 'supervise',
  sendWhisper: 'supervise', takeoverChat: 'takeover', relinquishChat: 'relinquish',
};

/** Both default to allowed (§5), so only explicit refusals stop a command. */
export function isCommandAllowed(permissions: Pick<Permissions, 'actions' | 'events'>, command: StaffCommand): boolean {
  const event = COMMAND_EVENTS[command];
  const action = COMMAND_ACTIONS[command];
  return (!event || isEventAllowed(permissions, event)) && (!action || isActionAllowed(permissions, 'chats', action));
}
