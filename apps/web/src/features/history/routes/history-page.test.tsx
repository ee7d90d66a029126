/**
 * /history with an analytics drill-down in the URL (issue 24): it lists the conversations behind the number (the
 * drill-down sent as filtersQuery's `analytics`), says so in a banner, and goes back to the whole history on request;
 * Back returns to the drill-down. Without one, the page is the history it was.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HISTORY_PATHS, type ChatLogSummary } from '@switchboard/contracts/history/history.schemas';
import { drillHref } from '@/lib/analytics-drill/drill-params';
import { sessionHref } from '@/lib/analytics-drill/session-url';
import { useTimeZoneStore } from '@/lib/dates/time-zone-store';
import { DRILL_BANNER_TEXTS } from '@/features/history/components/drill-banner';
import { preloadChatLogDetail } from '@/features/history/components/lazy-chat-log-detail';
import { loadDrillParts } from '@/features/history/drill/load-drill-parts';
import HistoryPage from '@/features/history/routes/history-page';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const dom = domRootPerTest();
afterEach(() => vi.unstubAllGlobals());
// The chosen chat's detail and the drill-down's parts are lazy chunks: loaded up front, a link opens at once.
beforeAll(async () => { await Promise.all([preloadChatLogDetail(), loadDrillParts()]); });

const row = (sessionId: string, customerName: string): ChatLogSummary => ({
  sessionId, psid: `p-${sessionId}`, customerName, channel: 'wa', chatState: 'Resolved', agentId: null, agentName: null, handledBy: 'agent',
  selectedTags: [], blockedStatus: false, reviewStatus: null, messageCount: 4, lastMessage: 'Thanks', startedAt: '2026-11-27T10:05:00.000Z', resolvedAt: null,
} as ChatLogSummary);

/** filtersQuery answers two chats for a drill-down and one otherwise; every body sent is kept. */
function serve() {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === HISTORY_PATHS.filters) {
      const data = { channels: ['wa'], agents: [], tags: [], reviewStatuses: ['All'], handledBy: ['bot', 'agent'], defaults: { startDate: '2026-11-26', endDate: '2026-11-27' }, maxRangeDays: 30, pageSize: 15 };
      return Response.json({ data });
    }
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    bodies.push(body);
    const chatLogs = body.analytics ? [row('a', 'Priya Nair'), row('b', 'Omar Haddad')] : [row('c', 'Lena Vogel')];
    return Response.json({ data: { chatLogs, hasMore: false, nextCursor: null } });
  });
  return bodies;
}

const drill = { metric: 'handedOver' as const, from: '2026-11-27T10:00:00.000Z', to: '2026-11-27T11:00:00.000Z', channel: 'wa' as const };

async function open(path: string) {
  useTimeZoneStore.setState({ chosen: 'UTC' });
  const router = createMemoryRouter([{ path: '/history', element: <HistoryPage /> }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => { dom.root.render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>); });
  await settle();
  return router;
}
const chats = () => Array.from(dom.container.querySelectorAll('ul[aria-label="Chats"] > li')).map((item) => item.querySelector('.sb-chat-log__name')?.textContent);
const filtersBar = () => dom.container.querySelector('[aria-label="Chat history filters"]');

describe('history: analytics drill-down', () => {
  it('lists the conversations behind the number, with a banner naming it and its range', async () => {
    const bodies = serve();
    await open(drillHref({ drill, by: 'Agent: Asha Rao' }));
    expect(bodies.at(-1)).toEqual({ startDate: '2026-11-27', endDate: '2026-11-27', reviewStatus: 'All', analytics: drill });
    expect(chats()).toEqual(['Priya Nair', 'Omar Haddad']);
    expect(dom.container.querySelector('[role="status"]')?.textContent)
      .toContain('Showing the conversations behind Handed over · 27 Nov 2026, 10:00 AM – 11:00 AM · WhatsApp · Agent: Asha Rao');
    // The form's filters would narrow the set behind the number: they are not offered while drilled down.
    expect(filtersBar()).toBeNull();
  });

  it('goes back to the whole history on request, and Back returns to the drill-down', async () => {
    const bodies = serve();
    const router = await open(drillHref({ drill }));
    const clear = Array.from(dom.container.querySelectorAll('button')).find((button) => button.textContent === DRILL_BANNER_TEXTS.clear)!;
    await act(async () => { clear.click(); });
    await settle();
    expect(router.state.location.search).toBe('');
    expect(bodies.at(-1)).not.toHaveProperty('analytics');
    expect(chats()).toEqual(['Lena Vogel']);
    expect(filtersBar()).not.toBeNull();
    await act(async () => { await router.navigate(-1); });
    await settle();
    expect(chats()).toEqual(['Priya Nair', 'Omar Haddad']);
    expect(dom.container.querySelector('[role="status"]')).not.toBeNull();
  });

  it('says a broken drill-down link is not valid and shows the whole history', async () => {
    const bodies = serve();
    await open('/history?metric=handedOver&from=2026-11-27T10:00:00Z');
    expect(dom.container.textContent).toContain(DRILL_BANNER_TEXTS.invalid);
    expect(bodies.at(-1)).not.toHaveProperty('analytics');
    expect(filtersBar()).not.toBeNull();
  });

  it('opens the chat a report row links to (a vote or a rating) beside the whole history', async () => {
    const bodies = serve();
    await open(sessionHref('c'));
    expect(bodies).toContainEqual({ sessionId: 'c' });
    expect(dom.container.textContent).not.toContain('Select a chat to read it');
    expect(filtersBar()).not.toBeNull();
  });

  it('sends a 30-day drill-down east of UTC with days the body accepts', async () => {
    const bodies = serve();
    await open(drillHref({ drill: { metric: 'conversations', from: '2026-10-28T18:30:00.000Z', to: '2026-11-27T18:30:00.000Z' } }));
    expect(bodies.at(-1)).toMatchObject({ startDate: '2026-10-28', endDate: '2026-11-27' });
  });
});
