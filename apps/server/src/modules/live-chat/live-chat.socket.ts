/** The staff chat channel /liveConversations: thin handlers for every STAFF_COMMANDS entry. */
import type { Socket } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import { STAFF_COMMANDS, type StaffCommand } from '@switchboard/contracts/live-chat/live-chat.events';
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import type { Ticket } from '@switchboard/contracts/tickets/tickets.schemas';
import type { AuthContext } from '@/plugins/auth';
import type { Realtime } from '@/realtime/realtime';
import { rooms } from '@/realtime/rooms';
import type { AgentChatService } from './agent-chat.service';
import { memberOf } from './chat-access';
import type { ChatDirectoryService } from './chat-directory.service';
import type { ChatEvents } from './chat-events';
import { bindCommand, type CommandHandler, type CommandHandlers } from './command-guard';
import type { RoutingService } from './routing.service';
import type { SupervisionService } from './supervision.service';
import { Viewers } from './viewers';

export interface StaffSocketDeps {
  realtime: Realtime;
  agents: AgentChatService;
  supervision: SupervisionService;
  directory: ChatDirectoryService;
  routing: RoutingService;
  events: ChatEvents;
  logger: FastifyBaseLogger;
  /** The member's live tickets (assigned to them, not resolved) when ticketsEnabled; [] otherwise. */
  liveTickets: LiveTicketsSource;
}

export type LiveTicketsSource = (auth: AuthContext) => Promise<Ticket[]>;

