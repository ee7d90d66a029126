/**
 * The selected agent's chats on agent monitoring: GET /admin/v1/liveChats?tab=&agentId= polled every
 * TIMING.selectedAgentChatsPollMs (§9, 5 s) while an agent is selected. The viewer's own chats are their "myChats".
 */
import { useQuery } from '@tanstack/react-query';
import { TIMING } from '@switchboard/contracts/common/constants';
import { LIVE_CHAT_PATHS, liveChatsDataSchema } from '@switchboard/contracts/live-chat/live-chat.api';
import type { LiveChat } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { http } from '@/lib/http/api';

async function fetchAgentChats(agentId: string, mine: boolean, signal?: AbortSignal): Promise<{ items: LiveChat[]; totalCount: number }> {
  const data = await http.requestData<unknown>(LIVE_CHAT_PATHS.liveChats, {
    query: { tab: mine ? 'myChats' : 'agentChats', agentId }, quiet: true, ...(signal ? { signal } : {}),
  });
  const parsed = liveChatsDataSchema.safeParse(data);
  if (!parsed.success) throw new Error('The agent\'s chats could not be read.');
  return parsed.data;
}

export const useAgentChatsQuery = (agentId: string, mine: boolean) => useQuery({
  queryKey: ['analytics', 'agent-chats', agentId, mine],
  queryFn: ({ signal }) => fetchAgentChats(agentId, mine, signal),
  refetchInterval: TIMING.selectedAgentChatsPollMs,
});
