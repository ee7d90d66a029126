/** Display names and colours for ticket values (our status and priority values: docs/decisions.md). */
import type { TicketPriority, TicketStatus, TicketTab } from '@switchboard/contracts/tickets/tickets.schemas';

export const TAB_LABELS: Record<TicketTab, string> = { myTickets: 'My tickets', agentTickets: 'Agent tickets', inQueue: 'In queue' };
export { CONTACT_LABELS, PRIORITY_LABELS } from '@/lib/tickets/ticket-value-labels';
// Preset colours (app/theme.ts makes their text pass AA in both themes; antd's status colours do not).
export const PRIORITY_COLORS: Record<TicketPriority, string> = { urgent: 'red', high: 'magenta', medium: 'blue', low: 'default' };
export const STATUS_LABELS: Record<TicketStatus, string> = { open: 'Open', pending: 'Pending', resolved: 'Resolved', closed: 'Closed' };
export const STATUS_COLORS: Record<TicketStatus, string> = { open: 'geekblue', pending: 'blue', resolved: 'green', closed: 'default' };
