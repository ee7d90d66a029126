/**
 * What the product already records about one conversation, read for the trace view (issue 27): the session
 * (start, hand-over, acceptance, resolution), its messages with their NLU snapshots, its WhatsApp sends and
 * statuses, its bot events and its tickets. The api logs that name it are read by api-log.repository.ts.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { chatMessages } from '@/db/schema/chat-messages';
import { chatSessions } from '@/db/schema/chat-sessions';
import { conversationEvents } from '@/db/schema/conversation-events';
import { customers } from '@/db/schema/customers';
import { tickets } from '@/db/schema/tickets';
import { users } from '@/db/schema/users';
import { waOutbound } from '@/db/schema/whatsapp';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session an id names: a sessionId, a chatlogId of one of its messages, or its ticket's id; null if none. */
export async function sessionOfId(db: Database, id: string): Promise<string | null> {
  // Every one of them is a uuid column: anything else names no conversation (and must not reach a uuid comparison).
  if (!UUID.test(id)) return null;
  const [session] = await db.select({ sessionId: chatSessions.sessionId }).from(chatSessions).where(eq(chatSessions.sessionId, id)).limit(1);
  if (session) return session.sessionId;
  const [message] = await db.select({ sessionId: chatMessages.sessionId }).from(chatMessages).where(eq(chatMessages.chatlogId, id)).limit(1);
  if (message) return message.sessionId;
  const [ticket] = await db.select({ sessionId: tickets.sessionId }).from(tickets).where(eq(tickets.ticketId, id)).limit(1);
  return ticket?.sessionId ?? null;
}

export async function readConversation(db: Database, sessionId: string, limit: number) {
  const [session] = await db.select({
    sessionId: chatSessions.sessionId, channel: chatSessions.channel, createdAt: chatSessions.createdAt,
    handoverAt: chatSessions.handoverAt, acceptedAt: chatSessions.acceptedAt, resolvedAt: chatSessions.resolvedAt,
    customerName: customers.name, agentFirstName: users.firstName, agentLastName: users.lastName,
  }).from(chatSessions)
    .leftJoin(customers, eq(customers.psid, chatSessions.psid))
    .leftJoin(users, eq(users.id, chatSessions.agentId))
    .where(eq(chatSessions.sessionId, sessionId)).limit(1);
  if (!session) return null;
  const [messages, sends, events, ticketRows] = await Promise.all([
    db.select({
      chatlogId: chatMessages.chatlogId, sender: chatMessages.sender, type: chatMessages.type, content: chatMessages.content,
      nlpSnapshot: chatMessages.nlpSnapshot, adminName: chatMessages.adminName, readStatus: chatMessages.readStatus, createdAt: chatMessages.createdAt,
    }).from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(asc(chatMessages.seq)).limit(limit),
    db.select({
      wamid: waOutbound.wamid, chatlogId: waOutbound.chatlogId, status: waOutbound.status, errorCode: waOutbound.errorCode,
      templateName: waOutbound.templateName, createdAt: waOutbound.createdAt, updatedAt: waOutbound.updatedAt,
    }).from(waOutbound).where(eq(waOutbound.sessionId, sessionId)).orderBy(asc(waOutbound.createdAt)).limit(limit),
    db.select({ name: conversationEvents.name, eventType: conversationEvents.eventType, at: conversationEvents.at })
      .from(conversationEvents).where(eq(conversationEvents.sessionId, sessionId)).orderBy(asc(conversationEvents.id)).limit(limit),
    db.select({ ticketId: tickets.ticketId, subject: tickets.subject, status: tickets.status, createdAt: tickets.createdAt })
      .from(tickets).where(eq(tickets.sessionId, sessionId)).orderBy(asc(tickets.createdAt)).limit(limit),
  ]);
  return { session, messages, sends, events, tickets: ticketRows };
}

export type ConversationRecord = NonNullable<Awaited<ReturnType<typeof readConversation>>>;
