/**
 * What the agent does with a chat (§1, §4): accept or reject an offer, take a waiting chat, write to the customer,
 * receipts, typing, hold, resolve, block, escalate, raise a hand. Every change is stored first
 * (compare-and-set on the chat's state), then published.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { DeliveryStatus } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { Database } from '@/db/client';
import { chatSessions, type ChatSessionRow } from '@/db/schema/chat-sessions';
import type { CustomerService } from '@/modules/customers/customer.service';
import { businessRule, forbidden, notFound } from '@/plugins/http-errors';
import { rooms } from '@/realtime/rooms';
import type { Realtime } from '@/realtime/realtime';
import { assertCanWrite, assertHandles, assertOpen, assertTakesPart, isAgentOf, TEXTS, type Member } from './chat-access';
import type { ChatEvents } from './chat-events';
import { findSession, hasAgent, inState, updateSession } from './chat-session.repository';
import { findMessage } from './message.repository';
import type { MessageStore } from './message-store';
import { messageOf } from './live-chat.view';
import { groupsOf, takeWaitingChat } from './routing.repository';
import type { RoutingService } from './routing.service';
import type { MessageFormat } from '@switchboard/contracts/common/rich-text';
import { writtenContent } from '@/lib/rich-text-sanitiser';
import type { ChatLanguageService } from './chat-language.service';

export interface AgentChatDeps {
  db: Database;
  store: MessageStore;
  events: ChatEvents;
  routing: RoutingService;
  customers: CustomerService;
  realtime: Realtime;
  /** Translates an agent's text into the customer's language (chat-language.service.ts). */
  language?: Pick<ChatLanguageService, 'outgoing'>;
}

export interface SendInput {
  sessionId: string;
  text: string;
  format?: MessageFormat;
  origin: 'userTyped' | 'cannedResponse';
  clientMessageId: string;
  /** The agent's language and brand: the text is translated when the chat's language differs. */
  language?: string;
  brandId?: string;
}

/** A channel's rule on free-form staff messages (issue 25: WhatsApp's 24-hour window); throws to refuse one. */
export type ReplyGuard = (session: ChatSessionRow) => Promise<void>;

export class AgentChatService {
  private readonly guards = new Map<string, ReplyGuard>();

  constructor(private readonly deps: AgentChatDeps) {}

  /** Staff messages to customers of `channel` are checked by `guard` before anything is stored. */
  useReplyGuard(channel: string, guard: ReplyGuard): void {
    this.guards.set(channel, guard);
  }

  private session(sessionId: string) {
    return findSession(this.deps.db, sessionId);
  }

  async accept(member: Member, sessionId: string) {
    if (!(await this.session(sessionId))) throw notFound(TEXTS.noChat);
    const row = await updateSession(this.deps.db, sessionId, { chatState: 'AgentHandling', acceptedAt: new Date(), rejectedBy: [], declinedAt: {} },
      and(eq(chatSessions.chatState, 'Pending'), hasAgent(member.userId)));
    if (!row) throw businessRule(TEXTS.notOffered);
    this.deps.events.chatState(row);
    await this.deps.events.chatChanged(row);
    await this.system(row, `${member.name} joined the chat`);
    return row;
  }

  async reject(member: Member, sessionId: string) {
    if (!(await this.session(sessionId))) throw notFound(TEXTS.noChat);
    const row = await this.deps.routing.reject(member.userId, sessionId);
    if (!row) throw businessRule(TEXTS.notOffered);
    this.deps.events.chatRemoved(row, [rooms.admin(member.userId)], 'rejected');
    await this.deps.events.chatChanged(row);
    if (row.groupId) await this.deps.routing.drain(row.groupId);
    return row;
  }

