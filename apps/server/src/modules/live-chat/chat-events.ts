/**
 * Publishes live-chat events after commits: list changes and messages to the staff who see the
 * chat (supervisors, the chat's room, its agent, its group while it waits), and the customer's
 * events to `customer:<psid>`. Chat counts (detailedChatStats) are coalesced: at most one query every
 * STATS_INTERVAL_MS (trailing, so the last change is always counted).
 * Shared rooms (supervisors, a group's queue, the counts) are per bifurcation scope (issue 21, point 10):
 * a member hears of the chats of their selection only, besides the chats they take part in.
 */
import type { ChatState, ProfileSection } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { deletionSchema, viewingStatusSchema } from '@switchboard/contracts/live-chat/live-chat.events';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import type { ChatMessageRow } from '@/db/schema/chat-messages';
import { chatSessions, type ChatSessionRow } from '@/db/schema/chat-sessions';
import type { WebchatEvents } from '@/realtime/events';
import type { Realtime } from '@/realtime/realtime';
import { rooms } from '@/realtime/rooms';
import { everyScopeKey } from '@switchboard/contracts/auth/bifurcation-scope';
import { scopedRoom, type BrandScopes } from '@/lib/bifurcation-scope';
import { chatStatsByValues, liveChatRows, type ChatStats } from './chat-session.repository';
import { customerMessageOf, liveChatOf, messageOf } from './live-chat.view';

type DeletionReason = NonNullable<z.infer<typeof deletionSchema>['reason']>;
const WAITING: ChatState[] = ['BotHandling', 'Inqueue'];
export const STATS_INTERVAL_MS = 250;
/** Carries bot and staff messages to a customer whose channel is not a socket (issue 25: WhatsApp); must not throw. */
export type CustomerDelivery = (session: ChatSessionRow, rows: ChatMessageRow[]) => void;

export class ChatEvents {
  private statsTimer: NodeJS.Timeout | null = null;
  private statsAt = 0;
  private readonly deliveries = new Map<string, CustomerDelivery>();

  constructor(private readonly db: Database, private readonly realtime: Realtime, readonly scopes: BrandScopes) {}

  /** Bot and staff messages to customers of `channel` also go through `delivery` (one per channel). */
  useDelivery(channel: string, delivery: CustomerDelivery): void {
    this.deliveries.set(channel, delivery);
  }

  /** The supervisors' room of the chat's scope. */
  supervisorsOf(session: Pick<ChatSessionRow, 'bifurcation'>): string {
    return scopedRoom(rooms.supervisors, this.scopes.keyOf(session.bifurcation));
  }

  /** A group's queue room of the chat's scope. */
  groupOf(session: Pick<ChatSessionRow, 'bifurcation'>, groupId: string): string {
    return scopedRoom(rooms.group(groupId), this.scopes.keyOf(session.bifurcation));
  }

  /** The staff rooms that see a chat in its current state. */
  staffRooms(session: ChatSessionRow): string[] {
    // Pushes, not spreads of little arrays: this runs for every message a customer sends.
    const targets = [this.supervisorsOf(session), rooms.chat(session.sessionId)];
    if (session.agentId) targets.push(rooms.admin(session.agentId));
    if (session.groupId && WAITING.includes(session.chatState)) targets.push(this.groupOf(session, session.groupId));
    for (const invitee in session.inviteInfo) targets.push(rooms.admin(invitee));
    return targets;
  }

  /** Extra rooms named by callers (a group's queue) narrowed to the chat's scope. */
  private narrowed(session: ChatSessionRow, extra: string[]): string[] {
    const key = this.scopes.keyOf(session.bifurcation);
    return extra.map((room) => (room === rooms.supervisors || room.startsWith('group:') ? scopedRoom(room, key) : room));
  }

  /** viewingStatus: to the chat's room and its scope's supervisors. */
  viewing(session: ChatSessionRow, status: z.infer<typeof viewingStatusSchema>): void {
    this.realtime.publish('liveConversations', [rooms.chat(session.sessionId), this.supervisorsOf(session)], 'viewingStatus', status);
  }

  /** addition or updation with the chat's LiveChat view, to who sees it now plus `extra` rooms. */
  async chatChanged(session: ChatSessionRow, kind: 'addition' | 'updation' = 'updation', extra: string[] = []): Promise<void> {
    const [row] = await liveChatRows(this.db, eq(chatSessions.sessionId, session.sessionId));
    if (!row) return;
    const chat = liveChatOf(row);
    const targets = [...this.staffRooms(row.session), ...this.narrowed(row.session, extra)];
    if (kind === 'addition') this.realtime.publish('liveConversations', targets, 'addition', { newLiveUser: chat });
    else this.realtime.publish('liveConversations', targets, 'updation', { changedChatDetails: chat });
    this.statsChanged();
  }

  /** addition of a session just created (no agent, no messages yet): built without a query. */
  chatAdded(session: ChatSessionRow, customerName: string): void {
    const chat = liveChatOf({ session, customerName, agentFirstName: null, agentLastName: null, lastMessage: null });
    this.realtime.publish('liveConversations', this.staffRooms(session), 'addition', { newLiveUser: chat });
    this.statsChanged();
  }

  /** updation with the customer's profile as it is now (a widget acted on, the bot learnt something). */
  profileChanged(session: ChatSessionRow, changedUserProfileDetails: { psid: string; userProfileDetails: { sections: ProfileSection[] } }): void {
    this.realtime.publish('liveConversations', this.staffRooms(session), 'updation', { changedUserProfileDetails });
  }

