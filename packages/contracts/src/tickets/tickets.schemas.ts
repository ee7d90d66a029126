/**
 * Tickets (§3 "Ticket", §4 ticket lists and tabs, §7 "Tickets"): entity, list, actions, stats and
 * chart. Status values are not shown in the spec; ours are in docs/decisions.md ("Tickets").
 */
import { z } from 'zod';
import { CHANNELS, PAGE_SIZES, THRESHOLDS } from '../common/constants';
import { profileSectionSchema } from '../live-chat/live-chat.schemas';

export const TICKET_PATHS = {
  create: '/admin/v2/ticket',
  list: '/admin/v1/viewAllTickets',
  assign: '/admin/v1/assignTicket',
  respond: '/admin/v1/respondTicket',
  resolve: '/admin/v1/resolveTicket',
  joinTicketRoom: '/admin/v1/joinTicketRoom',
  userProfile: '/admin/v1/getTicketUserProfile',
  stats: '/admin/v1/ticketsAnalytics/getTicketsStates',
  chart: '/admin/v1/ticketsAnalytics/getTicketChartData',
  agentsForTransfer: '/admin/v2/agentsForTicketTransfer',
  transfer: '/admin/v2/transferTicket',
  /** Ours: a customer's tickets, for their profile (/users/…). */
  customerTickets: '/admin/v1/customerTickets',
} as const;

