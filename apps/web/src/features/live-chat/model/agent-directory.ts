/**
 * How the transfer and invite pickers present the agent directory (GET /admin/v1/agentsForChatTransfer):
 * who can be picked, and why the others cannot ("Offline", "Full 3/3", ...).
 */
import type { TransferAgent, TransferGroup } from '@switchboard/contracts/live-chat/live-chat.api';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';

type InviteInfo = LiveChat['inviteInfo'];

export type UnavailableReason = 'invited' | 'offline' | 'notAccepting' | 'full';

export interface AgentChoice {
  agent: TransferAgent;
  selectable: boolean;
  /** Null when the agent can be picked. */
  reason: UnavailableReason | null;
  /** Why it cannot be picked, or its load when it can ("1/3 chats"). */
  status: string;
}

export const DIRECTORY_TEXTS = {
  noneWithRoom: 'No other agents are online with room',
  noGroups: 'No groups to transfer to',
  loadError: 'The agent list could not be loaded.',
  offline: 'Offline',
  notAccepting: 'Not accepting chats',
  alreadyInvited: 'Already invited',
  full: (agent: Pick<TransferAgent, 'chats' | 'capacity'>) => `Full ${agent.chats}/${agent.capacity}`,
  load: (agent: Pick<TransferAgent, 'chats' | 'capacity'>) => `${agent.chats}/${agent.capacity} chats`,
} as const;

/** The server's room rule (online, accepting, below capacity), with the first reason that fails. */
export function agentChoice(agent: TransferAgent, inviteInfo: InviteInfo = {}): AgentChoice {
  const invite = inviteInfo[agent.agentId]?.inviteState;
  const no = (reason: UnavailableReason, status: string): AgentChoice => ({ agent, selectable: false, reason, status });
  if (invite === 'pendingInvite' || invite === 'accepted') return no('invited', DIRECTORY_TEXTS.alreadyInvited);
  if (!agent.online) return no('offline', DIRECTORY_TEXTS.offline);
  if (!agent.accepting) return no('notAccepting', DIRECTORY_TEXTS.notAccepting);
  if (!agent.hasRoom || agent.chats >= agent.capacity) return no('full', DIRECTORY_TEXTS.full(agent));
  return { agent, selectable: true, reason: null, status: DIRECTORY_TEXTS.load(agent) };
}

/** The server's order (room first, then load) is kept; pickable ones stay on top. */
export function agentChoices(agents: readonly TransferAgent[], inviteInfo?: InviteInfo): AgentChoice[] {
  const choices = agents.map((agent) => agentChoice(agent, inviteInfo));
  return [...choices.filter((c) => c.selectable), ...choices.filter((c) => !c.selectable)];
}

export function groupStatus(group: TransferGroup): string {
  const agents = group.agentsOnlineWithRoom === 1 ? '1 agent with room' : `${group.agentsOnlineWithRoom} agents with room`;
  return `${agents} · ${group.inQueue} in queue`;
}
