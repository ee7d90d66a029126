import type { Ticket } from '@switchboard/contracts/tickets/tickets.schemas';

export const aTicket = (patch: Partial<Ticket> = {}): Ticket => ({
  ticketId: '11111111-1111-4111-8111-111111111111', psid: 'web-1', customerName: 'Priya Shah', channel: 'website', contactType: 'chat',
  priority: 'high', group: 'g-1', groupName: 'General', status: 'open', chatState: 'Inqueue', agentId: null, agentName: null, adminPsid: null,
  subject: 'Refund not received', description: '', chatTicketId: null, source: 'console',
  createdAt: '2026-01-01T10:00:00.000Z', updatedAt: '2026-01-01T10:00:00.000Z', resolvedAt: null, ...patch,
});
