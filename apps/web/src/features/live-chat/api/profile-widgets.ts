/**
 * POST /admin/v1/userProfileWidgets {sessionId, id, updatedFormData: {id, buttonIndex, values}} → data {sessionId,
 * userProfileWidget: {sections}} (§7): a profile widget's button pressed with its form. The open chat's profile takes
 * the answer at once; other staff watching the chat get it as `updation` changedUserProfileDetails.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HISTORY_PATHS, userProfileWidgetsBodySchema, userProfileWidgetsDataSchema } from '@switchboard/contracts/history/history.schemas';
import { liveChatKeys } from '@/features/live-chat/api/query-keys';
import type { ActiveChat } from '@/features/live-chat/model/chat-cache';
import { http } from '@/lib/http/api';

export interface WidgetAction { widgetId: string; buttonIndex: number; values: Record<string, string> }

export function useProfileWidgetAction(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ widgetId, buttonIndex, values }: WidgetAction) => {
      const body = userProfileWidgetsBodySchema.parse({ sessionId, id: widgetId, updatedFormData: { id: widgetId, buttonIndex, values } });
      return userProfileWidgetsDataSchema.parse(await http.requestData<unknown>(HISTORY_PATHS.userProfileWidgets, { method: 'POST', body }));
    },
    onSuccess: (data) => queryClient.setQueryData<ActiveChat>(liveChatKeys.room(sessionId), (room) =>
      (room ? { ...room, profile: data.userProfileWidget.sections } : room)),
  });
}
