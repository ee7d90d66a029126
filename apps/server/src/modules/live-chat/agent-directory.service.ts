/**
 * The agent directory of the transfer and invite pickers (GET /admin/v1/agentsForChatTransfer):
 * who could take the chat now and each group's queue. The transfer itself still re-checks room
 * (supervision.service transfer → 412 when the agent filled up meanwhile).
 */
import { TEXTS as COMMON_TEXTS } from '@switchboard/contracts/common/texts';
import type { AgentsForChatTransferData, ChatTransferPurpose, TransferAgent } from '@switchboard/contracts/live-chat/live-chat.api';
import { isActionAllowed } from '@switchboard/contracts/permissions';
import type { Database } from '@/db/client';
import type { AuthContext } from '@/plugins/auth';
import { forbidden } from '@/plugins/http-errors';
import { directoryAgents, directoryGroups } from './agent-directory.repository';
import { assertOpen, isAgentOf, memberOf, TEXTS } from './chat-access';
import { findSession } from './chat-session.repository';

/** Online with room first, then least loaded (chats held, as routing picks), then by name. */
export function compareAgents(a: TransferAgent, b: TransferAgent): number {
  return Number(b.hasRoom) - Number(a.hasRoom) || a.chats - b.chats || Number(b.online) - Number(a.online)
    || a.name.localeCompare(b.name) || a.agentId.localeCompare(b.agentId);
}

export class AgentDirectoryService {
  constructor(private readonly db: Database) {}

  async forChat(auth: AuthContext, input: { sessionId: string; purpose: ChatTransferPurpose }): Promise<AgentsForChatTransferData> {
    const { principal } = auth;
    if (!isActionAllowed(principal.permissions, 'chats', input.purpose)) throw forbidden(COMMON_TEXTS.forbidden);
    const session = assertOpen(await findSession(this.db, input.sessionId));
    const member = memberOf(auth);
    // Same rule as transferChat / inviteAgent: the chat's agent, or someone who sees every chat.
    if (!isAgentOf(member, session) && !member.seesAll) throw forbidden(TEXTS.notYours);

    const [rows, groupRows] = await Promise.all([directoryAgents(this.db, principal.brand.id), directoryGroups(this.db, principal.brand.id)]);
    const everyone = rows.map((row): TransferAgent => ({ ...row, hasRoom: row.online && row.accepting && row.chats < row.capacity }));
    const excluded = new Set([principal.userId, session.agentId].filter((id): id is string => Boolean(id)));
    const agentList = everyone.filter((agent) => !excluded.has(agent.agentId)).sort(compareAgents);
    // Group counts take every member with room: routing may offer a queued chat to any of them.
    const groups = groupRows.map((group) => ({
      ...group,
      agentsOnlineWithRoom: everyone.filter((agent) => agent.hasRoom && agent.groupIds.includes(group.groupId)).length,
    }));
    return { agentList, groups };
  }
}
