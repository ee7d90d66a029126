/**
 * The session-flow report (issue 24, /analytics/sessionflow) on conversations worked out by hand, three steps,
 * two intents a step (the rest: Other). On 2026-10-11 (UTC), the intents of the customer messages the bot read:
 *   P1 greet order order_number · P2 greet order · P3 greet ?? · P4 order handover greet · P5 faq · P6 greet
 *   P7 greet ?? · P8 faq · P9 only a bot message (no step: not in the flow)
 * Step 1: greet 5, faq 2, order 1 (Other). Step 2: order 2, not understood 2, handover 1 (Other), drop-off 3
 * (P5 P6 P8). Step 3: order_number 1, greet 1, drop-off 3 (P2 P3 P7).
 */
import { beforeAll, expect, it } from 'vitest';
import { ANALYTICS_PATHS, type AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import { sessionFlowDataSchema, type SessionFlowData, type SessionFlowFilterInput } from '@switchboard/contracts/analytics/sessionflow.schemas';
import { filtersQueryDataSchema, HISTORY_PATHS } from '@switchboard/contracts/history/history.schemas';
import { callerFor, dataOf, type Caller } from '@/modules/history/history.test-kit';
import { describeBackendsShared } from '@/testing/backends';
import { addFlow, bot, said } from './flow.test-kit';

const DAY = { startDate: '2026-10-11', endDate: '2026-10-11', steps: 3, perStep: 2 } as const;
const B = bot('Okay');

describeBackendsShared('analytics session-flow report', (context) => {
  let manager: Caller;

  beforeAll(async () => {
    const db = context.database.db;
    const paths: Array<Array<string | null>> = [
      ['greet', 'order', 'order_number'], ['greet', 'order'], ['greet', null], ['order', 'handover', 'greet'], ['faq'], ['greet'], ['greet', null], ['faq'],
    ];
    for (const [index, intents] of paths.entries()) {
      await addFlow(db, { at: `2026-10-11T10:0${index}:00Z`, channel: index === 4 ? 'wa' : 'website', turns: intents.flatMap((intent) => [said(intent), B]) });
    }
    await addFlow(db, { at: '2026-10-11T11:00:00Z', turns: [B] });
    manager = await callerFor(context.app, 'manager@demo.brand');
  });

  async function report(filter: SessionFlowFilterInput, caller = manager): Promise<SessionFlowData> {
    const response = await caller.call('POST', ANALYTICS_PATHS.sessionFlow, filter);
    expect(response.statusCode, response.body).toBe(200);
    return sessionFlowDataSchema.parse(dataOf(response));
  }

  it('draws step-qualified nodes with Other and drop-offs, and links with counts', async () => {
    const data = await report(DAY);
    expect(data.conversations).toBe(8);
    expect(data.nodes.map((node) => [node.name, node.conversations])).toEqual([
      ['1. greet', 5], ['1. faq', 2], ['1. Other', 1],
      ['2. Drop-off', 3], ['2. Not understood', 2], ['2. order', 2], ['2. Other', 1],
      ['3. Drop-off', 3], ['3. greet', 1], ['3. order_number', 1],
    ]);
    expect(data.links.map((link) => [link.source, link.target, link.value])).toEqual([
      ['1. faq', '2. Drop-off', 2], ['1. greet', '2. Not understood', 2], ['1. greet', '2. order', 2], ['2. Not understood', '3. Drop-off', 2],
      ['1. greet', '2. Drop-off', 1], ['1. Other', '2. Other', 1], ['2. order', '3. Drop-off', 1], ['2. order', '3. order_number', 1], ['2. Other', '3. greet', 1],
    ]);
    // No cycle: every link goes one step on.
    const stepOf = new Map(data.nodes.map((node) => [node.name, node.step]));
    expect(data.links.every((link) => stepOf.get(link.target)! === stepOf.get(link.source)! + 1)).toBe(true);
  });

  it('lists exactly the conversations behind every node and link in history', async () => {
    const data = await report(DAY);
    const pairs: Array<[number, AnalyticsDrillDown]> = [
      // The KPI (METRICS.flowConversations): conversations the bot read a customer message of.
      [data.conversations, { metric: 'botConversations', ...data.range }],
      ...data.nodes.map((node): [number, AnalyticsDrillDown] => [node.conversations, { metric: 'sessionFlow', ...data.range, step: node.drill }]),
      ...data.links.map((link): [number, AnalyticsDrillDown] => [link.value, { metric: 'sessionFlow', ...data.range, step: link.drill }]),
    ];
    const counts = await Promise.all(pairs.map(async ([, drill]) => {
      const response = await manager.call('POST', HISTORY_PATHS.filtersQuery, { startDate: '2026-10-11', endDate: '2026-10-11', analytics: drill });
      expect(response.statusCode, response.body).toBe(200);
      return filtersQueryDataSchema.parse(dataOf(response)).chatLogs.length;
    }));
    expect(counts).toEqual(pairs.map(([count]) => count));
  });

  it('follows the channel filter and the member’s time zone, and keeps the default four steps', async () => {
    const wa = await report({ ...DAY, channel: 'wa' });
    expect(wa.nodes.map((node) => [node.name, node.conversations])).toEqual([['1. faq', 1], ['2. Drop-off', 1]]);
    // 2026-10-11 in America/New_York starts at 04:00Z: all in; 2026-10-12 there ends at 10-13 04:00Z: none.
    expect((await report({ ...DAY, timeZone: 'America/New_York' })).conversations).toBe(8);
    expect((await report({ startDate: '2026-10-12', endDate: '2026-10-12', timeZone: 'America/New_York' })).links).toEqual([]);
    const four = await report({ startDate: '2026-10-11', endDate: '2026-10-11' });
    expect(Math.max(...four.nodes.map((node) => node.step))).toBe(4);
  });

  it('refuses bad input with the field, and members without the page', async () => {
    expect((await manager.call('POST', ANALYTICS_PATHS.sessionFlow, { ...DAY, steps: 9 })).json()).toMatchObject({ field: 'steps' });
    const tooLong = await manager.call('POST', ANALYTICS_PATHS.sessionFlow, { startDate: '2026-09-01', endDate: '2026-10-11' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'endDate' });
    // Trainers have fracture but not sessionflow (roles.ts).
    expect((await (await callerFor(context.app, 'trainer@demo.brand')).call('POST', ANALYTICS_PATHS.sessionFlow, DAY)).statusCode).toBe(403);
  });
});
