/**
 * Which header actions a chat offers the viewer, by its state and the viewer's permissions (§4, §5,
 * §6). Agents act on their own chats; supervisors watch others' chats (whisper, barge), take them
 * over, or leave them (relinquish).
 */
import type { StaffCommand } from '@switchboard/contracts/live-chat/live-chat.events';
import type { LiveChat, SupervisionMode } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { isMe, mayUse, type Viewer } from '@/features/live-chat/model/viewer';

export type ChatAction =
  | 'accept' | 'reject' | 'take' | 'acceptInvite' | 'declineInvite' | 'resolve' | 'transfer' | 'hold' | 'escalate'
  | 'block' | 'invite' | 'raiseHand' | 'whisper' | 'barge' | 'takeover' | 'relinquish';

const ACTION_COMMANDS: Record<ChatAction, StaffCommand> = {
  accept: 'acceptChat', reject: 'rejectChat', take: 'takeChat', acceptInvite: 'answerInvite', declineInvite: 'answerInvite',
  resolve: 'resolveChat', transfer: 'transferChat', hold: 'holdChat', escalate: 'escalateChat', block: 'blockChat',
  invite: 'inviteAgent', raiseHand: 'raiseHand', whisper: 'superviseChat', barge: 'superviseChat',
  takeover: 'takeoverChat', relinquish: 'relinquishChat',
};

export const commandOf = (action: ChatAction): StaffCommand => ACTION_COMMANDS[action];

/** The viewer's supervision mode in this chat, if watching it. */
export const supervisionOf = (chat: LiveChat, viewer: Viewer): SupervisionMode | null =>
  chat.supervisors.find((supervisor) => isMe(viewer, supervisor.adminId))?.mode ?? null;

const invitedState = (chat: LiveChat, viewer: Viewer) => viewer.ids.map((id) => chat.inviteInfo[id]).find(Boolean)?.inviteState;

function candidates(chat: LiveChat, viewer: Viewer): ChatAction[] {
  const mine = isMe(viewer, chat.agentId);
  const invite = invitedState(chat, viewer);
  if (invite === 'pendingInvite' && !mine) return ['acceptInvite', 'declineInvite'];
  switch (chat.chatState) {
    case 'Pending':
      return mine ? ['accept', 'reject'] : [];
    case 'Inqueue':
      // Issue 21: anyone who may take chats takes a waiting one themselves.
      return viewer.canSupervise ? ['take', 'transfer'] : ['take'];
    case 'AgentHandling': {
      if (mine) return ['resolve', 'transfer', 'hold', 'escalate', 'block', 'invite', 'raiseHand'];
      if (invite === 'accepted') return ['raiseHand'];
      if (!viewer.canSupervise) return [];
      const mode = supervisionOf(chat, viewer);
      if (!mode) return ['whisper', 'barge', 'takeover'];
      return [mode === 'whisper' ? 'barge' : 'whisper', 'takeover', 'relinquish'];
    }
    default:
      return [];
  }
}

export function chatActionsFor(chat: LiveChat, viewer: Viewer): ChatAction[] {
  return candidates(chat, viewer).filter((action) => mayUse(viewer.permissions, commandOf(action)));
}

/** How the composer sends in this chat: as the agent, as a barging or whispering supervisor, or not at all. */
export type ComposerMode = 'message' | 'whisper' | null;

export function composerModeOf(chat: LiveChat, viewer: Viewer): ComposerMode {
  if (chat.chatState !== 'AgentHandling') return null;
  if (isMe(viewer, chat.agentId) || invitedState(chat, viewer) === 'accepted') return 'message';
  const mode = supervisionOf(chat, viewer);
  if (mode === 'barge') return 'message';
  if (mode === 'whisper' && mayUse(viewer.permissions, 'sendWhisper')) return 'whisper';
  return null;
}
