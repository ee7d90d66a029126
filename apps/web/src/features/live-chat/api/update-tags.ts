/**
 * emit updateTags {sessionId, selectedTags} (event permission 'tags') → data {sessionId, selectedTags}.
 * On success the open chat's tags are replaced; the list hears the server's `updation`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emitCommand } from '@/features/live-chat/api/live-chat-socket';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import type { ActiveChat } from '@/features/live-chat/model/chat-cache';

export function useUpdateTags(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (selectedTags: string[]) => {
      const outcome = await emitCommand<{ selectedTags: string[] }>('updateTags', { sessionId, selectedTags }, { fallback: 'tags event error occured' });
      if (!outcome.ok) throw new Error(outcome.message);
      return outcome.data?.selectedTags ?? selectedTags;
    },
    onSuccess: (selectedTags) =>
      queryClient.setQueryData<ActiveChat>(liveChatKeys.room(sessionId), (room) => (room ? { ...room, selectedTags } : room)),
  });
}
