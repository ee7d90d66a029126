/** The usages report: engagement KPIs with formulas, new vs returning per bucket, retention cohorts, drill-downs, empty and error. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_PATHS, type RetentionCohortsData, type UserEngagementData } from '@switchboard/contracts/analytics/analytics.schemas';
import { METRICS } from '@switchboard/contracts/analytics/metrics';
import { SECTION_TEXTS } from '@/features/analytics/report-kit/components/report-section';
import { clickButton, drilledTo, renderReport, serveReports } from '@/features/analytics/reports/test-kit/render-report';
import { UsagesReport } from '@/features/analytics/reports/usages/usages-report';
import { domRootPerTest } from '@/test-support/dom-root';

vi.mock('@/features/analytics/report-kit/components/report-chart', () => import('@/features/analytics/reports/test-kit/chart-as-table'));

const dom = domRootPerTest();
afterEach(() => vi.unstubAllGlobals());

const range = { from: '2026-11-10T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' };
const engagement: UserEngagementData = {
  metrics: { uniqueCustomers: 12, newCustomers: 9, returningCustomers: 3, conversations: 18, conversationsPerCustomer: 1.5, medianDurationMs: 125_000 },
  range,
  series: [
    { bucket: '2026-11-26', from: '2026-11-26T00:00:00.000Z', to: '2026-11-27T00:00:00.000Z', uniqueCustomers: 7, newCustomers: 5, returningCustomers: 2 },
    { bucket: '2026-11-27', from: '2026-11-27T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z', uniqueCustomers: 5, newCustomers: 4, returningCustomers: 1 },
  ],
};
const cohorts: RetentionCohortsData = {
  cohortsColumns: ['Week 0', 'Week 1', 'Week 2'],
  cohortsData: [
    { cohort: '2026-11-09', from: '2026-11-10T00:00:00.000Z', to: '2026-11-16T00:00:00.000Z', newCustomers: 4, retained: [4, 2, 1], retentionPercent: [100, 50, 25] },
    { cohort: '2026-11-16', from: '2026-11-16T00:00:00.000Z', to: '2026-11-23T00:00:00.000Z', newCustomers: 5, retained: [5, 1], retentionPercent: [100, 20] },
  ],
};
const answers = {
  [ANALYTICS_PATHS.userEngagementStats]: { status: 200 as const, data: engagement },
  [ANALYTICS_PATHS.retentionCohorts]: { status: 200 as const, data: cohorts },
};
const kpi = (name: string) => Array.from(dom.container.querySelectorAll('.ant-card')).find((card) => card.textContent?.startsWith(name))?.textContent ?? '';

describe('usages report', () => {
  it('shows the engagement numbers with their formulas and the cohorts', async () => {
    const calls = serveReports(answers);
    await renderReport(dom, <UsagesReport />, '/analytics/usages');
    expect(calls.map((call) => call.path).sort()).toEqual([ANALYTICS_PATHS.retentionCohorts, ANALYTICS_PATHS.userEngagementStats]);
    expect(calls[0]?.body).toMatchObject({ granularity: 'day' });
    expect(kpi('Unique customers')).toContain('12');
    expect(kpi('Unique customers')).toContain(METRICS.uniqueCustomers.formula);
    expect(kpi('Conversations per customer')).toContain('1.5');
    expect(kpi('Median duration')).toContain('2 min 5 s');
    const heat = dom.container.querySelector('[aria-label^="Weekly retention of new customers"][aria-label$="(table)"]')!;
    expect(Array.from(heat.querySelectorAll('tbody tr')).map((row) => row.textContent)).toEqual([
      'Week of 2026-11-09100%50%25%', 'Week of 2026-11-16100%20%–',
    ]);
    expect(dom.container.querySelector('.ant-table')?.textContent).toContain('2 (50%)');
  });

  it('lists a cohort\'s new customers', async () => {
    serveReports(answers);
    const router = await renderReport(dom, <UsagesReport />, '/analytics/usages');
    await clickButton(dom.container, 'New customers, Week of 2026-11-16: 5');
    expect(drilledTo(router)).toEqual({ metric: 'newCustomers', from: cohorts.cohortsData[1]!.from, to: cohorts.cohortsData[1]!.to });
  });

  it('lists a cohort\'s customers back a week later, and leaves a week past the range as a plain number', async () => {
    serveReports(answers);
    const router = await renderReport(dom, <UsagesReport />, '/analytics/usages');
    const [first, second] = cohorts.cohortsData as [typeof cohorts.cohortsData[number], typeof cohorts.cohortsData[number]];
    // Week 2 of the first cohort would be a third week, which this answer does not have: no link.
    expect(dom.container.querySelector('button[aria-label^="Week 2, Week of 2026-11-09"]')).toBeNull();
    await clickButton(dom.container, 'Week 1, Week of 2026-11-09: 2');
    expect(drilledTo(router)).toEqual({ metric: 'retained', from: second.from, to: second.to, cohortFrom: first.from, cohortTo: first.to, by: 'Cohort: Week of 2026-11-09' });
  });

  it('lists the customers behind a heatmap cell\'s percentage', async () => {
    serveReports(answers);
    const router = await renderReport(dom, <UsagesReport />, '/analytics/usages');
    const heat = dom.container.querySelector<HTMLElement>('[aria-label^="Weekly retention of new customers"][aria-label$="(table)"]')!;
    await clickButton(heat.querySelectorAll<HTMLElement>('tbody tr')[0]!, '50%');
    const [first, second] = cohorts.cohortsData as [typeof cohorts.cohortsData[number], typeof cohorts.cohortsData[number]];
    expect(drilledTo(router)).toEqual({ metric: 'retained', from: second.from, to: second.to, cohortFrom: first.from, cohortTo: first.to, by: 'Cohort: Week of 2026-11-09' });
  });

  it('lists one day\'s returning customers from the chart', async () => {
    serveReports(answers);
    const router = await renderReport(dom, <UsagesReport />, '/analytics/usages');
    const row = dom.container.querySelectorAll('[aria-label^="New and returning customers"] tbody tr')[1]!;
    await clickButton(row.querySelectorAll('td')[1]!, '1');
    expect(drilledTo(router)).toEqual({ metric: 'returningCustomers', from: '2026-11-27T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' });
  });

  it('says when there were no customers, and shows a failure', async () => {
    serveReports({
      [ANALYTICS_PATHS.userEngagementStats]: { status: 200, data: { ...engagement, metrics: { ...engagement.metrics, uniqueCustomers: 0 }, series: [] } },
      [ANALYTICS_PATHS.retentionCohorts]: { status: 500, message: 'Database down' },
    });
    await renderReport(dom, <UsagesReport />, '/analytics/usages');
    expect(dom.container.textContent).toContain(SECTION_TEXTS.empty);
    expect(dom.container.textContent).toContain('Database down');
    expect(dom.container.querySelectorAll('[role="alert"]').length).toBeGreaterThan(0);
  });
});
