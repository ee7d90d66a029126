/**
 * Proactive chats (issue 23): an agent starts a conversation with a known customer (admin/v2/startLiveChatSession),
 * optionally with a first message (POST /admin/v2/blank, a blank outbound message: the agent's own text, no template).
 * Reachable today: website customers whose widget is connected, not blocked. The chat opens in AgentHandling with the
 * caller as its agent, outside routing and capacity (the agent chose it, as with taking a waiting chat).
 * A chat the bot is handling is taken over; a chat waiting for (or held by) another agent is left alone.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PROACTIVE_TEXTS, proactiveRefusal } from '@switchboard/contracts/live-chat/proactive.api';
import type { Database } from '@/db/client';
import { chatSessions, type ChatSessionRow } from '@/db/schema/chat-sessions';
import { inScope } from '@/lib/bifurcation-scope';
import type { CustomerService } from '@/modules/customers/customer.service';
import { businessRule, forbidden, notFound } from '@/plugins/http-errors';
import type { AgentChatService } from './agent-chat.service';
import { isAgentOf, TEXTS, type Member } from './chat-access';
import type { ChatEvents } from './chat-events';
import { defaultGroupSql, insertSession, latestSessionOf, updateSession } from './chat-session.repository';
import type { MessageStore } from './message-store';

export interface ProactiveChatDeps {
  db: Database;
  store: MessageStore;
  events: ChatEvents;
  customers: CustomerService;
  agentChats: AgentChatService;
  /** Which of these customers have a widget connected now (customer-presence.ts). */
  online: (psids: string[]) => Promise<ReadonlySet<string>>;
}

export class ProactiveChatService {
  constructor(private readonly deps: ProactiveChatDeps) {}

  /** Opens the caller's chat with the customer, or answers the one they already have (started: false). */
  async start(member: Member, psid: string): Promise<{ session: ChatSessionRow; started: boolean }> {
    const customer = await this.deps.customers.find(psid);
    if (!customer) throw notFound(PROACTIVE_TEXTS.unknownCustomer);
    if (!inScope(member.scope, customer.bifurcation)) throw forbidden(TEXTS.cannotSee);
    const online = (await this.deps.online([psid])).has(psid);
    const refusal = proactiveRefusal({ channel: customer.channel, blocked: customer.blocked, online });
    if (refusal) throw businessRule(refusal);

    const latest = await latestSessionOf(this.deps.db, psid);
    if (latest && latest.chatState !== 'Resolved') return this.joinOpen(member, latest);
    const session = await insertSession(this.deps.db, {
      psid, channel: customer.channel, groupId: defaultGroupSql, clientUrl: latest?.clientUrl ?? null, blocked: false,
      bifurcation: customer.bifurcation, chatState: 'AgentHandling', agentId: member.userId, acceptedAt: new Date(),
    });
    // The widget moves to the new session (as when the customer starts one), then hears who started it.
    this.deps.events.toCustomer(psid, 'session', { psid, sessionId: session.sessionId, chatState: session.chatState, lastSeq: 0 });
    this.deps.events.toCustomer(psid, 'history', { messages: [] });
    await this.deps.events.chatChanged(session, 'addition');
    await this.system(session, `${member.name} started the chat`);
    return { session, started: true };
  }

  /** The customer has an open chat: the caller's own is answered, the bot's is taken over, another agent's is refused. */
  private async joinOpen(member: Member, open: ChatSessionRow): Promise<{ session: ChatSessionRow; started: boolean }> {
    if (open.chatState === 'AgentHandling' && isAgentOf(member, open)) return { session: open, started: false };
    if (open.chatState === 'AgentHandling') throw businessRule(PROACTIVE_TEXTS.otherAgent);
    if (open.chatState !== 'BotHandling') throw businessRule(PROACTIVE_TEXTS.waiting);
    // Compare-and-set: a handover meanwhile (the customer asked for a person) leaves the chat to routing.
    const row = await updateSession(this.deps.db, open.sessionId, { chatState: 'AgentHandling', agentId: member.userId, acceptedAt: new Date() },
      eq(chatSessions.chatState, 'BotHandling'));
    if (!row) throw businessRule(PROACTIVE_TEXTS.changedMeanwhile);
    this.deps.events.chatState(row);
    await this.deps.events.chatChanged(row, 'updation', row.groupId ? [this.deps.events.groupOf(row, row.groupId)] : []);
    await this.system(row, `${member.name} started the chat`);
    return { session: row, started: true };
  }

  /** A blank outbound message: starts (or reuses) the chat and writes the agent's text as its next message. */
  async blank(member: Member, input: { psid: string; text: string; clientMessageId?: string | undefined }) {
    const { session } = await this.start(member, input.psid);
    const sent = await this.deps.agentChats.send(member, {
      sessionId: session.sessionId, text: input.text, origin: 'userTyped', clientMessageId: input.clientMessageId ?? randomUUID(),
    });
    return { sessionId: session.sessionId, psid: session.psid, chatlogId: sent.chatlogId, seq: sent.seq };
  }

  private async system(session: ChatSessionRow, text: string) {
    const { message } = await this.deps.store.append({ sessionId: session.sessionId, psid: session.psid, sender: 'system', type: 'systemText', content: { text } });
    this.deps.events.staffMessage(session, message);
  }
}
