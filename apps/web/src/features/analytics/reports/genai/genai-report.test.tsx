/** The generative FAQ report: KPIs with formulas, drill-downs of its conversation counts, cost and usage notes, empty and error. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import type { GenAiCounts, GenAiData } from '@switchboard/contracts/analytics/genai.schemas';
import { METRICS } from '@switchboard/contracts/analytics/metrics';
import { SECTION_TEXTS } from '@/features/analytics/report-kit/components/report-section';
import { GenAiReport, GENAI_TEXTS } from '@/features/analytics/reports/genai/genai-report';
import { clickButton, drilledTo, renderReport, serveReports } from '@/features/analytics/reports/test-kit/render-report';
import { domRootPerTest } from '@/test-support/dom-root';

vi.mock('@/features/analytics/report-kit/components/report-chart', () => import('@/features/analytics/reports/test-kit/chart-as-table'));

const dom = domRootPerTest();
afterEach(() => vi.unstubAllGlobals());

const counts = (questions: number, answered: number, failed: number, extra: Partial<GenAiCounts> = {}): GenAiCounts => ({
  questions, answered, notAnswered: questions - answered, unknown: 0, failed, passageOnly: 0, noPassage: questions - answered - failed,
  answerRate: questions ? Math.round((answered / questions) * 1000) / 10 : 0, passagesCited: questions * 2, modelCalls: answered + failed,
  callsWithUsage: answered, tokensIn: answered * 100, tokensOut: answered * 20, latencyP50Ms: 300, latencyP95Ms: 880, cost: answered * 0.08,
  conversations: questions, answeredConversations: answered, failedConversations: failed, ...extra,
});
const answer: GenAiData = {
  metrics: counts(7, 3, 1, { conversations: 3, answeredConversations: 2, cost: 0.28 }),
  series: [
    { bucket: '2026-11-26', from: '2026-11-26T00:00:00.000Z', to: '2026-11-27T00:00:00.000Z', ...counts(4, 2, 1) },
    { bucket: '2026-11-27', from: '2026-11-27T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z', ...counts(3, 1, 0) },
  ],
  failures: [{ reason: 'http_error', label: 'HTTP error', count: 1 }],
  prices: { inPer1k: 0.5, outPer1k: 1.5 },
  range: { from: '2026-11-26T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' },
};
const kpi = (name: string) => Array.from(dom.container.querySelectorAll('.ant-card')).find((card) => card.textContent?.startsWith(name))?.textContent ?? '';

describe('generative FAQ report', () => {
  it('shows questions, answered vs not, tokens, latency in ms and cost in $ with their formulas', async () => {
    serveReports({ [ANALYTICS_PATHS.genAiMetrics]: { status: 200, data: answer } });
    await renderReport(dom, <GenAiReport />, '/analytics/genai');
    expect(kpi('Questions')).toContain('7');
    expect(kpi('Questions')).toContain(METRICS.genAiQuestions.formula);
    expect(kpi('Answer rate')).toContain('42.9%');
    expect(kpi('Not answered')).toContain('4');
    expect(kpi('Tokens in')).toContain('300');
    expect(kpi('Latency p95 (ms)')).toContain('880');
    expect(kpi('Cost')).toContain('$0.28');
    expect(kpi('Cost')).toContain(METRICS.genAiCost.formula);
    // Questions are not conversations: their number lists nothing; the answer rate neither.
    expect(dom.container.querySelector('button[aria-label^="Questions:"]')).toBeNull();
    expect(dom.container.querySelector('button[aria-label^="Answer rate"]')).toBeNull();
    expect(dom.container.textContent).toContain(GENAI_TEXTS.partialUsage(3, 4));
    expect(dom.container.querySelector('[aria-label^="Failures by reason"]')?.textContent).toContain('HTTP error');
  });

  it('lists the answered conversations behind their count, over the whole range', async () => {
    serveReports({ [ANALYTICS_PATHS.genAiMetrics]: { status: 200, data: answer } });
    const router = await renderReport(dom, <GenAiReport />, '/analytics/genai');
    await clickButton(dom.container, 'Conversations answered: 2');
    expect(drilledTo(router)).toEqual({ metric: 'genAiAnswered', from: '2026-11-26T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' });
  });

  it('lists one day\'s conversations with failures from the conversations chart', async () => {
    serveReports({ [ANALYTICS_PATHS.genAiMetrics]: { status: 200, data: answer } });
    const router = await renderReport(dom, <GenAiReport />, '/analytics/genai');
    const row = dom.container.querySelectorAll('[aria-label^="Conversations with generative questions"] tbody tr')[0]!;
    // Columns: the day (a header cell), then with questions, answered, with failures.
    expect(row.textContent).toBe('2026-11-26421');
    await clickButton(row.querySelectorAll('td')[2]!, '1');
    expect(drilledTo(router)).toEqual({ metric: 'genAiFailed', from: '2026-11-26T00:00:00.000Z', to: '2026-11-27T00:00:00.000Z' });
  });

  it('says when no prices are set, with a link to ML configuration', async () => {
    const unpriced = { ...answer, prices: null, metrics: { ...answer.metrics, cost: null }, series: answer.series.map((point) => ({ ...point, cost: null })) };
    serveReports({ [ANALYTICS_PATHS.genAiMetrics]: { status: 200, data: unpriced } });
    await renderReport(dom, <GenAiReport />, '/analytics/genai');
    expect(dom.container.textContent).toContain(GENAI_TEXTS.noPrices);
    expect(dom.container.querySelector('a[href="/settings/ml_configuration"]')).not.toBeNull();
    expect(kpi('Cost')).toContain('–');
  });

  it('says when there were no questions', async () => {
    serveReports({ [ANALYTICS_PATHS.genAiMetrics]: { status: 200, data: { ...answer, metrics: counts(0, 0, 0), series: [], failures: [] } } });
    await renderReport(dom, <GenAiReport />, '/analytics/genai');
    expect(dom.container.textContent).toContain(SECTION_TEXTS.empty);
  });

  it('shows the server\'s message when the report failed', async () => {
    serveReports({ [ANALYTICS_PATHS.genAiMetrics]: { status: 403, message: 'You do not have access to this page' } });
    await renderReport(dom, <GenAiReport />, '/analytics/genai');
    expect(dom.container.textContent).toContain('You do not have access to this page');
  });
});