  /** updation with changedSessionLanguage (§7): the chat's customer language was detected or set. */
  languageChanged(session: ChatSessionRow): void {
    this.realtime.publish('liveConversations', this.staffRooms(session), 'updation', {
      changedSessionLanguage: { psid: session.psid, sessionId: session.sessionId, session_language: session.sessionLanguage },
    });
  }

  /** tagAddition: a chat resolved without a tag joins its agent's (and supervisors') untagged list. */
  async chatUntagged(session: ChatSessionRow): Promise<void> {
    const [row] = await liveChatRows(this.db, eq(chatSessions.sessionId, session.sessionId));
    if (!row) return;
    const targets = [this.supervisorsOf(session), ...(session.agentId ? [rooms.admin(session.agentId)] : [])];
    this.realtime.publish('liveConversations', targets, 'tagAddition', { newUntaggedChat: liveChatOf(row) });
  }

  chatRemoved(session: ChatSessionRow, targets: string[], reason: DeletionReason): void {
    this.realtime.publish('liveConversations', targets, 'deletion', { disconnectedChatPsid: session.psid, sessionId: session.sessionId, reason });
    this.statsChanged();
  }

  /** Staff who may show this chat reload its messages (see MessageStore's single-writer mode). */
  chatResync(session: ChatSessionRow): void {
    this.realtime.publish('liveConversations', this.staffRooms(session), 'chatResync', { sessionId: session.sessionId });
  }

  customerMessage(session: ChatSessionRow, row: ChatMessageRow): void {
    this.realtime.publish('liveConversations', this.staffRooms(session), 'userMessage', {
      psid: session.psid, message: messageOf(row), NLPSnapshot: row.nlpSnapshot ?? undefined, prevNLPSnapshot: row.prevNlpSnapshot ?? undefined,
    });
  }

  botMessages(session: ChatSessionRow, customerChatlogId: string, rows: ChatMessageRow[]): void {
    const messages = rows.map(messageOf);
    this.realtime.publish('liveConversations', this.staffRooms(session), 'response', {
      psid: session.psid, chatlogId: customerChatlogId, result: { bot_messages: messages },
    });
    this.toCustomer(session.psid, 'botMessages', { messages });
    if (rows.length > 0) this.deliveries.get(session.channel)?.(session, rows);
  }

  /** An agent's (or system) message: the customer gets agentMessage, staff updateMessage. */
  staffMessage(session: ChatSessionRow, row: ChatMessageRow): void {
    this.realtime.publish('liveConversations', this.staffRooms(session), 'updateMessage', { updatedAdminMessage: messageOf(row) });
    this.toCustomer(session.psid, 'agentMessage', { message: customerMessageOf(row) });
    this.deliveries.get(session.channel)?.(session, [row]);
  }

  /** A whisper: staff in the chat only (its room and its agent), never the customer. */
  whisper(session: ChatSessionRow, row: ChatMessageRow): void {
    const targets = [rooms.chat(session.sessionId), ...(session.agentId ? [rooms.admin(session.agentId)] : [])];
    this.realtime.publish('liveConversations', targets, 'updateMessage', { updatedAdminMessage: messageOf(row) });
  }

  customerTyping(session: ChatSessionRow, typingInfo: { sessionId: string; psid: string; by: string; name: string; typing: boolean }): void {
    this.realtime.publish('liveConversations', this.staffRooms(session), 'typingStatus', { typingInfo });
  }

  /** The customer saw every staff and bot message up to upToSeq (a watermark). */
  readByCustomer(session: ChatSessionRow, upToSeq: number): void {
    this.realtime.publish('liveConversations', this.staffRooms(session), 'updateMessage', {
      messageSeen: { sessionId: session.sessionId, upToSeq, readStatus: 'seen' },
    });
  }

  chatState(session: ChatSessionRow): void {
    this.toCustomer(session.psid, 'chatState', { sessionId: session.sessionId, chatState: session.chatState });
  }

  toCustomer<E extends keyof WebchatEvents & string>(psid: string, event: E, payload: WebchatEvents[E]): void {
    this.realtime.publishCustomer(rooms.customer(psid), event, payload);
  }

  /** Recounts open chats (at most once every STATS_INTERVAL_MS) and sends each scope's detailedChatStats to its chat-channel sockets. */
  statsChanged(): void {
    if (this.statsTimer) return;
    const wait = Math.max(0, this.statsAt + STATS_INTERVAL_MS - Date.now());
    this.statsTimer = setTimeout(() => {
      this.statsTimer = null;
      this.statsAt = Date.now();
      chatStatsByValues(this.db).then((groups) => {
        const zero = (): ChatStats => ({ totalLive: 0, totalRequireAttention: 0, totalOvertaken: 0 });
        const byKey = new Map(everyScopeKey(this.scopes.filters()).map((key) => [key, zero()]));
        for (const { values, stats } of groups) {
          const key = this.scopes.keyOf(values);
          const sum = byKey.get(key) ?? zero();
          byKey.set(key, {
            totalLive: sum.totalLive + stats.totalLive, totalRequireAttention: sum.totalRequireAttention + stats.totalRequireAttention,
            totalOvertaken: sum.totalOvertaken + stats.totalOvertaken,
          });
        }
        for (const [key, stats] of byKey) this.realtime.publish('liveConversations', scopedRoom(rooms.chatStaff, key), 'detailedChatStats', stats);
      }, () => undefined);
    }, wait);
    this.statsTimer.unref();
  }
}
