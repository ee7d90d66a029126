/**
 * Every metric of the conversation reports on one small fixture whose numbers are worked out by hand
 * (issue 24): ten conversations on 2026-11-10 (UTC), plus one of customer C three days earlier.
 */
import { inArray } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import {
  ANALYTICS_PATHS, botSuccessDataSchema, chatSessionsTimeSeriesDataSchema, liveChatDataSchema, retentionCohortsDataSchema, userEngagementDataSchema,
} from '@switchboard/contracts/analytics/analytics.schemas';
import { REPORT_FILTER_TEXTS, type ReportFilterInput } from '@switchboard/contracts/analytics/report-filter';
import { THRESHOLDS } from '@switchboard/contracts/common/constants';
import { HISTORY_PATHS } from '@switchboard/contracts/history/history.schemas';
import { users } from '@/db/schema/users';
import { callerFor, dataOf, type Caller } from '@/modules/history/history.test-kit';
import { describeBackends } from '@/testing/backends';
import { addConversation } from './analytics.test-kit';

const at = (time: string) => new Date(`2026-11-10T${time}Z`);
const DAY = { startDate: '2026-11-10', endDate: '2026-11-10' } as const;
const recognized = (intent = 'greeting') => ({ intent, confidence: 0.9 });
const unrecognized = { intent: 'None', confidence: 0.2 };

