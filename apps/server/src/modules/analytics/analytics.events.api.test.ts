/**
 * The event report (/analytics/event) and the conversion funnels (/analytics/conversions) on conversations whose
 * numbers are worked out by hand, with the seeded events viewed = product_viewed (conversion: catalogue, sales),
 * tracked = order_tracked (engagement: orders), handover = handover_requested (failure: support).
 * On 2026-10-10 (UTC): C1 09:00 viewed → tracked → handover; C2 10:00 (wa) viewed, viewed, tracked; C3 11:00
 * tracked → viewed; C4 20:00 handover; C6 23:30 viewed. C5 on 10-09 12:00: viewed → tracked (outside).
 * Conversations with events 5, events 10; viewed 4 (5 times), tracked 3, handover 2; website 4 (7), wa 1 (3).
 * Funnel viewed → tracked → handover: 4 (C1 C2 C3 C6), 2 (C1 C2: C3 tracked before it viewed), 1 (C1).
 */
import { beforeAll, expect, it } from 'vitest';
import { ANALYTICS_PATHS, type AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import {
  conversionDataSchema, eventReportDataSchema, type ConversionData, type ConversionFilterInput, type EventReportData,
} from '@switchboard/contracts/analytics/event-report.schemas';
import type { ReportFilterInput } from '@switchboard/contracts/analytics/report-filter';
import { HISTORY_PATHS } from '@switchboard/contracts/history/history.schemas';
import { botEvents } from '@/db/schema/bot-integrations';
import { conversationEvents } from '@/db/schema/conversation-events';
import { callerFor, dataOf, type Caller } from '@/modules/history/history.test-kit';
import { describeBackendsShared } from '@/testing/backends';
import { addConversation, listedConversations } from './analytics.test-kit';

const DAY = { startDate: '2026-10-10', endDate: '2026-10-10' } as const;
type Name = 'viewed' | 'tracked' | 'handover';
const SEEDED: Record<Name, string> = { viewed: 'product_viewed', tracked: 'order_tracked', handover: 'handover_requested' };

describeBackendsShared('analytics event report and conversion funnels', (context) => {
  let manager: Caller;
  const ids = {} as Record<Name, string>;

  beforeAll(async () => {
    const db = context.database.db;
    const defined = new Map((await db.select().from(botEvents)).map((event) => [event.name, event]));
    for (const name of Object.keys(SEEDED) as Name[]) ids[name] = defined.get(SEEDED[name])!.eventId;
    const chat = async (at: string, events: Name[], channel: 'website' | 'wa' = 'website') => {
      const start = new Date(`2026-10-${at}:00Z`);
      const sessionId = await addConversation(db, { at: start, channel, customer: [{ intent: 'order', confidence: 0.9 }], botMessages: 1 });
      // One insert per event: the identity column orders them as the executor records them.
      for (const [index, name] of events.entries()) {
        const event = defined.get(SEEDED[name])!;
        await db.insert(conversationEvents).values({
          sessionId, brandId: event.brandId, eventId: event.eventId, name: event.name, eventType: event.eventType, eventTags: event.eventTags,
          channel, startedAt: start, at: new Date(start.getTime() + (index + 1) * 1000),
        });
      }
    };
    await chat('10T09:00', ['viewed', 'tracked', 'handover']);
    await chat('10T10:00', ['viewed', 'viewed', 'tracked'], 'wa');
    await chat('10T11:00', ['tracked', 'viewed']);
    await chat('10T20:00', ['handover']);
    await chat('10T23:30', ['viewed']);
    await chat('09T12:00', ['viewed', 'tracked']);
    await chat('10T12:00', []);
    manager = await callerFor(context.app, 'manager@demo.brand');
  });

  async function events(filter: ReportFilterInput, caller = manager): Promise<EventReportData> {
    const response = await caller.call('POST', ANALYTICS_PATHS.eventMetrics, filter);
    expect(response.statusCode, response.body).toBe(200);
    return eventReportDataSchema.parse(dataOf(response));
  }

  async function funnel(filter: ConversionFilterInput): Promise<ConversionData> {
    const response = await manager.call('POST', ANALYTICS_PATHS.conversionFunnel, filter);
    expect(response.statusCode, response.body).toBe(200);
    return conversionDataSchema.parse(dataOf(response));
  }

  const listed = (drill: AnalyticsDrillDown) => listedConversations(manager, DAY, drill);

  it('counts conversations and events in total, per event, type, tag and channel', async () => {
    const data = await events(DAY);
    expect(data.totals).toEqual({ conversations: 5, occurrences: 10 });
    expect(data.events.map((event) => [event.name, event.eventType, event.eventTags, event.conversations, event.occurrences])).toEqual([
      ['product_viewed', 'conversion', ['catalogue', 'sales'], 4, 5], ['order_tracked', 'engagement', ['orders'], 3, 3],
      ['handover_requested', 'failure', ['support'], 2, 2],
    ]);
    expect(data.byType).toEqual([
      { eventType: 'conversion', conversations: 4, occurrences: 5 }, { eventType: 'engagement', conversations: 3, occurrences: 3 },
      { eventType: 'failure', conversations: 2, occurrences: 2 },
    ]);
    expect(data.byTag.map((row) => [row.tag, row.conversations, row.occurrences])).toEqual([['catalogue', 4, 5], ['sales', 4, 5], ['orders', 3, 3], ['support', 2, 2]]);
    expect(data.byChannel).toEqual([{ channel: 'website', conversations: 4, occurrences: 7 }, { channel: 'wa', conversations: 1, occurrences: 3 }]);
    expect(data.series).toEqual([{
      bucket: '2026-10-10T00:00', from: '2026-10-10T00:00:00Z', to: '2026-10-11T00:00:00Z', conversations: 5, occurrences: 10,
      byEvent: { [ids.viewed]: 4, [ids.tracked]: 3, [ids.handover]: 2 },
    }]);
    const wa = await events({ ...DAY, channel: 'wa' });
    expect(wa.totals).toEqual({ conversations: 1, occurrences: 3 });
  });

  it('buckets by the conversation’s start in the member’s zone, by hour or day', async () => {
    // 2026-10-11 in Asia/Kolkata starts at 10-10 18:30Z: C4 and C6; C5 (10-09 12:00Z) stays before 10-10 there.
    const zoned = await events({ startDate: '2026-10-10', endDate: '2026-10-11', timeZone: 'Asia/Kolkata' });
    expect(zoned.series.map((point) => [point.bucket, point.conversations, point.occurrences])).toEqual([['2026-10-10T00:00', 3, 8], ['2026-10-11T00:00', 2, 2]]);
    const hourly = await events({ ...DAY, granularity: 'hour' });
    expect(hourly.series).toHaveLength(24);
    expect(hourly.series.filter((point) => point.conversations > 0).map((point) => [point.bucket.slice(11), point.conversations, point.occurrences]))
      .toEqual([['09:00', 1, 3], ['10:00', 1, 3], ['11:00', 1, 2], ['20:00', 1, 1], ['23:00', 1, 1]]);
  });

  it('answers the funnel: reached, step conversion, conversion from the first step and drop-off', async () => {
    const data = await funnel({ ...DAY, steps: [ids.viewed, ids.tracked, ids.handover] });
    expect(data.steps.map(({ name, conversations, stepConversion, conversionFromFirst, dropOff }) => [name, conversations, stepConversion, conversionFromFirst, dropOff])).toEqual([
      ['product_viewed', 4, 100, 100, 0], ['order_tracked', 2, 50, 50, 2], ['handover_requested', 1, 50, 25, 1],
    ]);
    expect(data.events.map((event) => event.name)).toEqual(['handover_requested', 'order_tracked', 'product_viewed']);
    // The order matters: tracked then viewed is C3 only (C1 and C2 viewed first); a step repeated needs the event twice.
    expect((await funnel({ ...DAY, steps: [ids.tracked, ids.viewed] })).steps.map((step) => step.conversations)).toEqual([3, 1]);
    expect((await funnel({ ...DAY, steps: [ids.viewed, ids.viewed] })).steps.map((step) => step.conversations)).toEqual([4, 1]);
    expect((await funnel(DAY)).steps).toEqual([]);
  });

  it('lists in history exactly the conversations behind each number', async () => {
    const data = await events(DAY);
    const range = data.range;
    const pairs: Array<[number, AnalyticsDrillDown]> = [[data.totals.conversations, { metric: 'events', ...range }]];
    for (const event of data.events) pairs.push([event.conversations, { metric: 'events', ...range, events: [event.eventId] }]);
    for (const row of data.byType) pairs.push([row.conversations, { metric: 'events', ...range, eventType: row.eventType }]);
    for (const row of data.byTag) pairs.push([row.conversations, { metric: 'events', ...range, eventTag: row.tag }]);
    for (const row of data.byChannel) pairs.push([row.conversations, { metric: 'events', ...range, channel: row.channel }]);
    const hourly = await events({ ...DAY, granularity: 'hour' });
    for (const point of hourly.series.filter((bucket) => bucket.conversations > 0)) {
      pairs.push([point.conversations, { metric: 'events', from: point.from, to: point.to }]);
      for (const [eventId, count] of Object.entries(point.byEvent)) pairs.push([count, { metric: 'events', from: point.from, to: point.to, events: [eventId] }]);
    }
    const steps = [ids.viewed, ids.tracked, ids.handover];
    const flow = await funnel({ ...DAY, steps });
    for (const [index, step] of flow.steps.entries()) {
      pairs.push([step.conversations, { metric: 'events', ...flow.range, events: steps.slice(0, index + 1) }]);
      if (index > 0) pairs.push([step.dropOff, { metric: 'events', ...flow.range, events: steps.slice(0, index + 1), dropOff: true }]);
    }
    const counts = [];
    for (const [, drill] of pairs) counts.push(await listed(drill));
    expect(counts).toEqual(pairs.map(([count]) => count));
  });

  it('refuses bad input with the field, and members without the pages', async () => {
    const tooLong = await manager.call('POST', ANALYTICS_PATHS.eventMetrics, { startDate: '2026-09-01', endDate: '2026-10-10' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'endDate' });
    const steps = await manager.call('POST', ANALYTICS_PATHS.conversionFunnel, { ...DAY, steps: Array(7).fill(ids.viewed) });
    expect(steps.statusCode).toBe(400);
    expect(steps.json()).toMatchObject({ field: 'steps' });
    const drill = await manager.call('POST', HISTORY_PATHS.filtersQuery, { ...DAY, analytics: { metric: 'handedOver', from: '2026-10-10T00:00:00Z', to: '2026-10-11T00:00:00Z', eventTag: 'sales' } });
    expect(drill.statusCode).toBe(400);
    // QA and Trainers have neither page (roles.ts).
    for (const email of ['qa@demo.brand', 'trainer@demo.brand']) {
      const caller = await callerFor(context.app, email);
      expect((await caller.call('POST', ANALYTICS_PATHS.eventMetrics, DAY)).statusCode, email).toBe(403);
      expect((await caller.call('POST', ANALYTICS_PATHS.conversionFunnel, DAY)).statusCode, email).toBe(403);
    }
  });
});
