/** The chatlog report shows the answer's numbers with their formulas, its empty and error states, and drills down. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_PATHS, type ChatSessionsTimeSeriesData } from '@switchboard/contracts/analytics/analytics.schemas';
import { METRICS } from '@switchboard/contracts/analytics/metrics';
import { SECTION_TEXTS } from '@/features/analytics/report-kit/components/report-section';
import { ChatlogReport } from '@/features/analytics/reports/chatlog/chatlog-report';
import { clickButton, drilledTo, renderReport, serveReports } from '@/features/analytics/reports/test-kit/render-report';
import { domRootPerTest } from '@/test-support/dom-root';

vi.mock('@/features/analytics/report-kit/components/report-chart', () => import('@/features/analytics/reports/test-kit/chart-as-table'));

const dom = domRootPerTest();
afterEach(() => vi.unstubAllGlobals());

const point = (hour: string, website: number, wa: number, handedOver: number, messages: number) => ({
  bucket: `2026-11-27T${hour}:00`, from: `2026-11-27T${hour}:00:00.000Z`, to: `2026-11-27T${String(Number(hour) + 1).padStart(2, '0')}:00:00.000Z`,
  conversations: website + wa, byChannel: { website, wa }, botOnly: website + wa - handedOver, handedOver, messages,
  messagesPerConversation: Math.round((messages / (website + wa)) * 10) / 10,
});
const answer: ChatSessionsTimeSeriesData = {
  chatSessionsTimeSeries: [point('09', 3, 1, 1, 20), point('10', 2, 4, 3, 40)],
  totals: { from: '2026-11-24T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z', conversations: 10, byChannel: { website: 5, wa: 5 }, botOnly: 6, handedOver: 4, messages: 60, messagesPerConversation: 6 },
  channels: ['wa', 'website'],
};
const empty: ChatSessionsTimeSeriesData = {
  chatSessionsTimeSeries: [], channels: [],
  totals: { ...answer.totals, conversations: 0, byChannel: {}, botOnly: 0, handedOver: 0, messages: 0, messagesPerConversation: 0 },
};

const kpi = (name: string) => Array.from(dom.container.querySelectorAll('.ant-card')).find((card) => card.textContent?.startsWith(name))?.textContent ?? '';

describe('chatlog report', () => {
  it('asks for the hourly series of the last 3 days and shows the totals with their formulas', async () => {
    const calls = serveReports({ [ANALYTICS_PATHS.chatSessionsTimeSeries]: { status: 200, data: answer } });
    await renderReport(dom, <ChatlogReport />, '/analytics/chatlog');
    expect(calls[0]?.body).toMatchObject({ granularity: 'hour', timeZone: 'UTC' });
    const { startDate, endDate } = calls[0]!.body as { startDate: string; endDate: string };
    expect((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000).toBe(3);
    expect(kpi('Conversations')).toContain('10');
    expect(kpi('Conversations')).toContain(METRICS.conversations.formula);
    expect(kpi('Handed over')).toContain('4');
    expect(kpi('Messages per conversation')).toContain('6');
    expect(kpi('Messages per conversation')).toContain(METRICS.messagesPerConversation.formula);
    // The by-channel chart's rows: one per hour, a column per channel.
    const table = dom.container.querySelector('[aria-label="Conversations by channel, per hour (table)"]')!;
    expect(Array.from(table.querySelectorAll('tbody tr')).map((row) => row.textContent)).toEqual(['2026-11-27 09:00' + '13', '2026-11-27 10:00' + '42']);
  });

  it('opens history on the conversations behind a KPI, narrowed as the report is', async () => {
    serveReports({ [ANALYTICS_PATHS.chatSessionsTimeSeries]: { status: 200, data: answer } });
    const router = await renderReport(dom, <ChatlogReport />, '/analytics/chatlog?channel=wa');
    await clickButton(dom.container, 'Handed over: 4');
    expect(drilledTo(router)).toEqual({ metric: 'handedOver', from: answer.totals.from, to: answer.totals.to, channel: 'wa' });
  });

  it('opens history on one hour\'s conversations of one channel from the chart', async () => {
    serveReports({ [ANALYTICS_PATHS.chatSessionsTimeSeries]: { status: 200, data: answer } });
    const router = await renderReport(dom, <ChatlogReport />, '/analytics/chatlog');
    // 10:00, WhatsApp: 4 conversations.
    const row = dom.container.querySelectorAll('[aria-label="Conversations by channel, per hour (table)"] tbody tr')[1]!;
    await clickButton(row.querySelector('td')!, '4');
    expect(drilledTo(router)).toEqual({ metric: 'conversations', from: '2026-11-27T10:00:00.000Z', to: '2026-11-27T11:00:00.000Z', channel: 'wa' });
  });

  it('has no drill-down for messages per conversation (not a set of conversations)', async () => {
    serveReports({ [ANALYTICS_PATHS.chatSessionsTimeSeries]: { status: 200, data: answer } });
    await renderReport(dom, <ChatlogReport />, '/analytics/chatlog');
    expect(dom.container.querySelector('[aria-label="Messages per conversation, per hour (table)"] button')).toBeNull();
  });

  it('says so when the range has no conversations', async () => {
    serveReports({ [ANALYTICS_PATHS.chatSessionsTimeSeries]: { status: 200, data: empty } });
    await renderReport(dom, <ChatlogReport />, '/analytics/chatlog');
    expect(dom.container.textContent).toContain(SECTION_TEXTS.empty);
    expect(kpi('Conversations')).toContain('0');
  });

  it('shows the server\'s message when the report failed', async () => {
    serveReports({ [ANALYTICS_PATHS.chatSessionsTimeSeries]: { status: 400, message: 'Choose at most 30 days' } });
    await renderReport(dom, <ChatlogReport />, '/analytics/chatlog');
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toContain(SECTION_TEXTS.error);
    expect(dom.container.textContent).toContain('Choose at most 30 days');
    expect(dom.container.textContent).toContain(SECTION_TEXTS.retry);
  });
});
