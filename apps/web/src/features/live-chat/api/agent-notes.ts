/**
 * GET /admin/v1/customAgentNotes?sessionId= → data {notes}, POST {sessionId, note} → data (the note) and
 * PUT {id, note} → data (the note edited, 'Agent note updated'): what staff wrote about the chat's customer.
 * A new note goes to the top of the cached list; an edited one replaces itself in place.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  agentNoteBodySchema, agentNoteSchema, agentNotesDataSchema, agentNoteUpdateBodySchema, LIVE_CHAT_PATHS, type AgentNote,
} from '@switchboard/contracts/live-chat/live-chat.api';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { toast } from '@/lib/feedback/feedback';
import { http } from '@/lib/http/api';

async function fetchNotes(sessionId: string, signal?: AbortSignal): Promise<AgentNote[]> {
  const data = await http.requestData<unknown>(LIVE_CHAT_PATHS.customAgentNotes, { query: { sessionId }, quiet: true, ...(signal ? { signal } : {}) });
  const parsed = agentNotesDataSchema.safeParse(data);
  if (!parsed.success) throw new Error('The notes could not be read.');
  return parsed.data.notes;
}

export const agentNotesQuery = (sessionId: string) =>
  queryOptions({ queryKey: liveChatKeys.notes(sessionId), queryFn: ({ signal }) => fetchNotes(sessionId, signal), staleTime: 30_000 });

export const useAgentNotesQuery = (sessionId: string) => useQuery(agentNotesQuery(sessionId));

export function useAddAgentNote(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) => {
      const body = agentNoteBodySchema.parse({ sessionId, note });
      return agentNoteSchema.parse(await http.requestData<unknown>(LIVE_CHAT_PATHS.customAgentNotes, { method: 'POST', body }));
    },
    onSuccess: (note) => queryClient.setQueryData<AgentNote[]>(liveChatKeys.notes(sessionId), (old) => [note, ...(old ?? [])]),
  });
}

export function useEditAgentNote(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; note: string }) => {
      const body = agentNoteUpdateBodySchema.parse(input);
      return agentNoteSchema.parse(await http.requestData<unknown>(LIVE_CHAT_PATHS.customAgentNotes, { method: 'PUT', body }));
    },
    onSuccess: (note) => {
      queryClient.setQueryData<AgentNote[]>(liveChatKeys.notes(sessionId), (old) => (old ?? []).map((item) => (item.id === note.id ? note : item)));
      toast.success(TEXTS.agentNoteUpdated);
    },
  });
}
