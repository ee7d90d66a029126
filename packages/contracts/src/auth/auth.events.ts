/** Session events on the chat channel (§7): the server may force a logout. */
import { z } from 'zod';

/**
 * §6: "The realtime connection identifies itself with role admin": staff sockets send { token, role: 'admin' } in the
 * handshake's auth. A staff namespace refuses any other role (an absent one is still accepted: docs/decisions.md).
 */
export const STAFF_SOCKET_ROLE = 'admin';

export const NAMESPACES = {
  liveConversations: '/liveConversations',
  liveChatsStats: '/liveChatsStats',
  liveAdmins: '/liveAdmins',
  liveTickets: '/liveTickets',
  liveDialogTraining: '/liveDialogTraining',
} as const;

export const SESSION_EVENTS = { forceLogout: 'forceLogout' } as const;
export const forceLogoutPayloadSchema = z.object({ message: z.string() });
export type ForceLogoutPayload = z.infer<typeof forceLogoutPayloadSchema>;
