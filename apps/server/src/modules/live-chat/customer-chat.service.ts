/**
 * The customer's side of a chat (/webchat): connecting (session + history), starting a chat, messages
 * (stored, then answered by the bot or passed to staff), typing and seen receipts. A visitor becomes a
 * customer with a chat only when they start one or first write (webchat.socket.ts). A resolved chat
 * stays shown until the customer writes again, which opens a new session handled by the bot.
 */
import type { CustomerMessage } from '@switchboard/contracts/live-chat/webchat.events';
import type { Channel } from '@switchboard/contracts/common/constants';
import type { PreChatAnswers } from '@switchboard/contracts/live-chat/widget-forms.rules';
import type { Bot, NlpSnapshot } from '@/bot/bot';
import type { GenerativeAttempt } from '@/bot/faq/generative-attempt';
import type { Database } from '@/db/client';
import type { ChatSessionRow } from '@/db/schema/chat-sessions';
import type { CustomerRow } from '@/db/schema/customers';
import { businessRule } from '@/plugins/http-errors';
import type { CustomerService } from '@/modules/customers/customer.service';
import { TEXTS } from './chat-access';
import type { ChatEvents } from './chat-events';
import { defaultGroupSql, insertSession, latestSessionOf, sessionCache, updateSession } from './chat-session.repository';
import { insertGenAiAnswer } from './genai-answer.repository';
import { recordEvents } from './conversation-events.repository';
import { messagesAfter } from './message.repository';
import { StaleSessionError, type MessageStore } from './message-store';
import { customerMessageOf } from './live-chat.view';
import type { RoutingService } from './routing.service';
import { withCallContext } from '@/lib/outbound-calls';

export interface CustomerChatDeps {
  db: Database;
  store: MessageStore;
  events: ChatEvents;
  routing: RoutingService;
  customers: CustomerService;
  bot: Bot;
  /** Tells staff of the chat's new profile (the bot learnt something: a captured answer, a brand function's result). */
  profileChanged?: (session: ChatSessionRow) => Promise<unknown>;
  /** Learns the customer's language from their messages (chat-language.service.ts). */
  language?: { observe(session: ChatSessionRow, text: string): void };
  /** Told when a generative FAQ question could not be recorded (the customer's answer is unaffected). */
  onRecordError?: (error: unknown) => void;
}

/** The bot variables of a stored or new state, compared as text (absent: unchanged). */
const variablesOf = (state: unknown) => JSON.stringify((state as { variables?: unknown } | null)?.variables ?? {});

const done = Promise.resolve();
const noFollowUp = () => done;

