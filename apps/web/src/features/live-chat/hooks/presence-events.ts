/** Presence events: typingStatus, viewingStatus, detailedChatStats, getAgentState. */
import {
  agentStateSchema, detailedChatStatsSchema, typingStatusSchema, viewingStatusSchema,
} from '@switchboard/contracts/live-chat/live-chat.events';
import { isMe } from '@/features/live-chat/model/viewer';
import type { Handler, LiveChatEffects } from '@/features/live-chat/hooks/event-context';
import { usePresenceStore } from '@/features/live-chat/stores/presence-store';

export function presenceHandlers(fx: LiveChatEffects) {
  const now = fx.now ?? Date.now;

  const typingStatus: Handler = (payload) => {
    const parsed = typingStatusSchema.safeParse(payload);
    const viewer = fx.viewer();
    if (!parsed.success || (viewer && isMe(viewer, parsed.data.typingInfo.by))) return;
    const { sessionId, by, name, typing } = parsed.data.typingInfo;
    usePresenceStore.getState().setTyping(sessionId, typing ? { by, name, at: now() } : null);
  };

  const viewingStatus: Handler = (payload) => {
    const parsed = viewingStatusSchema.safeParse(payload);
    if (parsed.success) usePresenceStore.getState().setViewers(parsed.data.sessionId, parsed.data.viewers);
  };

  const stats: Handler = (payload) => {
    const parsed = detailedChatStatsSchema.safeParse(payload);
    if (parsed.success) usePresenceStore.getState().setStats(parsed.data);
  };

  const agentState: Handler = (payload) => {
    const parsed = agentStateSchema.safeParse(payload);
    if (parsed.success) usePresenceStore.getState().setAgentState(parsed.data);
  };

  return { typingStatus, viewingStatus, stats, agentState };
}
