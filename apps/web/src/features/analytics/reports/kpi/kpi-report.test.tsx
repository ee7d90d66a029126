/** The KPI report: the live numbers with formulas, read again every KPI_POLL_MS, the range's KPIs and per agent, drill-downs, loading, empty and error. */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { KPI_POLL_MS, type KpiData } from '@switchboard/contracts/analytics/kpi.schemas';
import { METRICS } from '@switchboard/contracts/analytics/metrics';
import { SECTION_TEXTS } from '@/features/analytics/report-kit/components/report-section';
import { KPI_TEXTS, KpiReport } from '@/features/analytics/reports/kpi/kpi-report';
import { clickButton, drilledTo, renderReport, serveNothing, serveReports } from '@/features/analytics/reports/test-kit/render-report';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const dom = domRootPerTest();
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ASHA = '11111111-1111-4111-8111-111111111111';
const BEN = '33333333-3333-4333-8333-333333333333';
const today = { from: '2026-11-27T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' };
const range = { from: '2026-11-25T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' };
const zeros = {
  handovers: 0, answeredWithinTarget: 0, answeredWithinTargetRate: 0, accepted: 0, queueWaitMs: 0, responded: 0, firstResponseMs: 0,
  handled: 0, handlingMs: 0, resolved: 0, transfers: 0, rated: 0, satisfaction: 0,
};
// Today 4 of 5 hand-overs answered in under a minute (80 %); over the range 6 of 10 (60 %).
const answer: KpiData = {
  live: {
    t: Date.parse('2026-11-27T12:34:56.000Z'), live: 7, botHandling: 3, waiting: 2, agentHandling: 2, totalAgents: 4, agentsOnline: 3, agentsAccepting: 2,
    waitNowSeconds: 75, handovers: 5, answeredWithinTarget: 4, answeredWithinTargetRate: 80, today,
  },
  metrics: { handovers: 10, answeredWithinTarget: 6, answeredWithinTargetRate: 60, queueWaitMs: 45_000, firstResponseMs: 90_000 },
  byAgent: [
    {
      agentId: ASHA, name: 'Asha Rao', state: 'accept chats', online: true, chatsNow: 2, capacity: 4,
      handovers: 6, answeredWithinTarget: 3, answeredWithinTargetRate: 50, accepted: 6, queueWaitMs: 30_000, responded: 6, firstResponseMs: 60_000,
      handled: 5, handlingMs: 250_000, resolved: 5, transfers: 1, rated: 2, satisfaction: 50,
    },
    { agentId: BEN, name: 'Ben Okafor', state: "don't accept chats", online: false, chatsNow: 0, capacity: 3, ...zeros },
  ],
  targetMs: 60_000, pollMs: KPI_POLL_MS, range,
};
const serve = (data: unknown = answer) => serveReports({ [ANALYTICS_PATHS.kpiMetrics]: { status: 200, data } });
const cards = (name: string) => Array.from(dom.container.querySelectorAll('.ant-card-small .ant-card-small, section > .ant-card')).filter((card) => card.textContent?.startsWith(name)).map((card) => card.textContent ?? '');
const open = () => renderReport(dom, <KpiReport />, '/analytics/kpi');

describe('KPI report', () => {
  it('shows the live numbers with their formulas and when they were read', async () => {
    serve();
    await open();
    expect(cards('Live chats')[0]).toContain('7');
    expect(cards('Live chats')[0]).toContain(METRICS.liveChats.formula);
    expect(cards('Waiting')[0]).toContain('2');
    expect(cards('Agents online')[0]).toContain('3');
    expect(cards('Agents accepting')[0]).toContain('2');
    expect(cards('Wait now')[0]).toContain('1 min 15 s');
    expect(cards('Wait now')[0]).toContain(METRICS.waitNow.formula);
    expect(cards('Answered within target').map((text) => text.replace(METRICS.answeredWithinTarget.formula, ''))).toEqual(['Answered within target80%', 'Answered within target60%']);
    expect(dom.container.textContent).toContain(KPI_TEXTS.updated('12:34:56'));
    expect(KPI_TEXTS.updated('12:34:56')).toContain('every 10 minutes');
  });

  it('opens today\'s hand-overs answered within target from the live number, and the range\'s from the range\'s', async () => {
    serve();
    const router = await open();
    await clickButton(dom.container, 'Answered within target: 80%');
    expect(drilledTo(router)).toEqual({ metric: 'answeredWithinTarget', ...today });
    await act(async () => { await router.navigate(-1); });
    await settle();
    await clickButton(dom.container, 'Answered within target: 60%');
    expect(drilledTo(router)).toEqual({ metric: 'answeredWithinTarget', ...range });
  });

  it('shows each agent\'s state now and KPIs over the range, opening the agent\'s conversations', async () => {
    serve();
    const router = await open();
    const rows = Array.from(dom.container.querySelectorAll('table[aria-label="KPIs by agent"] tbody tr, [aria-label="KPIs by agent"] tbody tr'))
      .filter((row) => !row.classList.contains('ant-table-measure-row'));
    expect(rows[0]!.textContent).toBe('Asha RaoAccepting chats2 of 4 chats650%30 s1 min4 min 10 s550%');
    expect(rows[1]!.textContent).toContain('Offline');
    await clickButton(dom.container, 'Resolutions, Asha Rao: 5');
    expect(drilledTo(router)).toEqual({ metric: 'resolved', ...range, agentId: ASHA, by: 'Agent: Asha Rao' });
  });

  it(`reads the report again every ${KPI_POLL_MS} ms and on request`, async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = serve();
    await open();
    expect(calls).toHaveLength(1);
    await act(async () => { vi.advanceTimersByTime(KPI_POLL_MS); });
    await settle();
    expect(calls).toHaveLength(2);
    await clickButton(dom.container, KPI_TEXTS.refresh);
    expect(calls).toHaveLength(3);
  });

  it('shows skeletons while the report loads', async () => {
    serveNothing();
    await open();
    expect(dom.container.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);
    expect(dom.container.querySelector('.ant-skeleton')).not.toBeNull();
  });

  it('says when there are no agents', async () => {
    serve({ ...answer, byAgent: [] });
    await open();
    expect(dom.container.textContent).toContain(SECTION_TEXTS.empty);
  });

  it('shows the server\'s message when the report failed', async () => {
    serveReports({ [ANALYTICS_PATHS.kpiMetrics]: { status: 403, message: 'You do not have access to this page' } });
    await open();
    expect(dom.container.textContent).toContain('You do not have access to this page');
  });
});
