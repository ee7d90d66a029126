/**
 * /tickethistory with a ticket report drill-down in the URL (issue 24): it lists the tickets behind the number (sent
 * as filtersQuery's `analytics`), says so in a banner, hides the form, and goes back to the whole ticket history on
 * request; a broken link says so. Without one, the page is the ticket history it was.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TICKET_HISTORY_PATHS } from '@switchboard/contracts/tickets/ticket-history.schemas';
import { ticketDrillFromSearch, ticketDrillHref } from '@/lib/analytics-drill/ticket-drill-url';
import { useTimeZoneStore } from '@/lib/dates/time-zone-store';
import { TICKET_DRILL_TEXTS } from '@/features/ticket-history/components/ticket-drill-banner';
import { TicketHistoryScreen } from '@/features/ticket-history/components/ticket-history-screen';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const dom = domRootPerTest();
afterEach(() => vi.unstubAllGlobals());

const GROUP = '22222222-2222-4222-8222-222222222222';
const drill = { metric: 'created' as const, from: '2026-11-26T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z', groupId: GROUP, priority: 'high' as const };

/** filtersQuery counts 3 tickets for a drill-down and 1 otherwise; every body sent is kept. */
function serve() {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === TICKET_HISTORY_PATHS.filters) {
      return Response.json({ data: { statuses: [], priorities: [], agents: [], groups: [], defaultRange: { from: '2026-11-26', to: '2026-11-27' } } });
    }
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    bodies.push(body);
    return Response.json({ data: { tickets: [], totalCount: body.analytics ? 3 : 1, hasMore: false } });
  });
  return bodies;
}

async function open(path: string) {
  useTimeZoneStore.setState({ chosen: 'UTC' });
  const router = createMemoryRouter([{ path: '/tickethistory', element: <TicketHistoryScreen /> }], { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => { dom.root.render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>); });
  await settle();
  return router;
}
const filtersBar = () => dom.container.querySelector('[aria-label="Ticket history filters"]');

describe('ticket history: ticket report drill-down', () => {
  it('writes the drill-down to the link and reads the same one back', () => {
    const href = ticketDrillHref({ drill, by: 'Group: Billing' });
    expect(href.startsWith('/tickethistory?metric=created&from=')).toBe(true);
    expect(ticketDrillFromSearch(new URL(href, 'http://x').searchParams)).toEqual({ kind: 'drill', drill, by: 'Group: Billing' });
    expect(ticketDrillFromSearch(new URLSearchParams('tab=1'))).toEqual({ kind: 'none' });
    expect(ticketDrillFromSearch(new URLSearchParams('metric=backlog&from=2026-11-27T00:00:00Z'))).toEqual({ kind: 'invalid' });
  });

  it('lists the tickets behind the number, with a banner naming it, and no form', async () => {
    const bodies = serve();
    await open(ticketDrillHref({ drill, by: 'Group: Billing' }));
    expect(bodies.at(-1)).toEqual({ analytics: drill, offset: 0 });
    expect(dom.container.textContent).toContain('3 tickets');
    expect(dom.container.querySelector('[role="status"]')?.textContent)
      .toContain('Showing the tickets behind Tickets created · 26 Nov 2026 – 27 Nov 2026 · High · Group: Billing');
    expect(filtersBar()).toBeNull();
  });

  it('goes back to the whole ticket history on request', async () => {
    const bodies = serve();
    const router = await open(ticketDrillHref({ drill: { metric: 'backlog', from: drill.from, to: drill.to } }));
    expect(dom.container.querySelector('[role="status"]')?.textContent).toContain('Backlog · open at 28 Nov 2026, 12:00 AM');
    const clear = Array.from(dom.container.querySelectorAll('button')).find((button) => button.textContent === TICKET_DRILL_TEXTS.clear)!;
    await act(async () => { clear.click(); });
    await settle();
    expect(router.state.location.search).toBe('');
    expect(bodies.at(-1)).not.toHaveProperty('analytics');
    expect(dom.container.textContent).toContain('1 ticket');
    expect(filtersBar()).not.toBeNull();
  });

  it('says a broken link is not valid and shows the whole ticket history', async () => {
    const bodies = serve();
    await open('/tickethistory?metric=created&from=2026-11-27T00:00:00Z');
    expect(dom.container.textContent).toContain(TICKET_DRILL_TEXTS.invalid);
    expect(bodies.at(-1)).not.toHaveProperty('analytics');
  });
});
