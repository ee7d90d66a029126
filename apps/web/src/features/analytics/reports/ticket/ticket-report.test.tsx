/** The ticket report: KPIs with formulas, default 15 days, charts and breakdowns, drill-downs to ticket history, loading, empty and error. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { TICKET_METRICS } from '@switchboard/contracts/analytics/metrics';
import { daysBetween } from '@switchboard/contracts/history/history.schemas';
import type { TicketCounts, TicketReportData } from '@switchboard/contracts/analytics/ticket-report.schemas';
import { SECTION_TEXTS } from '@/features/analytics/report-kit/components/report-section';
import { TicketReport } from '@/features/analytics/reports/ticket/ticket-report';
import { clickButton, drilledTo, renderReport, serveNothing, serveReports } from '@/features/analytics/reports/test-kit/render-report';
import { domRootPerTest } from '@/test-support/dom-root';

vi.mock('@/features/analytics/report-kit/components/report-chart', () => import('@/features/analytics/reports/test-kit/chart-as-table'));

const dom = domRootPerTest();
afterEach(() => vi.unstubAllGlobals());

const GROUP = '22222222-2222-4222-8222-222222222222';
const counts = (created: number, resolved: number, backlog: number, resolutionMedianMs = 0, resolutionP90Ms = 0): TicketCounts =>
  ({ created, resolved, backlog, resolutionMedianMs, resolutionP90Ms });
const range = { from: '2026-11-26T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' };
const day2 = { from: '2026-11-27T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' };
// Backlog 2 at the start; day 1: +2 −1 → 3; day 2: +3 −2 → 4.
const answer: TicketReportData = {
  metrics: { ...counts(5, 3, 4, 90_000, 600_000), backlogAtStart: 2 },
  series: [
    { bucket: '2026-11-26', from: range.from, to: day2.from, ...counts(2, 1, 3, 60_000, 60_000) },
    { bucket: '2026-11-27', ...day2, ...counts(3, 2, 4, 120_000, 660_000) },
  ],
  byPriority: [
    { priority: 'urgent', ...counts(1, 1, 0, 30_000, 30_000) }, { priority: 'high', ...counts(2, 1, 2) },
    { priority: 'medium', ...counts(2, 1, 2) }, { priority: 'low', ...counts(0, 0, 0) },
  ],
  byGroup: [{ groupId: GROUP, name: 'Billing', ...counts(4, 2, 3) }, { groupId: 'none', name: '—', ...counts(1, 1, 1) }],
  byChannel: [{ channel: 'website', ...counts(5, 3, 4) }],
  byContactType: [{ contactType: 'call', ...counts(0, 0, 0) }, { contactType: 'chat', ...counts(4, 2, 3) }, { contactType: 'email', ...counts(1, 1, 1) }],
  range,
};
const serve = (data: unknown = answer) => serveReports({ [ANALYTICS_PATHS.ticketMetrics]: { status: 200, data } });
const kpi = (name: string) => Array.from(dom.container.querySelectorAll('.ant-card')).find((card) => card.textContent?.startsWith(name))?.textContent ?? '';
const open = () => renderReport(dom, <TicketReport />, '/analytics/ticket');

describe('ticket report', () => {
  it('asks for the last 15 days and shows each number with its formula', async () => {
    const calls = serve();
    await open();
    const body = calls[0]!.body as { startDate: string; endDate: string };
    expect(daysBetween(body.startDate, body.endDate)).toBe(15);
    expect(kpi('Tickets created')).toContain('5');
    expect(kpi('Tickets created')).toContain(TICKET_METRICS.ticketsCreated.formula);
    expect(kpi('Tickets resolved')).toContain('3');
    expect(kpi('Backlog')).toContain('4');
    expect(kpi('Backlog')).toContain(TICKET_METRICS.ticketBacklog.formula);
    expect(kpi('Median time to resolution')).toContain('1 min 30 s');
    expect(kpi('90th percentile time to resolution')).toContain('10 min');
    const backlog = dom.container.querySelector('[aria-label^="Backlog: tickets open"][aria-label$="(table)"]')!;
    expect(Array.from(backlog.querySelectorAll('tbody tr')).map((row) => row.textContent)).toEqual(['2026-11-263', '2026-11-274']);
    const times = dom.container.querySelector('[aria-label^="Time to resolution"][aria-label$="(table)"]')!;
    expect(times.querySelectorAll('tbody tr')[1]!.textContent).toBe('2026-11-272 min11 min');
    // No call was resolved: no time to resolution, rather than 0 s.
    const call = Array.from(dom.container.querySelectorAll('[aria-label="Tickets by contact type"] tbody tr')).find((row) => row.textContent?.startsWith('Call'))!;
    expect(call.textContent).toBe('Call000––');
  });

  it('opens the tickets open at the range\'s end from the backlog KPI', async () => {
    serve();
    const router = await open();
    await clickButton(dom.container, 'Backlog: 4');
    expect(drilledTo(router, '/tickethistory')).toEqual({ metric: 'backlog', ...range });
  });

  it('opens one day\'s resolved tickets from the chart', async () => {
    serve();
    const router = await open();
    const row = dom.container.querySelectorAll('[aria-label^="Tickets created and resolved"][aria-label$="(table)"] tbody tr')[1]!;
    expect(row.textContent).toBe('2026-11-2732');
    await clickButton(row.querySelectorAll('td')[1]!, '2');
    expect(drilledTo(router, '/tickethistory')).toEqual({ metric: 'resolved', ...day2 });
  });

  it('opens a group\'s tickets from the breakdown, named in the banner', async () => {
    serve();
    const router = await open();
    await clickButton(dom.container, 'Tickets created, Billing: 4');
    expect(drilledTo(router, '/tickethistory')).toEqual({ metric: 'created', ...range, groupId: GROUP, by: 'Group: Billing' });
  });

  it('opens a priority\'s backlog from the breakdown', async () => {
    serve();
    const router = await open();
    await clickButton(dom.container, 'Backlog, High: 2');
    expect(drilledTo(router, '/tickethistory')).toEqual({ metric: 'backlog', ...range, priority: 'high' });
  });

  it('narrows the report and its drill-downs to the priority and contact type in the link', async () => {
    const calls = serve();
    const router = await renderReport(dom, <TicketReport />, '/analytics/ticket?priority=high&contactType=email');
    expect(calls[0]!.body).toMatchObject({ priority: 'high', contactType: 'email' });
    await clickButton(dom.container, 'Tickets created: 5');
    expect(drilledTo(router, '/tickethistory')).toEqual({ metric: 'created', ...range, priority: 'high', contactType: 'email' });
  });

  it('shows skeletons while the report loads', async () => {
    serveNothing();
    await open();
    expect(dom.container.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
    expect(dom.container.querySelector('.ant-skeleton')).not.toBeNull();
  });

  it('says when there were no tickets', async () => {
    const none = counts(0, 0, 0);
    serve({ ...answer, metrics: { ...none, backlogAtStart: 0 }, series: [], byGroup: [], byChannel: [] });
    await open();
    expect(dom.container.textContent).toContain(SECTION_TEXTS.empty);
  });

  it('shows the server\'s message when the report failed', async () => {
    serveReports({ [ANALYTICS_PATHS.ticketMetrics]: { status: 403, message: 'You do not have access to this page' } });
    await open();
    expect(dom.container.textContent).toContain('You do not have access to this page');
  });
});
