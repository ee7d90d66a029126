/** The event report: KPIs with formulas, the charts' rows, drill-downs per event, tag and bucket, empty and error. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import type { EventReportData } from '@switchboard/contracts/analytics/event-report.schemas';
import { METRICS } from '@switchboard/contracts/analytics/metrics';
import { SECTION_TEXTS } from '@/features/analytics/report-kit/components/report-section';
import { EventReport } from '@/features/analytics/reports/events/event-report';
import { clickButton, drilledTo, renderReport, serveReports } from '@/features/analytics/reports/test-kit/render-report';
import { domRootPerTest } from '@/test-support/dom-root';

vi.mock('@/features/analytics/report-kit/components/report-chart', () => import('@/features/analytics/reports/test-kit/chart-as-table'));

const dom = domRootPerTest();
afterEach(() => vi.unstubAllGlobals());

const VIEWED = '7b0c3a52-5b7a-4c39-9d6f-0a8e5b8e2f10';
const TRACKED = '1d2e3f40-1111-4c39-9d6f-0a8e5b8e2f11';
const answer: EventReportData = {
  totals: { conversations: 5, occurrences: 10 },
  series: [
    { bucket: '2026-11-26', from: '2026-11-26T00:00:00.000Z', to: '2026-11-27T00:00:00.000Z', conversations: 2, occurrences: 4, byEvent: { [VIEWED]: 2, [TRACKED]: 1 } },
    { bucket: '2026-11-27', from: '2026-11-27T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z', conversations: 3, occurrences: 6, byEvent: { [VIEWED]: 2, [TRACKED]: 2 } },
  ],
  events: [
    { eventId: VIEWED, name: 'product_viewed', eventType: 'conversion', eventTags: ['sales'], conversations: 4, occurrences: 6 },
    { eventId: TRACKED, name: 'order_tracked', eventType: 'engagement', eventTags: ['orders'], conversations: 3, occurrences: 4 },
  ],
  byType: [{ eventType: 'conversion', conversations: 4, occurrences: 6 }, { eventType: 'engagement', conversations: 3, occurrences: 4 }],
  byTag: [{ tag: 'sales', conversations: 4, occurrences: 6 }, { tag: 'orders', conversations: 3, occurrences: 4 }],
  byChannel: [{ channel: 'website', conversations: 4, occurrences: 8 }, { channel: 'wa', conversations: 1, occurrences: 2 }],
  range: { from: '2026-11-26T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' },
};
const kpi = (name: string) => Array.from(dom.container.querySelectorAll('.ant-card')).find((card) => card.textContent?.startsWith(name))?.textContent ?? '';
const table = (title: string) => dom.container.querySelector(`[aria-label^="${title}"]`);

describe('event report', () => {
  it('shows conversations with events and events recorded with their formulas, and every chart', async () => {
    serveReports({ [ANALYTICS_PATHS.eventMetrics]: { status: 200, data: answer } });
    await renderReport(dom, <EventReport />, '/analytics/event');
    expect(kpi(METRICS.eventConversations.name)).toContain('5');
    expect(kpi(METRICS.eventConversations.name)).toContain(METRICS.eventConversations.formula);
    expect(kpi(METRICS.eventOccurrences.name)).toContain('10');
    // Events recorded counts events, not conversations: no list.
    expect(dom.container.querySelector(`button[aria-label^="${METRICS.eventOccurrences.name}"]`)).toBeNull();
    const overTime = table('Conversations with events and the top events');
    expect(overTime?.querySelector('thead')?.textContent).toContain('product_viewed');
    expect(Array.from(overTime?.querySelectorAll('tbody tr') ?? []).map((row) => row.textContent)).toEqual(['2026-11-26221', '2026-11-27322']);
    expect(table('Conversations, by channel')?.textContent).toContain('WhatsApp');
  });

  it('lists the conversations behind an event over the whole range', async () => {
    serveReports({ [ANALYTICS_PATHS.eventMetrics]: { status: 200, data: answer } });
    const router = await renderReport(dom, <EventReport />, '/analytics/event');
    const top = table('Conversations, top events')!.querySelectorAll('tbody tr')[1]!;
    await clickButton(top, '3');
    expect(drilledTo(router)).toEqual({ metric: 'events', from: answer.range.from, to: answer.range.to, events: TRACKED, by: 'Event: order_tracked' });
  });

  it('lists the conversations behind a tag', async () => {
    serveReports({ [ANALYTICS_PATHS.eventMetrics]: { status: 200, data: answer } });
    const router = await renderReport(dom, <EventReport />, '/analytics/event');
    await clickButton(table('Conversations, by event tag')!.querySelectorAll('tbody tr')[0]!, '4');
    expect(drilledTo(router)).toEqual({ metric: 'events', ...answer.range, eventTag: 'sales', by: 'Event tag: sales' });
  });

  it('lists one day’s conversations of an event from the series', async () => {
    serveReports({ [ANALYTICS_PATHS.eventMetrics]: { status: 200, data: answer } });
    const router = await renderReport(dom, <EventReport />, '/analytics/event');
    const day = table('Conversations with events and the top events')!.querySelectorAll('tbody tr')[1]!;
    await clickButton(day.querySelectorAll('td')[1]!, '2');
    expect(drilledTo(router)).toEqual({ metric: 'events', from: '2026-11-27T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z', events: VIEWED, by: 'Event: product_viewed' });
  });

  it('says when no conversation recorded an event', async () => {
    const none: EventReportData = { ...answer, totals: { conversations: 0, occurrences: 0 }, events: [], byType: [], byTag: [], byChannel: [],
      series: answer.series.map((point) => ({ ...point, conversations: 0, occurrences: 0, byEvent: {} })) };
    serveReports({ [ANALYTICS_PATHS.eventMetrics]: { status: 200, data: none } });
    await renderReport(dom, <EventReport />, '/analytics/event');
    expect(dom.container.textContent).toContain(SECTION_TEXTS.empty);
  });

  it('shows the server\'s message when the report failed', async () => {
    serveReports({ [ANALYTICS_PATHS.eventMetrics]: { status: 403, message: 'You do not have access to this page' } });
    await renderReport(dom, <EventReport />, '/analytics/event');
    expect(dom.container.textContent).toContain('You do not have access to this page');
  });
});
