/**
 * The fracture report (issue 24, /analytics/fracture) on conversations worked out by hand. On 2026-10-10 (UTC),
 * bot messages G "How can I help?", A "Your order number?", S "It has shipped", F "Sorry, I did not get that",
 * H "Connecting you to a person":
 *   C1 greet G order A …silence                → abandoned after A
 *   C2 greet G order A number S …silence       → abandoned after S
 *   C3 greet G ?? F ?? F …silence              → fallback after G and after F, abandoned after F
 *   C4 greet G order A person H, handed over   → hand-over after A
 *   C5 ?? F person, handed over                → fallback at the start, hand-over after F
 *   C6 (wa, 19:00) greet G greet G …silence    → abandoned after G
 * C7 on 10-09 20:00 (outside; in Asia/Kolkata it is 10-10): greet G …silence. C8 (region south, 10:00): greet G
 * …silence — outside the manager's scope (the brand's default region, north), the only one a south member sees.
 * Reached: G 5, A 3, S 1, F 2, H 1, start 6. Breaks: F 2 of 2 (100 %), A 2 of 3 (66.7 %), G 2 of 5 (40 %),
 * S 1 of 1 (100 %), start 1 of 6 (16.7 %). Totals: 6 conversations, 4 abandoned, 2 handed over, 2 fallback, 6 broke.
 */