  /**
   * Issue 21, point 4: the member takes a waiting chat from the in-queue tab themselves: one in the queue of a
   * group they belong to (any group's, for who sees every chat), or one offered to an agent who has not accepted
   * it yet (the offer is withdrawn). Capacity and availability do not apply: the member chose it.
   */
  async take(member: Member, sessionId: string) {
    const groups = member.seesAll ? [] : await groupsOf(this.deps.db, member.userId);
    // Compare-and-set on what was read; a change meanwhile (an offer made or withdrawn) is read again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = assertOpen(await this.session(sessionId));
      if (!member.seesAll && !(before.groupId && groups.includes(before.groupId))) throw forbidden(TEXTS.cannotSee);
      if (before.chatState === 'AgentHandling' && isAgentOf(member, before)) return before;
      if (before.chatState === 'AgentHandling') throw businessRule(TEXTS.takenByOther);
      if (before.chatState !== 'Inqueue' && before.chatState !== 'Pending') throw businessRule(TEXTS.notWaiting);
      const row = await takeWaitingChat(this.deps.db, sessionId, { chatState: before.chatState, agentId: before.agentId }, member.userId,
        new Date(this.deps.routing.now()));
      if (row) return this.taken(member, before, row);
    }
    throw businessRule(TEXTS.changedMeanwhile);
  }

  private async taken(member: Member, before: ChatSessionRow, row: ChatSessionRow) {
    const offeredTo = before.chatState === 'Pending' && before.agentId !== member.userId ? before.agentId : null;
    this.deps.routing.disarm(row.sessionId);
    if (offeredTo) this.deps.events.chatRemoved(row, [rooms.admin(offeredTo)], 'transferred');
    this.deps.events.chatState(row);
    this.deps.events.toCustomer(row.psid, 'queueStatus', null);
    // The group's members see it leave the in-queue tab.
    await this.deps.events.chatChanged(row, 'updation', row.groupId ? [rooms.group(row.groupId)] : []);
    await this.system(row, `${member.name} joined the chat`);
    // The chats behind it move up; the agent whose offer was withdrawn has room again.
    if (row.groupId) await this.deps.routing.drain(row.groupId);
    if (offeredTo) await this.deps.routing.drainFor(offeredTo);
    return row;
  }

  /** Writes an agent message; a resend with the same clientMessageId returns the stored one. */
  async send(member: Member, input: SendInput) {
    const session = assertCanWrite(member, await this.session(input.sessionId));
    await this.guards.get(session.channel)?.(session);
    const written = writtenContent(input.text, input.format);
    const { language, brandId } = input;
    // The customer gets the text in their language; the agent's wording is kept beside it (translation).
    const outgoing = language && brandId && this.deps.language && written.text
      ? await this.deps.language.outgoing(brandId, session, written.text, written.format ?? 'text', language)
      : { text: written.text ?? '' };
    // A translation is sanitised again: it came back from another service.
    const content = outgoing.translation ? writtenContent(outgoing.text, input.format) : written;
    const { message, duplicate } = await this.deps.store.append({
      sessionId: session.sessionId, psid: session.psid, sender: 'admin', type: 'text', content,
      origin: input.origin, adminId: member.userId, adminName: member.name, clientMessageId: input.clientMessageId,
      translation: outgoing.translation?.text ?? null, translationLanguage: outgoing.translation?.language ?? null,
    });
    if (!duplicate) this.deps.events.staffMessage(session, message);
    return { chatlogId: message.chatlogId, seq: message.seq, message: messageOf(message), ...(outgoing.notice ? { notice: outgoing.notice } : {}) };
  }

  /**
   * A message the channel already carried to the customer (issue 25: a WhatsApp template), stored as the member's
   * in the chat, live or resolved, and shown to staff. The channel's delivery knows it by its clientMessageId.
   */
  async record(member: Pick<Member, 'userId' | 'name'>, session: ChatSessionRow, text: string, clientMessageId: string) {
    const { message, duplicate } = await this.deps.store.append({
      sessionId: session.sessionId, psid: session.psid, sender: 'admin', type: 'text', content: { text },
      origin: 'userTyped', adminId: member.userId, adminName: member.name, clientMessageId,
    });
    if (!duplicate) this.deps.events.staffMessage(session, message);
    return message;
  }

  /** A system line in the chat (e.g. who joined), shown to the customer and staff. */
  private async system(session: ChatSessionRow, text: string) {
    const { message } = await this.deps.store.append({ sessionId: session.sessionId, psid: session.psid, sender: 'system', type: 'systemText', content: { text } });
    this.deps.events.staffMessage(session, message);
  }

  /** Every customer message up to upToSeq reached `status`; the customer hears it as messageStatus. */
  async receipt(member: Member, sessionId: string, upToSeq: number, status: DeliveryStatus) {
    const session = assertHandles(member, await this.session(sessionId));
    const seq = Math.min(upToSeq, session.lastSeq);
    await this.deps.store.markRead(session.sessionId, 'customer', seq, status);
    this.deps.events.toCustomer(session.psid, 'messageStatus', { upToSeq: seq, readStatus: status });
    this.deps.realtime.publish('liveConversations', rooms.chat(session.sessionId), 'updateMessage', {
      messageSeen: { sessionId: session.sessionId, upToSeq: seq, readStatus: status },
    });
    return { sessionId: session.sessionId, upToSeq: seq, readStatus: status };
  }

  /** updateCustomerMessage: the receipt of one message (and so of every one before it). */
  async receiptFor(member: Member, chatlogId: string, status: DeliveryStatus) {
    const message = /^[0-9a-f-]{36}$/i.test(chatlogId) ? await findMessage(this.deps.db, chatlogId) : undefined;
    if (!message) throw notFound('This message does not exist.');
    return this.receipt(member, message.sessionId, message.seq, status);
  }

  async typing(member: Member, sessionId: string, typing: boolean) {
    const session = assertTakesPart(member, await this.session(sessionId));
    const writes = isAgentOf(member, session) || session.supervisors.some((s) => s.adminId === member.userId && s.mode === 'barge');
    if (writes) this.deps.events.toCustomer(session.psid, 'typingStatus', { typing, name: member.name });
    this.deps.realtime.publish('liveConversations', rooms.chat(session.sessionId), 'typingStatus', {
      typingInfo: { sessionId: session.sessionId, psid: session.psid, by: member.userId, name: member.name, typing },
    });
    return { typing };
  }

  async resolve(member: Member, sessionId: string) {
    const before = assertHandles(member, await this.session(sessionId));
    const row = await updateSession(this.deps.db, sessionId, { chatState: 'Resolved', resolvedAt: new Date(), raisedHand: false },
      ne(chatSessions.chatState, 'Resolved'));
    if (!row) throw businessRule(TEXTS.closed);
    this.deps.store.forgetSession(sessionId);
    this.deps.events.chatRemoved(row, this.deps.events.staffRooms(before), 'resolved');
    if (row.selectedTags.length === 0) await this.deps.events.chatUntagged(row);
    this.deps.events.chatState(row);
    this.deps.events.toCustomer(row.psid, 'queueStatus', null);
    if (row.groupId) await this.deps.routing.drain(row.groupId);
    if (before.agentId) await this.deps.routing.drainFor(before.agentId);
    return row;
  }

  async hold(member: Member, sessionId: string, onHold: boolean) {
    assertHandles(member, await this.session(sessionId));
    const row = await updateSession(this.deps.db, sessionId, { onHold }, inState('AgentHandling', 'Pending'));
    if (!row) throw businessRule('Only a chat an agent is handling can be put on hold.');
    await this.deps.events.chatChanged(row);
    return row;
  }

  /** Blocking refuses the customer's messages from now on and closes the open chat. */
  async block(member: Member, sessionId: string, blocked: boolean) {
    const session = await this.session(sessionId);
    if (!session) throw notFound(TEXTS.noChat);
    if (!member.seesAll && !isAgentOf(member, session)) throw businessRule(TEXTS.notYours);
    await this.deps.db.transaction(async (tx) => {
      await this.deps.customers.setBlocked(session.psid, blocked, tx);
      await updateSession(tx, sessionId, { blocked });
    });
    const row = { ...session, blocked };
    await this.deps.events.chatChanged(row);
    if (blocked && session.chatState !== 'Resolved') await this.resolve({ ...member, seesAll: true }, sessionId);
    return { sessionId, blockedStatus: blocked };
  }

  /** The chat's tags, also once resolved (by its agent or anyone who sees every chat). */
  async updateTags(member: Member, sessionId: string, selectedTags: string[]) {
    const session = await this.session(sessionId);
    if (!session) throw notFound(TEXTS.noChat);
    if (!isAgentOf(member, session) && !member.seesAll) throw businessRule(TEXTS.notYours);
    const tags = [...new Set(selectedTags)];
    const row = await updateSession(this.deps.db, sessionId, { selectedTags: tags });
    if (!row) throw notFound(TEXTS.noChat);
    await this.deps.events.chatChanged(row);
    return { sessionId: row.sessionId, selectedTags: row.selectedTags };
  }

  async raiseHand(member: Member, sessionId: string, raised: boolean, kind: 'raisedHand' | 'escalated' = 'raisedHand') {
    assertHandles(member, await this.session(sessionId));
    const row = await updateSession(this.deps.db, sessionId, { raisedHand: raised });
    if (!row) throw notFound(TEXTS.noChat);
    await this.deps.events.chatChanged(row);
    if (raised) {
      const text = kind === 'escalated' ? `${member.name} escalated a chat` : `${member.name} raised a hand`;
      this.deps.realtime.publish('liveConversations', this.deps.events.supervisorsOf(row), 'notification', { kind, sessionId, psid: row.psid, text });
    }
    return row;
  }
}
