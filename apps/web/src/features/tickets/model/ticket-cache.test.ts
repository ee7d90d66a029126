import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TicketListData, TicketRoomData } from '@switchboard/contracts/tickets/tickets.schemas';
import { ticketKeys } from '@/features/tickets/api/query-keys';
import { appendTicketLog, applyUpdatedTicket, removeTicketFromLists, replaceTicket, withoutTicket } from '@/features/tickets/model/ticket-cache';
import { aTicket } from '@/features/tickets/model/test-fixtures';

const other = aTicket({ ticketId: '22222222-2222-4222-8222-222222222222', subject: 'Other' });
const list = (): TicketListData => ({ tickets: [aTicket(), other], totalCount: 12, groups: [] });
const room = (): TicketRoomData => ({ ticket: aTicket(), ticketChatLogs: [], userProfileDetails: { sections: [] } });
const params = { tab: 'inQueue' as const, group: 'All Groups', priority: undefined, page: 1 };

describe('ticket cache', () => {
  it('replaces an updated ticket in place and leaves lists without it untouched', () => {
    const updated = aTicket({ chatState: 'Assigned', agentId: 'me', agentName: 'Alice Agent' });
    const next = replaceTicket(list(), updated);
    expect(next.tickets.map((t) => t.subject)).toEqual(['Refund not received', 'Other']);
    expect(next.tickets[0]).toEqual(updated);
    const unrelated = { tickets: [other], totalCount: 1, groups: [] };
    expect(replaceTicket(unrelated, updated)).toBe(unrelated);
  });

  it('removes a deleted ticket and lowers the count once', () => {
    const once = withoutTicket(list(), aTicket().ticketId);
    expect(once).toMatchObject({ tickets: [other], totalCount: 11 });
    expect(withoutTicket(once, aTicket().ticketId)).toBe(once);
  });

  it('patches the open ticket and every list page, and appends chat lines once', () => {
    const client = new QueryClient();
    client.setQueryData(ticketKeys.room(aTicket().ticketId), room());
    client.setQueryData(ticketKeys.list(params), list());
    applyUpdatedTicket(client, aTicket({ status: 'pending', agentName: 'Bob Agent' }));
    expect(client.getQueryData<TicketRoomData>(ticketKeys.room(aTicket().ticketId))?.ticket.agentName).toBe('Bob Agent');
    expect(client.getQueryData<TicketListData>(ticketKeys.list(params))?.tickets[0]?.status).toBe('pending');

    const log = { chatlogId: 'c1', sender: 'admin' as const, text: 'Hi', origin: 'ticket' as const, timestamp: '2026-01-01T10:00:00.000Z' };
    appendTicketLog(client, aTicket().ticketId, log);
    appendTicketLog(client, aTicket().ticketId, log);
    expect(client.getQueryData<TicketRoomData>(ticketKeys.room(aTicket().ticketId))?.ticketChatLogs).toEqual([log]);

    removeTicketFromLists(client, other.ticketId);
    expect(client.getQueryData<TicketListData>(ticketKeys.list(params))?.tickets.map((t) => t.subject)).toEqual(['Refund not received']);
  });
});
