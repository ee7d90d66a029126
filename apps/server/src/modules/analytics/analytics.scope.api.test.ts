/**
 * Every conversation report in the member's bifurcation scope (issues 21 and 24), worked out by hand. The demo brand's
 * region filter defaults to north: the manager sees north; the supervisor, allowed south only, sees south.
 * On 2026-10-10 (UTC), agents Alice and Bob:
 *   N1 09:00 website, customer A (order 0.9), 1 bot message; handed over at +10 s, Alice accepts at +20 s, replies at +35 s
 *      (25 s: within target), resolves at +200 s (180 s: long), 5 stars; genai answered (100/20 tokens, 100 ms); event viewed.
 *   N2 10:00 wa, customer B (None 0.2), 1 bot message, values { region: north } written out; genai unknown (50/10, 300 ms);
 *      events viewed, tracked.
 *   S1 11:00 website south, customer C (order 0.9, an unread message), 2 bot messages; handed over at +10 s, Bob accepts at
 *      +100 s, replies at +130 s (120 s), resolves at +700 s (600 s: critical); genai failed (no usage, 1,000 ms) and
 *      answered (200/40, 200 ms); event tracked.
 *   S2 12:00 website south, customer C again (order 0.9), 1 bot message; event handover.
 *   S3 13:00 wa south, customer A again (greeting 0.9), 1 bot message; event viewed.
 * North: 2 conversations (1 handed over, 1 bot only; website 1, wa 1), 5 messages; contained 1 of 2 (N2), fallback 1 of 2,
 * recognized 1 of 2; customers A and B, both new; queue wait 10 s, first reply 25 s, handling 180 s; genai 2 questions,
 * 150/30 tokens, p50 200 ms, p95 290 ms; events in 2 conversations, 3 times.
 * South: 3 conversations (1 handed over; website 2, wa 1), 5 + 2 + 2 = 9 messages; contained 2 of 3 (S2, S3), no fallback,
 * recognized 3 of 3; customers C (new) and A (returning: first seen in N1), so 2 unique, 1 new, 1 returning; queue wait
 * 90 s, first reply 120 s, handling 600 s; genai 2 questions in 1 conversation, 200/40 tokens, p50 600 ms, p95 960 ms;
 * events in 3 conversations, 3 times. The brand: 5 conversations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  ANALYTICS_PATHS, botSuccessDataSchema, chatSessionsTimeSeriesDataSchema, liveChatDataSchema, retentionCohortsDataSchema, userEngagementDataSchema,
  type AnalyticsDrillDown,
} from '@switchboard/contracts/analytics/analytics.schemas';
import { conversionDataSchema, eventReportDataSchema } from '@switchboard/contracts/analytics/event-report.schemas';
import { genAiDataSchema } from '@switchboard/contracts/analytics/genai.schemas';
import { kpiDataSchema } from '@switchboard/contracts/analytics/kpi.schemas';
import type { DrillMetric } from '@switchboard/contracts/analytics/metrics';
import { reportFilterSchema } from '@switchboard/contracts/analytics/report-filter';
import { MEMBERS_PATHS, pathWith } from '@switchboard/contracts/members/team.schemas';
import type { GenerativeAttempt } from '@/bot/faq/generative-attempt';
import { botEvents } from '@/db/schema/bot-integrations';
import { chatSessions } from '@/db/schema/chat-sessions';
import { conversationEvents } from '@/db/schema/conversation-events';
import { users } from '@/db/schema/users';
import { callerFor, dataOf, type Caller } from '@/modules/history/history.test-kit';
import { insertGenAiAnswer } from '@/modules/live-chat/genai-answer.repository';
import { describeBackendsShared } from '@/testing/backends';
import { signIn } from '@/testing/test-app';
import { AnalyticsService } from './analytics.service';
import { EventReportService } from './event-report.service';
import { addConversation, listedConversations, type ConversationSpec } from './analytics.test-kit';

const DAY = { startDate: '2026-10-10', endDate: '2026-10-10', granularity: 'day' } as const;
const at = (time: string) => new Date(`2026-10-10T${time}:00Z`);
type EventName = 'product_viewed' | 'order_tracked' | 'handover_requested';

function attempt(outcome: GenerativeAttempt['outcome'], tokens: [number, number] | null, latencyMs: number): GenerativeAttempt {
  return {
    question: `question ${outcome}`, outcome, passageIds: ['Returns policy#1'], brandId: null, model: 'small-model',
    tokensIn: tokens?.[0] ?? null, tokensOut: tokens?.[1] ?? null, latencyMs, failureReason: outcome === 'failed' ? 'http_error' : null,
  };
}

describeBackendsShared('analytics reports in the member’s bifurcation scope', (context) => {
  let north: Caller;
  let south: Caller;
  let alice: string;
  let bob: string;
  const sessions: Record<string, string> = {};

  beforeAll(async () => {
    const db = context.database.db;
    const agents = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['agent@demo.brand', 'agent2@demo.brand']));
    alice = agents.find((row) => row.email === 'agent@demo.brand')!.id;
    bob = agents.find((row) => row.email === 'agent2@demo.brand')!.id;
    const defined = new Map((await db.select().from(botEvents)).map((event) => [event.name, event]));
    const chat = async (key: string, spec: ConversationSpec, answers: GenerativeAttempt[], events: EventName[]) => {
      const sessionId = await addConversation(db, spec);
      sessions[key] = sessionId;
      for (const item of answers) await insertGenAiAnswer(db, sessionId, item);
      for (const [index, name] of events.entries()) {
        const event = defined.get(name)!;
        await db.insert(conversationEvents).values({
          sessionId, brandId: event.brandId, eventId: event.eventId, name: event.name, eventType: event.eventType, eventTags: event.eventTags,
          channel: spec.channel ?? 'website', startedAt: spec.at, at: new Date(spec.at.getTime() + (index + 1) * 1000),
        });
      }
    };
    const southern = { region: 'south' };
    await chat('N1', {
      at: at('09:00'), psid: 'scope-a', customer: [{ intent: 'order', confidence: 0.9 }], botMessages: 1, handoverAfterS: 10, acceptAfterS: 20,
      agentId: alice, firstAgentMessageAfterS: 35, resolveAfterS: 200, rating: { scale: 'stars', score: 5 },
    }, [attempt('answered', [100, 20], 100)], ['product_viewed']);
    await chat('N2', { at: at('10:00'), psid: 'scope-b', channel: 'wa', customer: [{ intent: 'None', confidence: 0.2 }], botMessages: 1, bifurcation: { region: 'north' } },
      [attempt('unknown', [50, 10], 300)], ['product_viewed', 'order_tracked']);
    await chat('S1', {
      at: at('11:00'), psid: 'scope-c', customer: [{ intent: 'order', confidence: 0.9 }, null], botMessages: 2, handoverAfterS: 10, acceptAfterS: 100,
      agentId: bob, firstAgentMessageAfterS: 130, resolveAfterS: 700, bifurcation: southern,
    }, [attempt('failed', null, 1000), attempt('answered', [200, 40], 200)], ['order_tracked']);
    await chat('S2', { at: at('12:00'), psid: 'scope-c', customer: [{ intent: 'order', confidence: 0.9 }], botMessages: 1, bifurcation: southern }, [], ['handover_requested']);
    await chat('S3', { at: at('13:00'), psid: 'scope-a', channel: 'wa', customer: [{ intent: 'greeting', confidence: 0.9 }], botMessages: 1, bifurcation: southern },
      [], ['product_viewed']);
    north = await callerFor(context.app, 'manager@demo.brand');
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const { _id: memberId } = await signIn(context.app, 'supervisor@demo.brand');
    const allowed = await admin.call('PUT', pathWith(MEMBERS_PATHS.teamMemberBifurcation, { memberId }), { allowedBifurcation: { region: ['south'] } });
    expect(allowed.statusCode, allowed.body).toBe(200);
    south = await callerFor(context.app, 'supervisor@demo.brand');
  });

  async function report<T>(caller: Caller, path: string, parse: (raw: unknown) => T): Promise<T> {
    const response = await caller.call('POST', path, DAY);
    expect(response.statusCode, response.body).toBe(200);
    return parse(dataOf(response));
  }
  const chatlog = (caller: Caller) => report(caller, ANALYTICS_PATHS.chatSessionsTimeSeries, (raw) => chatSessionsTimeSeriesDataSchema.parse(raw));
  const botSuccess = (caller: Caller) => report(caller, ANALYTICS_PATHS.botSuccessMetrics, (raw) => botSuccessDataSchema.parse(raw));
  const liveChat = (caller: Caller) => report(caller, ANALYTICS_PATHS.liveChatMetrics, (raw) => liveChatDataSchema.parse(raw));
  const usage = (caller: Caller) => report(caller, ANALYTICS_PATHS.userEngagementStats, (raw) => userEngagementDataSchema.parse(raw));
  const cohorts = (caller: Caller) => report(caller, ANALYTICS_PATHS.retentionCohorts, (raw) => retentionCohortsDataSchema.parse(raw));
  const kpi = (caller: Caller) => report(caller, ANALYTICS_PATHS.kpiMetrics, (raw) => kpiDataSchema.parse(raw));
  const genAi = (caller: Caller) => report(caller, ANALYTICS_PATHS.genAiMetrics, (raw) => genAiDataSchema.parse(raw));
  const events = (caller: Caller) => report(caller, ANALYTICS_PATHS.eventMetrics, (raw) => eventReportDataSchema.parse(raw));
  /** The funnel product_viewed → order_tracked. */
  async function funnel(caller: Caller) {
    const ids = new Map((await context.database.db.select().from(botEvents)).map((event) => [event.name, event.eventId]));
    const steps = [ids.get('product_viewed')!, ids.get('order_tracked')!];
    const response = await caller.call('POST', ANALYTICS_PATHS.conversionFunnel, { ...DAY, steps });
    expect(response.statusCode, response.body).toBe(200);
    return { steps, data: conversionDataSchema.parse(dataOf(response)) };
  }

  it('counts the bucket reports (chatlog, bot success, live chat) of the member’s values only', async () => {
    const [northChats, southChats] = [await chatlog(north), await chatlog(south)];
    expect(northChats.totals).toMatchObject({ conversations: 2, botOnly: 1, handedOver: 1, messages: 5, messagesPerConversation: 2.5, byChannel: { website: 1, wa: 1 } });
    expect(southChats.totals).toMatchObject({ conversations: 3, botOnly: 2, handedOver: 1, messages: 9, messagesPerConversation: 3, byChannel: { website: 2, wa: 1 } });
    expect(southChats.chatSessionsTimeSeries.map((point) => point.conversations)).toEqual([3]);
    expect((await botSuccess(north)).metrics).toEqual({
      conversations: 2, conversationsWithCustomerMessage: 2, contained: 1, containmentRate: 50, botConversations: 2, fallbackConversations: 1,
      fallbackRate: 50, handedOver: 1, handoverRate: 50, nluMessages: 2, recognizedMessages: 1, recognitionRate: 50,
    });
    expect((await botSuccess(south)).metrics).toEqual({
      conversations: 3, conversationsWithCustomerMessage: 3, contained: 2, containmentRate: 66.7, botConversations: 3, fallbackConversations: 0,
      fallbackRate: 0, handedOver: 1, handoverRate: 33.3, nluMessages: 3, recognizedMessages: 3, recognitionRate: 100,
    });
    const [northLive, southLive] = [await liveChat(north), await liveChat(south)];
    expect(northLive.metrics).toEqual({
      handovers: 1, accepted: 1, queueWaitMs: 10_000, responded: 1, firstResponseMs: 25_000, handled: 1, handlingMs: 180_000, handlingLong: 1,
      handlingCritical: 0, resolved: 1, transfers: 0, transferred: 0, rated: 1, satisfied: 1, satisfaction: 100,
    });
    expect(southLive.metrics).toEqual({
      handovers: 1, accepted: 1, queueWaitMs: 90_000, responded: 1, firstResponseMs: 120_000, handled: 1, handlingMs: 600_000, handlingLong: 0,
      handlingCritical: 1, resolved: 1, transfers: 0, transferred: 0, rated: 0, satisfied: 0, satisfaction: 0,
    });
    expect(northLive.firstResponseHistogram.map((bin) => bin.count)).toEqual([1, 0, 0, 0, 0, 0]);
    expect(southLive.firstResponseHistogram.map((bin) => bin.count)).toEqual([0, 0, 0, 1, 0, 0]);
    expect(northLive.byAgent.map((row) => [row.agentId, row.handovers])).toEqual([[alice, 1]]);
    expect(southLive.byAgent.map((row) => [row.agentId, row.handovers])).toEqual([[bob, 1]]);
    // Without a scope (internal callers, a brand without filters) every value counts: 2 + 3.
    const all = await new AnalyticsService(context.database.db).chatSessionsTimeSeries(reportFilterSchema.parse(DAY), undefined);
    expect(all.totals).toMatchObject({ conversations: 5, handedOver: 2, messages: 14 });
  });

  it('counts customers and cohorts among the scope’s conversations', async () => {
    expect((await usage(north)).metrics).toMatchObject({ uniqueCustomers: 2, newCustomers: 2, returningCustomers: 0, conversations: 2 });
    expect((await usage(south)).metrics).toMatchObject({ uniqueCustomers: 2, newCustomers: 1, returningCustomers: 1, conversations: 3 });
    expect((await cohorts(north)).cohortsData.map((row) => row.retained)).toEqual([[2]]);
    expect((await cohorts(south)).cohortsData.map((row) => row.retained)).toEqual([[1]]);
  });

  it('answers the KPI page’s range part in the scope', async () => {
    const [northKpi, southKpi] = [await kpi(north), await kpi(south)];
    expect(northKpi.metrics).toEqual({ handovers: 1, answeredWithinTarget: 1, answeredWithinTargetRate: 100, queueWaitMs: 10_000, firstResponseMs: 25_000 });
    expect(southKpi.metrics).toEqual({ handovers: 1, answeredWithinTarget: 0, answeredWithinTargetRate: 0, queueWaitMs: 90_000, firstResponseMs: 120_000 });
    const handovers = (data: typeof northKpi) => Object.fromEntries(data.byAgent.map((row) => [row.agentId, row.handovers]));
    expect(handovers(northKpi)).toEqual({ [alice]: 1, [bob]: 0 });
    expect(handovers(southKpi)).toEqual({ [alice]: 0, [bob]: 1 });
  });

  it('counts generative FAQ questions and bot events of the scope’s conversations', async () => {
    expect((await genAi(north)).metrics).toMatchObject({
      questions: 2, answered: 1, unknown: 1, failed: 0, modelCalls: 2, callsWithUsage: 2, tokensIn: 150, tokensOut: 30,
      latencyP50Ms: 200, latencyP95Ms: 290, conversations: 2, answeredConversations: 1, failedConversations: 0,
    });
    expect((await genAi(south)).metrics).toMatchObject({
      questions: 2, answered: 1, unknown: 0, failed: 1, modelCalls: 2, callsWithUsage: 1, tokensIn: 200, tokensOut: 40,
      latencyP50Ms: 600, latencyP95Ms: 960, conversations: 1, answeredConversations: 1, failedConversations: 1,
    });
    const [northEvents, southEvents] = [await events(north), await events(south)];
    expect(northEvents.totals).toEqual({ conversations: 2, occurrences: 3 });
    expect(northEvents.events.map((event) => [event.name, event.conversations, event.occurrences])).toEqual([['product_viewed', 2, 2], ['order_tracked', 1, 1]]);
    expect(southEvents.totals).toEqual({ conversations: 3, occurrences: 3 });
    expect(southEvents.byChannel.map((row) => [row.channel, row.conversations])).toEqual([['website', 2], ['wa', 1]]);
    const brandId = (await context.database.db.select({ brandId: botEvents.brandId }).from(botEvents).limit(1))[0]!.brandId;
    const all = await new EventReportService(context.database.db).eventMetrics(brandId, reportFilterSchema.parse(DAY), undefined);
    expect(all.totals).toEqual({ conversations: 5, occurrences: 6 });
    // The funnel product_viewed → order_tracked: N1 and N2 viewed, N2 then tracked; S3 viewed, S1 tracked without viewing.
    expect((await funnel(north)).data.steps.map((step) => step.conversations)).toEqual([2, 1]);
    expect((await funnel(south)).data.steps.map((step) => step.conversations)).toEqual([1, 0]);
  });

  it('lists in history, in the same scope, exactly the conversations behind each scoped number', async () => {
    for (const caller of [north, south]) {
      const pairs: Array<[number, AnalyticsDrillDown]> = [];
      const add = (count: number, range: { from: string; to: string }, metric: DrillMetric, extra: Partial<AnalyticsDrillDown> = {}) =>
        pairs.push([count, { metric, from: range.from, to: range.to, ...extra }]);
      const chats = await chatlog(caller);
      add(chats.totals.conversations, chats.totals, 'conversations');
      add(chats.totals.handedOver, chats.totals, 'handedOver');
      for (const [channel, count] of Object.entries(chats.totals.byChannel)) add(count, chats.totals, 'conversations', { channel: channel as AnalyticsDrillDown['channel'] });
      const bot = await botSuccess(caller);
      for (const point of bot.series) {
        add(point.contained, point, 'contained');
        add(point.fallbackConversations, point, 'fallbackConversations');
      }
      const live = await liveChat(caller);
      add(live.metrics.handled, live.range, 'handled');
      add(live.metrics.handlingCritical, live.range, 'handlingCritical');
      for (const row of live.byAgent) add(row.handovers, live.range, 'handedOver', { agentId: row.agentId });
      const customers = await usage(caller);
      add(customers.metrics.uniqueCustomers, customers.range, 'uniqueCustomers');
      add(customers.metrics.newCustomers, customers.range, 'newCustomers');
      add(customers.metrics.returningCustomers, customers.range, 'returningCustomers');
      for (const row of (await cohorts(caller)).cohortsData) {
        add(row.newCustomers, row, 'newCustomers');
        add(row.retained[0]!, row, 'retained', { cohortFrom: row.from, cohortTo: row.to });
      }
      const kpis = await kpi(caller);
      add(kpis.metrics.answeredWithinTarget, kpis.range, 'answeredWithinTarget');
      const answers = await genAi(caller);
      add(answers.metrics.conversations, answers.range, 'genAiQuestions');
      add(answers.metrics.failedConversations, answers.range, 'genAiFailed');
      const recorded = await events(caller);
      add(recorded.totals.conversations, recorded.range, 'events');
      for (const event of recorded.events) add(event.conversations, recorded.range, 'events', { events: [event.eventId] });
      const { steps, data: flow } = await funnel(caller);
      for (const [index, step] of flow.steps.entries()) add(step.conversations, flow.range, 'events', { events: steps.slice(0, index + 1) });
      const counts = [];
      for (const [, drill] of pairs) counts.push(await listedConversations(caller, { startDate: DAY.startDate, endDate: DAY.endDate }, drill));
      expect(counts).toEqual(pairs.map(([count]) => count));
      expect(pairs.filter(([count]) => count > 0).length).toBeGreaterThan(10);
    }
  });

  it('moves a chat’s numbers with its values, and the migration’s backfill moves facts recorded before it', async () => {
    const db = context.database.db;
    const southCount = async () => (await chatlog(south)).totals.conversations;
    const move = (values: Record<string, string>) => db.update(chatSessions).set({ bifurcation: values }).where(eq(chatSessions.sessionId, sessions.S2!));
    await move({ region: 'north' });
    expect([(await chatlog(north)).totals.conversations, await southCount()]).toEqual([3, 2]);
    await move({ region: 'south' });
    expect([(await chatlog(north)).totals.conversations, await southCount()]).toEqual([2, 3]);
    // Facts as the migration found them (no values: every bucket under '{}'), then its last statement, as it runs at start-up.
    await db.execute(sql`update conversation_facts set bifurcation = '{}'::jsonb`);
    expect(await southCount()).toBe(0);
    const folder = new URL('../../db/migrations/', import.meta.url);
    const file = readdirSync(folder).find((name) => name.endsWith('_analytics_bifurcation.sql'))!;
    const backfill = readFileSync(new URL(file, folder), 'utf8').split('--> statement-breakpoint').at(-1)!;
    await db.execute(sql.raw(backfill));
    expect([(await chatlog(north)).totals.conversations, await southCount()]).toEqual([2, 3]);
    expect((await liveChat(south)).metrics.handlingCritical).toBe(1);
  });
});
