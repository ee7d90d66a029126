/** Rows → the contracts' shapes: Ticket (§3) and ticket chat logs. */
import type { Ticket, TicketChatLog } from '@switchboard/contracts/tickets/tickets.schemas';
import type { ChatMessageRow } from '@/db/schema/chat-messages';
import type { TicketMessageRow } from '@/db/schema/tickets';
import type { TicketViewRow } from './ticket.repository';

export function ticketOf({ ticket, customerName, groupName, agentName, adminPsid }: TicketViewRow): Ticket {
  return {
    ticketId: ticket.ticketId,
    psid: ticket.psid,
    customerName: customerName ?? ticket.psid,
    channel: ticket.channel,
    contactType: ticket.contactType,
    priority: ticket.priority,
    group: ticket.groupId,
    groupName,
    status: ticket.status,
    chatState: ticket.chatState,
    agentId: ticket.agentId,
    agentName: ticket.agentId ? agentName : null,
    adminPsid: ticket.agentId ? adminPsid : null,
    subject: ticket.subject,
    description: ticket.description,
    chatTicketId: ticket.sessionId,
    source: ticket.source,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    resolvedAt: ticket.resolvedAt?.toISOString() ?? null,
  };
}

export function ticketLogOf(row: TicketMessageRow): TicketChatLog {
  return {
    chatlogId: row.chatlogId,
    sender: row.sender,
    text: row.text,
    ...(row.adminName ? { adminName: row.adminName } : {}),
    origin: 'ticket',
    timestamp: row.createdAt.toISOString(),
  };
}

/** A message of the source chat as a ticket chat log (its text, or the kind of content it carried). */
export function chatLogOf(row: ChatMessageRow): TicketChatLog {
  const sender = row.sender === 'chatbot' || row.sender === 'customer' || row.sender === 'system' ? row.sender : 'admin';
  return {
    chatlogId: row.chatlogId,
    sender,
    text: row.content.text ?? `[${row.type}]`,
    ...(row.adminName ? { adminName: row.adminName } : {}),
    origin: 'chat',
    timestamp: row.createdAt.toISOString(),
  };
}