export function registerStaffSocket({ realtime, agents, supervision, directory, routing, events, logger, liveTickets }: StaffSocketDeps): void {
  const viewers = new Viewers();
  const me = (auth: AuthContext) => memberOf(auth);
  // To the chat's room and the supervisors of its bifurcation scope (the session is usually cached).
  const viewing = (sessionIds: string[]) => sessionIds.forEach((id) => void directory.session(id)
    .then((session) => session && events.viewing(session, viewers.of(id)))
    .catch((err: unknown) => logger.warn({ err }, 'viewing status failed')));
  const joinChat = async (socket: Socket, sessionId: string) => void (await socket.join(rooms.chat(sessionId)));

  /** Each socket's presence update (online, then the queue drained to the member), started on connection. */
  const connected = new WeakMap<Socket, Promise<void>>();

  const handlers: CommandHandlers = {
    join: async (_payload, socket, auth) => {
      // Once join answers the member is online: a chat transferred to them right away finds them, and the chats
      // the queue offered them on connection are in the snapshot.
      await connected.get(socket);
      const liveChatData = await directory.join(me(auth), async (needed) => void (await socket.join(needed)));
      socket.emit('getAgentState', await routing.agentState(auth.principal.userId));
      socket.emit('detailedChatStats', await directory.stats(me(auth)));
      return { liveChatData, liveTicketsData: await liveTickets(auth) };
    },
    joinUntaggedChats: async (_payload, _socket, auth) => ({ UntaggedChatsData: await directory.untaggedChats(me(auth)) }),
    acceptChat: async ({ sessionId }, socket, auth) => {
      const row = await agents.accept(me(auth), sessionId);
      await joinChat(socket, sessionId); // §9: auto-join on chat accept is on
      return { sessionId: row.sessionId, chatState: row.chatState };
    },
    rejectChat: async ({ sessionId }, _socket, auth) => ({ sessionId: (await agents.reject(me(auth), sessionId)).sessionId }),
    takeChat: async ({ sessionId }, socket, auth) => {
      const row = await agents.take(me(auth), sessionId);
      await joinChat(socket, sessionId); // as on accept (§9 auto-join)
      return { sessionId: row.sessionId, chatState: row.chatState };
    },
    sendMessage: async (payload, _socket, auth) => agents.send(me(auth), { ...payload, brandId: auth.principal.brand.id }),
    sendWhisper: async (payload, _socket, auth) => supervision.whisper(me(auth), payload),
    messageSeen: async ({ sessionId, upToSeq }, _socket, auth) => agents.receipt(me(auth), sessionId, upToSeq, 'seen'),
    updateCustomerMessage: async ({ chatlogId, readStatus }, _socket, auth) => agents.receiptFor(me(auth), chatlogId, readStatus),
    typing: async ({ sessionId, typing }, socket, auth) => {
      const result = await agents.typing(me(auth), sessionId, typing);
      if (viewers.typing(socket.id, sessionId, typing)) viewing([sessionId]);
      return result;
    },
    resolveChat: async ({ sessionId }, _socket, auth) => ({ sessionId: (await agents.resolve(me(auth), sessionId)).sessionId }),
    transferChat: async (payload, _socket, auth) => ({ sessionId: (await supervision.transfer(me(auth), payload))?.sessionId }),
    holdChat: async ({ sessionId, onHold }, _socket, auth) => ({ sessionId: (await agents.hold(me(auth), sessionId, onHold)).sessionId, onHold }),
    escalateChat: async ({ sessionId }, _socket, auth) => ({ sessionId: (await agents.raiseHand(me(auth), sessionId, true, 'escalated')).sessionId }),
    blockChat: async ({ sessionId, blocked }, _socket, auth) => agents.block(me(auth), sessionId, blocked),
    inviteAgent: async ({ sessionId, agentId }, _socket, auth) => ({ sessionId: (await supervision.invite(me(auth), sessionId, agentId)).sessionId }),
    answerInvite: async ({ sessionId, accept }, socket, auth) => {
      await supervision.answerInvite(me(auth), sessionId, accept);
      if (accept) await joinChat(socket, sessionId);
      return { sessionId, accepted: accept };
    },
    superviseChat: async ({ sessionId, mode }, socket, auth) => {
      await supervision.supervise(me(auth), sessionId, mode);
      await joinChat(socket, sessionId);
      return { sessionId, mode };
    },
    takeoverChat: async ({ sessionId }, socket, auth) => {
      await supervision.takeover(me(auth), sessionId);
      await joinChat(socket, sessionId);
      return { sessionId };
    },
    relinquishChat: async ({ sessionId }, socket, auth) => {
      await supervision.relinquish(me(auth), sessionId);
      await socket.leave(rooms.chat(sessionId));
      return { sessionId };
    },
    changeAgentState: async ({ selectedState }, _socket, auth) => routing.changeAgentState(auth.principal.userId, selectedState),
    raiseHand: async ({ sessionId, raised }, _socket, auth) => ({ sessionId: (await agents.raiseHand(me(auth), sessionId, raised)).sessionId, raised }),
    viewingChat: async ({ sessionId }, socket, auth) => {
      if (sessionId) await directory.visibleSession(me(auth), sessionId);
      if (sessionId) await joinChat(socket, sessionId);
      const member = me(auth);
      viewing(viewers.view(socket.id, { adminId: member.userId, name: member.name }, sessionId));
      return { sessionId };
    },
    resync: async ({ chats }, _socket, auth) => directory.resync(me(auth), chats),
    updateTags: async ({ sessionId, selectedTags }, _socket, auth) => agents.updateTags(me(auth), sessionId, selectedTags),
  };

  realtime.io.of(NAMESPACES.liveConversations).on('connection', (socket) => {
    const { auth } = socket.data as { auth: AuthContext };
    for (const command of Object.keys(STAFF_COMMANDS) as StaffCommand[]) {
      bindCommand(socket, command, handlers[command] as CommandHandler<typeof command>, { logger, reauthenticate: realtime.reauthenticate });
    }
    connected.set(socket, routing.socketConnected(auth.principal.userId).catch((err: unknown) => logger.warn({ err }, 'presence update failed')));
    socket.on('disconnect', () => {
      viewing(viewers.leave(socket.id));
      routing.socketDisconnected(auth.principal.userId).catch((err: unknown) => logger.warn({ err }, 'presence update failed'));
    });
  });
}
