/** POST /admin/v1/chatLogs/chatLogsBySessionId → the transcript (NLP snapshots per message) and the profile widget. */
import { useQuery } from '@tanstack/react-query';
import { chatLogDataSchema, HISTORY_PATHS, type ChatLogData } from '@switchboard/contracts/history/history.schemas';
import { historyKeys } from '@/features/history/api/query-keys';
import { http } from '@/lib/http/api';

export async function fetchChatLog(sessionId: string, signal?: AbortSignal): Promise<ChatLogData> {
  const data = await http.requestData<unknown>(HISTORY_PATHS.chatLogsBySessionId, { method: 'POST', body: { sessionId }, ...(signal ? { signal } : {}) });
  return chatLogDataSchema.parse(data);
}

export const useChatLogQuery = (sessionId: string | null) =>
  useQuery({
    queryKey: historyKeys.chatLog(sessionId ?? ''),
    queryFn: ({ signal }) => fetchChatLog(sessionId ?? '', signal),
    enabled: sessionId !== null,
  });
