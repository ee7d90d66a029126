/** Entities: list (with system ones), one entity, create / update / delete. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOT_BUILDER_PATHS as P, withId } from '@switchboard/contracts/bot-builder/bot-builder.api';
import type { Entity, EntityInput, EntityType } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { http } from '@/lib/http/api';
import type { Page } from './intents';
import { botBuilderKeys } from './query-keys';

export const useEntities = (page: number, search: string, type: EntityType | '') => useQuery({
  queryKey: botBuilderKeys.entities(page, search, type),
  queryFn: ({ signal }) => http.requestData<Page<Entity>>(P.entities, { query: { page, search: search || undefined, type: type || undefined }, signal, quiet: true }),
  placeholderData: keepPreviousData,
});

/** Every entity at once (the utterance marker's picker). */
export const useAllEntities = () => useQuery({
  queryKey: botBuilderKeys.entities(0, '', ''),
  queryFn: async ({ signal }) => {
    const first = await http.requestData<Page<Entity>>(P.entities, { query: { page: 1 }, signal, quiet: true });
    const pages = Math.ceil(first.totalCount / Math.max(first.items.length, 1));
    const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, i) =>
      http.requestData<Page<Entity>>(P.entities, { query: { page: i + 2 }, signal, quiet: true })));
    return [first, ...rest].flatMap((page) => page.items);
  },
});

export const useEntity = (entityId: string | null) => useQuery({
  queryKey: botBuilderKeys.entity(entityId ?? ''),
  queryFn: ({ signal }) => http.requestData<Entity>(withId(P.entity, entityId ?? ''), { signal, quiet: true }),
  enabled: !!entityId,
});

export function useSaveEntity(entityId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EntityInput) => http.requestData<Entity>(entityId ? withId(P.entity, entityId) : P.entities, {
      method: entityId ? 'PUT' : 'POST', body: { ...input }, quiet: true,
    }),
    onSuccess: (entity) => {
      client.setQueryData(botBuilderKeys.entity(entity.entityID), entity);
      void client.invalidateQueries({ queryKey: botBuilderKeys.entityLists });
    },
  });
}

export function useDeleteEntity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entityId: string) => http.requestData(withId(P.entity, entityId), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: botBuilderKeys.entityLists }),
  });
}
