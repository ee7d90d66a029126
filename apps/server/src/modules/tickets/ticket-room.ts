/** A ticket's room reads: its chat logs (the source chat, then the ticket's own lines) and the profile panel. */
import { channelLabel } from '@switchboard/contracts/common/constants';
import type { ProfileSection } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { TicketChatLog } from '@switchboard/contracts/tickets/tickets.schemas';
import type { Executor } from '@/db/client';
import type { TicketRow } from '@/db/schema/tickets';
import * as repo from './ticket.repository';
import { chatLogOf, ticketLogOf } from './ticket.view';

export async function ticketChatLogs(db: Executor, ticket: TicketRow): Promise<TicketChatLog[]> {
  const [chat, own] = await Promise.all([
    ticket.sessionId ? repo.chatMessagesOf(db, ticket.sessionId) : Promise.resolve([]),
    repo.ticketMessagesOf(db, ticket.ticketId),
  ]);
  // Responses to website customers are also stored in their chat; show each line once.
  const chatLogs = chat.filter((row) => !(row.createdAt >= ticket.createdAt && row.sender === 'admin'));
  return [...chatLogs.map(chatLogOf), ...own.map(ticketLogOf)];
}

/** The customer's facts and the ticket's own, as the room's profile panel shows them. */
export async function ticketProfile(db: Executor, ticket: TicketRow): Promise<{ sections: ProfileSection[] }> {
  const customer = await repo.findCustomerRow(db, ticket.psid);
  const facts = Object.entries(customer?.profile ?? {}).map(([subTitle, value]) => ({ subTitle, value, type: 'text' as const }));
  return {
    sections: [
      {
        sectionTitle: 'Customer',
        data: [
          { subTitle: 'Name', value: customer?.name ?? ticket.psid, type: 'text' },
          { subTitle: 'Channel', value: channelLabel(ticket.channel), type: 'text' },
          ...(customer ? [{ subTitle: 'First seen', value: customer.createdAt.toISOString(), type: 'datetime' as const }] : []),
          ...facts,
        ],
      },
      {
        sectionTitle: 'Ticket',
        data: [
          { subTitle: 'Contact type', value: ticket.contactType, type: 'text' },
          { subTitle: 'Priority', value: ticket.priority, type: 'text' },
          { subTitle: 'Status', value: ticket.status, type: 'text' },
          { subTitle: 'Created', value: ticket.createdAt.toISOString(), type: 'datetime' },
        ],
      },
    ],
  };
}
