/**
 * The KPI report (issue 24, /analytics/kpi) worked out by hand.
 * Range 2026-10-10 (UTC), hand-overs at +5 s (D at +10 s): A Alice accepts at 20 s, first reply 35 s (30 s: within
 * the 60 s target), resolved 200 s, 5 stars; B Alice 100 s, reply 125 s (120 s: not), resolved 400 s; D never
 * accepted (closed at 600 s); E bot only (closed); C (20:00, 01:30 the next day in Asia/Kolkata) Bob accepts 10 s, reply 14 s (9 s), resolved
 * 70 s, thumbs down. Hand-overs 4, within target 2 → 50 %; queue wait (15 + 95 + 5) / 3 s; first reply (30 + 120 + 9) / 3 s.
 * Now: a bot chat, two chats waiting since their hand-overs 120 s and 60 s ago (wait now 90 s), one with Alice answered in
 * 15 s; Alice online and accepting, Bob online and not accepting.
 */
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ANALYTICS_PATHS, type AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import { KPI_ANSWER_TARGET_MS, KPI_POLL_MS, kpiDataSchema, type KpiData } from '@switchboard/contracts/analytics/kpi.schemas';
import { dayInZone, type ReportFilterInput } from '@switchboard/contracts/analytics/report-filter';
import { HISTORY_PATHS } from '@switchboard/contracts/history/history.schemas';
import { agentPresence } from '@/db/schema/agent-presence';
import { users } from '@/db/schema/users';
import { callerFor, dataOf, type Caller } from '@/modules/history/history.test-kit';
import { describeBackendsShared } from '@/testing/backends';
import { addConversation } from './analytics.test-kit';

const DAY = { startDate: '2026-10-10', endDate: '2026-10-10' } as const;
const at = (time: string) => new Date(`2026-10-10T${time}Z`);

/** A zone where it is not within an hour of midnight now, so "today" holds the chats of the last few minutes. */
function zoneAwayFromMidnight(now: Date): string {
  return ['UTC', 'Asia/Tokyo', 'America/New_York'].find((zone) => {
    const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(now));
    return hour >= 1 && hour <= 22;
  })!;
}

