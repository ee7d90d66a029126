/** Events: list (10 a page, search, type filter), save, delete. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOT_BUILDER_PATHS as P, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { BotEvent, EventInput, EventType } from '@switchboard/contracts/bot-builder/event.schemas';
import { http } from '@/lib/http/api';
import type { Page } from './brand-functions';
import { integrationKeys as keys } from './integration-keys';

export const useEvents = (page: number, search: string, eventType: EventType | '') => useQuery({
  queryKey: keys.events(page, search, eventType),
  queryFn: ({ signal }) => http.requestData<Page<BotEvent>>(P.events, {
    query: { page, search: search || undefined, eventType: eventType || undefined }, signal, quiet: true,
  }),
  placeholderData: keepPreviousData,
});

export function useSaveEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, input }: { eventId?: string; input: EventInput }) =>
      http.requestData<BotEvent>(eventId ? withId(P.event, eventId) : P.events, { method: eventId ? 'PUT' : 'POST', body: { ...input }, quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.eventLists }),
  });
}

export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => http.requestData(withId(P.event, eventId), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.eventLists }),
  });
}
