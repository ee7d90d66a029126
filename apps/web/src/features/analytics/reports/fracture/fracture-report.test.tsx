/** The fracture report: KPIs with formulas, the ranked bot messages with shares, drill-downs with the step, empty and error. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { FRACTURE_START_STEP, FRACTURE_START_TEXT, type FractureData } from '@switchboard/contracts/analytics/fracture.schemas';
import { METRICS } from '@switchboard/contracts/analytics/metrics';
import { SECTION_TEXTS } from '@/features/analytics/report-kit/components/report-section';
import { FractureReport } from '@/features/analytics/reports/fracture/fracture-report';
import { clickButton, drilledTo, renderReport, serveReports } from '@/features/analytics/reports/test-kit/render-report';
import { domRootPerTest } from '@/test-support/dom-root';

vi.mock('@/features/analytics/report-kit/components/report-chart', () => import('@/features/analytics/reports/test-kit/chart-as-table'));

const dom = domRootPerTest();
afterEach(() => vi.unstubAllGlobals());

const KEY = 'a'.repeat(32);
const range = { from: '2026-11-25T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' };
const answer: FractureData = {
  totals: { conversations: 6, abandoned: 4, handedOver: 2, fallback: 2, breaks: 6 },
  rows: [
    { step: KEY, text: 'Your order number?', type: 'text', reached: 3, abandoned: 1, handedOver: 1, fallback: 0, breaks: 2, share: 66.7, abandonedShare: 33.3, handoverShare: 33.3, fallbackShare: 0 },
    { step: FRACTURE_START_STEP, text: FRACTURE_START_TEXT, type: null, reached: 6, abandoned: 0, handedOver: 0, fallback: 1, breaks: 1, share: 16.7, abandonedShare: 0, handoverShare: 0, fallbackShare: 16.7 },
  ],
  moreSteps: 0,
  range,
};
const kpi = (name: string) => Array.from(dom.container.querySelectorAll('.ant-card')).find((card) => card.textContent?.startsWith(name))?.textContent ?? '';

describe('fracture report', () => {
  it('shows the totals with their formulas and the bot messages with their shares', async () => {
    const calls = serveReports({ [ANALYTICS_PATHS.fracture]: { status: 200, data: answer } });
    await renderReport(dom, <FractureReport />, '/analytics/fracture');
    expect(kpi('Abandoned')).toContain('4');
    expect(kpi('Abandoned')).toContain(METRICS.fractureAbandoned.formula);
    expect(kpi('Asked for a person')).toContain('2');
    const row = Array.from(dom.container.querySelectorAll('.ant-table-row')).find((element) => element.textContent?.startsWith('Your order number?'));
    expect(row?.textContent).toContain('2 (66.7%)');
    expect(calls[0]?.body).toMatchObject({ timeZone: 'UTC' });
    // No buckets: the filter bar offers no granularity.
    expect(dom.container.querySelector('[aria-label="Granularity"]')).toBeNull();
  });

  it('lists the conversations abandoned after a bot message, with its key as the step', async () => {
    serveReports({ [ANALYTICS_PATHS.fracture]: { status: 200, data: answer } });
    const router = await renderReport(dom, <FractureReport />, '/analytics/fracture');
    await clickButton(dom.container, 'Abandoned, Your order number?');
    expect(drilledTo(router)).toEqual({ metric: 'fractureAbandoned', ...range, step: KEY, by: 'Bot message: Your order number?' });
  });

  it('lists a bar’s conversations from the chart', async () => {
    serveReports({ [ANALYTICS_PATHS.fracture]: { status: 200, data: answer } });
    const router = await renderReport(dom, <FractureReport />, '/analytics/fracture');
    const row = dom.container.querySelectorAll('[aria-label^="Where conversations break"] tbody tr')[1]!;
    await clickButton(row.querySelectorAll('td')[2]!, '1');
    expect(drilledTo(router)).toMatchObject({ metric: 'fractureFallback', step: FRACTURE_START_STEP });
  });

  it('says when nothing broke', async () => {
    serveReports({ [ANALYTICS_PATHS.fracture]: { status: 200, data: { ...answer, rows: [], totals: { conversations: 0, abandoned: 0, handedOver: 0, fallback: 0, breaks: 0 } } } });
    await renderReport(dom, <FractureReport />, '/analytics/fracture');
    expect(dom.container.textContent).toContain(SECTION_TEXTS.empty);
  });

  it('shows the server’s message when the report failed', async () => {
    serveReports({ [ANALYTICS_PATHS.fracture]: { status: 403, message: 'You do not have access to this page' } });
    await renderReport(dom, <FractureReport />, '/analytics/fracture');
    expect(dom.container.textContent).toContain('You do not have access to this page');
  });
});
