/**
 * One simulated conversation: the customer's messages go to the published bot exactly as the widget's
 * messages do (understand, then reply with the session's bot state, prevNLPSnapshot and agent
 * availability), and its answers are recorded with their NLP snapshots as customer-chat.service.ts
 * stores them; after a handover a demo agent joins and answers, as an agent would in the console.
 */
import type { MessageContent, MessageType } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { Bot, BotInput, BotTurn, NlpSnapshot } from '@/bot/bot';
import { parseState } from '@/bot/workflow/state';
import type { Random } from './random';
import type { AgentTopic } from './script';

export interface SimLine {
  sender: 'customer' | 'chatbot' | 'admin' | 'system';
  type: MessageType;
  content: MessageContent;
  at: number;
  nlp: NlpSnapshot | null;
  prevNlp: NlpSnapshot | null;
  admin?: { id: string; name: string };
}

export interface Agent { id: string; name: string }

export interface ChatContext {
  sessionId: string;
  psid: string;
  customerName: string;
  channel: string;
  /** Whether an agent could take a handover at this moment (the demo team's hours). */
  agentsAvailable: boolean;
  random: Random;
}

/** The recording of one chat as it goes. */
export class SimulatedChat {
  readonly lines: SimLine[] = [];
  nlp: NlpSnapshot | null = null;
  state: unknown = null;
  handoverAt: number | null = null;
  ticketOffered = false;
  /** The bot events the workflows recorded (event nodes), with the time of the turn. */
  readonly events: Array<{ eventId: string; at: number }> = [];

  constructor(private readonly bot: Bot, readonly ctx: ChatContext, public clock: number) {}

  /** Seconds pass (typing, reading). */
  wait(minSeconds: number, maxSeconds: number): void {
    this.clock += this.ctx.random.int(minSeconds, maxSeconds) * 1000;
  }

  /** The bot waits for an answer to a workflow question. */
  get questionWaiting(): boolean {
    return parseState(this.state).nodeId !== null;
  }

  get handedOver(): boolean {
    return this.handoverAt !== null;
  }

  /** A customer message the bot answers (a quick reply is its label with its value as postback). */
  async say(text: string, postback?: string): Promise<BotTurn> {
    const input: BotInput = { text, postback };
    const nlp = this.bot.understand(input);
    const prevNlp = this.nlp;
    this.lines.push({ sender: 'customer', type: 'text', content: { text }, at: this.clock, nlp, prevNlp });
    const turn = await this.bot.reply({
      sessionId: this.ctx.sessionId, psid: this.ctx.psid, customerName: this.ctx.customerName, prevNlp, channel: this.ctx.channel,
      language: 'en', state: this.state, agentsAvailable: () => Promise.resolve({ available: this.ctx.agentsAvailable }),
    }, input, nlp);
    for (const eventId of turn.events ?? []) this.events.push({ eventId, at: this.clock + 900 });
    turn.messages.forEach((draft, index) => {
      this.lines.push({ sender: 'chatbot', type: draft.type, content: draft.content, at: this.clock + 900 + index * 700, nlp: turn.nlp, prevNlp });
    });
    this.clock += 900 + turn.messages.length * 700;
    this.nlp = turn.nlp;
    if (turn.state !== undefined) this.state = turn.state;
    if (turn.handover) {
      this.handoverAt = this.clock;
      this.ticketOffered = !this.ctx.agentsAvailable;
    }
    return turn;
  }

  /** After the handover: an agent joins and the two talk (no NLP on a person's chat). */
  agentJoins(agent: Agent, topic: AgentTopic): void {
    const first = this.ctx.customerName.split(' ')[0] ?? this.ctx.customerName;
    const fill = (text: string) => text.replaceAll('{first}', first).replaceAll('{agent}', agent.name.split(' ')[0] ?? agent.name);
    this.lines.push({ sender: 'system', type: 'systemText', content: { text: `${agent.name} joined the chat` }, at: this.clock, nlp: null, prevNlp: null });
    for (const [who, text] of topic.lines) {
      this.wait(who === 'agent' ? 25 : 15, who === 'agent' ? 110 : 70);
      this.lines.push({
        sender: who === 'agent' ? 'admin' : 'customer', type: 'text', content: { text: fill(text) }, at: this.clock, nlp: null, prevNlp: null,
        ...(who === 'agent' ? { admin: agent } : {}),
      });
    }
  }
}
