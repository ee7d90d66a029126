/** The workflow tree upload: an xlsx or csv for a domain → the dialogues it made and a report per row. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DMS_PATHS as P, DMS_TEXTS as T } from '@switchboard/contracts/dms/dms.api';
import { bootstrapResultSchema } from '@switchboard/contracts/dms/dms.schemas';
import { dmsKeys } from '@/features/dms/api/dms-keys';
import { toast } from '@/lib/feedback/feedback';
import { http } from '@/lib/http/api';

export function useUploadTree() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ domainId, file }: { domainId: string; file: File }) => {
      const body = new FormData();
      body.append('file', file);
      const result = await http.request<unknown>(P.workflowTree, { method: 'POST', query: { domainId }, body });
      if (!result.ok) throw new Error(result.message);
      toast.success(result.message ?? T.treeImported);
      return bootstrapResultSchema.parse(result.data);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: dmsKeys.stories }),
  });
}