describeBackends('analytics metrics', (context) => {
  let manager: Caller;
  let agents: { alice: string; bob: string };

  beforeEach(async () => {
    const db = context.database.db;
    const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['agent@demo.brand', 'agent2@demo.brand']));
    agents = { alice: rows.find((row) => row.email === 'agent@demo.brand')!.id, bob: rows.find((row) => row.email === 'agent2@demo.brand')!.id };
    const add = (spec: Parameters<typeof addConversation>[1]) => addConversation(db, spec);
    await add({ at: new Date('2026-11-07T09:00:00Z'), psid: 'C', customer: [recognized()], botMessages: 1 });
    await add({ at: at('10:00:00'), psid: 'A', customer: [recognized()], botMessages: 1 });
    await add({ at: at('10:10:00'), psid: 'B', customer: [unrecognized], botMessages: 1 });
    await add({ at: at('10:20:00'), psid: 'C', customer: [recognized('order'), { intent: 'None', confidence: 0.3 }], botMessages: 2 });
    // Exactly at the threshold counts as recognized.
    await add({ at: at('10:30:00'), psid: 'D', channel: 'wa', customer: [{ intent: 'order', confidence: THRESHOLDS.intentScore }], botMessages: 1 });
    await add({ at: at('10:40:00'), psid: 'E', channel: 'wa' });
    await add({
      at: at('10:50:00'), psid: 'F', customer: [recognized('handover')], botMessages: 1, handoverAfterS: 5, acceptAfterS: 35, agentId: agents.alice,
      firstAgentMessageAfterS: 45, resolveAfterS: 185, rating: { scale: 'stars', score: 5 },
    });
    await add({
      at: at('11:00:00'), psid: 'G', customer: [recognized('handover'), null], handoverAfterS: 5, acceptAfterS: 125, agentId: agents.alice,
      firstAgentMessageAfterS: 130, transferTo: agents.bob, resolveAfterS: 525, rating: { scale: 'thumbs', score: 0 },
    });
    await add({ at: at('11:10:00'), psid: 'H', channel: 'wa', customer: [unrecognized], botMessages: 1, handoverAfterS: 10 });
    await add({ at: at('11:20:00'), psid: 'A', customer: [recognized('thanks')], botMessages: 1 });
    await add({ at: at('11:30:00'), psid: 'B', customer: [{ intent: 'greeting', confidence: 0.95 }], botMessages: 1 });
    manager = await callerFor(context.app, 'manager@demo.brand');
  });

  async function report<T>(path: string, filter: ReportFilterInput, parse: (data: unknown) => T, caller = manager): Promise<T> {
    const response = await caller.call('POST', path, filter);
    expect(response.statusCode, response.body).toBe(200);
    return parse(dataOf(response));
  }

  it('chatlog: conversations by channel, bot only vs handed over (3 of 10), messages per conversation (22 / 10)', async () => {
    const data = await report(ANALYTICS_PATHS.chatSessionsTimeSeries, { ...DAY, granularity: 'day' }, (raw) => chatSessionsTimeSeriesDataSchema.parse(raw));
    expect(data.chatSessionsTimeSeries).toEqual([{
      bucket: '2026-11-10T00:00', from: '2026-11-10T00:00:00Z', to: '2026-11-11T00:00:00Z',
      conversations: 10, byChannel: { website: 7, wa: 3 }, botOnly: 7, handedOver: 3, messages: 22, messagesPerConversation: 2.2,
    }]);
    expect(data.totals).toMatchObject({ conversations: 10, handedOver: 3, botOnly: 7, messages: 22 });
    expect(data.channels).toEqual(['wa', 'website']);
  });

  it('usages: 8 customers, 7 new and 1 returning, 1.25 conversations each, median duration 2 s', async () => {
    const data = await report(ANALYTICS_PATHS.userEngagementStats, DAY, (raw) => userEngagementDataSchema.parse(raw));
    expect(data.metrics).toEqual({
      uniqueCustomers: 8, newCustomers: 7, returningCustomers: 1, conversations: 10, conversationsPerCustomer: 1.25, medianDurationMs: 2000,
    });
  });

  it('usages: weekly cohorts of first-time customers (Monday weeks, clipped to the range)', async () => {
    const data = await report(ANALYTICS_PATHS.retentionCohorts, { startDate: '2026-11-07', endDate: '2026-11-10' }, (raw) => retentionCohortsDataSchema.parse(raw));
    expect(data.cohortsColumns).toEqual(['Week 0', 'Week 1']);
    expect(data.cohortsData).toEqual([
      { cohort: '2026-11-02T00:00', from: '2026-11-07T00:00:00Z', to: '2026-11-09T00:00:00Z', newCustomers: 1, retained: [1, 1], retentionPercent: [100, 100] },
      { cohort: '2026-11-09T00:00', from: '2026-11-09T00:00:00Z', to: '2026-11-11T00:00:00Z', newCustomers: 7, retained: [7], retentionPercent: [100] },
    ]);
    // Each cell lists its customers once (their first conversation of the week drilled): the count shown.
    const [first, second] = data.cohortsData as [typeof data.cohortsData[number], typeof data.cohortsData[number]];
    const listed = async (week: { from: string; to: string }, cohort: { from: string; to: string }) => {
      const analytics = { metric: 'retained', from: week.from, to: week.to, cohortFrom: cohort.from, cohortTo: cohort.to };
      const response = await manager.call('POST', HISTORY_PATHS.filtersQuery, { startDate: '2026-11-07', endDate: '2026-11-10', analytics });
      expect(response.statusCode, response.body).toBe(200);
      return dataOf<{ chatLogs: unknown[] }>(response).chatLogs.length;
    };
    expect([await listed(first, first), await listed(second, first), await listed(second, second)]).toEqual([1, 1, 7]);
  });

  it('botsuccessmetrics: containment 4/9, fallback 3/9, hand-over 3/10, recognition 7/10', async () => {
    const data = await report(ANALYTICS_PATHS.botSuccessMetrics, DAY, (raw) => botSuccessDataSchema.parse(raw));
    expect(data.metrics).toEqual({
      conversations: 10, conversationsWithCustomerMessage: 9, contained: 4, containmentRate: 44.4,
      botConversations: 9, fallbackConversations: 3, fallbackRate: 33.3, handedOver: 3, handoverRate: 30,
      nluMessages: 10, recognizedMessages: 7, recognitionRate: 70,
    });
  });

  it('livechat: queue wait, first response (histogram), handling long/critical, resolutions, transfers, satisfaction by agent', async () => {
    const data = await report(ANALYTICS_PATHS.liveChatMetrics, DAY, (raw) => liveChatDataSchema.parse(raw));
    expect(data.metrics).toEqual({
      handovers: 3, accepted: 2, queueWaitMs: 75_000, responded: 2, firstResponseMs: 82_500, handled: 2, handlingMs: 275_000,
      handlingLong: 1, handlingCritical: 1, resolved: 2, transfers: 1, transferred: 1, rated: 2, satisfied: 1, satisfaction: 50,
    });
    expect(data.firstResponseHistogram.map((bin) => bin.count)).toEqual([0, 1, 0, 1, 0, 0]);
    const byAgent = Object.fromEntries(data.byAgent.map((row) => [row.agentId, row]));
    expect(byAgent[agents.alice]).toMatchObject({ handovers: 1, queueWaitMs: 30_000, firstResponseMs: 40_000, handlingMs: 150_000, handlingLong: 1, satisfaction: 100 });
    expect(byAgent[agents.bob]).toMatchObject({ handovers: 1, queueWaitMs: 120_000, handlingCritical: 1, transfers: 1, satisfaction: 0 });
    expect(data.byAgent).toHaveLength(2);
  });

  it('refuses a range over 30 days with the field, and unknown time zones', async () => {
    // What a report takes beside the filter, so that the range is what it refuses.
    const required: Record<string, object> = { [ANALYTICS_PATHS.modelAccuracyUtterances]: { intent: 'greeting' } };
    // Every report; moving an utterance is an action on the bot (no range, and the intents page's permission).
    const reports = Object.entries(ANALYTICS_PATHS).filter(([name]) => name !== 'moveUtterance').map(([, path]) => path);
    for (const path of reports) {
      const tooLong = await manager.call('POST', path, { startDate: '2026-10-01', endDate: '2026-11-10', ...required[path] });
      expect(tooLong.statusCode, path).toBe(400);
      expect(tooLong.json(), path).toMatchObject({ field: 'endDate', message: REPORT_FILTER_TEXTS.rangeTooLong });
    }
    const zone = await manager.call('POST', ANALYTICS_PATHS.chatSessionsTimeSeries, { ...DAY, timeZone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json()).toMatchObject({ field: 'timeZone' });
  });

  it("answers 403 to a member without the report's page", async () => {
    const qa = await callerFor(context.app, 'qa@demo.brand');
    // QA may see chatlog and botsuccessmetrics, not usages or livechat (roles.ts).
    expect((await qa.call('POST', ANALYTICS_PATHS.chatSessionsTimeSeries, DAY)).statusCode).toBe(200);
    for (const path of [ANALYTICS_PATHS.userEngagementStats, ANALYTICS_PATHS.retentionCohorts, ANALYTICS_PATHS.liveChatMetrics]) {
      expect((await qa.call('POST', path, DAY)).statusCode, path).toBe(403);
    }
    // An agent has no analytics page at all.
    const agent = await callerFor(context.app, 'agent@demo.brand');
    for (const path of Object.values(ANALYTICS_PATHS)) expect((await agent.call('POST', path, DAY)).statusCode, path).toBe(403);
  });
});