import { beforeAll, expect, it } from 'vitest';
import { ANALYTICS_PATHS, type AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import { fractureDataSchema, FRACTURE_START_STEP, FRACTURE_START_TEXT, type FractureData, type FractureFilterInput } from '@switchboard/contracts/analytics/fracture.schemas';
import type { DrillMetric } from '@switchboard/contracts/analytics/metrics';
import { filtersQueryDataSchema, HISTORY_PATHS } from '@switchboard/contracts/history/history.schemas';
import { MEMBERS_PATHS, pathWith } from '@switchboard/contracts/members/team.schemas';
import { callerFor, dataOf, type Caller } from '@/modules/history/history.test-kit';
import { describeBackendsShared } from '@/testing/backends';
import { signIn } from '@/testing/test-app';
import { addFlow, bot, said } from './flow.test-kit';

const DAY = { startDate: '2026-10-10', endDate: '2026-10-10' } as const;
const G = bot('How can I help?');
const A = bot('Your order number?');
// Rich text: shown as "It has shipped" (tags and repeated spaces are not part of what the customer read).
const S = bot('<p>It  has <b>shipped</b></p>', true);
const F = bot('Sorry, I did not get that');
const H = bot('Connecting you to a person');

describeBackendsShared('analytics fracture report', (context) => {
  let manager: Caller;

  beforeAll(async () => {
    const db = context.database.db;
    await addFlow(db, { at: '2026-10-10T09:00:00Z', turns: [said('greet'), G, said('order'), A] });
    await addFlow(db, { at: '2026-10-10T09:10:00Z', turns: [said('greet'), G, said('order'), A, said('order_number'), S] });
    await addFlow(db, { at: '2026-10-10T09:20:00Z', turns: [said('greet'), G, said(null), F, said('greet', 0.4), F] });
    await addFlow(db, { at: '2026-10-10T09:30:00Z', turns: [said('greet'), G, said('order'), A, said('handover'), H], handover: true });
    await addFlow(db, { at: '2026-10-10T09:40:00Z', turns: [said(null), F, said('handover')], handover: true });
    await addFlow(db, { at: '2026-10-10T19:00:00Z', channel: 'wa', turns: [said('greet'), G, said('greet'), G] });
    await addFlow(db, { at: '2026-10-09T20:00:00Z', turns: [said('greet'), G] });
    await addFlow(db, { at: '2026-10-10T10:00:00Z', turns: [said('greet'), G], bifurcation: { region: 'south' } });
    manager = await callerFor(context.app, 'manager@demo.brand');
  });

  async function report(filter: FractureFilterInput, caller = manager): Promise<FractureData> {
    const response = await caller.call('POST', ANALYTICS_PATHS.fracture, filter);
    expect(response.statusCode, response.body).toBe(200);
    return fractureDataSchema.parse(dataOf(response));
  }

  async function listed(drill: AnalyticsDrillDown, caller = manager): Promise<number> {
    const response = await caller.call('POST', HISTORY_PATHS.filtersQuery, { ...DAY, analytics: drill });
    expect(response.statusCode, response.body).toBe(200);
    return filtersQueryDataSchema.parse(dataOf(response)).chatLogs.length;
  }

  it('ranks the bot messages by breaks, then share, with each kind counted once per conversation', async () => {
    const data = await report(DAY);
    expect(data.totals).toEqual({ conversations: 6, abandoned: 4, handedOver: 2, fallback: 2, breaks: 6 });
    expect(data.moreSteps).toBe(0);
    expect(data.rows.map((row) => [row.text, row.reached, row.abandoned, row.handedOver, row.fallback, row.breaks, row.share])).toEqual([
      ['Sorry, I did not get that', 2, 1, 1, 1, 2, 100],
      ['Your order number?', 3, 1, 1, 0, 2, 66.7],
      ['How can I help?', 5, 1, 0, 1, 2, 40],
      ['It has shipped', 1, 1, 0, 0, 1, 100],
      [FRACTURE_START_TEXT, 6, 0, 0, 1, 1, 16.7],
    ]);
    expect(data.rows[1]).toMatchObject({ type: 'text', abandonedShare: 33.3, handoverShare: 33.3, fallbackShare: 0 });
    expect(data.rows[4]).toMatchObject({ step: FRACTURE_START_STEP, type: null });
  });

  it('lists exactly the conversations behind every count in history', async () => {
    const data = await report(DAY);
    const pairs: Array<[number, AnalyticsDrillDown]> = [];
    const add = (count: number, metric: DrillMetric, step?: string) => pairs.push([count, { metric, ...data.range, ...(step ? { step } : {}) }]);
    add(data.totals.abandoned, 'fractureAbandoned');
    add(data.totals.handedOver, 'fractureHandover');
    add(data.totals.fallback, 'fractureFallback');
    add(data.totals.breaks, 'fractureBreaks');
    for (const row of data.rows) {
      add(row.reached, 'fractureReached', row.step);
      add(row.breaks, 'fractureBreaks', row.step);
      add(row.abandoned, 'fractureAbandoned', row.step);
      add(row.handedOver, 'fractureHandover', row.step);
      add(row.fallback, 'fractureFallback', row.step);
    }
    const counts = await Promise.all(pairs.map(([, drill]) => listed(drill)));
    expect(counts).toEqual(pairs.map(([count]) => count));
  });

  it('follows the channel filter and the member’s time zone', async () => {
    const wa = await report({ ...DAY, channel: 'wa' });
    expect(wa.totals).toEqual({ conversations: 1, abandoned: 1, handedOver: 0, fallback: 0, breaks: 1 });
    expect(wa.rows.map((row) => [row.text, row.reached, row.abandoned, row.share])).toEqual([['How can I help?', 1, 1, 100]]);
    // 2026-10-10 in Asia/Kolkata is 10-09 18:30Z to 10-10 18:30Z: C7 in, C6 out.
    const kolkata = await report({ ...DAY, timeZone: 'Asia/Kolkata' });
    expect(kolkata.totals.conversations).toBe(6);
    expect(kolkata.rows.find((row) => row.text === 'How can I help?')).toMatchObject({ reached: 5, abandoned: 1, fallback: 1, breaks: 2 });
    expect(kolkata.range).toEqual({ from: '2026-10-09T18:30:00Z', to: '2026-10-10T18:30:00Z' });
  });

  it('answers an empty range with zeros, refuses over 30 days with the field, and members without the page', async () => {
    expect((await report({ startDate: '2026-10-01', endDate: '2026-10-02' })).totals).toEqual({ conversations: 0, abandoned: 0, handedOver: 0, fallback: 0, breaks: 0 });
    const tooLong = await manager.call('POST', ANALYTICS_PATHS.fracture, { startDate: '2026-09-01', endDate: '2026-10-10' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'endDate' });
    // Trainers have the fracture page; agents do not (roles.ts).
    expect((await report(DAY, await callerFor(context.app, 'trainer@demo.brand'))).totals.conversations).toBe(6);
    expect((await (await callerFor(context.app, 'agent@demo.brand')).call('POST', ANALYTICS_PATHS.fracture, DAY)).statusCode).toBe(403);
  });

  it('follows the member’s bifurcation scope, as history lists the conversations', async () => {
    const admin = await callerFor(context.app, 'admin@demo.brand');
    const { _id: memberId } = await signIn(context.app, 'supervisor@demo.brand');
    const allowed = await admin.call('PUT', pathWith(MEMBERS_PATHS.teamMemberBifurcation, { memberId }), { allowedBifurcation: { region: ['south'] } });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const south = await callerFor(context.app, 'supervisor@demo.brand');
    const data = await report(DAY, south);
    expect(data.totals).toEqual({ conversations: 1, abandoned: 1, handedOver: 0, fallback: 0, breaks: 1 });
    expect(await listed({ metric: 'fractureAbandoned', ...data.range, step: data.rows[0]!.step }, south)).toBe(1);
  });
});
