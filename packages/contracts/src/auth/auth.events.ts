/** Session events on the chat channel (§7): the server may force a logout. */
import { z } from 'zod';

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
