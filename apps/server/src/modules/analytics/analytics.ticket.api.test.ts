/**
 * The ticket report (issue 24, /analytics/ticket) on ten tickets whose numbers are worked out by hand, its
 * time zone and hour buckets, its filters, its drill-down into ticket history and its permission.
 *
 * Range 2026-10-01..03 (UTC). Before it: T0 open (high, General, email), T1 created 09-29 12:00 and resolved
 * 10-01 12:00 (48 h; low, no group, wa, call), T2 created and resolved before (never counts). In it:
 * T3 10-01 09:00→10:00 (1 h; urgent, chat), T4 10-01 20:00→10-02 00:00 (4 h; medium, email), T5 10-02 08:00 open
 * (medium, no group, chat), T6 10-02 23:00→10-03 01:00 (2 h; high, call), T7 10-03 12:00→10-05 (medium, chat),
 * T8 10-03 13:00 open (low, email). After it: T9. All website and General unless said.
 * Created 2+2+2 = 6; resolved 2 (T1, T3) + 1 (T4) + 1 (T6) = 4; backlog at the start T0, T1 = 2, then
 * 2+2−2 = 2, 2+2−1 = 3, 3+2−1 = 4 (T0, T5, T7, T8). Times to resolution 1, 2, 4, 48 h: median 3 h,
 * p90 (interpolated at 0.9 × 3 = 2.7) 4 + 0.7 × 44 = 34.8 h.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { REPORT_FILTER_TEXTS } from '@switchboard/contracts/analytics/report-filter';
import { ticketReportDataSchema, type TicketReportData, type TicketReportFilterInput } from '@switchboard/contracts/analytics/ticket-report.schemas';
import { TICKET_HISTORY_PATHS, ticketHistoryDataSchema } from '@switchboard/contracts/tickets/ticket-history.schemas';
import type { ContactType, TicketPriority } from '@switchboard/contracts/tickets/tickets.schemas';
import { brands } from '@/db/schema/brands';
import { customers } from '@/db/schema/customers';
import { groups } from '@/db/schema/groups';
import { tickets } from '@/db/schema/tickets';
import { callerFor, dataOf, type Caller } from '@/modules/history/history.test-kit';
import { describeBackendsShared } from '@/testing/backends';

const HOUR = 3_600_000;
const RANGE = { startDate: '2026-10-01', endDate: '2026-10-03' } as const;

interface Spec { name: string; created: string; resolved?: string; priority: TicketPriority; contactType: ContactType; noGroup?: boolean; channel?: 'website' | 'wa' }
const SPECS: Spec[] = [
  { name: 'T0', created: '2026-09-30T10:00', priority: 'high', contactType: 'email' },
  { name: 'T1', created: '2026-09-29T12:00', resolved: '2026-10-01T12:00', priority: 'low', contactType: 'call', noGroup: true, channel: 'wa' },
  { name: 'T2', created: '2026-09-28T10:00', resolved: '2026-09-29T10:00', priority: 'low', contactType: 'call' },
  { name: 'T3', created: '2026-10-01T09:00', resolved: '2026-10-01T10:00', priority: 'urgent', contactType: 'chat' },
  { name: 'T4', created: '2026-10-01T20:00', resolved: '2026-10-02T00:00', priority: 'medium', contactType: 'email' },
  { name: 'T5', created: '2026-10-02T08:00', priority: 'medium', contactType: 'chat', noGroup: true },
  { name: 'T6', created: '2026-10-02T23:00', resolved: '2026-10-03T01:00', priority: 'high', contactType: 'call' },
  { name: 'T7', created: '2026-10-03T12:00', resolved: '2026-10-05T12:00', priority: 'medium', contactType: 'chat' },
  { name: 'T8', created: '2026-10-03T13:00', priority: 'low', contactType: 'email' },
  { name: 'T9', created: '2026-10-04T10:00', priority: 'urgent', contactType: 'chat' },
];

describeBackendsShared('analytics ticket report', (context) => {
  let manager: Caller;
  let groupId: string;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    const db = context.database.db;
    const [brand] = await db.select({ id: brands.id }).from(brands).limit(1);
    const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.brandId, brand!.id)).limit(1);
    groupId = group!.id;
    await db.insert(customers).values({ psid: 'ticket-report-customer', channel: 'website', name: 'Report Customer' });
    const rows = await db.insert(tickets).values(SPECS.map((spec) => ({
      brandId: brand!.id, psid: 'ticket-report-customer', channel: spec.channel ?? 'website', contactType: spec.contactType,
      priority: spec.priority, priorityRank: 1, groupId: spec.noGroup ? null : groupId, subject: spec.name, source: 'console' as const,
      status: spec.resolved ? 'resolved' as const : 'open' as const, chatState: spec.resolved ? 'Resolved' as const : 'Inqueue' as const,
      createdAt: new Date(`${spec.created}:00Z`), resolvedAt: spec.resolved ? new Date(`${spec.resolved}:00Z`) : null,
    }))).returning({ ticketId: tickets.ticketId, subject: tickets.subject });
    for (const row of rows) ids.set(row.subject, row.ticketId);
    manager = await callerFor(context.app, 'manager@demo.brand');
  });

  async function report(filter: TicketReportFilterInput): Promise<TicketReportData> {
    const response = await manager.call('POST', ANALYTICS_PATHS.ticketMetrics, filter);
    expect(response.statusCode, response.body).toBe(200);
    return ticketReportDataSchema.parse(dataOf(response));
  }
  const counts = (created: number, resolved: number, backlog: number, resolutionMedianMs: number, resolutionP90Ms = resolutionMedianMs) =>
    ({ created, resolved, backlog, resolutionMedianMs: Math.round(resolutionMedianMs), resolutionP90Ms: Math.round(resolutionP90Ms) });

  it('counts created and resolved per day, the backlog at each day’s end and time to resolution (median, p90)', async () => {
    const data = await report({ ...RANGE, granularity: 'day' });
    expect(data.metrics).toEqual({ ...counts(6, 4, 4, 3 * HOUR, 34.8 * HOUR), backlogAtStart: 2 });
    expect(data.series).toEqual([
      // Day 1: T1 (48 h) and T3 (1 h): median 24.5 h, p90 1 + 0.9 × 47 = 43.3 h.
      { bucket: '2026-10-01T00:00', from: '2026-10-01T00:00:00Z', to: '2026-10-02T00:00:00Z', ...counts(2, 2, 2, 24.5 * HOUR, 43.3 * HOUR) },
      // T4 resolved at exactly midnight: resolved on day 2, still open at the end of day 1.
      { bucket: '2026-10-02T00:00', from: '2026-10-02T00:00:00Z', to: '2026-10-03T00:00:00Z', ...counts(2, 1, 3, 4 * HOUR) },
      { bucket: '2026-10-03T00:00', from: '2026-10-03T00:00:00Z', to: '2026-10-04T00:00:00Z', ...counts(2, 1, 4, 2 * HOUR) },
    ]);
    expect(data.range).toEqual({ from: '2026-10-01T00:00:00Z', to: '2026-10-04T00:00:00Z' });
  });

  it('breaks the range down by priority, group, channel and contact type', async () => {
    const data = await report(RANGE);
    expect(data.byPriority).toEqual([
      { priority: 'urgent', ...counts(1, 1, 0, 1 * HOUR) },
      { priority: 'high', ...counts(1, 1, 1, 2 * HOUR) },
      { priority: 'medium', ...counts(3, 1, 2, 4 * HOUR) },
      { priority: 'low', ...counts(1, 1, 1, 48 * HOUR) },
    ]);
    // General: 1, 2, 4 h → median 2 h, p90 at 1.8: 2 + 0.8 × 2 = 3.6 h.
    expect(data.byGroup).toEqual([
      { groupId, name: 'General', ...counts(5, 3, 3, 2 * HOUR, 3.6 * HOUR) },
      { groupId: 'none', name: '—', ...counts(1, 1, 1, 48 * HOUR) },
    ]);
    expect(data.byChannel).toEqual([
      { channel: 'wa', ...counts(0, 1, 0, 48 * HOUR) },
      { channel: 'website', ...counts(6, 3, 4, 2 * HOUR, 3.6 * HOUR) },
    ]);
    // Calls: 2 and 48 h → median 25 h, p90 2 + 0.9 × 46 = 43.4 h.
    expect(data.byContactType).toEqual([
      { contactType: 'call', ...counts(1, 2, 0, 25 * HOUR, 43.4 * HOUR) },
      { contactType: 'chat', ...counts(3, 1, 2, 1 * HOUR) },
      { contactType: 'email', ...counts(2, 1, 2, 4 * HOUR) },
    ]);
  });

  it('counts a day in the member’s time zone, in hour buckets, and narrows to a priority', async () => {
    // 2026-10-03 in Asia/Kolkata is [10-02 18:30Z, 10-03 18:30Z): T6 (04:30 there), T7 and T8 created; T6 resolved;
    // open at its start T0 and T5 (T4 was resolved at 05:30 there the day before).
    const kolkata = await report({ startDate: '2026-10-03', endDate: '2026-10-03', timeZone: 'Asia/Kolkata' });
    expect(kolkata.metrics).toEqual({ ...counts(3, 1, 4, 2 * HOUR), backlogAtStart: 2 });
    expect((await report({ startDate: '2026-10-03', endDate: '2026-10-03' })).metrics.created).toBe(2);
    const hours = await report({ startDate: '2026-10-03', endDate: '2026-10-03', timeZone: 'Asia/Kolkata', granularity: 'hour' });
    expect(hours.series).toHaveLength(24);
    expect(hours.series.filter((point) => point.created > 0).map((point) => [point.bucket, point.created]))
      .toEqual([['2026-10-03T04:00', 1], ['2026-10-03T17:00', 1], ['2026-10-03T18:00', 1]]);
    expect(hours.series[4]).toMatchObject({ from: '2026-10-02T22:30:00Z', to: '2026-10-02T23:30:00Z', backlog: 3 });
    expect(hours.series.at(-1)!.backlog).toBe(4);
    const medium = await report({ ...RANGE, priority: 'medium' });
    expect(medium.metrics).toEqual({ ...counts(3, 1, 2, 4 * HOUR), backlogAtStart: 0 });
    expect(medium.byPriority.filter((row) => row.created > 0).map((row) => row.priority)).toEqual(['medium']);
  });

  it('drills every number down to exactly the tickets behind it in ticket history', async () => {
    const listed = async (analytics: object) => {
      const response = await manager.call('POST', TICKET_HISTORY_PATHS.filtersQuery, { analytics });
      expect(response.statusCode, response.body).toBe(200);
      return ticketHistoryDataSchema.parse(dataOf(response));
    };
    const data = await report(RANGE);
    for (const point of data.series) {
      for (const metric of ['created', 'resolved', 'backlog'] as const) {
        expect((await listed({ metric, from: point.from, to: point.to })).totalCount, `${point.bucket} ${metric}`).toBe(point[metric]);
      }
    }
    const noGroupBacklog = await listed({ metric: 'backlog', from: data.range.from, to: data.range.to, groupId: 'none' });
    expect(noGroupBacklog.tickets.map((ticket) => ticket.ticketId)).toEqual([ids.get('T5')]);
    const calls = await listed({ metric: 'resolved', from: data.range.from, to: data.range.to, contactType: 'call' });
    expect(calls.tickets.map((ticket) => ticket.subject).sort()).toEqual(['T1', 'T6']);
    const bad = await manager.call('POST', TICKET_HISTORY_PATHS.filtersQuery, { analytics: { metric: 'open', from: data.range.from, to: data.range.to } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'analytics.metric' });
  });

  it('refuses bad input with the field, and members without the ticket report', async () => {
    const tooLong = await manager.call('POST', ANALYTICS_PATHS.ticketMetrics, { startDate: '2026-09-01', endDate: '2026-10-03' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'endDate', message: REPORT_FILTER_TEXTS.rangeTooLong });
    const priority = await manager.call('POST', ANALYTICS_PATHS.ticketMetrics, { ...RANGE, priority: 'critical' });
    expect(priority.statusCode).toBe(400);
    expect(priority.json()).toMatchObject({ field: 'priority' });
    // QA sees chatlog, botsuccessmetrics, feedback, fracture and accuracy only; agents no analytics.
    for (const email of ['qa@demo.brand', 'agent@demo.brand']) {
      const member = await callerFor(context.app, email);
      expect((await member.call('POST', ANALYTICS_PATHS.ticketMetrics, RANGE)).statusCode, email).toBe(403);
    }
  });
});
