/** Customer segments of the sender page: the saved ones with their size, the tags to filter by, a filter's size before saving, save and delete. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SEGMENT_PATHS, segmentListSchema, segmentSchema, segmentSizeSchema, segmentTagsSchema, type SegmentFilter, type SegmentInput,
} from '@switchboard/contracts/whatsapp/whatsapp.segments';
import { http } from '@/lib/http/api';

export const segmentKeys = {
  all: ['whatsapp-segments'] as const,
  list: ['whatsapp-segments', 'list'] as const,
  tags: ['whatsapp-segments', 'tags'] as const,
  preview: (filter: SegmentFilter) => ['whatsapp-segments', 'preview', filter] as const,
};

export function useSegments() {
  return useQuery({
    queryKey: segmentKeys.list,
    queryFn: async ({ signal }) => segmentListSchema.parse(await http.requestData<unknown>(SEGMENT_PATHS.segments, { signal, quiet: true })).items,
  });
}

export function useSegmentTags(enabled: boolean) {
  return useQuery({
    queryKey: segmentKeys.tags,
    queryFn: async ({ signal }) => segmentTagsSchema.parse(await http.requestData<unknown>(SEGMENT_PATHS.tags, { signal, quiet: true })).tags,
    enabled,
  });
}

/** How many customers the filter being written matches now (the previous figure stays while the next loads). */
export function useSegmentPreview(filter: SegmentFilter, enabled: boolean) {
  return useQuery({
    queryKey: segmentKeys.preview(filter),
    queryFn: async ({ signal }) => segmentSizeSchema.parse(await http.requestData<unknown>(SEGMENT_PATHS.preview, { method: 'POST', body: { ...filter }, signal, quiet: true })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** A refusal (a duplicate name) is the form's to show on its field. */
export function useCreateSegment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: SegmentInput) => segmentSchema.parse(await http.requestData<unknown>(SEGMENT_PATHS.segments, { method: 'POST', body: { ...input }, quiet: true })),
    onSuccess: () => client.invalidateQueries({ queryKey: segmentKeys.list }),
  });
}

export function useDeleteSegment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => { await http.requestData<unknown>(SEGMENT_PATHS.segment.replace(':id', id), { method: 'DELETE' }); },
    onSuccess: () => client.invalidateQueries({ queryKey: segmentKeys.list }),
  });
}
