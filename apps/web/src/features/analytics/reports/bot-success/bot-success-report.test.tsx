/** The bot success report: the four rates with formulas, their series, drill-downs to a rate's numerator, empty and error. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_PATHS, type BotSuccessData } from '@switchboard/contracts/analytics/analytics.schemas';
import { METRICS } from '@switchboard/contracts/analytics/metrics';
import { SECTION_TEXTS } from '@/features/analytics/report-kit/components/report-section';
import { BotSuccessReport } from '@/features/analytics/reports/bot-success/bot-success-report';
import { clickButton, drilledTo, renderReport, serveReports } from '@/features/analytics/reports/test-kit/render-report';
import { domRootPerTest } from '@/test-support/dom-root';

vi.mock('@/features/analytics/report-kit/components/report-chart', () => import('@/features/analytics/reports/test-kit/chart-as-table'));

const dom = domRootPerTest();
afterEach(() => vi.unstubAllGlobals());

const counts = (conversations: number, contained: number, fallback: number, handedOver: number) => ({
  conversations, conversationsWithCustomerMessage: conversations, contained, containmentRate: Math.round((contained / conversations) * 1000) / 10,
  botConversations: conversations, fallbackConversations: fallback, fallbackRate: Math.round((fallback / conversations) * 1000) / 10,
  handedOver, handoverRate: Math.round((handedOver / conversations) * 1000) / 10, nluMessages: 40, recognizedMessages: 30, recognitionRate: 75,
});
const answer: BotSuccessData = {
  metrics: counts(10, 6, 2, 3),
  series: [
    { bucket: '2026-11-26', from: '2026-11-26T00:00:00.000Z', to: '2026-11-27T00:00:00.000Z', ...counts(4, 2, 1, 1) },
    { bucket: '2026-11-27', from: '2026-11-27T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z', ...counts(6, 4, 1, 2) },
  ],
};
const kpi = (name: string) => Array.from(dom.container.querySelectorAll('.ant-card')).find((card) => card.textContent?.startsWith(name))?.textContent ?? '';

describe('bot success report', () => {
  it('shows each rate with its formula', async () => {
    serveReports({ [ANALYTICS_PATHS.botSuccessMetrics]: { status: 200, data: answer } });
    await renderReport(dom, <BotSuccessReport />, '/analytics/botsuccessmetrics');
    expect(kpi('Containment rate')).toContain('60%');
    expect(kpi('Containment rate')).toContain(METRICS.containmentRate.formula);
    expect(kpi('Fallback rate')).toContain('20%');
    expect(kpi('Hand-over rate')).toContain('30%');
    expect(kpi('Recognition rate')).toContain('75%');
    expect(kpi('Recognition rate')).toContain(METRICS.recognitionRate.formula);
    // Recognition counts messages, not conversations: its number lists nothing.
    expect(dom.container.querySelector('button[aria-label^="Recognition rate"]')).toBeNull();
  });

  it('lists the contained conversations behind the containment rate, over the whole range', async () => {
    serveReports({ [ANALYTICS_PATHS.botSuccessMetrics]: { status: 200, data: answer } });
    const router = await renderReport(dom, <BotSuccessReport />, '/analytics/botsuccessmetrics');
    await clickButton(dom.container, 'Containment rate: 60%');
    expect(drilledTo(router)).toEqual({ metric: 'contained', from: '2026-11-26T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' });
  });

  it('lists one day\'s handed-over conversations from the outcome chart', async () => {
    serveReports({ [ANALYTICS_PATHS.botSuccessMetrics]: { status: 200, data: answer } });
    const router = await renderReport(dom, <BotSuccessReport />, '/analytics/botsuccessmetrics');
    const row = dom.container.querySelectorAll('[aria-label^="Conversations by outcome"] tbody tr')[1]!;
    expect(row.textContent).toBe('2026-11-27412');
    await clickButton(row.querySelectorAll('td')[2]!, '2');
    expect(drilledTo(router)).toEqual({ metric: 'handedOver', from: '2026-11-27T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' });
  });

  it('says when there were no conversations', async () => {
    serveReports({ [ANALYTICS_PATHS.botSuccessMetrics]: { status: 200, data: { metrics: { ...answer.metrics, conversations: 0 }, series: [] } } });
    await renderReport(dom, <BotSuccessReport />, '/analytics/botsuccessmetrics');
    expect(dom.container.textContent).toContain(SECTION_TEXTS.empty);
  });

  it('shows the server\'s message when the report failed', async () => {
    serveReports({ [ANALYTICS_PATHS.botSuccessMetrics]: { status: 403, message: 'You do not have access to this page' } });
    await renderReport(dom, <BotSuccessReport />, '/analytics/botsuccessmetrics');
    expect(dom.container.textContent).toContain('You do not have access to this page');
  });
});
