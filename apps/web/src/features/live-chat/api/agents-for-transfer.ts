/**
 * GET /admin/v1/agentsForChatTransfer?sessionId=&purpose= → data {agentList, groups}: who could take
 * the chat now. Fetched when a picker opens and every 10 s while it stays open; failures are shown
 * in the picker (quiet: no toast).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  agentsForChatTransferDataSchema, LIVE_CHAT_PATHS, type AgentsForChatTransferData, type ChatTransferPurpose,
} from '@switchboard/contracts/live-chat/live-chat.api';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { http } from '@/lib/http/api';

export const AGENT_DIRECTORY_REFRESH_MS = 10_000;

export async function fetchAgentsForTransfer(sessionId: string, purpose: ChatTransferPurpose, signal?: AbortSignal): Promise<AgentsForChatTransferData> {
  const data = await http.requestData<unknown>(LIVE_CHAT_PATHS.agentsForChatTransfer, {
    query: { sessionId, purpose }, quiet: true, ...(signal ? { signal } : {}),
  });
  const parsed = agentsForChatTransferDataSchema.safeParse(data);
  if (!parsed.success) throw new Error('The agent list could not be read.');
  return parsed.data;
}

export const agentDirectoryQuery = (sessionId: string, purpose: ChatTransferPurpose) =>
  queryOptions({
    queryKey: liveChatKeys.agentDirectory(sessionId, purpose),
    queryFn: ({ signal }) => fetchAgentsForTransfer(sessionId, purpose, signal),
    staleTime: 0,
    gcTime: 60_000,
    refetchInterval: AGENT_DIRECTORY_REFRESH_MS,
    refetchOnMount: 'always',
    retry: false,
  });

/** Only while `enabled` (the picker is open). */
export const useAgentDirectoryQuery = (sessionId: string, purpose: ChatTransferPurpose, enabled = true) =>
  useQuery({ ...agentDirectoryQuery(sessionId, purpose), enabled });
