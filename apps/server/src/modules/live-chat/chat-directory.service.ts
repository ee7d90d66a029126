/**
 * What a member sees: the live list on `join` (and the rooms their socket joins), the tabs of the
 * paged list, the chat room of §7 "Join a chatroom", the `resync` after a reconnect, and who is
 * viewing a chat.
 */
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { LIVE_CHATS_PAGE_SIZE, UNTAGGED_CHATS, type JoinChatRoomData } from '@switchboard/contracts/live-chat/live-chat.api';
import type { AgentKpis } from '@switchboard/contracts/live-chat/live-kpi.api';
import type { ChatTab, LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { Database } from '@/db/client';
import { chatSessions, type ChatSessionRow } from '@/db/schema/chat-sessions';
import { forbidden, notFound } from '@/plugins/http-errors';
import { rooms } from '@/realtime/rooms';
import { keyOfScope, scopedRoom } from '@/lib/bifurcation-scope';
import { canSee, TEXTS, type Member } from './chat-access';
import type { ChatProfileService } from './chat-profile.service';
import { chatStats, countSessions, findSession, inState, latestSessionOf, liveChatRows, markOpened, untagged, visibleTo } from './chat-session.repository';
import { agentKpis } from './live-kpi.repository';
import { liveChatOf, messageOf } from './live-chat.view';
import { messagesAfter } from './message.repository';
import { groupsOf } from './routing.repository';

export class ChatDirectoryService {
  constructor(private readonly db: Database, private readonly profile: ChatProfileService) {}

  /** The live list for `join` and the rooms the member's socket needs. */
  /**
   * The member's chat list, with `subscribe` joining the socket to the rooms its changes are sent to. The scope's
   * shared rooms are joined before the list is read: a chat list event sent meanwhile then reaches the member (the
   * console applies it over the list), where one sent between the read and a later join was lost (a supervisor who
   * opened /chats while a chat was being accepted never saw it in Agent Chats).
   */
  async join(member: Member, subscribe: (rooms: string[]) => Promise<void>): Promise<LiveChat[]> {
    const groupIds = await groupsOf(this.db, member.userId);
    // Shared rooms of the member's scope only (issue 21, point 10): another scope's chats never reach them.
    const key = member.scope ? keyOfScope(member.scope) : '';
    const shared = [rooms.chatStaff, ...groupIds.map(rooms.group), ...(member.seesAll ? [rooms.supervisors] : [])];
    await subscribe(shared.map((room) => scopedRoom(room, key)));
    const rows = await liveChatRows(this.db, visibleTo({ ...member, groupIds }));
    const open = rows
      .filter(({ session }) => session.agentId === member.userId || session.supervisors.some((s) => s.adminId === member.userId)
        || session.inviteInfo[member.userId]?.inviteState === 'accepted')
      .map(({ session }) => rooms.chat(session.sessionId));
    await subscribe(open);
    return rows.map(liveChatOf);
  }

  /** joinUntaggedChats: chats resolved recently without a tag, for the untagged-chats tab. */
  async untaggedChats(member: Member): Promise<LiveChat[]> {
    const rows = await liveChatRows(this.db, untagged(member, new Date(Date.now() - UNTAGGED_CHATS.windowMs)), { limit: UNTAGGED_CHATS.limit, offset: 0 });
    return rows.map(liveChatOf);
  }

  stats(member: Member) {
    return chatStats(this.db, member.scope);
  }

  /** A chat by id, whoever asks (internal: the viewers' fan-out). */
  session(sessionId: string): Promise<ChatSessionRow | undefined> {
    return findSession(this.db, sessionId);
  }

  /** A chat the member may see (for joining its room, resync, receipts). */
  async visibleSession(member: Member, sessionId: string): Promise<ChatSessionRow> {
    const session = await findSession(this.db, sessionId);
    if (!session) throw notFound(TEXTS.noChat);
    if (!canSee(member, session, await groupsOf(this.db, member.userId))) throw forbidden(TEXTS.cannotSee);
    return session;
  }

  /** Exactly the messages after each given lastSeq (whispers included: staff only). */
  async resync(member: Member, chats: Array<{ sessionId: string; lastSeq: number }>) {
    const groupIds = await groupsOf(this.db, member.userId);
    const result = [];
    for (const chat of chats) {
      const session = await findSession(this.db, chat.sessionId);
      if (!session || !canSee(member, session, groupIds)) continue;
      const messages = await messagesAfter(this.db, session.sessionId, chat.lastSeq, { whispers: true });
      result.push({ sessionId: session.sessionId, lastSeq: session.lastSeq, messages: messages.map(messageOf) });
    }
    return { chats: result };
  }

  /** §7 "Join a chatroom": the chat's messages, the profile, tags and language. */
  async chatRoom(member: Member, input: { clientPsid: string; sessionId?: string | undefined }): Promise<JoinChatRoomData> {
    const session = input.sessionId ? await findSession(this.db, input.sessionId) : await latestSessionOf(this.db, input.clientPsid);
    if (!session || session.psid !== input.clientPsid) throw notFound(TEXTS.noChat);
    if (!canSee(member, session, await groupsOf(this.db, member.userId))) throw forbidden(TEXTS.cannotSee);
    const [messages, sections] = await Promise.all([
      messagesAfter(this.db, session.sessionId, 0, { whispers: true, limit: 5000 }), this.profile.sections(session),
    ]);
    return {
      activeChatSessionLogs: messages.map(messageOf),
      userProfileDetails: { sections },
      sessionId: session.sessionId,
      selectedTags: session.selectedTags,
      session_language: session.sessionLanguage,
    };
  }

  /** joinChatRoom's second POST: the chat's agent opened it (the first time counts). */
  async markOpened(member: Member, sessionId: string): Promise<{ sessionId: string; openedAt: number | null }> {
    const session = await this.visibleSession(member, sessionId);
    const opened = session.agentId === member.userId && session.chatState === 'AgentHandling' && !session.openedAt
      ? await markOpened(this.db, sessionId) : session;
    return { sessionId, openedAt: opened?.openedAt?.getTime() ?? null };
  }

  /** The member's own KPIs since `from` (default: today's UTC midnight). */
  async agentKpis(member: Member, from?: number): Promise<AgentKpis> {
    const now = new Date();
    const since = from ?? Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    return { from: since, ...await agentKpis(this.db, member.userId, new Date(since)) };
  }

  /** One tab of the live list (§4 "Lists and tabs"), 20 a page. */
  async tab(member: Member, tab: ChatTab, page: number, agentId?: string) {
    const groupIds = await groupsOf(this.db, member.userId);
    // Untagged chats are resolved, which the live visibility rule leaves out.
    const where = tab === 'untaggedChats'
      ? untagged(member, new Date(Date.now() - UNTAGGED_CHATS.windowMs))
      : and(visibleTo({ ...member, groupIds }), this.tabFilter(member, tab), agentId ? eq(chatSessions.agentId, agentId) : undefined);
    const [items, totalCount] = await Promise.all([
      liveChatRows(this.db, where, { limit: LIVE_CHATS_PAGE_SIZE, offset: (page - 1) * LIVE_CHATS_PAGE_SIZE }),
      countSessions(this.db, where),
    ]);
    return { items: items.map(liveChatOf), totalCount };
  }

  private tabFilter(member: Member, tab: ChatTab): SQL | undefined {
    const me = member.userId;
    switch (tab) {
      case 'pending': return and(inState('Pending'), member.seesAll ? undefined : eq(chatSessions.agentId, me));
      case 'inQueue': return inState('Inqueue');
      case 'myChats': return and(inState('AgentHandling'), eq(chatSessions.agentId, me));
      case 'agentChats': return and(inState('AgentHandling'), sql`${chatSessions.agentId} <> ${me}`);
      case 'supervised': return sql`${chatSessions.supervisors} @> ${JSON.stringify([{ adminId: me }])}::jsonb`;
      case 'botHandling': return inState('BotHandling');
      case 'untaggedChats': return undefined; // see tab()
      case 'pendingInvite': return sql`${chatSessions.inviteInfo} -> ${me} ->> 'inviteState' = 'pendingInvite'`;
      case 'inviteChats': return and(isNotNull(chatSessions.inviteInfo), sql`${chatSessions.inviteInfo} -> ${me} ->> 'inviteState' = 'accepted'`);
    }
  }
}