export const CONTACT_TYPES = ['call', 'chat', 'email'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
/** Highest first; the list is sorted by this rank (§4). */
export const TICKET_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_STATUSES = ['open', 'pending', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** §4: ticket lists Assigned and Inqueue; a finished ticket is Resolved. */
export const TICKET_CHAT_STATES = ['Inqueue', 'Assigned', 'Resolved'] as const;
export type TicketChatState = (typeof TICKET_CHAT_STATES)[number];
export const TICKET_TABS = ['myTickets', 'agentTickets', 'inQueue'] as const;
export type TicketTab = (typeof TICKET_TABS)[number];
export const TICKET_SOURCES = ['liveChat', 'widget', 'console'] as const;
export const ALL_GROUPS = 'All Groups';

export const TICKET_TEXTS = {
  assigned: 'Ticket has been assigned',
  updated: 'Ticket updated successfully',
  responseSubmitted: 'Response Submitted',
  created: 'Ticket created',
  noTicket: 'This ticket does not exist.',
  notYours: 'This ticket is not assigned to you.',
  alreadyAssigned: 'This ticket has already been assigned.',
  finished: 'This ticket has already been resolved.',
  assignFirst: 'Assign the ticket to yourself before working on it.',
  agentUnavailable: 'That agent cannot take tickets.',
  noGroup: 'That group does not exist.',
  noCustomer: 'That customer does not exist.',
  noChat: 'This chat does not exist.',
  widgetThanks: 'Thank you. We have received your request and will get back to you soon.',
  tooManyOpen: 'We already have your open requests and will get back to you soon.',
} as const;

export const ticketSchema = z.object({
  ticketId: z.string(),
  psid: z.string(),
  customerName: z.string(),
  channel: z.enum(CHANNELS),
  contactType: z.enum(CONTACT_TYPES),
  priority: z.enum(TICKET_PRIORITIES),
  group: z.string().nullable(),
  groupName: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
  chatState: z.enum(TICKET_CHAT_STATES),
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  /** The assigned agent's adminPsid (§3). */
  adminPsid: z.string().nullable(),
  subject: z.string(),
  description: z.string(),
  /** The live chat the ticket was made from (§3 chatTicketId), else null. */
  chatTicketId: z.string().nullable(),
  source: z.enum(TICKET_SOURCES),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

const id = (name: string) => z.string().trim().uuid(`${name} is not a valid id`);
const text = (name: string, max: number) => z.string().trim().min(1, `${name} is required`).max(max, `${name} is too long (at most ${max})`);

/**
 * POST /admin/v2/ticket. From a live chat: sessionId (the chat is resolved and becomes the ticket,
 * contact type chat). Otherwise psid of a known customer, or a new customer's name and email.
 */
export const createTicketBodySchema = z.object({
  sessionId: id('sessionId').optional(),
  psid: z.string().trim().min(1).max(200).optional(),
  customerName: z.string().trim().min(1).max(120).optional(),
  email: z.string().trim().email('email is not a valid address').max(200).optional(),
  contactType: z.enum(CONTACT_TYPES).default('chat'),
  priority: z.enum(TICKET_PRIORITIES).default('medium'),
  group: id('group').optional(),
  subject: text('subject', 200),
  description: z.string().trim().max(4000, 'description is too long (at most 4000)').default(''),
}).refine((body) => body.sessionId || body.psid || body.customerName, {
  message: 'sessionId, psid or customerName is required', path: ['customerName'],
});
export type CreateTicketBody = z.input<typeof createTicketBodySchema>;

export const ticketListQuerySchema = z.object({
  tab: z.enum(TICKET_TABS).default('myTickets'),
  /** A group id, or 'All Groups' (the default). */
  group: z.union([z.literal(ALL_GROUPS), id('group')]).default(ALL_GROUPS),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;
/** GET customerTickets?psid=: the customer's newest tickets (at most CUSTOMER_TICKETS_SHOWN). */
export const customerTicketsQuerySchema = z.object({ psid: z.string().trim().min(1, 'psid is required').max(200) });
export const CUSTOMER_TICKETS_SHOWN = 20;
export const TICKETS_PAGE_SIZE = PAGE_SIZES.tickets;
/** Besides the spec's tickets and totalCount, the brand's groups for the group filter. */
export const ticketListDataSchema = z.object({
  tickets: z.array(ticketSchema),
  totalCount: z.number().int().min(0),
  groups: z.array(z.object({ groupId: z.string(), name: z.string() })).default([]),
});
export type TicketListData = z.infer<typeof ticketListDataSchema>;

export const ticketIdBodySchema = z.object({ ticketId: id('ticketId') });
export const ticketIdQuerySchema = ticketIdBodySchema;
export const respondTicketBodySchema = z.object({ ticketId: id('ticketId'), text: text('text', 4000) });
export const resolveTicketBodySchema = z.object({
  ticketId: id('ticketId'),
  status: z.enum(['resolved', 'closed']).default('resolved'),
  note: z.string().trim().max(4000).optional(),
});
export const transferTicketBodySchema = z.object({ ticketId: id('ticketId'), agentId: id('agentId') });
export const updatedTicketDataSchema = z.object({ updatedTicket: ticketSchema });

export const ticketChatLogSchema = z.object({
  chatlogId: z.string(),
  sender: z.enum(['customer', 'chatbot', 'admin', 'system']),
  text: z.string(),
  adminName: z.string().optional(),
  /** 'chat' = a message of the live chat the ticket was made from; 'ticket' = written on the ticket. */
  origin: z.enum(['chat', 'ticket']),
  timestamp: z.string(),
});
export type TicketChatLog = z.infer<typeof ticketChatLogSchema>;

export const userProfileDetailsSchema = z.object({ sections: z.array(profileSectionSchema) });
/** GET /admin/v1/joinTicketRoom?ticketId= (§7 "Join a ticket chatroom"). */
export const ticketRoomDataSchema = z.object({
  ticket: ticketSchema,
  ticketChatLogs: z.array(ticketChatLogSchema),
  userProfileDetails: userProfileDetailsSchema,
});
export type TicketRoomData = z.infer<typeof ticketRoomDataSchema>;
/** POST /admin/v1/joinTicketRoom: the caller's /liveTickets socket joins the ticket's room. */
export const joinTicketRoomBodySchema = z.object({
  socketId: z.string().optional(),
  timestamp: z.number().optional(),
  ticketId: id('ticketId'),
  psid: z.string().optional(),
  adminPsid: z.string().optional(),
});
export const joinTicketRoomReplySchema = z.object({ activeChatSessionLogs: z.array(ticketChatLogSchema), ticketId: z.string() });
export const ticketUserProfileDataSchema = z.object({
  changedUserProfileDetails: z.object({ userProfileDetails: userProfileDetailsSchema, ticketId: z.string() }),
});
export const respondTicketDataSchema = z.object({ message: ticketChatLogSchema, updatedTicket: ticketSchema });

export const ticketStatsSchema = z.object({
  open: z.number().int(), pending: z.number().int(), resolved: z.number().int(), closed: z.number().int(),
  total: z.number().int(), myTickets: z.number().int(),
});
export const ticketStatsDataSchema = z.object({ stats: ticketStatsSchema });
export type TicketStats = z.infer<typeof ticketStatsSchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD');
/** Resolved tickets per day; default the last 15 days (§9), at most 30. */
export const ticketChartQuerySchema = z.object({ from: isoDay.optional(), to: isoDay.optional() });
export const ticketChartDataSchema = z.object({
  ticketChartData: z.array(z.object({ date: z.string(), resolved: z.number().int() })),
});
export type TicketChartData = z.infer<typeof ticketChartDataSchema>;
export const TICKET_CHART_DEFAULT_DAYS = THRESHOLDS.ticketsDefaultRangeDays;

export const ticketTransferAgentSchema = z.object({
  agentId: z.string(),
  name: z.string(),
  openTickets: z.number().int().min(0),
});
export const agentsForTicketTransferDataSchema = z.object({ agentList: z.array(ticketTransferAgentSchema) });
