/**
 * The query report's action (issue 24, /analytics/query): the intents and FAQs a request can be added to (the bot
 * builder's own list calls, searched by name or question) and the call that adds the chosen requests.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { addToTrainingDataSchema, QUERY_PATHS, type AddToTrainingInput, type TrainingTarget } from '@switchboard/contracts/analytics/query.schemas';
import { BOT_BUILDER_PATHS } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { http } from '@/lib/http/api';

export interface TargetOption { value: string; label: string }

interface Listed { items: Array<{ id: string; name?: string; question?: string }> }

/** The first page of the brand's intents or FAQs matching the search. */
export const useTrainingTargets = (kind: TrainingTarget['kind'], search: string, enabled: boolean) => useQuery({
  queryKey: ['analytics', 'query', 'targets', kind, search] as const,
  queryFn: async ({ signal }) => {
    const path = kind === 'intent' ? BOT_BUILDER_PATHS.intents : BOT_BUILDER_PATHS.faqs;
    const page = await http.requestData<Listed>(path, { query: { page: 1, search: search || undefined }, signal, quiet: true });
    return page.items.map((item): TargetOption => ({ value: item.id, label: (kind === 'intent' ? item.name : item.question) ?? item.id }));
  },
  enabled,
});

export const useAddToTraining = () => useMutation({
  mutationFn: async (input: AddToTrainingInput) =>
    addToTrainingDataSchema.parse(await http.requestData<unknown>(QUERY_PATHS.addToTraining, { method: 'POST', body: { ...input }, quiet: true })),
});