export class CustomerChatService {
  /** Follow-ups (bot turns, handovers) still running: a shutdown waits for them (see idle). */
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: CustomerChatDeps) {}

  /**
   * Resolves once every follow-up started so far has ended: a bot turn in flight (a brand function call,
   * say) finishes and stores its replies before the server stops, instead of writing after its close.
   */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private track(work: Promise<void>): Promise<void> {
    this.running.add(work);
    void work.then(() => this.running.delete(work), () => this.running.delete(work));
    return work;
  }

  /** The customer of a known psid (marked seen); undefined for a visitor with no or an unknown psid. */
  recognise(psid: string | undefined) {
    return this.deps.customers.recognise(psid);
  }

  /**
   * A new customer (a visitor who starts a chat, with the pre-chat form's answers); their chat opens with start()
   * or their first message. They carry the bifurcation values of the embed's site (else of their channel), and so
   * do all their chats.
   */
  async createCustomer(channel: Channel = 'website', answers?: PreChatAnswers, site?: string) {
    return this.deps.customers.create(channel, answers, await this.deps.events.scopes.valuesFor(site, channel));
  }

  /** The customer's widget disconnected: they were last seen now. */
  left(psid: string): Promise<void> {
    return this.deps.customers.touch(psid);
  }

  /** The open (else latest) session, created when the customer has none; and what they missed. */
  async connect(customer: CustomerRow, opts: { sessionId?: string | undefined; lastSeq?: number | undefined; clientUrl?: string | undefined }) {
    let session = await latestSessionOf(this.deps.db, customer.psid);
    if (!session) {
      // A session just created has no messages: no history to read.
      return { session: await this.openSession(customer, opts.clientUrl), history: [] };
    }
    if (opts.clientUrl && opts.clientUrl !== session.clientUrl && session.chatState !== 'Resolved') {
      session = (await updateSession(this.deps.db, session.sessionId, { clientUrl: opts.clientUrl })) ?? session;
      await this.deps.events.chatChanged(session);
    }
    // A lastSeq only counts for the session it was seen in; a newer session is sent whole.
    const from = opts.sessionId === undefined || opts.sessionId === session.sessionId ? (opts.lastSeq ?? 0) : 0;
    const history = from >= session.lastSeq ? [] : await messagesAfter(this.deps.db, session.sessionId, from, { whispers: false });
    return { session, history: history.map(customerMessageOf) };
  }

  /**
   * startChat: the customer's open chat, else a new one (the customer is told with `session`, staff with
   * `addition`). Idempotent while the chat is open.
   */
  async start(customer: CustomerRow, clientUrl?: string): Promise<ChatSessionRow> {
    // As for messages: a blocked customer (whose chat the block resolved) starts no new one.
    if ((await this.deps.customers.findCached(customer.psid))?.blocked !== false) throw businessRule(TEXTS.blocked);
    const latest = await latestSessionOf(this.deps.db, customer.psid);
    if (latest && latest.chatState !== 'Resolved') return latest;
    const session = await this.openSession(customer, clientUrl ?? latest?.clientUrl);
    // As on connecting: `session`, then its (empty) `history`.
    this.deps.events.toCustomer(customer.psid, 'session', { psid: customer.psid, sessionId: session.sessionId, chatState: session.chatState, lastSeq: 0 });
    this.deps.events.toCustomer(customer.psid, 'history', { messages: [] });
    return session;
  }

  private async openSession(customer: CustomerRow, clientUrl?: string | null): Promise<ChatSessionRow> {
    const session = await insertSession(this.deps.db, {
      psid: customer.psid, channel: customer.channel, groupId: defaultGroupSql, clientUrl: clientUrl ?? null, blocked: customer.blocked,
      bifurcation: customer.bifurcation,
    });
    this.deps.events.chatAdded(session, customer.name);
    return session;
  }

  /**
   * Stores the message and returns its ack; `followUp` then lets the bot answer or passes the
   * message to staff (run it after acknowledging). The customer and their session come from this
   * process's caches; the store checks the session at commit time (a chat resolved meanwhile, e.g.
   * by another instance, refuses the message and it is sent again after a fresh look-up).
   */
  async message(psid: string, input: CustomerMessage, opts: { clientUrl?: string | undefined } = {}) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.tryMessage(psid, input, attempt > 0, opts.clientUrl);
      } catch (error) {
        if (!(error instanceof StaleSessionError) || attempt >= 2) throw error;
        sessionCache.forget(psid);
      }
    }
  }

  private async tryMessage(psid: string, input: CustomerMessage, fresh: boolean, clientUrl: string | undefined) {
    // A cache hit without an await: every await on the hot path is a promise and a suspended frame per message.
    const customer = fresh ? await this.deps.customers.find(psid) : (this.deps.customers.cached(psid) ?? await this.deps.customers.findCached(psid));
    if (!customer) throw businessRule(TEXTS.noChat);
    if (customer.blocked) throw businessRule(TEXTS.blocked);
    let session = (fresh ? undefined : sessionCache.get(psid)) ?? await latestSessionOf(this.deps.db, psid);
    if (!session || session.chatState === 'Resolved') {
      // The cache may be behind: only a fresh read may open a new session.
      if (session && !fresh) session = await latestSessionOf(this.deps.db, psid);
      if (!session || session.chatState === 'Resolved') {
        // A customer's first chat takes the page it was started on; a later one the page of the chat before.
        session = await this.openSession(customer, session?.clientUrl ?? clientUrl);
        this.deps.events.toCustomer(psid, 'session', { psid, sessionId: session.sessionId, chatState: session.chatState, lastSeq: 0 });
        this.deps.events.chatState(session);
      }
    }
    const expected = session;
    const nlp = expected.chatState === 'BotHandling' ? this.deps.bot.understand(input) : null;
    const prevNlp = (expected.nlpSnapshot as NlpSnapshot | null) ?? null;
    const { message, duplicate, session: committed, published } = await this.deps.store.append({
      sessionId: expected.sessionId, psid, sender: 'customer', type: 'text', content: { text: input.text },
      clientMessageId: input.clientMessageId, nlpSnapshot: nlp, prevNlpSnapshot: nlp ? prevNlp : null,
    }, { requireOpen: true, nlpOnlyForBot: true, onSequenced: (row, committed) => this.deps.events.customerMessage(committed ?? expected, row) });
    const ack = { chatlogId: message.chatlogId, seq: message.seq };
    // The chat as committed with the message decides who answers and which staff see it.
    const open = committed ?? expected;
    if (!duplicate) this.deps.language?.observe(open, input.text);
    const followUp = async () => {
      if (duplicate) return;
      if (!published) this.deps.events.customerMessage(open, message);
      if (!nlp || open.chatState !== 'BotHandling') return;
      // The turn's brand-function and LLM calls are logged under this conversation (issue 27's trace).
      const turn = await withCallContext({ sessionId: open.sessionId, chatlogId: message.chatlogId }, () => this.deps.bot.reply({
        sessionId: open.sessionId, psid, customerName: customer.name, prevNlp, channel: open.channel, language: open.sessionLanguage,
        country: customer.profile.country ?? customer.profile.Country, state: open.botState,
        agentsAvailable: (groupId) => this.deps.routing.agentsReachable(groupId ?? open.groupId),
      }, input, nlp));
      // The next turn's prevNLPSnapshot and the bot state: known here now, committed with the replies (no extra write).
      const botState = turn.state === undefined ? {} : { botState: turn.state };
      sessionCache.patch(psid, open.sessionId, { nlpSnapshot: turn.nlp, ...botState });
      const stored = turn.messages.length === 0 ? [] : await this.deps.store.appendMany(turn.messages.map((draft) => ({
        sessionId: open.sessionId, psid, sender: 'chatbot' as const, type: draft.type, content: draft.content,
        nlpSnapshot: turn.nlp, prevNlpSnapshot: prevNlp,
      })), { sessionNlpSnapshot: turn.nlp, ...(turn.state === undefined ? {} : { sessionBotState: turn.state }), ...(turn.events ? { sessionEvents: turn.events } : {}) });
      if (stored.length === 0) {
        const events = turn.events ?? [];
        if (events.length === 0) await updateSession(this.deps.db, open.sessionId, { nlpSnapshot: turn.nlp, ...botState });
        else {
          await this.deps.db.transaction(async (tx) => {
            await updateSession(tx, open.sessionId, { nlpSnapshot: turn.nlp, ...botState });
            await recordEvents(tx, open.sessionId, events);
          });
        }
      }
      this.deps.events.botMessages(open, message.chatlogId, stored.map((entry) => entry.message));
      if (turn.generative) await this.recordGenerative(open.sessionId, turn.generative);
      // The profile panel's "Conversation details" follow the bot's variables while staff look.
      if (turn.state !== undefined && this.deps.profileChanged && variablesOf(turn.state) !== variablesOf(open.botState)) {
        // A hint only: the panel reloads the profile when it opens the chat anyway.
        await this.deps.profileChanged({ ...(stored.at(-1)?.session ?? open), botState: turn.state }).catch(() => undefined);
      }
      if (turn.handover) await this.deps.routing.handover(stored.at(-1)?.session ?? open, turn.handover.groupId);
    };
    // Nothing to follow up (a resend, or a person's chat already told of the message): no turn to run or track.
    const nothing = duplicate || (published && !(nlp && open.chatState === 'BotHandling'));
    return { ack, followUp: nothing ? noFollowUp : () => this.track(followUp()) };
  }

  /**
   * /analytics/genai's record of the question, after the reply is stored and sent (the message store batches many
   * chats' replies into one statement, so it is not the reply's transaction); a failure is logged, never thrown.
   */
  private async recordGenerative(sessionId: string, attempt: GenerativeAttempt): Promise<void> {
    try {
      await insertGenAiAnswer(this.deps.db, sessionId, attempt);
    } catch (error) {
      this.deps.onRecordError?.(error);
    }
  }

  async typing(psid: string, typing: boolean): Promise<void> {
    const [customer, session] = await Promise.all([this.deps.customers.findCached(psid), latestSessionOf(this.deps.db, psid)]);
    if (!customer || !session || session.chatState === 'Resolved') return;
    this.deps.events.customerTyping(session, { sessionId: session.sessionId, psid, by: psid, name: customer.name, typing });
  }

  /** The customer has seen every staff and bot message up to upToSeq. */
  async seen(psid: string, upToSeq: number): Promise<void> {
    const session = await latestSessionOf(this.deps.db, psid);
    if (!session) return;
    await this.deps.store.markRead(session.sessionId, 'staff', Math.min(upToSeq, session.lastSeq), 'seen');
    this.deps.events.readByCustomer(session, upToSeq);
  }
}
