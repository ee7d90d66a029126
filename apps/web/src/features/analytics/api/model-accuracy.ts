/**
 * The model-accuracy calls (issue 24): the report and an intent's utterances are reports of the kit (POST with the
 * filter); moving a misread utterance writes the bot builder's draft, then every report answer is refetched. The
 * intents to move to come from the bot builder's own list (the move needs its page anyway).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moveUtteranceDataSchema, type MoveUtteranceBody, type MoveUtteranceData } from '@switchboard/contracts/analytics/accuracy.schemas';
import { ANALYTICS_PATHS } from '@switchboard/contracts/analytics/analytics.schemas';
import { BOT_BUILDER_PATHS } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { Intent } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { reportKeys } from '@/features/analytics/report-kit/hooks/use-report';
import { http } from '@/lib/http/api';

export function useMoveUtterance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<MoveUtteranceBody, 'selectedBifurcation'>): Promise<MoveUtteranceData> =>
      moveUtteranceDataSchema.parse(await http.requestData<unknown>(ANALYTICS_PATHS.moveUtterance, { method: 'POST', body: { ...body }, quiet: true })),
    // The sentence now trains another intent: the confused pairs and "trained as" change.
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.all }),
  });
}

/** The brand's intents whose name matches the search (the bot builder's first page of them). */
export const useIntentChoices = (search: string, enabled: boolean) => useQuery({
  queryKey: ['analytics', 'accuracy', 'intent-choices', search],
  queryFn: ({ signal }) => http.requestData<{ items: Intent[]; totalCount: number }>(BOT_BUILDER_PATHS.intents, {
    query: { page: 1, search: search || undefined }, signal, quiet: true,
  }),
  enabled,
});
