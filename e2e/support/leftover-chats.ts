// A journey that fails midway leaves its chat with the agent (offered or accepted). The demo agent holds 3 chats, so
// three such leftovers used to fail every later chat journey of the worker: its customer waited in the queue, or the
// offer the agent saw first was an earlier journey's. Each file starts with none (vitest.config.ts setupFiles).
import { io, type Socket } from 'socket.io-client';
import { NAMESPACES, STAFF_SOCKET_ROLE } from '@switchboard/contracts/auth/auth.events';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { SocketReply } from '@switchboard/contracts/live-chat/live-chat.events';
import { adminToken } from './brand-configuration';

const WAITING_OR_HANDLED = new Set<LiveChat['chatState']>(['Inqueue', 'Pending', 'AgentHandling']);

async function ask<T>(socket: Socket, event: string, payload: object): Promise<SocketReply<T>> {
  return socket.timeout(15_000).emitWithAck(event, payload) as Promise<SocketReply<T>>;
}

/** The admin takes over and resolves every chat waiting for or held by an agent, until none is left. */
export async function resolveLeftoverChats(baseUrl: string): Promise<number> {
  const token = await adminToken(baseUrl);
  const socket = io(`${baseUrl}${NAMESPACES.liveConversations}`, { transports: ['websocket'], forceNew: true, auth: { token, role: STAFF_SOCKET_ROLE } });
  let resolved = 0;
  try {
    await new Promise<void>((done, fail) => {
      socket.once('connect', done);
      socket.once('connect_error', fail);
    });
    // Being online, the admin may be offered a queued chat while resolving: another look until a join shows none.
    for (let round = 0; round < 10; round += 1) {
      const join = await ask<{ liveChatData: LiveChat[] }>(socket, 'join', {});
      if (!join.data) throw new Error(`join refused: ${join.message}`);
      const open = join.data.liveChatData.filter((chat) => WAITING_OR_HANDLED.has(chat.chatState));
      if (open.length === 0) return resolved;
      for (const { sessionId } of open) {
        await ask(socket, 'takeoverChat', { sessionId });
        const reply = await ask(socket, 'resolveChat', { sessionId });
        if (reply.data) resolved += 1;
      }
    }
    throw new Error('Chats were still open after 10 rounds of resolving them');
  } finally {
    socket.disconnect();
  }
}
