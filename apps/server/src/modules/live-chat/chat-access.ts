/** Who may do what with a chat (server-side rules beyond the permission map). */
import { isActionAllowed } from '@switchboard/contracts/permissions';
import type { AuthContext } from '@/plugins/auth';
import { memberScope } from '@/plugins/bifurcation';
import { inScope, type Scope } from '@/lib/bifurcation-scope';
import type { ChatSessionRow } from '@/db/schema/chat-sessions';
import { businessRule, forbidden, notFound } from '@/plugins/http-errors';

export interface Member {
  userId: string;
  name: string;
  /** Supervisors, admins and managers see (and may watch) every chat. */
  seesAll: boolean;
  /** The member's bifurcation selection; undefined (internal callers) sees every scope. */
  scope?: Scope;
}

export const memberOf = ({ principal }: AuthContext): Member => ({
  userId: principal.userId,
  name: `${principal.firstName} ${principal.lastName}`.trim(),
  seesAll: isActionAllowed(principal.permissions, 'chats', 'supervise'),
  scope: memberScope(principal),
});

export const TEXTS = {
  noChat: 'This chat does not exist.',
  closed: 'This chat has already been resolved.',
  notOffered: 'This chat is no longer offered to you.',
  notYours: 'This chat is not assigned to you.',
  acceptFirst: 'Accept the chat before replying.',
  notSupervising: 'Join the chat as a supervisor first.',
  agentUnavailable: 'That agent is offline or has no room for another chat.',
  noGroup: 'That group does not exist.',
  notInvited: 'You have no pending invitation to this chat.',
  blocked: 'You can no longer send messages in this chat.',
  cannotSee: 'You do not have access to this chat.',
  takenByOther: 'Another agent has already taken this chat.',
  notWaiting: 'This chat is not waiting for an agent.',
  changedMeanwhile: 'The chat changed meanwhile; try again.',
} as const;

export const isAgentOf = (member: Member, session: ChatSessionRow) => session.agentId === member.userId;
const supervision = (member: Member, session: ChatSessionRow) => session.supervisors.find((entry) => entry.adminId === member.userId);
const invited = (member: Member, session: ChatSessionRow) => session.inviteInfo[member.userId];

/** May see the chat and its messages: a chat they take part in, else one of their scope they may list. */
export function canSee(member: Member, session: ChatSessionRow, groupIds: readonly string[]): boolean {
  if (isAgentOf(member, session) || invited(member, session) || supervision(member, session)) return true;
  if (!inScope(member.scope, session.bifurcation)) return false;
  if (member.seesAll) return true;
  return ['Inqueue', 'BotHandling'].includes(session.chatState) && session.groupId !== null && groupIds.includes(session.groupId);
}

/** May write to the customer: the chat's agent, a barging supervisor, an agent who accepted an invitation. */
export function assertCanWrite(member: Member, session: ChatSessionRow | undefined): ChatSessionRow {
  const open = assertOpen(session);
  if (isAgentOf(member, open) && open.chatState === 'AgentHandling') return open;
  if (supervision(member, open)?.mode === 'barge' || invited(member, open)?.inviteState === 'accepted') return open;
  throw businessRule(isAgentOf(member, open) ? TEXTS.acceptFirst : TEXTS.notYours);
}

/**
 * Takes part in the open chat: its agent, a supervisor who joined it (whisper or barge), an agent who
 * accepted an invitation. Only they may say they are typing in it (a typing indicator from anyone else
 * crossed chats: issue 20, finding 6).
 */
export function assertTakesPart(member: Member, session: ChatSessionRow | undefined): ChatSessionRow {
  const open = assertOpen(session);
  if (isAgentOf(member, open) || supervision(member, open) || invited(member, open)?.inviteState === 'accepted') return open;
  throw businessRule(TEXTS.notYours);
}

/** The chat's agent or someone who sees every chat. */
export function assertHandles(member: Member, session: ChatSessionRow | undefined): ChatSessionRow {
  const open = assertOpen(session);
  if (isAgentOf(member, open) || member.seesAll) return open;
  throw businessRule(TEXTS.notYours);
}

export function assertOpen(session: ChatSessionRow | undefined): ChatSessionRow {
  if (!session) throw notFound(TEXTS.noChat);
  if (session.chatState === 'Resolved') throw businessRule(TEXTS.closed);
  return session;
}

export function assertSeesAll(member: Member): void {
  if (!member.seesAll) throw forbidden(TEXTS.cannotSee);
}
