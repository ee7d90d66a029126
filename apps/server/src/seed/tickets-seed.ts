/**
 * Demo tickets: a few open, assigned and resolved tickets of demo customers, so /tickets, the stats,
 * the resolved chart and /tickethistory have something to show on a fresh install.
 */
import type { Database } from '@/db/client';
import { customers } from '@/db/schema/customers';
import { groups } from '@/db/schema/groups';
import { ticketMessages, tickets } from '@/db/schema/tickets';
import { eq } from 'drizzle-orm';
import { TICKET_PRIORITIES, type ContactType, type TicketPriority, type TicketStatus } from '@switchboard/contracts/tickets/tickets.schemas';

const HOUR = 3_600_000;

interface DemoTicket {
  psid: string; name: string; email: string; subject: string; contactType: ContactType; priority: TicketPriority;
  status: TicketStatus; agentEmail?: string; hoursAgo: number; resolvedHoursAgo?: number; note: string;
}

// Addresses of their own: a customer record's e-mail links a visitor who gives it (the chat history's customers have theirs).
const DEMO_TICKETS: DemoTicket[] = [
  { psid: 'demo-ticket-1', name: 'Priya Shah', email: 'priya.shah@example.com', subject: 'Refund not received for order #4521', contactType: 'email', priority: 'high', status: 'open', hoursAgo: 3, note: 'The refund was promised a week ago.' },
  { psid: 'demo-ticket-2', name: 'Tom Becker', email: 'tom.becker@example.com', subject: 'Cannot change delivery address', contactType: 'chat', priority: 'medium', status: 'open', hoursAgo: 6, note: 'The address form rejects my postcode.' },
  { psid: 'demo-ticket-3', name: 'Lena Ortiz', email: 'lena.ortiz@example.com', subject: 'Card charged twice', contactType: 'call', priority: 'urgent', status: 'pending', agentEmail: 'agent@demo.brand', hoursAgo: 20, note: 'Two identical charges on the statement.' },
  { psid: 'demo-ticket-4', name: 'Omar Haddad', email: 'omar.haddad@example.com', subject: 'Warranty claim for headphones', contactType: 'email', priority: 'low', status: 'resolved', agentEmail: 'agent2@demo.brand', hoursAgo: 70, resolvedHoursAgo: 50, note: 'Left earcup stopped working.' },
  { psid: 'demo-ticket-5', name: 'Mia Chen', email: 'mia.chen@example.com', subject: 'Invoice needs company VAT number', contactType: 'email', priority: 'medium', status: 'closed', agentEmail: 'agent@demo.brand', hoursAgo: 130, resolvedHoursAgo: 100, note: 'Please add VAT number DE123456789.' },
];

export async function seedTickets(tx: Database, brandId: string, userRows: Array<{ id: string; email: string }>): Promise<void> {
  const [group] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.brandId, brandId)).limit(1);
  const now = Date.now();
  await tx.insert(customers).values(DEMO_TICKETS.map((demo) => ({
    psid: demo.psid, channel: 'website', name: demo.name, profile: { Email: demo.email }, email: demo.email,
    // Seen when they wrote in (not "just now": the seed's own time).
    createdAt: new Date(now - demo.hoursAgo * HOUR), lastSeenAt: new Date(now - demo.hoursAgo * HOUR),
  }))).onConflictDoNothing();
  const rows = await tx.insert(tickets).values(DEMO_TICKETS.map((demo) => {
    const agentId = userRows.find((row) => row.email === demo.agentEmail)?.id ?? null;
    const finished = demo.status === 'resolved' || demo.status === 'closed';
    return {
      brandId, psid: demo.psid, channel: 'website' as const, contactType: demo.contactType, priority: demo.priority,
      priorityRank: TICKET_PRIORITIES.length - TICKET_PRIORITIES.indexOf(demo.priority), groupId: group?.id ?? null,
      status: demo.status, chatState: finished ? 'Resolved' as const : agentId ? 'Assigned' as const : 'Inqueue' as const,
      agentId, subject: demo.subject, description: demo.note, source: 'console' as const,
      createdAt: new Date(now - demo.hoursAgo * HOUR), updatedAt: new Date(now - (demo.resolvedHoursAgo ?? demo.hoursAgo) * HOUR),
      resolvedAt: demo.resolvedHoursAgo === undefined ? null : new Date(now - demo.resolvedHoursAgo * HOUR),
    };
  })).returning({ ticketId: tickets.ticketId, psid: tickets.psid, createdAt: tickets.createdAt });
  await tx.insert(ticketMessages).values(rows.map((row) => ({
    ticketId: row.ticketId, sender: 'customer' as const, text: DEMO_TICKETS.find((demo) => demo.psid === row.psid)?.note ?? '', createdAt: row.createdAt,
  })));
}
