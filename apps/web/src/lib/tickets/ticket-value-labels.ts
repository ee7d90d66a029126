/** Display names of a ticket's priority and contact type: shared by the tickets pages, ticket history and the ticket report. */
import type { ContactType, TicketPriority } from '@switchboard/contracts/tickets/tickets.schemas';

export const PRIORITY_LABELS: Record<TicketPriority, string> = { urgent: 'Urgent', high: 'High', medium: 'Medium', low: 'Low' };
export const CONTACT_LABELS: Record<ContactType, string> = { call: 'Call', chat: 'Chat', email: 'Email' };
