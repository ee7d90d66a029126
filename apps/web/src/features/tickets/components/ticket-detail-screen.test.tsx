import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPermissions } from '@switchboard/contracts/roles';
import { TICKET_PATHS, type TicketRoomData } from '@switchboard/contracts/tickets/tickets.schemas';
import { TicketDetailScreen } from '@/features/tickets/components/ticket-detail-screen';
import { aTicket } from '@/features/tickets/model/test-fixtures';
import { toast } from '@/lib/feedback/feedback';

const http = vi.hoisted(() => ({ request: vi.fn(), requestData: vi.fn() }));
vi.mock('@/lib/http/api', () => ({ http }));

const ME = 'user-me';
const viewer = { ids: [ME, 'admin-me'], permissions: defaultPermissions('Agent', true) };
const room = (): TicketRoomData => ({
  ticket: aTicket(),
  ticketChatLogs: [{ chatlogId: 'c1', sender: 'customer', text: 'My refund never came', origin: 'chat', timestamp: '2026-01-01T09:00:00.000Z' }],
  userProfileDetails: { sections: [{ sectionTitle: 'Customer', data: [{ subTitle: 'Name', value: 'Priya Shah', type: 'text' }] }] },
});

let root: Root;
let container: HTMLElement;
const text = () => document.body.textContent ?? '';
const button = (label: string) => Array.from(document.body.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.textContent === label);
const settle = () => act(async () => {
  for (let i = 0; i < 6; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
});
async function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => root.render(
    <QueryClientProvider client={client}><RouterProvider router={createMemoryRouter([{ path: '*', element: <TicketDetailScreen ticketId={aTicket().ticketId} viewer={viewer} /> }])} /></QueryClientProvider>,
  ));
  await settle();
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  http.request.mockReset();
  http.requestData.mockReset();
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

describe('ticket page', () => {
  it('shows the chat and profile, assigns the ticket and applies updatedTicket in place', async () => {
    http.requestData.mockResolvedValue(room());
    const success = vi.spyOn(toast, 'success');
    await render();
    expect(text()).toContain('Refund not received');
    expect(text()).toContain('My refund never came');
    expect(text()).toContain('Priya Shah');
    expect(button('Send response')).toBeUndefined();

    const updatedTicket = aTicket({ chatState: 'Assigned', status: 'pending', agentId: ME, agentName: 'Me Agent' });
    http.request.mockResolvedValue({ ok: true, status: 200, data: { updatedTicket }, message: 'Ticket has been assigned' });
    await act(async () => button('Assign to me')?.click());
    await settle();
    expect(http.request).toHaveBeenCalledWith(TICKET_PATHS.assign, { method: 'POST', body: { ticketId: aTicket().ticketId } });
    expect(success).toHaveBeenCalledWith('Ticket has been assigned');
    // In place: no refetch of the room, the respond box and the agent's name appear.
    expect(http.requestData).toHaveBeenCalledTimes(1);
    expect(button('Assign to me')).toBeUndefined();
    expect(button('Send response')).toBeDefined();
    expect(text()).toContain('Me Agent');
  });

  it('says so when the ticket cannot be loaded', async () => {
    http.requestData.mockRejectedValue(new Error('This ticket does not exist.'));
    await render();
    expect(text()).toContain('This ticket could not be loaded.');
    expect(text()).toContain('This ticket does not exist.');
  });
});
