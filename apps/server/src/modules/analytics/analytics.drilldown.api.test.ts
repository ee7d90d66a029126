/**
 * Drill-down consistency as a property (issue 24): on random conversations, every number a report shows equals
 * the number of conversations history lists for its drill-down (POST filtersQuery with `analytics`).
 */
import fc from 'fast-check';
import { inArray, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import {
  ANALYTICS_PATHS, botSuccessDataSchema, chatSessionsTimeSeriesDataSchema, liveChatDataSchema, NO_DIMENSION, retentionCohortsDataSchema,
  userEngagementDataSchema, type AnalyticsDrillDown,
} from '@switchboard/contracts/analytics/analytics.schemas';
import type { DrillMetric } from '@switchboard/contracts/analytics/metrics';
import type { ReportFilterInput } from '@switchboard/contracts/analytics/report-filter';
import { users } from '@/db/schema/users';
import { callerFor, dataOf, type Caller } from '@/modules/history/history.test-kit';
import { describeBackends } from '@/testing/backends';
import { addConversation, listedConversations, type ConversationSpec } from './analytics.test-kit';

const START = Date.parse('2026-11-09T00:00:00Z');
const FILTER: ReportFilterInput = { startDate: '2026-11-09', endDate: '2026-11-11', granularity: 'day', timeZone: 'Asia/Kolkata' };

const nlp = fc.option(fc.record({ intent: fc.constantFrom('greeting', 'order', 'None'), confidence: fc.constantFrom(0.2, 0.5, 0.9) }), { nil: null });
const conversation = fc.record({
  // From 6 h before the range (local) to its end, so buckets at both edges get some.
  minute: fc.integer({ min: -360, max: 3 * 1440 - 1 }),
  psid: fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5', 'p6'),
  channel: fc.constantFrom('website', 'wa', 'facebook' as const),
  customer: fc.array(nlp, { maxLength: 3 }),
  botMessages: fc.integer({ min: 0, max: 2 }),
  handover: fc.boolean(),
  acceptAfterS: fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }),
  agent: fc.constantFrom(0, 1),
  responseAfterS: fc.option(fc.integer({ min: 0, max: 900 }), { nil: undefined }),
  handlingS: fc.option(fc.integer({ min: 0, max: 700 }), { nil: undefined }),
  transfer: fc.boolean(),
  rating: fc.option(fc.oneof(
    fc.record({ scale: fc.constant('stars' as const), score: fc.integer({ min: 1, max: 5 }) }),
    fc.record({ scale: fc.constant('thumbs' as const), score: fc.integer({ min: 0, max: 1 }) }),
  ), { nil: undefined }),
});
type Random = (typeof conversation) extends fc.Arbitrary<infer T> ? T : never;

function specOf(random: Random, agents: string[]): ConversationSpec {
  const at = new Date(START - 5.5 * 3_600_000 + random.minute * 60_000);
  const base = { at, psid: random.psid, channel: random.channel, customer: random.customer, botMessages: random.botMessages };
  if (!random.handover) return base;
  const agentId = agents[random.agent]!;
  const accepted = random.acceptAfterS === undefined ? {} : {
    acceptAfterS: 10 + random.acceptAfterS, agentId,
    ...(random.responseAfterS === undefined ? {} : { firstAgentMessageAfterS: 10 + random.responseAfterS }),
    ...(random.transfer ? { transferTo: agents[1 - random.agent]! } : {}),
    ...(random.handlingS === undefined ? {} : { resolveAfterS: 10 + random.acceptAfterS + random.handlingS, ...(random.rating ? { rating: random.rating } : {}) }),
  };
  return { ...base, handoverAfterS: 10, ...accepted };
}

