/** Dialogue domains: the list (with their story and action counts), create, update and delete. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { DMS_PATHS as P, DMS_TEXTS as T, dmsPath } from '@switchboard/contracts/dms/dms.api';
import { domainSchema, type DomainInput } from '@switchboard/contracts/dms/dms.schemas';
import { dmsKeys } from '@/features/dms/api/dms-keys';
import { toast } from '@/lib/feedback/feedback';
import { http } from '@/lib/http/api';

const domainListSchema = z.array(domainSchema);

export function useDomains() {
  return useQuery({
    queryKey: dmsKeys.domains,
    queryFn: async ({ signal }) => domainListSchema.parse(await http.requestData<unknown>(P.domains, { signal, quiet: true })),
  });
}

export function useSaveDomain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: DomainInput }) => {
      const result = await http.request<unknown>(id ? dmsPath(P.domain, id) : P.domains, { method: id ? 'PUT' : 'POST', body: { ...body } });
      if (!result.ok) throw new Error(result.message);
      toast.success(result.message ?? T.domainSaved);
      return domainSchema.parse(result.data);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: dmsKeys.all }),
  });
}

export function useDeleteDomain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (domainId: string) => {
      await http.requestData<unknown>(dmsPath(P.domain, domainId), { method: 'DELETE' });
      toast.success(T.domainDeleted);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: dmsKeys.all }),
  });
}
