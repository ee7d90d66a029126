/**
 * Publishes live-chat events after commits: list changes and messages to the staff who see the
 * chat (supervisors, the chat's room, its agent, its group while it waits), and the customer's
 * events to `customer:<psid>`. Chat counts (detailedChatStats) are coalesced: at most one query every
 * STATS_INTERVAL_MS (trailing, so the last change is always counted).
 */
import type { ChatState } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { deletionSchema } from '@switchboard/contracts/live-chat/live-chat.events';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import type { ChatMessageRow } from '@/db/schema/chat-messages';
import { chatSessions, type ChatSessionRow } from '@/db/schema/chat-sessions';
import type { WebchatEvents } from '@/realtime/events';
import type { Realtime } from '@/realtime/realtime';
import { rooms } from '@/realtime/rooms';
import { chatStats, liveChatRows } from './chat-session.repository';
import { liveChatOf, messageOf } from './live-chat.view';

type DeletionReason = NonNullable<z.infer<typeof deletionSchema>['reason']>;
const WAITING: ChatState[] = ['BotHandling', 'Inqueue'];
export const STATS_INTERVAL_MS = 250;

export class ChatEvents {
  private statsTimer: NodeJS.Timeout | null = null;
  private statsAt = 0;

  constructor(private readonly db: Database, private readonly realtime: Realtime) {}

  /** The staff rooms that see a chat in its current state. */
  staffRooms(session: ChatSessionRow): string[] {
    // Pushes, not spreads of little arrays: this runs for every message a customer sends.
    const targets = [rooms.supervisors, rooms.chat(session.sessionId)];
    if (session.agentId) targets.push(rooms.admin(session.agentId));
    if (session.groupId && WAITING.includes(session.chatState)) targets.push(rooms.group(session.groupId));
    for (const invitee in session.inviteInfo) targets.push(rooms.admin(invitee));
    return targets;
  }

  /** addition or updation with the chat's LiveChat view, to who sees it now plus `extra` rooms. */
  async chatChanged(session: ChatSessionRow, kind: 'addition' | 'updation' = 'updation', extra: string[] = []): Promise<void> {
    const [row] = await liveChatRows(this.db, eq(chatSessions.sessionId, session.sessionId));
    if (!row) return;
    const chat = liveChatOf(row);
    const targets = [...this.staffRooms(row.session), ...extra];
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

  /** tagAddition: a chat resolved without a tag joins its agent's (and supervisors') untagged list. */
  async chatUntagged(session: ChatSessionRow): Promise<void> {
    const [row] = await liveChatRows(this.db, eq(chatSessions.sessionId, session.sessionId));
    if (!row) return;
    const targets = [rooms.supervisors, ...(session.agentId ? [rooms.admin(session.agentId)] : [])];
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
  }

  /** An agent's (or system) message: the customer gets agentMessage, staff updateMessage. */
  staffMessage(session: ChatSessionRow, row: ChatMessageRow): void {
    const message = messageOf(row);
    this.realtime.publish('liveConversations', this.staffRooms(session), 'updateMessage', { updatedAdminMessage: message });
    this.toCustomer(session.psid, 'agentMessage', { message });
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

  /** Recounts open chats (at most once every STATS_INTERVAL_MS) and sends detailedChatStats to every chat-channel socket. */
  statsChanged(): void {
    if (this.statsTimer) return;
    const wait = Math.max(0, this.statsAt + STATS_INTERVAL_MS - Date.now());
    this.statsTimer = setTimeout(() => {
      this.statsTimer = null;
      this.statsAt = Date.now();
      chatStats(this.db).then(
        (stats) => this.realtime.publish('liveConversations', rooms.chatStaff, 'detailedChatStats', stats),
        () => undefined,
      );
    }, wait);
    this.statsTimer.unref();
  }
}
