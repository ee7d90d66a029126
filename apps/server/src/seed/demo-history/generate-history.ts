/**
 * About 30 days of the demo brand's conversations, produced by the published demo bot answering
 * simulated customers (scenarios.ts): every NLP snapshot is the real classifier's, every bot line the
 * real runtime's (workflows, the order API's answers, the FAQ, the fallback, ticket offers). After a
 * handover a demo agent joins during the team's hours (9:00–21:00 IST, Monday to Saturday); outside
 * them the bot offers a ticket and the customer leaves one. Some customers walk away (abandoned: the
 * chat closes when idle), some leave the queue before an agent comes. Seeded random: the same seed,
 * `now` and agents give the same rows, ids included. Nothing here touches the database.
 */
import type { Channel } from '@switchboard/contracts/common/constants';
import type { ReviewStatus } from '@switchboard/contracts/history/history.schemas';
import { TICKET_PRIORITIES, type TicketPriority } from '@switchboard/contracts/tickets/tickets.schemas';
import type { Bot } from '@/bot/bot';
import type { NewChatMessageRow } from '@/db/schema/chat-messages';
import type { chatRatings } from '@/db/schema/chat-ratings';
import type { chatSessions } from '@/db/schema/chat-sessions';
import type { conversationEvents } from '@/db/schema/conversation-events';
import type { customers } from '@/db/schema/customers';
import type { NewTicketRow, ticketMessages } from '@/db/schema/tickets';
import { DEMO_EVENTS } from '@/seed/bot-integrations-seed';
import { addHistoryExtras } from './history-extras';
import { seededRandom, type Random } from './random';
import { SCENARIOS, SCENARIO_WEIGHTS, type ScenarioEnd } from './scenarios';
import { CHANNEL_WEIGHTS, FIRST_NAMES, LAST_NAMES, ORDER_ANSWERS, THANKS } from './script';
import { SimulatedChat, type Agent } from './simulate-chat';

export const DEMO_HISTORY_SEED = 20_261_127;
export const DEMO_HISTORY_DAYS = 30;
/** The newest conversation's age: clear of the live dashboard's 6-hour window (other journeys count it). */
export const NEWEST_CHAT_AGE_MS = 7 * 3_600_000;
/** The newest conversation, fixed: the history browser journey finds it by "yesterday". */
export const NEWEST_CHAT_OPENER = 'Where is my parcel? It was due yesterday.';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const IST_OFFSET = 5.5 * HOUR;
/** Idle bot chats close after this long (BOT_CHAT_IDLE_MINUTES' default). */
const IDLE_CLOSE = 30 * MINUTE;

export interface DemoHistoryOptions {
  now: number;
  brandId: string;
  groupId: string | null;
  agents: readonly Agent[];
  publicUrl: string;
  seed?: number;
  days?: number;
}

export interface DemoHistory {
  customers: (typeof customers.$inferInsert)[];
  sessions: (typeof chatSessions.$inferInsert)[];
  messages: NewChatMessageRow[];
  tickets: NewTicketRow[];
  ticketMessages: (typeof ticketMessages.$inferInsert)[];
  ratings: (typeof chatRatings.$inferInsert)[];
  /** The bot events the simulated chats' workflows recorded (as customer-chat.service.ts stores them). */
  events: (typeof conversationEvents.$inferInsert)[];
}

/** A v4-shaped id from the seeded random source (deterministic, unlike randomUUID). */
function idFrom(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + random.int(0, 3)).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** Hours of the day (IST) by share of conversations: quiet at night, busiest in the evening. */
const HOUR_WEIGHTS: Readonly<Record<string, number>> = Object.fromEntries(
  Array.from({ length: 24 }, (_, hour) => [String(hour), hour < 7 ? 1 : hour < 10 ? 4 : hour < 18 ? 6 : hour < 23 ? 8 : 3]),
);

/** The demo team works 9:00–21:00 IST, Monday to Saturday (the opening-hours FAQ says so). */
function agentsOnDuty(at: number): boolean {
  const ist = new Date(at + IST_OFFSET);
  const hour = ist.getUTCHours();
  return ist.getUTCDay() !== 0 && hour >= 9 && hour < 21;
}

interface DemoCustomer { psid: string; name: string; channel: Channel; profile: Record<string, string>; firstAt: number; lastAt: number }

class CustomerPool {
  private readonly all: DemoCustomer[] = [];

  constructor(private readonly random: Random) {}

