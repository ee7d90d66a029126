/**
 * Server → client events per namespace (§7 "Realtime channels"), with payload types from
 * contracts. Modules add their events here as they are built; publish() only accepts these.
 */
import type { ForceLogoutPayload, NAMESPACES } from '@switchboard/contracts/auth/auth.events';

export type NamespaceKey = keyof typeof NAMESPACES;

export interface NamespaceEvents {
  liveConversations: { forceLogout: ForceLogoutPayload };
  liveChatsStats: Record<never, never>;
  liveAdmins: Record<never, never>;
  liveTickets: Record<never, never>;
  liveDialogTraining: Record<never, never>;
}
