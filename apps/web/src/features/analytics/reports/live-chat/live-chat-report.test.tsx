/** The live chat report: KPIs with formulas, times in seconds, the first response histogram, by agent and group, drill-downs. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_FILTER_OPTIONS_PATH } from '@switchboard/contracts/analytics/filter-options.schemas';
import { ANALYTICS_PATHS, type LiveChatCounts, type LiveChatData } from '@switchboard/contracts/analytics/analytics.schemas';
import { FIRST_RESPONSE_BINS, METRICS } from '@switchboard/contracts/analytics/metrics';
import { SECTION_TEXTS } from '@/features/analytics/report-kit/components/report-section';
import { LiveChatReport } from '@/features/analytics/reports/live-chat/live-chat-report';
import { clickButton, drilledTo, renderReport, serveReports } from '@/features/analytics/reports/test-kit/render-report';
import { domRootPerTest } from '@/test-support/dom-root';

vi.mock('@/features/analytics/report-kit/components/report-chart', () => import('@/features/analytics/reports/test-kit/chart-as-table'));

const dom = domRootPerTest();
afterEach(() => vi.unstubAllGlobals());

const AGENT = '11111111-1111-4111-8111-111111111111';
const GROUP = '22222222-2222-4222-8222-222222222222';
const counts = (handovers: number): LiveChatCounts => ({
  handovers, accepted: handovers, queueWaitMs: 45_000, responded: handovers - 1, firstResponseMs: 90_000, handled: handovers - 1, handlingMs: 250_000,
  handlingLong: 2, handlingCritical: 1, resolved: handovers - 1, transfers: 3, transferred: 2, rated: 4, satisfied: 3, satisfaction: 75,
});
const range = { from: '2026-11-24T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' };
const answer: LiveChatData = {
  metrics: counts(8),
  series: [{ bucket: '2026-11-27', from: '2026-11-27T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z', ...counts(8) }],
  firstResponseHistogram: FIRST_RESPONSE_BINS.map((bin, index) => ({ metric: bin.metric, label: bin.label, count: [1, 0, 3, 2, 1, 0][index]! })),
  byAgent: [{ agentId: AGENT, name: 'Asha Rao', ...counts(5) }],
  byGroup: [{ groupId: GROUP, name: 'Billing', ...counts(8) }],
  range,
};
const serve = () => serveReports({ [ANALYTICS_PATHS.liveChatMetrics]: { status: 200, data: answer } });
const kpi = (name: string) => Array.from(dom.container.querySelectorAll('.ant-card')).find((card) => card.textContent?.startsWith(name))?.textContent ?? '';

describe('live chat report', () => {
  it('shows the KPIs with their formulas, times in minutes and seconds', async () => {
    serve();
    await renderReport(dom, <LiveChatReport />, '/analytics/livechat');
    expect(kpi('Hand-overs')).toContain('8');
    expect(kpi('Average queue wait')).toContain('45 s');
    expect(kpi('Average first response time')).toContain('1 min 30 s');
    expect(kpi('Average handling time')).toContain('4 min 10 s');
    expect(kpi('Long chats')).toContain(METRICS.handlingLong.formula);
    expect(kpi('Critical chats')).toContain('1');
    expect(kpi('Transfers')).toContain('3');
    expect(kpi('Transferred chats')).toContain('2');
    expect(kpi('Satisfaction')).toContain('75%');
    // Transfers counts moves, not conversations: only "Transferred chats" lists any.
    expect(dom.container.querySelector('button[aria-label^="Transfers:"]')).toBeNull();
    const histogram = dom.container.querySelector('[aria-label^="First response time"][aria-label$="(table)"]')!;
    expect(Array.from(histogram.querySelectorAll('tbody tr')).map((row) => row.textContent)).toEqual(
      FIRST_RESPONSE_BINS.map((bin, index) => `${bin.label}${[1, 0, 3, 2, 1, 0][index]}`),
    );
  });

  it('lists the hand-overs answered in 1–2 minutes from the histogram', async () => {
    serve();
    const router = await renderReport(dom, <LiveChatReport />, '/analytics/livechat');
    const row = dom.container.querySelectorAll('[aria-label^="First response time"][aria-label$="(table)"] tbody tr')[2]!;
    await clickButton(row, '3');
    expect(drilledTo(router)).toEqual({ metric: 'firstResponse1To2m', ...range });
  });

  it('lists an agent\'s resolutions from the by-agent table, naming the agent for history\'s banner', async () => {
    serve();
    const router = await renderReport(dom, <LiveChatReport />, '/analytics/livechat');
    await clickButton(dom.container, 'Resolutions, Asha Rao: 4');
    expect(drilledTo(router)).toEqual({ metric: 'resolved', ...range, agentId: AGENT, by: 'Agent: Asha Rao' });
  });

  it('lists a group\'s satisfied ratings', async () => {
    serve();
    const router = await renderReport(dom, <LiveChatReport />, '/analytics/livechat');
    await clickButton(dom.container, 'Satisfaction, Billing: 75%');
    expect(drilledTo(router)).toEqual({ metric: 'satisfied', ...range, groupId: GROUP, by: 'Group: Billing' });
  });

  it('says when there were no hand-overs', async () => {
    serveReports({ [ANALYTICS_PATHS.liveChatMetrics]: { status: 200, data: { ...answer, metrics: counts(0), byAgent: [], byGroup: [] } } });
    await renderReport(dom, <LiveChatReport />, '/analytics/livechat');
    expect(dom.container.textContent).toContain(SECTION_TEXTS.empty);
  });

  it('offers the brand\'s groups and agents as filters, and sends the agent a link names', async () => {
    const calls = serveReports({
      [ANALYTICS_PATHS.liveChatMetrics]: { status: 200, data: answer },
      [ANALYTICS_FILTER_OPTIONS_PATH]: { status: 200, data: { groups: [{ id: GROUP, name: 'Billing' }], agents: [{ id: AGENT, name: 'Asha Rao', active: true }] } },
    });
    await renderReport(dom, <LiveChatReport />, `/analytics/livechat?agentId=${AGENT}`);
    expect(dom.container.querySelector('[role="search"] [aria-label="Group"]')).not.toBeNull();
    // The select shows the agent's name for the id in the link, and the report was asked for that agent.
    expect(dom.container.querySelector('[role="search"]')?.textContent).toContain('Asha Rao');
    expect(calls.find((call) => call.path === ANALYTICS_PATHS.liveChatMetrics)?.body).toMatchObject({ agentId: AGENT });
  });
});
