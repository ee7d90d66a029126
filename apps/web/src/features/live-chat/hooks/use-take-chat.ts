/**
 * Taking a waiting chat (issue 21, point 4: "Take" in the in-queue tab): on success the chat is the viewer's, so
 * the my-chats tab shows and its room is read again; on a refusal (another agent was quicker) the server's message
 * shows and the live list is read again, so the chat leaves the in-queue tab even if an event was missed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { useChatCommand } from '@/features/live-chat/hooks/use-chat-command';
import { useLiveChatStore } from '@/features/live-chat/stores/live-chat-store';

export function useTakeChat() {
  const queryClient = useQueryClient();
  const { run, pending } = useChatCommand();
  const take = useCallback(async (chat: LiveChat): Promise<boolean> => {
    const outcome = await run('take', 'takeChat', { sessionId: chat.sessionId });
    if (!outcome.ok) {
      void queryClient.invalidateQueries({ queryKey: liveChatKeys.list });
      return false;
    }
    useLiveChatStore.getState().setTab('myChats');
    void queryClient.invalidateQueries({ queryKey: liveChatKeys.room(chat.sessionId) });
    return true;
  }, [queryClient, run]);
  return { take, pending: pending === 'take' };
}