  /** A returning customer now and then, else a new one. */
  next(at: number): DemoCustomer {
    const returning = this.all.length > 10 && this.random.chance(0.25);
    if (returning) return this.random.pick(this.all);
    const index = this.all.length + 1;
    const channel = this.random.weighted(CHANNEL_WEIGHTS);
    const first = this.random.pick(FIRST_NAMES);
    const name = `${first} ${this.random.pick(LAST_NAMES)}`;
    const handle = `${first.toLowerCase()}${index}`;
    const profile: Record<string, string> = channel === 'wa' || channel === 'ivr'
      ? { Phone: `+91 9${this.random.int(100_000_000, 999_999_999)}` }
      : { Email: `${handle}@example.com` };
    if (this.random.chance(0.3)) profile['Lifetime value'] = `INR ${this.random.int(500, 90_000)}.00`;
    const customer = { psid: `demo-${channel}-${100 + index}`, name, channel, profile, firstAt: at, lastAt: at };
    this.all.push(customer);
    return customer;
  }

  rows(): DemoHistory['customers'] {
    return this.all.map((customer) => ({
      psid: customer.psid, name: customer.name, channel: customer.channel, profile: customer.profile,
      createdAt: new Date(customer.firstAt - 2 * MINUTE), lastSeenAt: new Date(customer.lastAt),
    }));
  }
}

/** When each conversation starts: every day of the range, more on weekdays, none newer than the newest fixed one. */
function startTimes(random: Random, now: number, days: number): number[] {
  const todayIst = Math.floor((now + IST_OFFSET) / DAY) * DAY - IST_OFFSET;
  const times: number[] = [];
  for (let day = days - 1; day >= 0; day -= 1) {
    const midnight = todayIst - day * DAY;
    const weekday = new Date(midnight + IST_OFFSET).getUTCDay();
    const count = weekday === 0 || weekday === 6 ? random.int(4, 7) : random.int(6, 10);
    for (let i = 0; i < count; i += 1) {
      const at = midnight + Number(random.weighted(HOUR_WEIGHTS)) * HOUR + random.int(0, 59) * MINUTE + random.int(0, 59) * 1000;
      if (at < now - NEWEST_CHAT_AGE_MS - HOUR && at > now - days * DAY) times.push(at);
    }
  }
  return times.sort((a, b) => a - b);
}

export async function generateDemoHistory(bot: Bot, options: DemoHistoryOptions): Promise<DemoHistory> {
  const random = seededRandom(options.seed ?? DEMO_HISTORY_SEED);
  const pool = new CustomerPool(random);
  const history: DemoHistory = { customers: [], sessions: [], messages: [], tickets: [], ticketMessages: [], ratings: [], events: [] };
  const newest = options.now - NEWEST_CHAT_AGE_MS;
  const starts = [...startTimes(random, options.now, options.days ?? DEMO_HISTORY_DAYS), newest];
  for (const [index, startedAt] of starts.entries()) {
    const customer = pool.next(startedAt);
    const chat = new SimulatedChat(bot, {
      sessionId: idFrom(random), psid: customer.psid, customerName: customer.name, channel: customer.channel,
      agentsAvailable: agentsOnDuty(startedAt), random,
    }, startedAt);
    let end: ScenarioEnd;
    if (startedAt === newest) {
      // The fixed newest chat: asked without a number, answered by the order API, thanked.
      await chat.say(NEWEST_CHAT_OPENER);
      chat.wait(20, 40);
      await chat.say(ORDER_ANSWERS[1].replace('{n}', 'ORD-20417'));
      chat.wait(10, 20);
      await chat.say(THANKS[1]);
      end = { abandoned: false };
    } else {
      end = await SCENARIOS[random.weighted(SCENARIO_WEIGHTS)](chat, random);
    }
    record(history, chat, end, customer, options, random, index);
  }
  history.customers = pool.rows();
  return addHistoryExtras(history, options.seed ?? DEMO_HISTORY_SEED);
}

