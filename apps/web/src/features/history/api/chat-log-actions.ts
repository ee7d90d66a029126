/**
 * The chat actions of history (§7): review status, votes, block, tags and download. Each success
 * patches the open transcript and the listed row in place (§4 "Votes, blocking and tag updates
 * update the matching chat session in place") and shows the server's message.
 */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  HISTORY_PATHS, type ChatLogData, type ChatLogSummary, type DownloadFormat, type FiltersQueryData, type ReviewStatus, type Vote,
} from '@switchboard/contracts/history/history.schemas';
import { historyKeys } from '@/features/history/api/query-keys';
import { toast } from '@/lib/feedback/feedback';
import { http } from '@/lib/http/api';
import { HttpError, isHttpError } from '@/lib/http/http-error';
import { downloadWithSession } from '@/lib/http/download';

function usePatchChatLog() {
  const client = useQueryClient();
  return (sessionId: string, patch: Partial<ChatLogSummary>, patchData?: (data: ChatLogData) => ChatLogData) => {
    client.setQueryData<ChatLogData>(historyKeys.chatLog(sessionId), (data) => {
      if (!data) return data;
      const next = { ...data, chatLog: { ...data.chatLog, ...patch } };
      return patchData ? patchData(next) : next;
    });
    client.setQueriesData<InfiniteData<FiltersQueryData>>({ queryKey: historyKeys.lists }, (data) => data && {
      ...data,
      pages: data.pages.map((page) => ({ ...page, chatLogs: page.chatLogs.map((row) => (row.sessionId === sessionId ? { ...row, ...patch } : row)) })),
    });
  };
}

async function send<T>(path: string, method: 'POST' | 'PUT', body: Record<string, unknown>): Promise<{ data: T; message?: string }> {
  const result = await http.request<T>(path, { method, body });
  // A 412 was already shown by the http client.
  if (!result.ok) throw new HttpError({ kind: 'refused', status: result.status, message: result.message });
  return { data: result.data, ...(result.message ? { message: result.message } : {}) };
}

export function useReviewChatLog(sessionId: string) {
  const patch = usePatchChatLog();
  return useMutation({
    mutationFn: (reviewStatus: ReviewStatus) => send<{ reviewStatus: ReviewStatus }>(HISTORY_PATHS.reviewStatus, 'POST', { sessionId, reviewStatus }),
    onSuccess: ({ data, message }) => {
      patch(sessionId, { reviewStatus: data.reviewStatus });
      toast.success(message ?? 'Saved');
    },
  });
}

export function useBlockChatLog(sessionId: string) {
  const patch = usePatchChatLog();
  return useMutation({
    mutationFn: (blockedStatus: boolean) => send<{ blockedStatus: boolean }>(HISTORY_PATHS.blockStatus, 'PUT', { sessionId, blockedStatus }),
    onSuccess: ({ data, message }) => {
      patch(sessionId, { blockedStatus: data.blockedStatus });
      toast.success(message ?? 'Saved');
    },
  });
}

export function useUpdateTags(sessionId: string) {
  const patch = usePatchChatLog();
  return useMutation({
    mutationFn: (selectedTags: string[]) => send<{ selectedTags: string[] }>(HISTORY_PATHS.updateTags, 'PUT', { sessionId, selectedTags }),
    onSuccess: ({ data, message }) => {
      patch(sessionId, { selectedTags: data.selectedTags });
      toast.success(message ?? 'Saved');
    },
  });
}

/**
 * A vote goes with translateAndSave (§7): the server also stores the answer's translation into the reviewer's
 * language when it is in another one and a translation service is configured (else the vote alone).
 */
export function useVoteMessage(sessionId: string) {
  const patch = usePatchChatLog();
  return useMutation({
    mutationFn: ({ chatlogId, vote }: { chatlogId: string; vote: Vote }) =>
      send<{ message: string; chatlogId: string; vote: Vote; translation?: string | null }>(HISTORY_PATHS.translateAndSave, 'POST', { sessionId, chatlogId, vote }),
    onSuccess: ({ data }) => {
      patch(sessionId, {}, (log) => ({
        ...log,
        messages: log.messages.map((message) => (message.chatlogId === data.chatlogId
          ? { ...message, vote: data.vote, translation: data.translation ?? message.translation } : message)),
      }));
      // §8: '{vote} success.' when the server sends no message.
      toast.success(data.message || `${data.vote} success.`);
    },
  });
}

export function useDownloadChatLog(sessionId: string) {
  return useMutation({
    mutationFn: async (format: DownloadFormat) => {
      const { data } = await send<{ downloadUrl: string; fileName: string }>(HISTORY_PATHS.downloadChatlog, 'POST', { sessionId, format });
      await downloadWithSession(data.downloadUrl, data.fileName);
    },
    // Http failures were already shown by the http client; a failed file fetch was not.
    onError: (error) => {
      if (!isHttpError(error) || !error.handled) toast.error(error.message);
    },
  });
}
