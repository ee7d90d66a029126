/**
 * Renders a report page for a jsdom test: a memory router (the report at /analytics/…, /history and /tickethistory
 * show where a drill-down led), a fresh query client, and a stand-in server answering each report path with a given body or
 * status. The member's zone is UTC so bucket bounds read plainly.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { useTimeZoneStore } from '@/lib/dates/time-zone-store';
import { settle, type DomRoot } from '@/test-support/dom-root';

export type Answer = { status: 200; data: unknown } | { status: number; message: string };

function HistoryProbe() {
  const location = useLocation();
  return <output data-testid="history">{`${location.pathname}${location.search}`}</output>;
}

/** Records the bodies sent per path; answers from `answers` (404 for an unknown path). */
export function serveReports(answers: Record<string, Answer>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    // The reports' POSTs, in order (GETs beside them, such as the filter's group and agent choices, carry no body).
    if (init.body) calls.push({ path, body: JSON.parse(String(init.body)) as Record<string, unknown> });
    const answer = answers[path] ?? { status: 404, message: 'Not found' };
    const body = answer.status === 200 && 'data' in answer ? { data: answer.data } : { message: 'message' in answer ? answer.message : '' };
    return new Response(JSON.stringify(body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

export async function renderReport(dom: DomRoot, element: ReactElement, path: string) {
  useTimeZoneStore.setState({ chosen: 'UTC' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/analytics/*', element }, { path: '/history', element: <HistoryProbe /> }, { path: '/tickethistory', element: <HistoryProbe /> }], { initialEntries: [path] });
  await act(async () => { dom.root.render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>); });
  await settle();
  return router;
}

/** The drill-down the router was sent to, as URL parameters (null while still on the report); ticket reports drill to /tickethistory. */
export function drilledTo(router: ReturnType<typeof createMemoryRouter>, target = '/history'): Record<string, string> | null {
  const { pathname, search } = router.state.location;
  return pathname === target ? Object.fromEntries(new URLSearchParams(search)) : null;
}

/** A stand-in server that never answers: the page stays loading. */
export function serveNothing() {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
}

/** Clicks the button whose accessible name starts with `name`. */
export async function clickButton(container: Element, name: string) {
  const button = Array.from(container.querySelectorAll('button')).find((element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').startsWith(name));
  if (!button) throw new Error(`No button "${name}"`);
  await act(async () => { button.click(); });
  await settle();
}
