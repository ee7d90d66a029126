/**
 * The tickets channel /liveTickets (§7): the console emits joinTicket (callback
 * data.liveTicketData.ticketInfo) and listens for addition, deletion, updation, and response and
 * userMessage keyed by ticketId.
 */
import { z } from 'zod';
import { storable } from '../common/safe-text';
import { ticketChatLogSchema, ticketSchema } from './tickets.schemas';

/** Without ticketId: join the brand's ticket list (additions, deletions, updates); with it, also the ticket's room. */
export const joinTicketPayloadSchema = z.object({ ticketId: z.string().uuid('ticketId is not a valid id').optional() });
export const joinTicketReplySchema = z.object({ liveTicketData: z.object({ ticketInfo: ticketSchema.nullable() }) });

export const TICKET_EVENTS = {
  addition: 'addition',
  deletion: 'deletion',
  updation: 'updation',
  response: 'response',
  userMessage: 'userMessage',
} as const;

export const ticketAdditionSchema = z.object({ newLiveTicket: ticketSchema });
export const ticketDeletionSchema = z.object({ deletedTicketId: z.string(), reason: z.enum(['resolved', 'closed', 'assigned', 'transferred']) });
export const ticketUpdationSchema = z.object({ updatedTicket: ticketSchema });
export const ticketResponseSchema = z.object({ ticketId: z.string(), message: ticketChatLogSchema });
export const ticketUserMessageSchema = z.object({ ticketId: z.string(), message: ticketChatLogSchema });

/**
 * The widget (/webchat) when no agent is available: `ticketAvailability` (ack data
 * `{ agentsAvailable }`) and `createTicket` (ack data `{ ticketId, message }`).
 */
export const WEBCHAT_TICKET_EVENTS = { availability: 'ticketAvailability', create: 'createTicket' } as const;
/** Lone UTF-16 surrogates are refused (see safe-text): the ticket's texts are stored. */
export const widgetTicketSchema = z.object({
  name: storable(z.string().trim().max(120, 'name is too long (at most 120)')).optional(),
  email: storable(z.string().trim().email('email is not a valid address').max(200)),
  text: storable(z.string().trim().min(1, 'text is required').max(4000, 'text is too long (at most 4000)')),
});
export type WidgetTicket = z.infer<typeof widgetTicketSchema>;
