import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TicketListData, TicketRoomData } from '@switchboard/contracts/tickets/tickets.schemas';
import { ticketKeys } from '@/features/tickets/api/query-keys';
import { useTicketsRealtime } from '@/features/tickets/hooks/use-tickets-realtime';
import { aTicket } from '@/features/tickets/model/test-fixtures';

type Handler = (payload: unknown) => void;
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  return {
    handlers,
    socket: {
      connected: true,
      on: (event: string, handler: (payload: unknown) => void) => void (handlers.get(event) ?? handlers.set(event, new Set()).get(event))!.add(handler),
      off: (event: string, handler: (payload: unknown) => void) => void handlers.get(event)?.delete(handler),
    },
    joinTicket: vi.fn(() => Promise.resolve(true)),
  };
});
vi.mock('@/features/tickets/api/tickets-socket', () => ({ ticketSocket: () => Promise.resolve(fake.socket), joinTicket: fake.joinTicket }));

const fire = (event: string, payload: unknown) => act(() => fake.handlers.get(event)?.forEach((handler: Handler) => handler(payload)));
const params = { tab: 'inQueue' as const, group: 'All Groups', priority: undefined, page: 1 };
const ticket = aTicket();
let root: Root;
let client: QueryClient;

function Probe({ ticketId }: { ticketId?: string }) {
  useTicketsRealtime(ticketId);
  return null;
}

beforeEach(async () => {
  fake.handlers.clear();
  fake.joinTicket.mockClear();
  client = new QueryClient();
  client.setQueryData<TicketListData>(ticketKeys.list(params), { tickets: [ticket], totalCount: 1, groups: [] });
  client.setQueryData<TicketRoomData>(ticketKeys.room(ticket.ticketId), { ticket, ticketChatLogs: [], userProfileDetails: { sections: [] } });
  root = createRoot(document.createElement('div'));
  await act(async () => root.render(<QueryClientProvider client={client}><Probe ticketId={ticket.ticketId} /></QueryClientProvider>));
});
afterEach(() => act(() => root.unmount()));

describe('tickets realtime', () => {
  it('joins the open ticket, applies updatedTicket in place and appends responses keyed by ticketId', async () => {
    expect(fake.joinTicket).toHaveBeenCalledWith(ticket.ticketId);
    const updatedTicket = aTicket({ chatState: 'Assigned', status: 'pending', agentName: 'Bob Agent', agentId: 'bob' });
    await fire('updation', { updatedTicket });
    expect(client.getQueryData<TicketRoomData>(ticketKeys.room(ticket.ticketId))?.ticket.agentName).toBe('Bob Agent');
    expect(client.getQueryData<TicketListData>(ticketKeys.list(params))?.tickets[0]?.status).toBe('pending');

    const message = { chatlogId: 'c9', sender: 'admin', text: 'On it', origin: 'ticket', timestamp: '2026-01-01T10:00:00.000Z' };
    await fire('response', { ticketId: ticket.ticketId, message });
    await fire('userMessage', { ticketId: 'another-ticket', message: { ...message, chatlogId: 'c10' } });
    expect(client.getQueryData<TicketRoomData>(ticketKeys.room(ticket.ticketId))?.ticketChatLogs.map((log) => log.chatlogId)).toEqual(['c9']);
  });

  it('removes a deleted ticket from the lists and ignores malformed events', async () => {
    await fire('updation', { updatedTicket: { ticketId: ticket.ticketId } });
    expect(client.getQueryData<TicketListData>(ticketKeys.list(params))?.tickets[0]).toEqual(ticket);
    await fire('deletion', { deletedTicketId: ticket.ticketId, reason: 'resolved' });
    expect(client.getQueryData<TicketListData>(ticketKeys.list(params))).toMatchObject({ tickets: [], totalCount: 0 });
  });
});
