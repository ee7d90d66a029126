/**
 * Keeps the ticket views fresh from /liveTickets (§4 "Live chat events", ticket parts): addition
 * adds a ticket (lists refetch), deletion removes it, updation applies updatedTicket in place, and
 * response / userMessage append to the open ticket's chat, keyed by ticketId. Joins the brand's
 * ticket list, and the open ticket's room when one is given; a reconnect joins again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  ticketAdditionSchema, ticketDeletionSchema, ticketResponseSchema, ticketUpdationSchema, ticketUserMessageSchema,
} from '@switchboard/contracts/tickets/tickets.events';
import { ticketKeys } from '@/features/tickets/api/query-keys';
import { joinTicket, ticketSocket } from '@/features/tickets/api/tickets-socket';
import { appendTicketLog, applyUpdatedTicket, removeTicketFromLists } from '@/features/tickets/model/ticket-cache';

export function useTicketsRealtime(ticketId?: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    let detach = () => {};
    void ticketSocket().then((socket) => {
      if (!active) return;
      const join = () => void joinTicket(ticketId);
      const handlers: Record<string, (payload: unknown) => void> = {
        addition: (payload) => {
          if (ticketAdditionSchema.safeParse(payload).success) {
            void queryClient.invalidateQueries({ queryKey: ticketKeys.lists });
            void queryClient.invalidateQueries({ queryKey: ticketKeys.stats });
          }
        },
        deletion: (payload) => {
          const parsed = ticketDeletionSchema.safeParse(payload);
          if (parsed.success) removeTicketFromLists(queryClient, parsed.data.deletedTicketId);
        },
        updation: (payload) => {
          const parsed = ticketUpdationSchema.safeParse(payload);
          if (parsed.success) applyUpdatedTicket(queryClient, parsed.data.updatedTicket);
        },
        response: (payload) => {
          const parsed = ticketResponseSchema.safeParse(payload);
          if (parsed.success) appendTicketLog(queryClient, parsed.data.ticketId, parsed.data.message);
        },
        userMessage: (payload) => {
          const parsed = ticketUserMessageSchema.safeParse(payload);
          if (parsed.success) appendTicketLog(queryClient, parsed.data.ticketId, parsed.data.message);
        },
      };
      Object.entries(handlers).forEach(([event, handler]) => socket.on(event, handler));
      socket.on('connect', join);
      if (socket.connected) join();
      detach = () => {
        Object.entries(handlers).forEach(([event, handler]) => socket.off(event, handler));
        socket.off('connect', join);
      };
    });
    return () => {
      active = false;
      detach();
    };
  }, [queryClient, ticketId]);
}
