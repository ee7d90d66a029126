/**
 * Opening a chat: it becomes the selected one, its unread and stall counts clear (§4), the open-chat
 * cache cap drops the least recently opened chats' messages, and the server hears what we view.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { emitCommand } from '@/features/live-chat/api/live-chat-socket';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { useLiveChatStore } from '@/features/live-chat/stores/live-chat-store';

export function useOpenChat(): (sessionId: string | null) => void {
  const queryClient = useQueryClient();
  return useCallback((sessionId: string | null) => {
    const evicted = useLiveChatStore.getState().selectChat(sessionId);
    evicted.forEach((id) => queryClient.removeQueries({ queryKey: liveChatKeys.room(id), exact: true }));
    void emitCommand('viewingChat', { sessionId }, { quiet: true });
  }, [queryClient]);
}

/** Tells the server what the viewer is looking at on arrival, and that they stopped on leaving. */
export function useViewingPresence(): void {
  useEffect(() => {
    const selected = useLiveChatStore.getState().selectedSessionId;
    if (selected) void emitCommand('viewingChat', { sessionId: selected }, { quiet: true });
    return () => void emitCommand('viewingChat', { sessionId: null }, { quiet: true });
  }, []);
}