describeBackends('analytics drill-down', (context) => {
  let manager: Caller;
  let agents: string[];
  beforeEach(async () => {
    manager = await callerFor(context.app, 'manager@demo.brand');
    agents = (await context.database.db.select({ id: users.id }).from(users).where(inArray(users.email, ['agent@demo.brand', 'agent2@demo.brand']))).map((row) => row.id);
  });

  const listed = (drill: AnalyticsDrillDown) => listedConversations(manager, { startDate: '2026-11-09', endDate: '2026-11-11' }, drill);

  async function report<T>(path: string, parse: (raw: unknown) => T): Promise<T> {
    const response = await manager.call('POST', path, FILTER);
    expect(response.statusCode, response.body).toBe(200);
    return parse(dataOf(response));
  }

  /** [number shown, drill-down] pairs of every report. */
  async function shown(): Promise<Array<[number, AnalyticsDrillDown]>> {
    const pairs: Array<[number, AnalyticsDrillDown]> = [];
    const add = (count: number, range: { from: string; to: string }, metric: DrillMetric, extra: Partial<AnalyticsDrillDown> = {}) =>
      pairs.push([count, { metric, from: range.from, to: range.to, ...extra }]);
    const chatlog = await report(ANALYTICS_PATHS.chatSessionsTimeSeries, (raw) => chatSessionsTimeSeriesDataSchema.parse(raw));
    for (const point of [...chatlog.chatSessionsTimeSeries, chatlog.totals]) {
      add(point.conversations, point, 'conversations');
      add(point.botOnly, point, 'botOnly');
      add(point.handedOver, point, 'handedOver');
      for (const [channel, count] of Object.entries(point.byChannel)) add(count, point, 'conversations', { channel: channel as AnalyticsDrillDown['channel'] });
    }
    const bot = await report(ANALYTICS_PATHS.botSuccessMetrics, (raw) => botSuccessDataSchema.parse(raw));
    for (const point of bot.series) {
      add(point.contained, point, 'contained');
      add(point.fallbackConversations, point, 'fallbackConversations');
      add(point.botConversations, point, 'botConversations');
    }
    const live = await report(ANALYTICS_PATHS.liveChatMetrics, (raw) => liveChatDataSchema.parse(raw));
    const liveMetrics: Array<[keyof typeof live.metrics, DrillMetric]> = [
      ['handovers', 'handedOver'], ['accepted', 'accepted'], ['responded', 'responded'], ['handled', 'handled'], ['handlingLong', 'handlingLong'],
      ['handlingCritical', 'handlingCritical'], ['resolved', 'resolved'], ['transferred', 'transferred'], ['rated', 'rated'], ['satisfied', 'satisfied'],
    ];
    for (const [field, metric] of liveMetrics) add(live.metrics[field], live.range, metric);
    for (const bin of live.firstResponseHistogram) add(bin.count, live.range, bin.metric as DrillMetric);
    for (const row of live.byAgent) add(row.handovers, live.range, 'handedOver', { agentId: row.agentId });
    add(live.metrics.handovers - live.byAgent.reduce((total, row) => total + row.handovers, 0), live.range, 'handedOver', { agentId: NO_DIMENSION });
    const usage = await report(ANALYTICS_PATHS.userEngagementStats, (raw) => userEngagementDataSchema.parse(raw));
    add(usage.metrics.uniqueCustomers, usage.range, 'uniqueCustomers');
    add(usage.metrics.newCustomers, usage.range, 'newCustomers');
    add(usage.metrics.returningCustomers, usage.range, 'returningCustomers');
    for (const point of usage.series) add(point.uniqueCustomers, point, 'uniqueCustomers');
    const cohorts = await report(ANALYTICS_PATHS.retentionCohorts, (raw) => retentionCohortsDataSchema.parse(raw));
    cohorts.cohortsData.forEach((row, index) => {
      add(row.newCustomers, row, 'newCustomers');
      // Each later week's cell: the cohort's customers back that week (the week's bounds are that later row's).
      row.retained.forEach((count, week) => {
        const later = cohorts.cohortsData[index + week];
        if (later) add(count, later, 'retained', { cohortFrom: row.from, cohortTo: row.to });
      });
    });
    return pairs;
  }

  it('lists exactly as many conversations as each number shows, on random fixtures', async () => {
    const db = context.database.db;
    for (const seed of [24, 2024, 77]) {
      await db.execute(sql`delete from chat_sessions`);
      const fixture = fc.sample(fc.array(conversation, { minLength: 8, maxLength: 18 }), { seed, numRuns: 1 })[0]!;
      for (const random of fixture) await addConversation(db, specOf(random, agents));
      const pairs = await shown();
      const counts = await Promise.all(pairs.map(([, drill]) => listed(drill)));
      expect(counts, `seed ${seed}`).toEqual(pairs.map(([count]) => count));
      expect(pairs.some(([count]) => count > 0), `seed ${seed} shows some numbers`).toBe(true);
    }
    // Deleting the chats takes them out of the buckets again (the trigger subtracts what it added).
    await db.execute(sql`delete from chat_sessions`);
    const empty = await db.execute(sql`select count(*)::int as nonzero from analytics_buckets where conversations <> 0 or messages <> 0 or handed_over <> 0`);
    expect((empty as unknown as { rows: Array<{ nonzero: number }> }).rows[0]!.nonzero).toBe(0);
  });
});
