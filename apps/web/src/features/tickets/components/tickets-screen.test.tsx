import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TICKET_PATHS } from '@switchboard/contracts/tickets/tickets.schemas';
import { TicketsScreen } from '@/features/tickets/components/tickets-screen';
import { aTicket } from '@/features/tickets/model/test-fixtures';

const http = vi.hoisted(() => ({ request: vi.fn(), requestData: vi.fn() }));
vi.mock('@/lib/http/api', () => ({ http }));

let root: Root;
let container: HTMLElement;
const text = () => document.body.textContent ?? '';
const settle = () => act(async () => {
  for (let i = 0; i < 8; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
});
async function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => root.render(<QueryClientProvider client={client}><RouterProvider router={createMemoryRouter([{ path: '*', element: <TicketsScreen /> }])} /></QueryClientProvider>));
  await settle();
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  http.requestData.mockReset();
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

// The first render loads antd's Tabs (several seconds on a busy machine).
describe('tickets page', { timeout: 30_000 }, () => {
  it('asks for my tickets in All Groups, page 1, and lists them with stats and the resolved chart', async () => {
    http.requestData.mockImplementation((path: string) => {
      if (path === TICKET_PATHS.list) return Promise.resolve({ tickets: [aTicket({ subject: 'Card charged twice' })], totalCount: 1, groups: [] });
      if (path === TICKET_PATHS.stats) return Promise.resolve({ stats: { open: 2, pending: 1, resolved: 4, closed: 1, total: 8, myTickets: 1 } });
      return Promise.resolve({ ticketChartData: [{ date: '2026-01-01', resolved: 3 }] });
    });
    await render();
    expect(http.requestData).toHaveBeenCalledWith(TICKET_PATHS.list, expect.objectContaining({
      query: { tab: 'myTickets', group: 'All Groups', priority: undefined, page: 1 },
    }));
    expect(http.requestData).toHaveBeenCalledWith(TICKET_PATHS.chart, expect.objectContaining({ query: expect.objectContaining({ from: expect.any(String) }) }));
    expect(text()).toContain('Card charged twice');
    expect(document.body.querySelector('[aria-label="3 tickets resolved in the last 15 days"]')).not.toBeNull();
  });

  it('§8: a failed list is emptied, failed stats are empty and a failed chart shows its error', async () => {
    http.requestData.mockRejectedValue(new Error('boom'));
    await render();
    expect(text()).toContain('No tickets assigned to you');
    expect(text()).toContain('The resolved tickets could not be loaded.');
    const stats = document.body.querySelector('[aria-label="Ticket stats"]')?.textContent ?? '';
    expect(stats).toContain('—');
    expect(stats).not.toMatch(/\d/);
  });
});
