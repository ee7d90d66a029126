/** Dialogue actions (what the bot can do in a domain): the list, create, update and delete. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { DMS_PATHS as P, DMS_TEXTS as T, dmsPath } from '@switchboard/contracts/dms/dms.api';
import { actionSchema, type ActionInput } from '@switchboard/contracts/dms/dms.schemas';
import { dmsKeys } from '@/features/dms/api/dms-keys';
import { toast } from '@/lib/feedback/feedback';
import { http } from '@/lib/http/api';

const actionListSchema = z.array(actionSchema);

export function useActions(domainId: string | undefined) {
  return useQuery({
    queryKey: dmsKeys.actions(domainId),
    queryFn: async ({ signal }) => actionListSchema.parse(await http.requestData<unknown>(P.actions, { query: { domainId }, signal, quiet: true })),
  });
}

export function useSaveAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: ActionInput }) => {
      const data = await http.requestData<unknown>(id ? dmsPath(P.action, id) : P.actions, { method: id ? 'PUT' : 'POST', body: { ...body } });
      toast.success(T.actionSaved);
      return actionSchema.parse(data);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: dmsKeys.all }),
  });
}

export function useDeleteAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (actionId: string) => {
      await http.requestData<unknown>(dmsPath(P.action, actionId), { method: 'DELETE' });
      toast.success(T.actionDeleted);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: dmsKeys.all }),
  });
}
