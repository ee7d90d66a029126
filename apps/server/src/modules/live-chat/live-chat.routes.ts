/**
 * POST /admin/v1/joinChatRoom (§7), GET /admin/v1/liveChats (the live list's tabs, paged),
 * GET /admin/v1/agentsForChatTransfer (the transfer and invite pickers) and GET/POST
 * /admin/v1/customAgentNotes (notes about the customer).
 */
import { NAMESPACES } from '@switchboard/contracts/auth/auth.events';
import {
  agentNoteBodySchema, agentNoteUpdateBodySchema, agentNotesQuerySchema, getUserProfileQuerySchema, agentsForChatTransferQuerySchema, joinChatRoomBodySchema, LIVE_CHAT_PATHS, liveChatsQuerySchema,
} from '@switchboard/contracts/live-chat/live-chat.api';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import type { Realtime } from '@/realtime/realtime';
import { rooms } from '@/realtime/rooms';
import type { AgentDirectoryService } from './agent-directory.service';
import type { AgentNotesService } from './agent-notes.service';
import { memberOf } from './chat-access';
import type { ChatDirectoryService } from './chat-directory.service';
import type { ChatProfileService } from './chat-profile.service';
import { TEXTS } from '@switchboard/contracts/common/texts';

export function registerLiveChatRoutes(
  app: App,
  { directory, agents, notes, profile, realtime }: {
    directory: ChatDirectoryService; agents: AgentDirectoryService; notes: AgentNotesService; profile: ChatProfileService; realtime: Realtime;
  },
): void {
  app.post(LIVE_CHAT_PATHS.joinChatRoom, { schema: { body: joinChatRoomBodySchema }, config: { guard: { feature: '/chats' } } }, async (request) => {
    const auth = callerOf(request);
    const { clientPsid, sessionId } = request.body;
    if (clientPsid === undefined) return { data: await directory.markOpened(memberOf(auth), sessionId ?? '') };
    const data = await directory.chatRoom(memberOf(auth), { clientPsid, sessionId });
    // The caller's own socket (named in the body) joins the chat's room.
    const socket = request.body.socketId ? realtime.io.of(NAMESPACES.liveConversations).sockets.get(request.body.socketId) : undefined;
    const owner = (socket?.data as { auth?: { principal: { userId: string } } } | undefined)?.auth?.principal.userId;
    if (socket && owner === auth.principal.userId) await socket.join(rooms.chat(data.sessionId));
    return { data };
  });

  app.get(LIVE_CHAT_PATHS.liveChats, { schema: { querystring: liveChatsQuerySchema }, config: { guard: { feature: '/chats' } } }, async (request) => ({
    data: await directory.tab(memberOf(callerOf(request)), request.query.tab, request.query.page, request.query.agentId),
  }));

  // 403 when the caller may not transfer (or, with purpose=invite, invite); 404 for an unknown chat. The guard
  // refuses a member with neither before the query is read; the service checks the purpose named.
  const pickerGuard = { feature: '/chats', anyAction: [['chats', 'transfer'], ['chats', 'invite']] } as const;
  app.get(LIVE_CHAT_PATHS.agentsForChatTransfer, { schema: { querystring: agentsForChatTransferQuerySchema }, config: { guard: pickerGuard } },
    async (request) => ({ data: await agents.forChat(callerOf(request), request.query) }));

  app.get(LIVE_CHAT_PATHS.customAgentNotes, { schema: { querystring: agentNotesQuerySchema }, config: { guard: { feature: '/chats' } } },
    async (request) => ({ data: await notes.list(memberOf(callerOf(request)), request.query.sessionId) }));
  app.post(LIVE_CHAT_PATHS.customAgentNotes, { schema: { body: agentNoteBodySchema }, config: { guard: { feature: '/chats' } } },
    async (request) => ({ data: await notes.add(memberOf(callerOf(request)), request.body.sessionId, request.body.note) }));
  app.put(LIVE_CHAT_PATHS.customAgentNotes, { schema: { body: agentNoteUpdateBodySchema }, config: { guard: { feature: '/chats' } } },
    async (request) => ({ data: await notes.edit(memberOf(callerOf(request)), request.body.id, request.body.note), message: TEXTS.agentNoteUpdated }));

  // The changed user profile details call (§7): the chat customer's profile as the updation event carries it.
  app.get(LIVE_CHAT_PATHS.getUserProfile, { schema: { querystring: getUserProfileQuerySchema }, config: { guard: { feature: '/chats' } } }, async (request) => {
    const session = await directory.visibleSession(memberOf(callerOf(request)), request.query.sessionId);
    return { data: { changedUserProfileDetails: await profile.changed(session) } };
  });
}
