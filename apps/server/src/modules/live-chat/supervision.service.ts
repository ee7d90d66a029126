/**
 * Supervisors and hand-offs (§1): watch a chat (whisper: staff-only notes; barge: may also write to
 * the customer), take it over, hand it back (relinquish), transfer to an agent with room or to a
 * group's queue, invite another agent.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { SupervisionMode } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { Database } from '@/db/client';
import { chatSessions } from '@/db/schema/chat-sessions';
import { businessRule } from '@/plugins/http-errors';
import type { Realtime } from '@/realtime/realtime';
import { rooms } from '@/realtime/rooms';
import { assertHandles, assertOpen, assertSeesAll, isAgentOf, TEXTS, type Member } from './chat-access';
import type { ChatEvents } from './chat-events';
import { findSession, updateSession } from './chat-session.repository';
import { messageOf } from './live-chat.view';
import type { MessageStore } from './message-store';
import { agentAllows, agentWithRoom, groupExists, memberName } from './routing.repository';
import type { RoutingService } from './routing.service';
import type { MessageFormat } from '@switchboard/contracts/common/rich-text';
import { writtenContent } from '@/lib/rich-text-sanitiser';

const UUID = /^[0-9a-f-]{36}$/i;

export interface SupervisionDeps { db: Database; store: MessageStore; events: ChatEvents; routing: RoutingService; realtime: Realtime }

export class SupervisionService {
  constructor(private readonly deps: SupervisionDeps) {}

  private session(sessionId: string) {
    return findSession(this.deps.db, sessionId);
  }

  async supervise(member: Member, sessionId: string, mode: SupervisionMode) {
    assertSeesAll(member);
    const session = assertOpen(await this.session(sessionId));
    const supervisors = [...session.supervisors.filter((s) => s.adminId !== member.userId), { adminId: member.userId, name: member.name, mode }];
    const row = await updateSession(this.deps.db, sessionId, { supervisors }, ne(chatSessions.chatState, 'Resolved'));
    if (!row) throw businessRule(TEXTS.closed);
    await this.deps.events.chatChanged(row);
    return row;
  }

  /** A staff-only note in the chat: its room and its agent get it, the customer never does. */
  async whisper(member: Member, input: { sessionId: string; text: string; format?: MessageFormat; clientMessageId: string }) {
    const session = assertOpen(await this.session(input.sessionId));
    const watching = session.supervisors.some((s) => s.adminId === member.userId);
    if (!watching && !isAgentOf(member, session)) throw businessRule(TEXTS.notSupervising);
    const { message, duplicate } = await this.deps.store.append({
      sessionId: session.sessionId, psid: session.psid, sender: 'admin', type: 'whisper', content: writtenContent(input.text, input.format),
      adminId: member.userId, adminName: member.name, clientMessageId: input.clientMessageId,
    });
    if (!duplicate) this.deps.events.whisper(session, message);
    return { chatlogId: message.chatlogId, seq: message.seq, message: messageOf(message) };
  }

  /** The supervisor becomes the chat's agent; the previous agent loses it (deletion, takenOver). */
  async takeover(member: Member, sessionId: string) {
    assertSeesAll(member);
    const session = assertOpen(await this.session(sessionId));
    const previous = session.agentId && session.agentId !== member.userId ? session.agentId : session.previousAgentId;
    const row = await updateSession(this.deps.db, sessionId, {
      chatState: 'AgentHandling', agentId: member.userId, previousAgentId: previous, acceptedAt: session.acceptedAt ?? new Date(),
      supervisors: session.supervisors.filter((s) => s.adminId !== member.userId),
    }, and(eq(chatSessions.chatState, session.chatState), ne(chatSessions.chatState, 'Resolved')));
    if (!row) throw businessRule('The chat changed meanwhile; try again.');
    if (session.agentId && session.agentId !== member.userId) this.deps.events.chatRemoved(row, [rooms.admin(session.agentId)], 'takenOver');
    this.deps.events.chatState(row);
    this.deps.events.toCustomer(row.psid, 'queueStatus', null);
    await this.deps.events.chatChanged(row, 'updation', session.groupId ? [rooms.group(session.groupId)] : []);
    return row;
  }

  /** Hands the chat back to the agent it was taken from when they have room, else to the queue. */
  async relinquish(member: Member, sessionId: string) {
    const session = assertOpen(await this.session(sessionId));
    if (!isAgentOf(member, session)) throw businessRule(TEXTS.notYours);
    const back = session.previousAgentId ? await agentWithRoom(this.deps.db, { userId: session.previousAgentId, exclude: [] }) : undefined;
    this.deps.events.chatRemoved(session, [rooms.admin(member.userId)], 'transferred');
    if (back) {
      const row = await updateSession(this.deps.db, sessionId, { agentId: back.userId, previousAgentId: null, chatState: 'AgentHandling' });
      if (row) await this.deps.events.chatChanged(row, 'addition');
      return row;
    }
    await updateSession(this.deps.db, sessionId, { previousAgentId: null });
    await this.deps.routing.handover({ ...session, previousAgentId: null });
    await this.deps.routing.drainFor(member.userId);
    return this.session(sessionId);
  }

  async transfer(member: Member, input: { sessionId: string; toAgentId?: string | undefined; toGroupId?: string | undefined }) {
    const session = assertHandles(member, await this.session(input.sessionId));
    const from = session.agentId;
    if (input.toAgentId) {
      const target = UUID.test(input.toAgentId) && input.toAgentId !== from
        ? await agentWithRoom(this.deps.db, {
          userId: input.toAgentId, exclude: [],
          // Only to an agent allowed the chat's bifurcation values (issue 21, point 10).
          allows: agentAllows(this.deps.events.scopes.filters(), session.bifurcation),
        }) : undefined;
      if (!target) throw businessRule(TEXTS.agentUnavailable);
      const row = await updateSession(this.deps.db, session.sessionId, { chatState: 'Pending', agentId: target.userId, rejectedBy: [], offeredAt: new Date(this.deps.routing.now()) },
        eq(chatSessions.chatState, session.chatState));
      if (!row) throw businessRule('The chat changed meanwhile; try again.');
      this.deps.routing.offerMade(row);
      if (from) this.deps.events.chatRemoved(row, [rooms.admin(from)], 'transferred');
      this.deps.events.chatState(row);
      await this.deps.events.chatChanged(row, 'addition');
      this.deps.realtime.publish('liveConversations', rooms.admin(target.userId), 'notification', {
        kind: 'offered', sessionId: row.sessionId, psid: row.psid, text: `${member.name} transferred a chat to you`,
      });
      if (from) await this.deps.routing.drainFor(from);
      return row;
    }
    const groupId = input.toGroupId ?? '';
    if (!(await groupExists(this.deps.db, groupId))) throw businessRule(TEXTS.noGroup);
    if (from) this.deps.events.chatRemoved(session, [rooms.admin(from)], 'transferred');
    await this.deps.routing.handover({ ...session, groupId, handoverAt: null }, groupId);
    if (from) await this.deps.routing.drainFor(from);
    return this.session(session.sessionId);
  }

  async invite(member: Member, sessionId: string, agentId: string) {
    const session = assertHandles(member, await this.session(sessionId));
    const name = await memberName(this.deps.db, agentId);
    if (!name) throw businessRule('That member does not exist.');
    const row = await updateSession(this.deps.db, sessionId, { inviteInfo: { ...session.inviteInfo, [agentId]: { inviteState: 'pendingInvite', name } } });
    if (!row) throw businessRule(TEXTS.closed);
    this.deps.realtime.publish('liveConversations', rooms.admin(agentId), 'notification', {
      kind: 'invited', sessionId, psid: row.psid, text: `${member.name} invited you to a chat`,
    });
    await this.deps.events.chatChanged(row);
    return row;
  }

  async answerInvite(member: Member, sessionId: string, accept: boolean) {
    const session = assertOpen(await this.session(sessionId));
    const invite = session.inviteInfo[member.userId];
    if (invite?.inviteState !== 'pendingInvite') throw businessRule(TEXTS.notInvited);
    const inviteInfo = { ...session.inviteInfo, [member.userId]: { ...invite, inviteState: accept ? ('accepted' as const) : ('rejected' as const) } };
    const row = await updateSession(this.deps.db, sessionId, { inviteInfo });
    if (!row) throw businessRule(TEXTS.closed);
    await this.deps.events.chatChanged(row);
    return row;
  }
}
