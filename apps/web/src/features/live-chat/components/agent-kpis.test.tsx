import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@switchboard/contracts/common/constants';
import type { AgentKpis } from '@switchboard/contracts/live-chat/live-kpi.api';
import { AgentKpisHeader } from '@/features/live-chat/components/agent-kpis';
import { formatKpiDuration, startOfDayIn } from '@/features/live-chat/model/live-kpis';
import { settle, domRootPerTest } from '@/test-support/dom-root';

const requestData = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/api', () => ({ http: { requestData } }));

const kpis = (overrides: Partial<AgentKpis> = {}): { agentKpis: AgentKpis } => ({
  agentKpis: { from: 0, chatsHandled: 3, chatsResolved: 2, averageHandlingMs: 252_000, averageFirstResponseMs: 38_000, ...overrides },
});

const dom = domRootPerTest();
let queryClient: QueryClient;

async function render(compact: boolean) {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    dom.root.render(<QueryClientProvider client={queryClient}><AgentKpisHeader compact={compact} /></QueryClientProvider>);
  });
  await settle();
}

const figures = (root: ParentNode = dom.container) =>
  Array.from(root.querySelectorAll('[role="group"][aria-label="Your figures today"] dl > div')).map((item) => item.textContent);

beforeEach(() => {
  requestData.mockReset();
});

describe('AgentKpisHeader', () => {
  it("shows the agent's three figures in one line, asking from midnight of the member's day and polling every 10 min", async () => {
    requestData.mockResolvedValue(kpis());
    await render(false);
    expect(figures()).toEqual(['Chats today3', 'Avg handling4 min 12 s', 'Avg first response38 s']);
    const [path, options] = requestData.mock.calls[0] as [string, { query: { from: string } }];
    expect(path).toBe('/admin/v1/getLiveKpi');
    expect(Number(options.query.from)).toBe(startOfDayIn(Intl.DateTimeFormat().resolvedOptions().timeZone));
    expect(queryClient.getQueryCache().getAll()[0]?.options).toMatchObject({ refetchInterval: TIMING.agentLiveKpiPollMs });
  });

  it('folds into a "Today: N chats" button on narrow screens whose popover holds the figures; nothing to average reads —', async () => {
    requestData.mockResolvedValue(kpis({ chatsHandled: 1, averageHandlingMs: null, averageFirstResponseMs: null }));
    await render(true);
    expect(figures()).toEqual([]);
    const button = dom.container.querySelector('button')!;
    expect(button.textContent).toBe('Today: 1 chat');
    await act(async () => button.click());
    await settle();
    expect(figures(document.body)).toEqual(['Chats today1', 'Avg handling—', 'Avg first response—']);
  });

  it('says plainly when the figures cannot be had', async () => {
    requestData.mockRejectedValue(new Error('offline'));
    await render(false);
    expect(dom.container.textContent).toBe('Your figures are unavailable just now.');
  });
});

describe('live KPI helpers', () => {
  it('finds midnight in a time zone, across a DST change', () => {
    // 2026-03-29 10:00 UTC is 12:00 in Berlin (CEST, +2); its midnight was still CET (+1): 2026-03-28 23:00 UTC.
    expect(startOfDayIn('Europe/Berlin', Date.UTC(2026, 2, 29, 10))).toBe(Date.UTC(2026, 2, 28, 23));
    expect(startOfDayIn('Asia/Kolkata', Date.UTC(2026, 0, 1, 20))).toBe(Date.UTC(2026, 0, 1, 18, 30));
    expect(startOfDayIn('UTC', Date.UTC(2026, 5, 1, 0, 0, 1))).toBe(Date.UTC(2026, 5, 1));
  });

  it('formats durations short', () => {
    expect([null, 38_000, 240_000, 252_400, 3_900_000, 7_200_000].map(formatKpiDuration)).toEqual(['—', '38 s', '4 min', '4 min 12 s', '1 h 5 min', '2 h']);
  });
});