describeBackendsShared('analytics KPI report', (context) => {
  let manager: Caller;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    const db = context.database.db;
    const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, ['agent@demo.brand', 'agent2@demo.brand']));
    alice = rows.find((row) => row.email === 'agent@demo.brand')!.id;
    bob = rows.find((row) => row.email === 'agent2@demo.brand')!.id;
    const add = (spec: Parameters<typeof addConversation>[1]) => addConversation(db, spec);
    await add({ at: at('10:00:00'), handoverAfterS: 5, acceptAfterS: 20, agentId: alice, firstAgentMessageAfterS: 35, resolveAfterS: 200, rating: { scale: 'stars', score: 5 } });
    await add({ at: at('10:30:00'), handoverAfterS: 5, acceptAfterS: 100, agentId: alice, firstAgentMessageAfterS: 125, resolveAfterS: 400 });
    // Closed since, so they are not live now.
    await add({ at: at('11:00:00'), handoverAfterS: 10, resolveAfterS: 600 });
    await add({ at: at('11:30:00'), customer: [{ intent: 'greeting', confidence: 0.9 }], botMessages: 1, resolveAfterS: 60 });
    await add({ at: at('20:00:00'), handoverAfterS: 5, acceptAfterS: 10, agentId: bob, firstAgentMessageAfterS: 14, resolveAfterS: 70, rating: { scale: 'thumbs', score: 0 } });
    const now = Date.now();
    const ago = (seconds: number) => new Date(now - seconds * 1000);
    await add({ at: ago(60) });
    await add({ at: ago(180), handoverAfterS: 60 });
    await add({ at: ago(120), handoverAfterS: 60 });
    await add({ at: ago(300), handoverAfterS: 5, acceptAfterS: 10, agentId: alice, firstAgentMessageAfterS: 20 });
    await db.update(agentPresence).set({ online: true, selectedState: 'accept chats' }).where(eq(agentPresence.userId, alice));
    await db.update(agentPresence).set({ online: true, selectedState: "don't accept chats" }).where(eq(agentPresence.userId, bob));
    manager = await callerFor(context.app, 'manager@demo.brand');
  });

  async function report(filter: ReportFilterInput, caller = manager): Promise<KpiData> {
    const response = await caller.call('POST', ANALYTICS_PATHS.kpiMetrics, filter);
    expect(response.statusCode, response.body).toBe(200);
    return kpiDataSchema.parse(dataOf(response));
  }

  it('answers the live numbers: live, waiting, agents online and accepting, wait now, answered within target today', async () => {
    const timeZone = zoneAwayFromMidnight(new Date());
    const today = dayInZone(new Date(), timeZone);
    const data = await report({ startDate: today, endDate: today, timeZone });
    const { t, waitNowSeconds, today: todayRange, ...live } = data.live;
    expect(live).toEqual({
      live: 4, botHandling: 1, waiting: 2, agentHandling: 1, totalAgents: 2, agentsOnline: 2, agentsAccepting: 1,
      handovers: 3, answeredWithinTarget: 1, answeredWithinTargetRate: 33.3,
    });
    expect(waitNowSeconds).toBeGreaterThanOrEqual(90);
    expect(waitNowSeconds).toBeLessThan(120);
    expect(t).toBeGreaterThan(0);
    expect(todayRange).toEqual(data.range);
    expect({ targetMs: data.targetMs, pollMs: data.pollMs }).toEqual({ targetMs: KPI_ANSWER_TARGET_MS, pollMs: 600_000 });
    expect(KPI_POLL_MS).toBe(600_000);
  });

  it('answers the range: within target 2 of 4 (50 %), queue wait and first reply, and every agent’s KPIs', async () => {
    const data = await report(DAY);
    expect(data.metrics).toEqual({ handovers: 4, answeredWithinTarget: 2, answeredWithinTargetRate: 50, queueWaitMs: 38_333, firstResponseMs: 53_000 });
    const byId = Object.fromEntries(data.byAgent.map((row) => [row.agentId, row]));
    expect(data.byAgent.map((row) => row.agentId).sort()).toEqual([alice, bob].sort());
    expect(byId[alice]).toEqual({
      agentId: alice, name: 'Alice Agent', state: 'accept chats', online: true, chatsNow: 1, capacity: 3,
      handovers: 2, answeredWithinTarget: 1, answeredWithinTargetRate: 50, accepted: 2, queueWaitMs: 55_000, responded: 2, firstResponseMs: 75_000,
      handled: 2, handlingMs: 240_000, resolved: 2, transfers: 0, rated: 1, satisfaction: 100,
    });
    expect(byId[bob]).toMatchObject({
      state: "don't accept chats", online: true, chatsNow: 0, handovers: 1, answeredWithinTarget: 1, answeredWithinTargetRate: 100,
      queueWaitMs: 5_000, firstResponseMs: 9_000, handlingMs: 60_000, satisfaction: 0,
    });
  });

  it('counts in the member’s time zone and drills "answered within target" down to its conversations', async () => {
    const kolkata = await report({ ...DAY, timeZone: 'Asia/Kolkata' });
    expect(kolkata.metrics).toMatchObject({ handovers: 3, answeredWithinTarget: 1 });
    const list = async (analytics: AnalyticsDrillDown) => {
      const response = await manager.call('POST', HISTORY_PATHS.filtersQuery, { startDate: '2026-10-10', endDate: '2026-10-10', analytics });
      expect(response.statusCode, response.body).toBe(200);
      return dataOf<{ chatLogs: Array<{ sessionId: string }> }>(response).chatLogs.length;
    };
    const utc = await report(DAY);
    expect(await list({ metric: 'answeredWithinTarget', ...utc.range })).toBe(utc.metrics.answeredWithinTarget);
    expect(await list({ metric: 'answeredWithinTarget', ...utc.range, agentId: alice })).toBe(1);
    expect(await list({ metric: 'answeredWithinTarget', ...kolkata.range })).toBe(kolkata.metrics.answeredWithinTarget);
  });

  it('refuses bad input with the field, and members without the KPI page', async () => {
    const tooLong = await manager.call('POST', ANALYTICS_PATHS.kpiMetrics, { startDate: '2026-09-01', endDate: '2026-10-10' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'endDate' });
    for (const email of ['qa@demo.brand', 'trainer@demo.brand', 'agent@demo.brand']) {
      expect((await (await callerFor(context.app, email)).call('POST', ANALYTICS_PATHS.kpiMetrics, DAY)).statusCode, email).toBe(403);
    }
  });
});
