/** Wires the tickets area: services, the /liveTickets channel, the widget's ticket events and routes. */
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import type { Realtime } from '@/realtime/realtime';
import type { BrandScopes } from '@/lib/bifurcation-scope';
import { rooms } from '@/realtime/rooms';
import type { LiveChatServices } from '@/modules/live-chat/live-chat.module';
import { messageOf } from '@/modules/live-chat/live-chat.view';
import { isRouteAllowed } from '@switchboard/contracts/permissions';
import type { LiveChatPort } from './live-chat-port';
import { ticketMemberOf } from './ticket-access';
import { TicketEvents } from './ticket-events';
import { TicketHistoryService } from './ticket-history.service';
import { registerTicketHistoryRoutes } from './ticket-history.routes';
import { TicketService } from './ticket.service';
import { registerTicketRoutes } from './tickets.routes';
import { registerTicketSockets } from './tickets.socket';

export interface TicketsModuleDeps { database: DatabaseHandle; realtime: Realtime; logger: FastifyBaseLogger; liveChat: LiveChatServices; scopes: BrandScopes }

export function createTicketsModule({ database, realtime, logger, liveChat, scopes }: TicketsModuleDeps) {
  const port: LiveChatPort = {
    async resolveChat(caller, sessionId) {
      const row = await liveChat.agentChats.resolve(caller, sessionId);
      return { sessionId: row.sessionId, psid: row.psid, channel: row.channel };
    },
    async sendToCustomer({ sessionId, psid, text, adminId, adminName }) {
      const appended = await liveChat.messages.append({
        sessionId, psid, sender: 'admin', type: 'text', content: { text }, adminId, adminName, origin: 'userTyped',
      });
      const message = messageOf(appended.message);
      realtime.publishCustomer(rooms.customer(psid), 'agentMessage', { message });
      return message;
    },
    agentsReachable: (groupId) => liveChat.routing.agentsReachable(groupId),
  };
  const tickets = new TicketService({
    db: database.db, events: new TicketEvents(realtime, scopes), liveChat: port, openTicketsPerAddress: liveChat.webchatLimits.limits.addressOpenTickets,
  });
  const history = new TicketHistoryService(database.db);
  // §7 join's liveTicketsData: only for members with ticketsEnabled (the /tickets screen is theirs).
  liveChat.useLiveTickets(async (auth) => (isRouteAllowed(auth.principal.permissions, '/tickets') ? tickets.liveTicketsOf(ticketMemberOf(auth)) : []));
  registerTicketSockets({ realtime, tickets, logger, agentsAvailable: (psid) => tickets.agentsAvailableFor(psid) });
  const register = (app: App) => {
    registerTicketRoutes(app, { tickets, realtime });
    registerTicketHistoryRoutes(app, { history });
  };
  return { services: { tickets, history }, register };
}

export type TicketsServices = ReturnType<typeof createTicketsModule>['services'];
