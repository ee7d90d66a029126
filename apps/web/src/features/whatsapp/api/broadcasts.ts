/**
 * The broadcast calls of the sender and broadcast history pages: the estimate's figures, the mapped sheet's report
 * or broadcast, the history list (asked again every 5 s while one on the page is scheduled or sending), failures by
 * code, recipients, the controls, and the export.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BROADCAST_PATHS, broadcastSchema, uploadResultSchema, type BroadcastState, type RecipientState } from '@switchboard/contracts/whatsapp/whatsapp.broadcasts';
import {
  BROADCAST_POLL_MS, HISTORY_PATHS, broadcastListDataSchema, failuresDataSchema, recipientListDataSchema, type ExportFormat,
} from '@switchboard/contracts/whatsapp/whatsapp.broadcast-history';
import { SENDER_PATHS, broadcastSettingsSchema, type CreateBroadcast } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-sender';
import { http } from '@/lib/http/api';
import { downloadWithSession } from '@/lib/http/download';

export interface BroadcastListParams { search: string; page: number; pageSize: number; state?: BroadcastState | undefined; template?: string | undefined }
export interface RecipientParams { page: number; pageSize: number; state?: RecipientState | undefined }

export const broadcastKeys = {
  all: ['whatsapp-broadcasts'] as const,
  settings: ['whatsapp-broadcasts', 'settings'] as const,
  list: (params: BroadcastListParams) => ['whatsapp-broadcasts', 'list', params] as const,
  failures: (id: string) => ['whatsapp-broadcasts', 'failures', id] as const,
  recipients: (id: string, params: RecipientParams) => ['whatsapp-broadcasts', 'recipients', id, params] as const,
};

const ACTIVE: readonly BroadcastState[] = ['scheduled', 'running'];
const at = (path: string, id: string) => path.replace(':id', id);

export function useBroadcastSettings() {
  return useQuery({
    queryKey: broadcastKeys.settings,
    queryFn: async ({ signal }) => broadcastSettingsSchema.parse(await http.requestData<unknown>(SENDER_PATHS.settings, { signal, quiet: true })),
  });
}

/** The mapped sheet's report (validateOnly) or its broadcast; a refusal on a field is the caller's to show. */
export function useCreateBroadcast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateBroadcast) =>
      uploadResultSchema.parse(await http.requestData<unknown>(SENDER_PATHS.create, { method: 'POST', body: { ...input }, quiet: true })),
    onSuccess: (result) => (result.broadcast ? client.invalidateQueries({ queryKey: broadcastKeys.all }) : undefined),
  });
}

export function useBroadcasts(params: BroadcastListParams) {
  return useQuery({
    queryKey: broadcastKeys.list(params),
    queryFn: async ({ signal }) => broadcastListDataSchema.parse(await http.requestData<unknown>(HISTORY_PATHS.list, {
      query: { ...params, search: params.search || undefined }, signal, quiet: true,
    })),
    placeholderData: keepPreviousData,
    // Live progress: the runner moves the counts; asked again while something on the page can still move.
    refetchInterval: (query) => (query.state.data?.items.some((item) => ACTIVE.includes(item.state)) ? BROADCAST_POLL_MS : false),
  });
}

export function useBroadcastFailures(id: string, live: boolean) {
  return useQuery({
    queryKey: broadcastKeys.failures(id),
    queryFn: async ({ signal }) => failuresDataSchema.parse(await http.requestData<unknown>(at(HISTORY_PATHS.failures, id), { signal, quiet: true })),
    refetchInterval: live ? BROADCAST_POLL_MS : false,
  });
}

export function useBroadcastRecipients(id: string, params: RecipientParams, live: boolean) {
  return useQuery({
    queryKey: broadcastKeys.recipients(id, params),
    queryFn: async ({ signal }) => recipientListDataSchema.parse(await http.requestData<unknown>(at(HISTORY_PATHS.recipients, id), { query: { ...params }, signal, quiet: true })),
    placeholderData: keepPreviousData,
    refetchInterval: live ? BROADCAST_POLL_MS : false,
  });
}

export type BroadcastAction = 'pause' | 'resume' | 'cancel' | 'retryFailed';

/** Pause, resume, cancel or retry the failed: the server's refusal (412) is shown by the http client. */
export function useBroadcastAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: BroadcastAction }) =>
      broadcastSchema.parse(await http.requestData<unknown>(at(BROADCAST_PATHS[action], id), { method: 'POST', body: {} })),
    onSettled: () => client.invalidateQueries({ queryKey: broadcastKeys.all }),
  });
}

export const exportRecipients = (id: string, format: ExportFormat, state: RecipientState | undefined, fileName: string) =>
  downloadWithSession(`${at(HISTORY_PATHS.export, id)}?format=${format}${state ? `&state=${state}` : ''}`, fileName);
