/**
 * The spec's dialogue calls (§7): listStories (10 a page, search, totalCount), one story, updateDialog (create or
 * update, toasting the server's message or the §8 text), deleteStory, and the domain's conflicting stories.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { DMS_PATHS as P, DMS_TEXTS as T, dmsPath } from '@switchboard/contracts/dms/dms.api';
import {
  storyConflictSchema, storyListSchema, storySchema, type Story, type StoryConflict, type UpdateDialogBody,
} from '@switchboard/contracts/dms/dms.schemas';
import { dmsKeys, type StoryListParams } from '@/features/dms/api/dms-keys';
import { toast } from '@/lib/feedback/feedback';
import { http } from '@/lib/http/api';

/** enabled: false until the domain the list is for is known (a list of every domain's stories would flash first). */
export function useStories(params: StoryListParams, enabled = true) {
  return useQuery({
    enabled,
    queryKey: dmsKeys.storyList(params),
    queryFn: async ({ signal }) => storyListSchema.parse(await http.requestData<unknown>(P.listStories, {
      query: { page: params.page, pageSize: params.pageSize, search: params.search || undefined, domainId: params.domainId }, signal, quiet: true,
    })),
    placeholderData: keepPreviousData,
  });
}

export function useStory(storyId: string | null) {
  return useQuery({
    queryKey: dmsKeys.story(storyId ?? ''),
    queryFn: async ({ signal }) => storySchema.parse(await http.requestData<unknown>(dmsPath(P.story, storyId ?? ''), { signal, quiet: true })),
    enabled: storyId !== null,
  });
}

const conflictsSchema = z.array(storyConflictSchema);

export function useConflicts(domainId: string | undefined) {
  return useQuery({
    queryKey: dmsKeys.conflicts(domainId ?? ''),
    queryFn: async ({ signal }) => conflictsSchema.parse(await http.requestData<unknown>(P.conflicts, { query: { domainId }, signal, quiet: true })),
    enabled: Boolean(domainId),
  });
}

export type SavedStory = Story & { conflicts: StoryConflict[] };
const savedSchema = storySchema.extend({ conflicts: conflictsSchema.default([]) });

/**
 * updateDialog. A refusal that names a box (400 with its field) is thrown for the editor to show against that box;
 * the http client has toasted it already.
 */
export function useSaveStory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateDialogBody): Promise<SavedStory> => {
      const result = await http.request<unknown>(P.updateDialog, { method: 'POST', body: { ...body } });
      if (!result.ok) throw new Error(result.message);
      toast.success(result.message ?? (body.storyId ? T.updated : T.created));
      return savedSchema.parse(result.data);
    },
    onSuccess: (story) => {
      client.setQueryData(dmsKeys.story(story._id), story);
      return client.invalidateQueries({ queryKey: dmsKeys.stories });
    },
  });
}

export function useDeleteStory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (storyId: string) => {
      const result = await http.request<unknown>(P.deleteStory, { method: 'POST', body: { storyId } });
      if (!result.ok) throw new Error(result.message);
      toast.success(result.message ?? T.deleted);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: dmsKeys.stories }),
  });
}