function record(
  history: DemoHistory, chat: SimulatedChat, end: ScenarioEnd, customer: DemoCustomer, options: DemoHistoryOptions, random: Random, index: number,
): void {
  const { sessionId } = chat.ctx;
  let agentId: string | null = null;
  let acceptedAt: number | null = null;
  let tags: string[] = [];
  if (chat.handedOver && end.topic && !chat.ticketOffered && options.agents.length > 0) {
    const leftQueue = random.chance(0.1);
    chat.wait(20, leftQueue ? 600 : 240);
    if (!leftQueue) {
      const agent = options.agents[index % options.agents.length]!;
      acceptedAt = chat.clock;
      agentId = agent.id;
      tags = end.topic.tags;
      chat.agentJoins(agent, end.topic);
    }
  }
  if (chat.ticketOffered && end.topic) addTicket(history, chat, end.topic, customer, options, random);
  const last = chat.lines.at(-1)?.at ?? chat.clock;
  const abandoned = end.abandoned && !chat.handedOver;
  const resolvedAt = abandoned ? last + IDLE_CLOSE : last + random.int(20, 120) * 1000;
  customer.lastAt = Math.max(customer.lastAt, last);

  chat.lines.forEach((line, seq) => history.messages.push({
    chatlogId: idFrom(random), sessionId, psid: customer.psid, seq: seq + 1, sender: line.sender, type: line.type, content: line.content,
    readStatus: 'seen', nlpSnapshot: line.nlp, prevNlpSnapshot: line.nlp ? line.prevNlp : null, createdAt: new Date(line.at),
    ...(line.admin ? { adminId: line.admin.id, adminName: line.admin.name } : {}),
  }));
  const reviewed = random.chance(0.12);
  const reviewStatus: ReviewStatus | null = reviewed ? (random.chance(0.7) ? 'Passed' : 'Failed') : null;
  const startedAt = new Date(chat.lines[0]?.at ?? chat.clock);
  for (const { eventId, at } of chat.events) {
    const event = DEMO_EVENTS.find((candidate) => candidate.eventId === eventId);
    if (event) {
      history.events.push({
        sessionId, brandId: options.brandId, eventId, name: event.name, eventType: event.eventType, eventTags: event.eventTags,
        channel: customer.channel, startedAt, at: new Date(at),
      });
    }
  }
  history.sessions.push({
    sessionId, psid: customer.psid, channel: customer.channel, chatState: 'Resolved', agentId, groupId: options.groupId,
    lastSeq: chat.lines.length, selectedTags: tags, nlpSnapshot: chat.nlp,
    clientUrl: customer.channel === 'website' ? `${options.publicUrl.replace(/\/+$/, '')}/demo-site/` : null,
    handoverAt: chat.handoverAt === null ? null : new Date(chat.handoverAt),
    offeredAt: acceptedAt === null ? null : new Date(acceptedAt - 15_000),
    acceptedAt: acceptedAt === null ? null : new Date(acceptedAt),
    openedAt: acceptedAt === null ? null : new Date(acceptedAt + 2_000),
    resolvedAt: new Date(resolvedAt), createdAt: startedAt, reviewStatus,
    reviewedAt: reviewStatus ? new Date(resolvedAt + DAY / 2) : null,
  });
}

/** Nobody on duty: the customer leaves a ticket; tickets older than two days have been answered and resolved. */
function addTicket(history: DemoHistory, chat: SimulatedChat, topic: NonNullable<ScenarioEnd['topic']>, customer: DemoCustomer, options: DemoHistoryOptions, random: Random): void {
  const createdAt = chat.clock + 60_000;
  const ticketId = idFrom(random);
  const answered = options.now - createdAt > 2 * DAY && options.agents.length > 0;
  const agent = answered ? random.pick(options.agents) : undefined;
  const priority: TicketPriority = random.weighted({ urgent: 1, high: 3, medium: 5, low: 2 });
  const resolvedAt = answered ? createdAt + random.int(2, 20) * HOUR : null;
  history.tickets.push({
    ticketId, brandId: options.brandId, psid: customer.psid, channel: customer.channel, contactType: 'chat', priority,
    priorityRank: TICKET_PRIORITIES.length - TICKET_PRIORITIES.indexOf(priority), groupId: options.groupId,
    status: answered ? random.weighted({ resolved: 3, closed: 1 }) : 'open', chatState: answered ? 'Resolved' : 'Inqueue',
    agentId: agent?.id ?? null, subject: topic.subject, description: topic.opener || topic.subject, sessionId: chat.ctx.sessionId,
    source: 'widget', createdAt: new Date(createdAt), updatedAt: new Date(resolvedAt ?? createdAt), resolvedAt: resolvedAt === null ? null : new Date(resolvedAt),
  });
  history.ticketMessages.push({ chatlogId: idFrom(random), ticketId, sender: 'customer', text: topic.opener || topic.subject, createdAt: new Date(createdAt) });
  if (agent && resolvedAt !== null) {
    history.ticketMessages.push({
      chatlogId: idFrom(random), ticketId, sender: 'admin', adminId: agent.id, adminName: agent.name, createdAt: new Date(resolvedAt - HOUR),
      text: topic.lines.find(([who]) => who === 'agent')?.[1].replaceAll('{first}', customer.name.split(' ')[0]!).replaceAll('{agent}', agent.name.split(' ')[0]!) ?? 'Thanks, this is sorted now.',
    });
  }
}
