/** The conversions report: steps from the URL sent to the server, the funnel's numbers, step and drop-off drill-downs, states. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import type { ConversionData } from '@switchboard/contracts/analytics/event-report.schemas';
import { METRICS } from '@switchboard/contracts/analytics/metrics';
import { SECTION_TEXTS } from '@/features/analytics/report-kit/components/report-section';
import { CONVERSION_TEXTS, ConversionReport } from '@/features/analytics/reports/conversions/conversion-report';
import { clickButton, drilledTo, renderReport, serveReports } from '@/features/analytics/reports/test-kit/render-report';
import { domRootPerTest } from '@/test-support/dom-root';

vi.mock('@/features/analytics/report-kit/components/report-chart', () => import('@/features/analytics/reports/test-kit/chart-as-table'));

const dom = domRootPerTest();
afterEach(() => vi.unstubAllGlobals());

const VIEWED = '7b0c3a52-5b7a-4c39-9d6f-0a8e5b8e2f10';
const TRACKED = '1d2e3f40-1111-4c39-9d6f-0a8e5b8e2f11';
const range = { from: '2026-11-20T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' };
const events = [{ eventId: TRACKED, name: 'order_tracked', eventType: 'engagement' as const }, { eventId: VIEWED, name: 'product_viewed', eventType: 'conversion' as const }];
const answer: ConversionData = {
  events,
  steps: [
    { eventId: VIEWED, name: 'product_viewed', conversations: 4, stepConversion: 100, conversionFromFirst: 100, dropOff: 0 },
    { eventId: TRACKED, name: 'order_tracked', conversations: 1, stepConversion: 25, conversionFromFirst: 25, dropOff: 3 },
  ],
  range,
};
const PATH = `/analytics/conversions?steps=${VIEWED},${TRACKED}`;
const kpi = (name: string) => Array.from(dom.container.querySelectorAll('.ant-card')).find((card) => card.textContent?.startsWith(name))?.textContent ?? '';

describe('conversions report', () => {
  it('sends the steps in order over the 7-day default range, and shows reached, conversion and drop-off', async () => {
    const calls = serveReports({ [ANALYTICS_PATHS.conversionFunnel]: { status: 200, data: answer } });
    await renderReport(dom, <ConversionReport />, PATH);
    const body = calls[0]!.body;
    expect(body.steps).toEqual([VIEWED, TRACKED]);
    expect((Date.parse(String(body.endDate)) - Date.parse(String(body.startDate))) / 86_400_000).toBe(7);
    expect(kpi(METRICS.funnelConversion.name)).toContain('25%');
    expect(kpi(METRICS.funnelConversion.name)).toContain(METRICS.funnelConversion.formula);
    const texts = Array.from(dom.container.querySelectorAll('.ant-table-tbody tr[data-row-key]')).map((row) => row.textContent);
    expect(texts).toEqual(['1. product_viewed4100%100%—', '2. order_tracked125%25%3']);
  });

  it('lists the conversations behind a step', async () => {
    serveReports({ [ANALYTICS_PATHS.conversionFunnel]: { status: 200, data: answer } });
    const router = await renderReport(dom, <ConversionReport />, PATH);
    await clickButton(dom.container, `${METRICS.funnelReached.name}, step 2 order_tracked`);
    expect(drilledTo(router)).toEqual({ metric: 'events', ...range, events: `${VIEWED},${TRACKED}`, by: 'Funnel: product_viewed → order_tracked' });
  });

  it('lists the conversations behind a drop-off', async () => {
    serveReports({ [ANALYTICS_PATHS.conversionFunnel]: { status: 200, data: answer } });
    const router = await renderReport(dom, <ConversionReport />, PATH);
    await clickButton(dom.container, `${METRICS.funnelDropOff.name}, step 2 order_tracked`);
    expect(drilledTo(router)).toEqual({
      metric: 'events', ...range, events: `${VIEWED},${TRACKED}`, dropOff: 'true', by: 'Funnel: product_viewed, not then order_tracked',
    });
  });

  it('asks for steps before there are any', async () => {
    serveReports({ [ANALYTICS_PATHS.conversionFunnel]: { status: 200, data: { events, steps: [], range } } });
    await renderReport(dom, <ConversionReport />, '/analytics/conversions');
    expect(dom.container.textContent).toContain(CONVERSION_TEXTS.choose);
  });

  it('says when no conversation reached the first step', async () => {
    const none = { ...answer, steps: answer.steps.map((step) => ({ ...step, conversations: 0, stepConversion: 0, conversionFromFirst: 0, dropOff: 0 })) };
    serveReports({ [ANALYTICS_PATHS.conversionFunnel]: { status: 200, data: none } });
    await renderReport(dom, <ConversionReport />, PATH);
    expect(dom.container.textContent).toContain(SECTION_TEXTS.empty);
  });

  it('shows the server\'s message when the report failed', async () => {
    serveReports({ [ANALYTICS_PATHS.conversionFunnel]: { status: 500, message: 'The report could not be made' } });
    await renderReport(dom, <ConversionReport />, PATH);
    expect(dom.container.textContent).toContain('The report could not be made');
  });
});
